import type { Page } from '@playwright/test';
import { hero } from '../../src/content/home';
import { galleryContent, imageViewerContent, lightboxContent } from '../../src/content/viewers';
import { expect, NOT_FOUND_LOGS, showScheme, test } from './support/fixtures';
import { expectPicture, press, screen, settled, START, type ScreenWidth } from './support/visual';

/*
 * Visual regression: pictures of the top of every route at 320, 390 and 1280 px, of the two form
 * pages whole at 390 px, and of each dialog and full-screen view open at 390 and 1280 px, in light
 * and dark colours, compared pixel by pixel with the committed ones in tests/e2e/__screenshots__/
 * (docs/testing.md: how to run them and how to accept an intended change). Runs in the "visual"
 * project only, which sets no width: each test sets its own screen.
 */

// `/enquiry` is the project enquiry under a second address (product rule S2): it is compared with
// the pictures of `/start-project`, so the two cannot drift apart unnoticed.
const routes = [
  { name: 'home', path: '/' },
  { name: 'start-project', path: '/start-project' },
  { name: 'start-project', path: '/enquiry' },
  { name: 'portfolio', path: '/portfolio' },
  { name: 'consultation', path: '/consultation' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'not-found', path: '/no-such-page' },
];

const schemes = ['light', 'dark'] as const;

/**
 * Every page loads with Playwright's clock installed at a fixed date. Time runs as usual (the
 * views' entrances need it) until a test stops it: the gallery's autoplay is the only thing on
 * the site that moves on a timer.
 */
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: START });
});

/** The page as it is in light colours, then in dark: the visitor's system switching scheme, which
 * the page follows, so one load gives both pictures. */
async function expectBothSchemes(
  page: Page,
  name: (scheme: (typeof schemes)[number]) => string,
  options: { fullPage?: boolean } = {},
) {
  for (const scheme of schemes) {
    await showScheme(page, scheme);
    await expectPicture(page, name(scheme), options);
  }
}

for (const width of [320, 390, 1280] as const satisfies ScreenWidth[]) {
  test.describe(`pages at ${width} px in light and dark colours`, () => {
    test.use(screen(width, 'light'));

    for (const route of routes) {
      test(`${route.path}`, async ({ page, expectConsole }) => {
        if (route.path === '/no-such-page') NOT_FOUND_LOGS.forEach(expectConsole);
        await page.goto(route.path);
        await expectBothSchemes(page, (scheme) => `${route.name}-${width}-${scheme}`);
      });
    }
  });
}

// The forms are what the site is for, and most of each lies below the window: the two form pages
// are also compared whole at 390 px, so their fields, notes and submit button are covered. Whole
// pages elsewhere would add several megabytes of pictures (the home page alone, 24,000 px tall at
// 320 px, weighs 2.4 MB), so those are compared at the top only.
test.describe('form pages whole at 390 px in light and dark colours', () => {
  test.use(screen(390, 'light'));

  for (const route of routes.filter(({ path }) => ['/start-project', '/consultation'].includes(path))) {
    test(`${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      await expectBothSchemes(page, (scheme) => `${route.name}-whole-390-${scheme}`, { fullPage: true });
    });
  }
});

const lightbox = (page: Page) => page.getByRole('dialog', { name: lightboxContent.title });
const gallery = (page: Page) => page.getByRole('dialog', { name: galleryContent.title });
const viewer = (page: Page) => page.getByRole('dialog', { name: imageViewerContent.title });

for (const width of [390, 1280] as const satisfies ScreenWidth[]) {
  test.describe(`views at ${width} px in light and dark colours`, () => {
    test.use(screen(width, 'light'));
    const name = (view: string) => (scheme: string) => `${view}-${width}-${scheme}`;
    // The full-screen views have colours of their own, the same in both schemes: both are
    // compared with one picture, so a view that starts following the scheme fails one of them.
    const fullScreen = (view: string) => () => `${view}-${width}`;

    test('a service dialog', async ({ page }) => {
      await page.goto('/');
      await press(page, page.getByRole('link', { name: 'Learn more about Event Management' }));
      await expect(page.getByRole('dialog', { name: 'Event Management' })).toBeVisible();
      await expectBothSchemes(page, name('service-dialog'));
    });

    test('the hero lightbox', async ({ page }) => {
      await page.goto('/');
      await press(page, page.getByRole('button', { name: hero.openImageLabel }));
      await expect(lightbox(page).getByRole('img', { name: hero.imageAlt })).toBeVisible();
      await expectBothSchemes(page, fullScreen('lightbox'));
    });

    test('the project gallery, on its first slide', async ({ page }) => {
      await page.goto('/');
      const opener = page.getByRole('link', { name: 'View All Projects' });
      // A first opening, while time runs, fetches the gallery's code; then the clock stops, so
      // autoplay never moves on, and the gallery opens again with time in the test's hands. It
      // is closed by its button, not Escape: after a key the reopened gallery's focused button
      // would show its focus ring, and after a click it does not.
      await press(page, opener);
      await expect(gallery(page)).toBeVisible();
      await press(page, gallery(page).getByRole('button', { name: galleryContent.close }));
      await expect(gallery(page)).toBeHidden();
      await page.clock.pauseAt(START + 10 * 60_000);
      await press(page, opener);
      // The modal's entrance needs a few frames of the stopped clock, in two steps: the slide's
      // image arrives between them.
      await page.clock.runFor(100);
      await expect(gallery(page).getByRole('img')).toBeVisible();
      await settled(page);
      await page.clock.runFor(100);
      await expect(gallery(page).getByText(galleryContent.counter(1, 15), { exact: true })).toBeVisible();
      await expectBothSchemes(page, fullScreen('gallery'));
    });

    test('the image viewer', async ({ page }) => {
      await page.goto('/portfolio');
      await press(page, page.getByRole('link', { name: 'View project: Monsoon Music Festival' }));
      await expect(
        viewer(page).getByRole('img', { name: 'Rain falling through coloured stage lights over a cheering crowd.' }),
      ).toBeVisible();
      await expectBothSchemes(page, fullScreen('image-viewer'));
    });

    if (width === 390) {
      test('the phone menu', async ({ page }) => {
        await page.goto('/');
        await press(page, page.getByRole('banner').getByRole('button', { name: 'Open menu' }));
        await expect(page.locator('#mobile-menu')).toBeVisible();
        await expectBothSchemes(page, name('phone-menu'));
      });
    }
  });
}

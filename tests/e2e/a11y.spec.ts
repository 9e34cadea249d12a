import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { desktopOnlyIfText, expect, NOT_FOUND_LOGS, showScheme, test } from './support/fixtures';

// An axe scan reads every element's styles: the home page's whole DOM takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

const routes = ['/', '/start-project', '/portfolio', '/consultation', '/privacy', '/terms', '/no-such-page'];

// Every page whole in light colours, with every rule but the AAA ones (support/axe.ts); then, on
// the same load switched to dark colours, the rules that read colours.
test.describe('accessibility in light and dark colours', () => {
  test.use({ colorScheme: 'light' });

  for (const route of routes) {
    test(`${route} has no axe violations, best practices included, and no colour violations in dark${desktopOnlyIfText(route)}`, async ({
      page,
      expectConsole,
    }) => {
      if (route === '/no-such-page') NOT_FOUND_LOGS.forEach(expectConsole);
      await page.goto(route);
      await showScheme(page, 'light');
      expect(await axeViolations(page), 'light').toEqual([]);
      await showScheme(page, 'dark');
      expect(await axeViolations(page, { coloursOnly: true }), 'dark').toEqual([]);
    });
  }
});

// Each open view on its own (the page behind it was scanned above), the same way.
const OPEN_VIEW = ':is(dialog[open], [role="dialog"], #mobile-menu)';

/** Each view: where it opens, and how a visitor opens it (until it shows). */
const views: Array<{ name: string; route: string; only?: '@phone'; open: (page: Page) => Promise<void> }> = [
  {
    name: 'the mobile menu, open',
    route: '/',
    only: '@phone',
    open: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
    },
  },
  {
    name: 'the service dialog, open',
    route: '/',
    open: async (page) => {
      await page.getByRole('link', { name: 'Learn more about Event Management' }).click();
      await expect(page.getByRole('dialog', { name: 'Event Management' })).toBeVisible();
    },
  },
  {
    name: 'the lightbox, zoomed in',
    route: '/',
    open: async (page) => {
      await page.getByRole('button', { name: 'View the studio image full screen' }).click();
      const lightbox = page.getByRole('dialog', { name: 'Studio image, full screen' });
      await lightbox.getByRole('button', { name: 'Zoom in' }).click();
      await expect(lightbox.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
    },
  },
  {
    name: 'the gallery, open',
    route: '/portfolio',
    open: async (page) => {
      await page.getByRole('link', { name: 'View All Projects' }).click();
      await expect(page.getByRole('dialog', { name: 'Project gallery' })).toBeVisible();
    },
  },
  {
    name: 'the image viewer, open',
    route: '/portfolio',
    open: async (page) => {
      await page
        .getByRole('link', { name: /^View project: / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Image, full screen' })).toBeVisible();
    },
  },
];

/**
 * Until a view's entrance has played (OverlayFrame.module.css and the slide's, `enter` in each
 * CSS module, whose names the build makes unique), its colours are on their way; a visitor reads
 * them, and axe measures their contrast, once it has.
 */
async function entranceOver(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .some(
            (animation) =>
              /(^|_)enter(_|$)/.test((animation as CSSAnimation).animationName) && animation.playState === 'running',
          ),
      ),
    )
    .toBe(false);
}

test.describe('dialogs, the phone menu and full-screen views in light and dark colours', () => {
  test.use({ colorScheme: 'light' });

  for (const view of views) {
    test(`${view.name}, has no violations ${view.only ?? ''}`.trim(), async ({ page }) => {
      await page.goto(view.route);
      await view.open(page);
      await entranceOver(page);
      expect(await axeViolations(page, { include: OPEN_VIEW }), 'light').toEqual([]);
      await showScheme(page, 'dark');
      expect(await axeViolations(page, { include: OPEN_VIEW, coloursOnly: true }), 'dark').toEqual([]);
    });
  }
});

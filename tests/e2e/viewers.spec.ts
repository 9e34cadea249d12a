import type { Locator, Page } from '@playwright/test';
import { GALLERY_AUTOPLAY_MS } from '../../machines/constants';
import { hero } from '../../src/content/home';
import { loadFailedContent } from '../../src/content/pages';
import { services, servicesContent } from '../../src/content/services';
import { galleryContent, imageViewerContent, lightboxContent } from '../../src/content/viewers';
import { expect, test } from './support/fixtures';

/*
 * The full-screen views as a visitor meets them in Chromium, for what their model replays
 * (lightbox.model.spec.ts, gallery.model.spec.ts) leave out: the hero lightbox (its ways of
 * closing with the zoom reset and focus returned, a named modal that keeps focus, reduced motion),
 * the project gallery (autoplay to the millisecond on page.clock and its wrap at fifteen, manual
 * moves and what a screen reader hears, reduced motion), the image viewer, the page behind and the
 * history, and the lazy loading of their code. Drags, pinches, hovering and swipes are steps of
 * the model replays.
 */

const PROJECTS = 15;
const START = new Date('2026-01-05T10:00:00+05:30').getTime();

// ---------------------------------------------------------------------------------------------
// A visitor's vocabulary

/**
 * Until React has attached its handlers to a control, a link does what links do and a button
 * is disabled: these tests are about the app's views, so they press once the app has taken over.
 */
async function whenInteractive(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await expect
    .poll(() => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

/** A tap on a touch screen (so no mouse is left hovering), a click elsewhere. */
async function press(target: Locator) {
  await whenInteractive(target);
  if (test.info().project.name === 'phone') await target.tap();
  else await target.click();
}

const lightbox = (page: Page) => page.getByRole('dialog', { name: lightboxContent.title });
const gallery = (page: Page) => page.getByRole('dialog', { name: galleryContent.title });
const viewer = (page: Page) => page.getByRole('dialog', { name: imageViewerContent.title });

async function openLightbox(page: Page) {
  await page.goto('/');
  await press(page.getByRole('button', { name: hero.openImageLabel }));
  await expect(lightbox(page)).toBeVisible();
  return lightbox(page).getByRole('img', { name: hero.imageAlt });
}

async function openGallery(page: Page) {
  await page.goto('/');
  const opener = page.getByRole('link', { name: 'View All Projects' });
  await press(opener);
  await expect(gallery(page)).toBeVisible();
  return opener;
}

/** What the modal's entrance needs of a stopped clock: a couple of animation frames. */
const ENTRANCE_MS = 100;

/**
 * Opens the gallery with time in the test's hands: its code is fetched on a first opening while
 * time runs, then the clock stops and the gallery opens again; from then on time passes only with
 * page.clock.runFor. Autoplay's clock starts once the first slide's image is on screen, which is
 * somewhere inside the two entrance steps (a cached image loads as soon as it mounts): when this
 * returns, between ENTRANCE_MS and 2 × ENTRANCE_MS of the first interval have run.
 */
async function openGalleryWithStoppedClock(page: Page) {
  await page.clock.install({ time: START });
  const opener = await openGallery(page);
  await page.keyboard.press('Escape');
  await expect(gallery(page)).toBeHidden();
  await page.clock.pauseAt(START + 10 * 60_000);
  await press(opener);
  // The modal's entrance needs a few frames of the stopped clock before the slide is there.
  await page.clock.runFor(ENTRANCE_MS);
  await expect
    .poll(() =>
      gallery(page)
        .getByRole('img')
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);
  await page.clock.runFor(ENTRANCE_MS);
  await expect(gallery(page)).toBeVisible();
  return opener;
}

/** The image's transform, as numbers: `translate3d(x, y, 0) scale(s)`. */
async function transformOf(image: Locator) {
  const transform = await image.evaluate((element: HTMLElement) => element.style.transform);
  const match = /translate3d\((-?[\d.e+-]+)px, (-?[\d.e+-]+)px, 0(?:px)?\) scale\(([\d.e+-]+)\)/.exec(transform);
  if (!match) throw new Error(`Unexpected transform ${transform}`);
  return { x: Number(match[1]), y: Number(match[2]), scale: Number(match[3]) };
}

/** The gallery's counter once the page has rendered what the last clock step did: React commits
 * a store update in a microtask or a posted message, neither of which the stopped clock holds. */
async function counterText(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
  return gallery(page)
    .getByText(/^\d+ \/ \d+$/)
    .textContent();
}

const scaleOf = async (image: Locator) => (await transformOf(image)).scale;

async function expectSlide(page: Page, number: number) {
  await expect(gallery(page).getByText(galleryContent.counter(number, PROJECTS), { exact: true })).toBeVisible();
  const dots = gallery(page).getByRole('group', { name: galleryContent.dotsLabel }).getByRole('button');
  await expect(dots.nth(number - 1)).toHaveAttribute('aria-current', 'true');
  await expect(gallery(page).locator('[aria-current="true"]')).toHaveCount(1);
}

const playPause = (page: Page, playing: boolean) =>
  gallery(page).getByRole('button', { name: playing ? galleryContent.pause : galleryContent.play });

// ---------------------------------------------------------------------------------------------
// Lightbox

test.describe('hero lightbox', () => {
  test('Escape, a click on the backdrop and the close button each close it, reset the zoom and return focus', async ({
    page,
  }) => {
    const opener = page.getByRole('button', { name: hero.openImageLabel });
    const image = await openLightbox(page);
    for (const close of ['Escape', 'backdrop', 'button'] as const) {
      if (!(await lightbox(page).isVisible())) {
        await press(opener);
        await expect(lightbox(page)).toBeVisible();
      }
      await press(lightbox(page).getByRole('button', { name: lightboxContent.zoomIn }));
      expect(await scaleOf(image)).toBeCloseTo(1.2, 6);
      if (close === 'Escape') await page.keyboard.press('Escape');
      // The bottom-left corner: dark backdrop on any screen, even with the image zoomed.
      else if (close === 'backdrop') await page.mouse.click(4, page.viewportSize()!.height - 6);
      else await press(lightbox(page).getByRole('button', { name: lightboxContent.close }));
      await expect(lightbox(page)).toBeHidden();
      await expect(opener).toBeFocused();
      await press(opener);
      await expect(lightbox(page)).toBeVisible();
      expect(await transformOf(image)).toEqual({ x: 0, y: 0, scale: 1 });
    }
    // A click on the image itself zooms rather than closes.
    await image.click();
    await expect(lightbox(page)).toBeVisible();
    expect(await scaleOf(image)).toBeCloseTo(1.2, 6);
  });

  test('it is announced as a named modal dialog and keeps focus inside', async ({ page }) => {
    await openLightbox(page);
    await expect(lightbox(page)).toHaveAttribute('aria-modal', 'true');
    for (let count = 0; count < 6; count += 1) {
      await page.keyboard.press('Tab');
      expect(await lightbox(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
  });

  test('with reduced motion the zoom does not animate', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const image = await openLightbox(page);
    const duration = () => image.evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
    // None at all, or the site-wide 0.01 ms that stands for none.
    expect(await duration()).toBeLessThanOrEqual(0.00001);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(duration).toBeGreaterThanOrEqual(0.15);
  });
});

// ---------------------------------------------------------------------------------------------
// Gallery

test.describe('project gallery', () => {
  test('autoplay advances every 3000 ms and wraps; counter, caption and dots follow', async ({ page }) => {
    await openGalleryWithStoppedClock(page);
    await expectSlide(page, 1);
    await expect(gallery(page).getByText('Diwali Lights Corporate Gala')).toBeVisible();
    await expect(playPause(page, true)).toBeVisible();

    // The first step lands in the entrance's window; find it to the millisecond.
    await page.clock.runFor(GALLERY_AUTOPLAY_MS - 2 * ENTRANCE_MS - 1);
    await expectSlide(page, 1);
    let waited = 0;
    while ((await counterText(page)) === galleryContent.counter(1, PROJECTS)) {
      expect(waited).toBeLessThanOrEqual(ENTRANCE_MS + 1);
      await page.clock.runFor(1);
      waited += 1;
    }
    await expectSlide(page, 2);
    await expect(gallery(page).getByText('Pune Startup Summit 2023')).toBeVisible();
    // Only the current slide is in the DOM.
    await expect(gallery(page).getByRole('img')).toHaveCount(1);

    // From there, a step every 3000 ms exactly.
    await page.clock.runFor(GALLERY_AUTOPLAY_MS - 1);
    await expectSlide(page, 2);
    await page.clock.runFor(1);
    await expectSlide(page, 3);
    await page.clock.runFor(GALLERY_AUTOPLAY_MS * (PROJECTS - 2));
    await expectSlide(page, 1);
  });

  test('any manual move pauses autoplay until Play is pressed, and a screen reader hears the position', async ({
    page,
  }) => {
    await openGalleryWithStoppedClock(page);
    const live = gallery(page).locator('[aria-live="polite"]');
    await expect(live).toHaveText('');
    await page.clock.runFor(GALLERY_AUTOPLAY_MS);
    await expectSlide(page, 2);
    // Autoplay does not speak.
    await expect(live).toHaveText('');

    await press(gallery(page).getByRole('button', { name: galleryContent.next }));
    await expectSlide(page, 3);
    await expect(playPause(page, false)).toBeVisible();
    await expect(live).toHaveText(galleryContent.position(3, PROJECTS, 'Monsoon Music Festival'));
    await page.clock.runFor(GALLERY_AUTOPLAY_MS * 4);
    await expectSlide(page, 3);

    await press(playPause(page, false));
    await expect(playPause(page, true)).toBeVisible();
    await expect(live).toHaveText('');
    await page.clock.runFor(GALLERY_AUTOPLAY_MS);
    await expectSlide(page, 4);

    // The pause control stops it too, and says where the visitor is.
    await press(playPause(page, true));
    await expect(live).toHaveText(galleryContent.position(4, PROJECTS, 'Sahyadri Motors Product Launch'));
    await page.clock.runFor(GALLERY_AUTOPLAY_MS * 2);
    await expectSlide(page, 4);
  });

  test('the arrow keys navigate, Escape closes and focus returns to View All Projects', async ({ page }) => {
    const opener = await openGalleryWithStoppedClock(page);
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 2);
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 3);
    await page.keyboard.press('ArrowLeft');
    await expectSlide(page, 2);
    await expect(playPause(page, false)).toBeVisible();
    await page.keyboard.press('Escape');
    // The exit animation and the hand-back of focus run on the (stopped) clock.
    await page.clock.runFor(500);
    await expect(gallery(page)).toBeHidden();
    await expect(opener).toBeFocused();
    // Reopening plays again, from the first project.
    await press(opener);
    await page.clock.runFor(ENTRANCE_MS);
    await expectSlide(page, 1);
    await expect(playPause(page, true)).toBeVisible();
  });

  test('with reduced motion slides do not animate and there is no progress bar', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openGallery(page);
    await expect(gallery(page).getByRole('img')).toHaveCSS('animation-name', 'none');
  });
});

// ---------------------------------------------------------------------------------------------
// Image viewer

test.describe('image viewer', () => {
  test('a project card opens its image; Escape closes and focus returns to View Project', async ({ page }) => {
    await page.goto('/portfolio');
    const opener = page.getByRole('link', { name: 'View project: Monsoon Music Festival' });
    await press(opener);
    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page)).toHaveAttribute('aria-modal', 'true');
    await expect(
      viewer(page).getByRole('img', { name: 'Rain falling through coloured stage lights over a cheering crowd.' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a service image opens full size; the backdrop and the close button close it', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('link', { name: 'View the Event Management image full screen' });
    await press(opener);
    const image = viewer(page).getByRole('img');
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('alt', /confetti|stage|crowd/i);
    await page.mouse.click(4, page.viewportSize()!.height - 8);
    await expect(viewer(page)).toBeHidden();
    await expect(opener).toBeFocused();

    await press(opener);
    await press(viewer(page).getByRole('button', { name: imageViewerContent.close }));
    await expect(viewer(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

// ---------------------------------------------------------------------------------------------
// The page behind an open view, and the history once it closes

const views = [
  {
    name: 'lightbox',
    open: async (page: Page) => {
      await press(page.getByRole('button', { name: hero.openImageLabel }));
      return lightbox(page);
    },
    close: (page: Page) => lightbox(page).getByRole('button', { name: lightboxContent.close }),
  },
  {
    name: 'gallery',
    open: async (page: Page) => {
      await press(page.getByRole('link', { name: 'View All Projects' }));
      return gallery(page);
    },
    close: (page: Page) => gallery(page).getByRole('button', { name: galleryContent.close }),
  },
  {
    name: 'image viewer',
    open: async (page: Page) => {
      await press(page.getByRole('link', { name: /^View project: / }).first());
      return viewer(page);
    },
    close: (page: Page) => viewer(page).getByRole('button', { name: imageViewerContent.close }),
  },
];

const firstService = services[0]!;
const serviceDialog = (page: Page) => page.getByRole('dialog', { name: firstService.title });

const overlays = [
  ...views,
  {
    name: 'service dialog',
    open: async (page: Page) => {
      await press(page.getByRole('link', { name: servicesContent.learnMoreLabel(firstService.title) }));
      return serviceDialog(page);
    },
    close: (page: Page) => serviceDialog(page).getByRole('button', { name: servicesContent.close }),
  },
];

/** What Mantine's own scroll lock would add to <body>: an inherited variable that makes the
 * browser restyle the whole page before the first frame (src/common/overlay/zIndex.ts). */
const bodyRestyled = (page: Page) =>
  page.evaluate(
    () =>
      document.body.hasAttribute('data-scroll-locked') ||
      getComputedStyle(document.body).getPropertyValue('--removed-body-scroll-bar-size') !== '',
  );

test.describe('the page behind an open view', () => {
  for (const overlay of overlays) {
    test(`stays still under the ${overlay.name}; closed by its button, the page scrolls again and no stray history entry is left @desktop`, async ({
      page,
    }) => {
      await page.goto('/privacy');
      await page.goto('/');
      const dialog = await overlay.open(page);
      await expect(dialog).toBeVisible();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(await bodyRestyled(page)).toBe(false);

      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, 1200);
      await page.keyboard.press('PageDown');
      await page.keyboard.press('End');
      // Give a scroll the frames it would take to land.
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      await press(overlay.close(page));
      await expect(dialog).toBeHidden();
      await expect
        .poll(() => page.evaluate(() => (window.history.state as { rangrezOverlay?: string } | null)?.rangrezOverlay))
        .toBeUndefined();
      await page.mouse.wheel(0, 1200);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
      // The view's history entry went with it: Back leaves the page.
      await page.goBack();
      await expect(page).toHaveURL('/privacy');
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Lazy code

test.describe('lazy views', () => {
  test('once its code is there, each view is on screen in the frame after the press @desktop', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    for (const [role, name] of [
      ['button', hero.openImageLabel],
      ['link', 'View All Projects'],
      ['link', 'View the Event Management image full screen'],
      ['link', servicesContent.learnMoreLabel(services[0]!.title)],
    ] as const) {
      const opener = page.getByRole(role, { name });
      // The first opening downloads the view's code.
      await press(opener);
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // Pressed again, it must be there, visible, when the browser runs the callbacks of the very
      // next frame: a transition that starts a frame later, or from full transparency, fails.
      const shownInNextFrame = await opener.evaluate(
        (element) =>
          new Promise<boolean>((resolve) => {
            (element as HTMLElement).click();
            requestAnimationFrame(() =>
              resolve(
                [...document.querySelectorAll('[role="dialog"]')].some((view) =>
                  view.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
                ),
              ),
            );
          }),
      );
      expect(shownInNextFrame, name).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test("the views' code is fetched only when one first opens", async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const viewChunks = () =>
      fetched.filter((path) => /\/assets\/(Lightbox|Gallery|ImageViewer)-[\w-]+\.js$/.test(path));
    expect(viewChunks()).toEqual([]);

    await press(page.getByRole('button', { name: hero.openImageLabel }));
    await expect(lightbox(page)).toBeVisible();
    expect(viewChunks()).toEqual([expect.stringMatching(/\/Lightbox-/)]);
  });

  test('a view whose code fails to download is fetched again once, and opens @desktop', async ({
    page,
    expectConsole,
  }) => {
    expectConsole(/Failed to load resource: the server responded with a status of 503/);
    await page.goto('/');
    let requests = 0;
    await page.route(/\/assets\/Lightbox-[\w-]+\.js$/, (route) =>
      ++requests === 1 ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.continue(),
    );
    await page.getByRole('button', { name: hero.openImageLabel }).click();
    await expect(lightbox(page)).toBeVisible();
    expect(requests).toBe(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a view whose code never arrives says so and offers a reload; the page keeps working @desktop', async ({
    page,
    expectConsole,
  }) => {
    expectConsole(/Failed to load resource|Failed to fetch dynamically imported module/i);
    expectConsole(/The above error occurred|ChunkLoadError|at Lazy|Lightbox/);
    await page.goto('/');
    await page.route(/\/assets\/Lightbox-[\w-]+\.js$/, (route) =>
      route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );
    const opener = page.getByRole('button', { name: hero.openImageLabel });
    await opener.click();
    const alert = page.getByRole('alert').filter({ hasText: loadFailedContent.title });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('button', { name: loadFailedContent.reload })).toBeFocused();
    await expect(page).toHaveURL('/');

    // Close leaves the page as it was, and everything else still works.
    await page.getByRole('button', { name: loadFailedContent.close }).click();
    await expect(alert).toBeHidden();
    await page.getByRole('link', { name: 'Learn more about Graphic Design' }).click();
    await expect(page.getByRole('dialog', { name: 'Graphic Design' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.unroute(/\/assets\/Lightbox-[\w-]+\.js$/);
    await page.getByRole('button', { name: hero.openImageLabel }).click();
    await expect(alert).toBeVisible();
    await page.getByRole('button', { name: loadFailedContent.reload }).click();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: hero.openImageLabel }).click();
    await expect(lightbox(page)).toBeVisible();
  });
});

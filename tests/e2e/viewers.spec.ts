import type { Locator, Page } from '@playwright/test';
import { GALLERY_AUTOPLAY_MS } from '../../machines/constants';
import { hero } from '../../src/content/home';
import { loadFailedContent } from '../../src/content/pages';
import { services, servicesContent } from '../../src/content/services';
import { galleryContent, imageViewerContent, lightboxContent } from '../../src/content/viewers';
import { expect, frames, test } from './support/fixtures';
import { HeroLightbox } from './pages/HeroLightbox';
import { ProjectGallery } from './pages/ProjectGallery';

/*
 * The full-screen views as a visitor meets them in Chromium, for what their model replays
 * (lightbox.model.spec.ts, gallery.model.spec.ts) leave out: the hero lightbox (its ways of
 * closing with the zoom reset and focus returned, a named modal that keeps focus, reduced motion),
 * the project gallery (autoplay to the millisecond on page.clock from its first slide's arrival
 * and its wrap at fifteen, manual moves and what a screen reader hears, reduced motion), the image
 * viewer, the page behind and the history, and the lazy loading of their code. Drags, pinches,
 * hovering and swipes are steps of the model replays. A test is one page load, doing one after
 * the other what a visitor could do on it.
 */

const PROJECTS = 15;
const START = new Date('2026-01-05T10:00:00+05:30').getTime();

/** A tap on a touch screen (so no mouse is left hovering), a click elsewhere. (The page is the
 * app's by then: the fixture's `goto` waits until React has every control.) */
const press = (target: Locator) => (test.info().project.name === 'phone' ? target.tap() : target.click());

const viewer = (page: Page) => page.getByRole('dialog', { name: imageViewerContent.title });

// ---------------------------------------------------------------------------------------------
// Lightbox

test('the hero lightbox: a named modal that keeps focus; Escape, the backdrop and its button close it, reset the zoom and return focus; reduced motion stills the zoom', async ({
  page,
}) => {
  const lightbox = new HeroLightbox(page);
  const { opener, dialog, image, zoomIn, close } = lightbox;
  const transform = () => lightbox.transform();
  await page.goto('/');
  await press(opener);
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  for (let count = 0; count < 6; count += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  for (const closing of ['Escape', 'backdrop', 'button'] as const) {
    if (!(await dialog.isVisible())) {
      await press(opener);
      await expect(dialog).toBeVisible();
    }
    await press(zoomIn);
    expect((await transform()).scale).toBeCloseTo(1.2, 6);
    if (closing === 'Escape') await page.keyboard.press('Escape');
    // The bottom-left corner: dark backdrop on any screen, even with the image zoomed.
    else if (closing === 'backdrop') await page.mouse.click(4, page.viewportSize()!.height - 6);
    else await press(close);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await press(opener);
    await expect(dialog).toBeVisible();
    expect(await transform()).toEqual({ x: 0, y: 0, scale: 1 });
  }
  // A click on the image itself zooms rather than closes.
  await image.click();
  await expect(dialog).toBeVisible();
  expect((await transform()).scale).toBeCloseTo(1.2, 6);

  const duration = () => image.evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // None at all, or the site-wide 0.01 ms that stands for none.
  await expect.poll(duration).toBeLessThanOrEqual(0.00001);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(duration).toBeGreaterThanOrEqual(0.15);
});

// ---------------------------------------------------------------------------------------------
// Gallery

test('the project gallery: autoplay every 3000 ms from its first slide’s arrival, wrapping; a manual move pauses it and is heard; keys, Escape, focus; reduced motion', async ({
  page,
}) => {
  const view = new ProjectGallery(page);
  const playPause = (playing: boolean) => view.playPause(playing);
  const progress = view.dialog.locator('[class*="progress"]');
  const live = view.dialog.locator('[aria-live="polite"]');
  const shows = (slide: number, playing: boolean, when: string) => view.expectShows(slide - 1, playing, when);
  // Time passes only with page.clock.runFor, and the first slide's image only when let go.
  await page.clock.install({ time: START });
  await page.goto('/');
  await view.holdImages();
  await page.clock.pauseAt(START + 10 * 60_000);
  await view.open();

  // Autoplay waits for the first slide to be on screen, however long its image takes.
  await view.wait(5 * GALLERY_AUTOPLAY_MS);
  await shows(1, true, 'its image on its way');
  await expect(progress).toHaveCount(0);
  await view.releaseImages();
  await expect(progress).toHaveCount(1);
  await expect(view.dialog.getByText('Diwali Lights Corporate Gala')).toBeVisible();
  await view.wait(GALLERY_AUTOPLAY_MS - 1);
  await shows(1, true, 'a millisecond before the first step');
  await view.wait(1);
  await shows(2, true, 'the first step');
  await expect(view.dialog.getByText('Pune Startup Summit 2023')).toBeVisible();
  // Autoplay does not speak.
  await expect(live).toHaveText('');
  await view.wait(GALLERY_AUTOPLAY_MS - 1);
  await shows(2, true, 'a millisecond before the second step');
  await view.wait(1);
  await shows(3, true, 'the second step');
  await view.wait(GALLERY_AUTOPLAY_MS * (PROJECTS - 2));
  await shows(1, true, 'wrapped round');

  // A manual move pauses it, and says where the visitor is.
  await press(view.next);
  await shows(2, false, 'Next pressed');
  await expect(live).toHaveText(galleryContent.position(2, PROJECTS, 'Pune Startup Summit 2023'));
  await view.wait(GALLERY_AUTOPLAY_MS * 4);
  await shows(2, false, 'paused');
  await press(playPause(false));
  await expect(live).toHaveText('');
  await view.wait(GALLERY_AUTOPLAY_MS);
  await shows(3, true, 'playing again');
  await press(playPause(true));
  await expect(live).toHaveText(galleryContent.position(3, PROJECTS, 'Monsoon Music Festival'));
  await view.wait(GALLERY_AUTOPLAY_MS * 2);
  await shows(3, false, 'the pause control pressed');

  // The arrow keys move it; Escape closes it, and focus returns to View All Projects.
  await page.keyboard.press('ArrowRight');
  await shows(4, false, 'ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await shows(3, false, 'ArrowLeft');
  await page.keyboard.press('Escape');
  await view.expectClosed('Escape');
  await expect(view.opener).toBeFocused();
  // Reopened, it plays again from the first project; with reduced motion, still and no progress.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await view.open();
  await shows(1, true, 'reopened');
  await expect(view.image).toHaveCSS('animation-name', 'none');
  await expect(progress).toBeHidden();
});

// ---------------------------------------------------------------------------------------------
// Image viewer

test('the image viewer: a project card opens its image; Escape closes and focus returns to View Project', async ({
  page,
}) => {
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

// ---------------------------------------------------------------------------------------------
// The page behind an open view, and the history once it closes

const firstService = services[0]!;

/** Each view on the home page, by its code's chunk: its opener, its dialog and its close button. */
const overlays = (
  [
    ['Lightbox', 'button', hero.openImageLabel, lightboxContent],
    ['Gallery', 'link', 'View All Projects', galleryContent],
    ['ImageViewer', 'link', 'View the Event Management image full screen', imageViewerContent],
    [
      'ServiceDialog',
      'link',
      servicesContent.learnMoreLabel(firstService.title),
      { ...servicesContent, ...firstService },
    ],
  ] as const
).map(([chunk, role, opener, { title, close }]) => ({
  chunk,
  opener: (page: Page) => page.getByRole(role, { name: opener }),
  dialog: (page: Page) => page.getByRole('dialog', { name: title }),
  close,
}));

/** What Mantine's own scroll lock would add to <body>: an inherited variable that makes the
 * browser restyle the whole page before the first frame (src/common/overlay/zIndex.ts). */
const bodyRestyled = (page: Page) =>
  page.evaluate(
    () =>
      document.body.hasAttribute('data-scroll-locked') ||
      getComputedStyle(document.body).getPropertyValue('--removed-body-scroll-bar-size') !== '',
  );

test('the page stays still under each view; closed by its button (the backdrop, for the image viewer), the page scrolls again, focus returns and no stray history entry is left @desktop', async ({
  page,
}) => {
  await page.goto('/privacy');
  await page.goto('/');
  for (const overlay of overlays) {
    const opener = overlay.opener(page);
    await press(opener);
    const dialog = overlay.dialog(page);
    await expect(dialog, overlay.chunk).toBeVisible();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(await bodyRestyled(page), overlay.chunk).toBe(false);

    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 1200);
    await page.keyboard.press('PageDown');
    await page.keyboard.press('End');
    await frames(page, 20);
    expect(await page.evaluate(() => window.scrollY), overlay.chunk).toBe(scrolled);

    if (overlay.chunk === 'ImageViewer') {
      // Its image on a dark backdrop, which closes it too; then its button.
      await expect(dialog.getByRole('img')).toHaveAttribute('alt', /confetti|stage|crowd/i);
      await page.mouse.click(4, page.viewportSize()!.height - 8);
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await press(opener);
    }
    await press(dialog.getByRole('button', { name: overlay.close }));
    await expect(dialog, overlay.chunk).toBeHidden();
    await expect(opener, overlay.chunk).toBeFocused();
    await expect
      .poll(() => page.evaluate(() => (window.history.state as { rangrezOverlay?: string } | null)?.rangrezOverlay))
      .toBeUndefined();
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY), overlay.chunk).toBeGreaterThan(scrolled);
  }
  // No view left an entry behind it: Back leaves the page.
  await page.goBack();
  await expect(page).toHaveURL('/privacy');
});

// ---------------------------------------------------------------------------------------------
// Lazy code

test("each view's code is fetched only when it first opens; once there, the view is on screen in the frame after the press @desktop", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const viewChunks = () =>
    fetched.filter((path) => /\/assets\/(Lightbox|Gallery|ImageViewer|ServiceDialog)-[\w-]+\.js$/.test(path));
  expect(viewChunks()).toEqual([]);
  const dialog = page.getByRole('dialog');
  for (const { chunk, opener: openerOf } of overlays) {
    const opener = openerOf(page);
    // The first opening downloads the view's code, and only its.
    const before = viewChunks().length;
    await press(opener);
    await expect(dialog).toBeVisible();
    expect(viewChunks().slice(before), chunk).toEqual([expect.stringContaining(`/${chunk}-`)]);
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
    expect(shownInNextFrame, chunk).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
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
  await new HeroLightbox(page).open();
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
  const lightbox = new HeroLightbox(page);
  await lightbox.opener.click();
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
  await lightbox.opener.click();
  await expect(alert).toBeVisible();
  await page.getByRole('button', { name: loadFailedContent.reload }).click();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await lightbox.open();
});

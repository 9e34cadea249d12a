import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The browser windows the pictures are taken in: a small phone, a common phone, a laptop. */
export const screens = {
  320: { width: 320, height: 568 },
  390: { width: 390, height: 844 },
  1280: { width: 1280, height: 800 },
} as const;

export type ScreenWidth = keyof typeof screens;

/**
 * Playwright's context options for one screen and colour scheme, at one device pixel per CSS
 * pixel so the committed pictures stay small (a layout change shows at any density). Phones get a
 * touch screen (no hover styles). Not Chromium's mobile emulation: with the desktop browser's
 * user agent and one device pixel it lays the page out at 980 px before reading the viewport tag,
 * fetches a second, larger hero image and warns that the preloaded one went unused; the layout at
 * 390 px is the same without it (compared pixel for pixel).
 */
export function screen(width: ScreenWidth, colorScheme: 'light' | 'dark') {
  return {
    viewport: screens[width],
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: width < 768,
    colorScheme,
  };
}

/** A fixed date for every page: nothing shown depends on it today, and nothing will by surprise. */
export const START = new Date('2026-01-05T10:00:00+05:30').getTime();

/**
 * A control outside the window is centred in it, as often as it takes to stay there: the home
 * sections below the window have estimated heights until they are drawn (`.deferred`,
 * shared.css), so the first scroll can leave the control wherever the drawn sections push it,
 * and the picture would depend on when they were drawn.
 */
async function centreInWindow(target: Locator) {
  const outside = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom <= 0 || box.top >= window.innerHeight;
  });
  if (!outside) return;
  await expect
    .poll(() =>
      target.evaluate((element) => {
        const before = element.getBoundingClientRect().top;
        element.scrollIntoView({ block: 'center' });
        return element.getBoundingClientRect().top === before;
      }),
    )
    .toBe(true);
}

/** Until React has attached its handlers to a control, pressing it would do what the bare HTML does. */
async function whenInteractive(target: Locator) {
  await centreInWindow(target);
  await expect
    .poll(() => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

/**
 * A tap on a touch screen, a click elsewhere; then the mouse leaves for the window's top-left
 * corner, so no hover style that a visitor's resting pointer would not show is in the picture.
 */
export async function press(page: Page, target: Locator) {
  await whenInteractive(target);
  if (await page.evaluate(() => navigator.maxTouchPoints > 0)) {
    await target.tap();
  } else {
    await target.click();
    await page.mouse.move(0, 0);
  }
}

/**
 * The page is finished as a visitor would see it: its fonts have loaded, and every image that
 * shows in the picture has arrived and decoded. For a picture of the window only, images further
 * down load lazily and are not in it; for the whole page, the page is first scrolled to its end
 * and back, as a reader's would be, so that they load.
 */
export async function settled(page: Page, { fullPage = false } = {}) {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  if (fullPage) {
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      window.scrollTo(0, 0);
    });
  }
  await expect
    .poll(
      () =>
        page.evaluate(async (wholePage) => {
          const shown = [...document.images].filter((image) => {
            const box = image.getBoundingClientRect();
            if (box.width === 0 || box.height === 0) return false;
            return (
              wholePage ||
              (box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth)
            );
          });
          const waiting = shown.filter((image) => !(image.complete && image.naturalWidth > 0));
          if (waiting.length > 0) return waiting.map((image) => image.currentSrc || image.src);
          await Promise.all(shown.map((image) => image.decode().catch(() => undefined)));
          return [];
        }, fullPage),
      { message: 'images in the picture still loading' },
    )
    .toEqual([]);
}

/**
 * Compares the window (or the whole page) with `tests/e2e/__screenshots__/<name>.png`.
 * Animations and transitions are frozen (finite ones at their end, endless ones such as the
 * clients' strip at their start) and the text caret is hidden; nothing a visitor sees is masked.
 */
export async function expectPicture(page: Page, name: string, { fullPage = false } = {}) {
  await settled(page, { fullPage });
  await expect(page).toHaveScreenshot(`${name}.png`, { animations: 'disabled', caret: 'hide', fullPage });
}

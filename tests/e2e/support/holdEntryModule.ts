import type { Page } from '@playwright/test';

/** As on a slow network: the page's entry module is not served until `release` is called, so
 * the prerendered page shows (and can be pressed) but is not yet interactive. */
export async function holdEntryModule(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

import type { Page } from '@playwright/test';

/**
 * As on a slow network: the built chunk `name` (e.g. `index`, the entry, or `Home.page`) is not
 * served until `release` is called. Holding the entry leaves the prerendered page showing (and
 * pressable) but not yet interactive. `requested` resolves once the page has asked for it, so
 * that what the test does after is certain to happen while it is held.
 */
export async function holdChunk(page: Page, name: string) {
  let release!: () => void;
  let asked!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(new RegExp(`/assets/${name.replace('.', '\\.')}-[\\w-]+\\.js$`), async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { requested, release };
}

/** The same, for a test that only lets it go. */
export const holdModule = async (page: Page, name: string) => (await holdChunk(page, name)).release;

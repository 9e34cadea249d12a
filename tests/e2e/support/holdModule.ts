import type { Page } from '@playwright/test';

/** As on a slow network: the built chunk `name` (e.g. `index`, the entry, or `About`) is not
 * served until the returned `release` is called. Holding the entry leaves the prerendered page
 * showing (and pressable) but not yet interactive. */
export async function holdModule(page: Page, name: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

import { expect, type Locator, type Page } from '@playwright/test';

/** A form's success toast with this title: Mantine gives it the alert role. */
export const toastTitled = (page: Page, title: string): Locator => page.getByRole('alert').filter({ hasText: title });

/** A success toast comes in on a stopped clock's timers and animation frames (its code downloads
 * meanwhile): runs them in small steps until it shows. Returns the toast. */
export async function letToastIn(page: Page, title: string): Promise<Locator> {
  const toast = toastTitled(page, title);
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return toast.isVisible();
    }, `the toast "${title}"`)
    .toBe(true);
  return toast;
}

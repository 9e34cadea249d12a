import { devices } from '@playwright/test';

/**
 * The two screens the site is checked on: a phone and a desktop. Playwright's projects run at
 * them, and each home section's estimated height is measured at them (scripts/heights.ts), so the
 * estimates are those of the screens the tests look at.
 */
export const screens = {
  phone: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
};

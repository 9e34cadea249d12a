import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// Two axe runs a page (support/axe.ts), each reading every element's colours: the home page's
// whole DOM takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

const routes = ['/', '/start-project', '/portfolio', '/consultation', '/privacy', '/terms', '/no-such-page'];

/** axe with every rule (support/axe.ts): WCAG A and AA, best practices and experimental rules. */
async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${scheme} colours`, () => {
    test.use({ colorScheme: scheme });

    for (const route of routes) {
      test(`${route} has no axe violations, best practices included`, async ({ page, expectConsole }) => {
        if (route === '/no-such-page') {
          expectConsole(/404 Error: User attempted to access non-existent route/);
          expectConsole(/Failed to load resource: the server responded with a status of 404/);
        }
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await expectNoAxeViolations(page);
      });
    }
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`dialogs, the phone menu and full-screen views in ${scheme} colours`, () => {
    test.use({ colorScheme: scheme });

    test('the mobile menu, open, has no violations @phone', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the service dialog, open, has no violations', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Learn more about Event Management' }).click();
      await expect(page.getByRole('dialog', { name: 'Event Management' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the lightbox, zoomed in, has no violations', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'View the studio image full screen' }).click();
      const lightbox = page.getByRole('dialog', { name: 'Studio image, full screen' });
      await expect(lightbox).toBeVisible();
      await lightbox.getByRole('button', { name: 'Zoom in' }).click();
      await expect(lightbox.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
      await expectNoAxeViolations(page);
    });

    test('the gallery, open, has no violations', async ({ page }) => {
      await page.goto('/portfolio');
      await page.getByRole('link', { name: 'View All Projects' }).click();
      await expect(page.getByRole('dialog', { name: 'Project gallery' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the image viewer, open, has no violations', async ({ page }) => {
      await page.goto('/portfolio');
      await page
        .getByRole('link', { name: /^View project: / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Image, full screen' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

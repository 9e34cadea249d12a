import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// An axe scan reads every element's styles: the home page's whole DOM takes a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

const routes = ['/', '/start-project', '/portfolio', '/consultation', '/privacy', '/terms', '/no-such-page'];

// Every page whole in light colours, with every rule but the AAA ones (support/axe.ts); in dark
// colours the same elements, so the rules that read colours.
for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${scheme} colours`, () => {
    test.use({ colorScheme: scheme });

    for (const route of routes) {
      const what = scheme === 'light' ? 'no axe violations, best practices included' : 'no colour violations';
      test(`${route} has ${what}`, async ({ page, expectConsole }) => {
        if (route === '/no-such-page') {
          expectConsole(/404 Error: User attempted to access non-existent route/);
          expectConsole(/Failed to load resource: the server responded with a status of 404/);
        }
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        expect(await axeViolations(page, { coloursOnly: scheme === 'dark' })).toEqual([]);
      });
    }
  });
}

// Each open view on its own (the page behind it was scanned above), the same way.
const OPEN_VIEW = ':is(dialog[open], [role="dialog"], #mobile-menu)';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`dialogs, the phone menu and full-screen views in ${scheme} colours`, () => {
    test.use({ colorScheme: scheme });

    const expectNoAxeViolations = async (page: Page) =>
      expect(await axeViolations(page, { include: OPEN_VIEW, coloursOnly: scheme === 'dark' })).toEqual([]);

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

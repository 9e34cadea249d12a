import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// axe reads every element's colours: the home page's whole DOM takes it a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

const routes = ['/', '/start-project', '/portfolio', '/consultation', '/privacy', '/terms', '/no-such-page'];

export async function expectNoAxeViolations(page: Page) {
  const wcag = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  // Experimental in axe, so outside its WCAG tags, but Lighthouse runs it: WCAG 2.5.3 Label in
  // Name (a spoken name holds the visible text, so a voice-control user can say what they see).
  const labelInName = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  const results = { violations: [...wcag.violations, ...labelInName.violations] };
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${scheme} colours`, () => {
    test.use({ colorScheme: scheme });

    for (const route of routes) {
      test(`${route} has no WCAG 2.2 AA violations`, async ({ page, expectConsole }) => {
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

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`full-screen views in ${scheme} colours`, () => {
    test.use({ colorScheme: scheme });

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

import type { Page } from '@playwright/test';
import { paths } from '../../src/content/routes';
import { expect, test } from './support/fixtures';

/*
 * Each part of the page brings its own stylesheet (scripts/build/pageStylesheets.ts): the first
 * screen's in the head, the later parts' at the end of the body, and a part the app loads as the
 * visitor goes on is linked by the app itself. Whichever way a stylesheet came, the page looks the
 * same: the oracle is what Vite's own loader asks for, and the page as its prerendered HTML shows
 * it.
 */

const stylesheetsOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );

test.describe('stylesheets @desktop', () => {
  for (const route of [paths.home, paths.portfolio, paths.startProject, paths.consultation, paths.privacy]) {
    test(`${route} links in its HTML every stylesheet the app loads for it`, async ({ page, request }) => {
      const html = await (await request.get(route)).text();
      const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      // With JavaScript off the page has only what its HTML links: the app may add none.
      expect((await stylesheetsOf(page)).filter((href) => !linked.includes(href))).toEqual([]);
    });
  }

  test('a form page reached from the home page looks as it does loaded on its own', async ({ page }) => {
    const looks = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main h1, main h2, main h3, main label, main input, main aside, main form')].map(
          (element) => {
            const style = getComputedStyle(element);
            return `${element.tagName} ${style.fontFamily} ${style.fontSize} ${style.fontWeight} ${style.padding} ${style.borderRadius} ${style.backgroundColor}`;
          },
        ),
      );
    await page.goto(paths.startProject);
    const alone = await looks();
    expect(alone.length).toBeGreaterThan(5);

    await page.goto(paths.home);
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('link', { name: 'Get Quote' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.startProject}$`));
    await expect(page.locator('main form')).toBeVisible();
    // Once its stylesheets have come, whichever order they came in.
    await expect.poll(looks).toEqual(alone);
  });
});

import type { Locator, Page } from '@playwright/test';
import { hero } from '../../src/content/home';
import { expect, test } from './support/fixtures';
import { anchorHref, homeAnchors } from '../../src/content/routes';

/*
 * Navigation as a browser does it: a link to another page opens that page at its top (or at its
 * #anchor); Back returns to what the visitor had on screen; Back with an overlay open closes the
 * overlay and stays on the page.
 */

const routes = ['/', '/portfolio', '/start-project', '/consultation', '/privacy'];

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Where an element is on the screen: its top edge, from the top of the viewport. */
const topOf = (element: Locator) => element.evaluate((node) => node.getBoundingClientRect().top);

/** The other routes this page links to (a path, no #anchor), each with the first visible link to it. */
async function linksToOtherRoutes(page: Page, route: string) {
  return page.evaluate((current) => {
    const seen = new Map<string, number>();
    document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]').forEach((link, index) => {
      const url = new URL(link.href);
      const visible = link.getClientRects().length > 0 && getComputedStyle(link).visibility !== 'hidden';
      if (!visible || url.hash || url.pathname === current || url.pathname.startsWith('/assets/')) return;
      if (!seen.has(url.pathname)) seen.set(url.pathname, index);
    });
    return [...seen.entries()];
  }, route);
}

for (const route of routes) {
  test(`from the bottom of ${route}, every link to another page opens it at its top, and Back returns`, async ({
    page,
  }) => {
    await page.goto(route);
    const targets = await linksToOtherRoutes(page, route);
    expect(targets.length, `${route} links to other pages`).toBeGreaterThan(0);
    for (const [path, index] of targets) {
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      const link = page.locator('a[href^="/"]').nth(index);
      await link.scrollIntoViewIfNeeded();
      const left = await topOf(link);
      await link.click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await scrollY(page), `${route} → ${path} opens at the top`).toBe(0);

      await page.goBack();
      await expect(page).toHaveURL(route);
      // Where the visitor left it: the link they pressed is back at the same place on the screen.
      // (Not the same scrollY: a home section not drawn yet has an estimated height, and the
      // browser keeps what is on screen still as sections above it are drawn.)
      await expect
        .poll(async () => Math.abs((await topOf(link)) - left), { message: `Back from ${path} to ${route}` })
        .toBeLessThanOrEqual(1);
    }
  });
}

test('a link to a section of another page lands on that section @desktop', async ({ page }) => {
  await page.goto('/privacy');
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.getByRole('banner').getByRole('link', { name: 'Testimonials' }).click();
  await expect(page).toHaveURL(anchorHref(homeAnchors.testimonials));
  await expect
    .poll(() =>
      page.evaluate(() => {
        const top = document.getElementById('testimonials')?.getBoundingClientRect().top;
        return top === undefined ? null : Math.round(top);
      }),
    )
    .toBe(72);
});

/** Each overlay, on a page where it opens, and how a visitor opens it. */
const overlays: Array<{ name: string; route: string; opener: (page: Page) => Locator }> = [
  {
    name: 'the service dialog',
    route: '/',
    opener: (page) => page.getByRole('link', { name: 'Learn more about Digital Marketing' }),
  },
  { name: 'the lightbox', route: '/', opener: (page) => page.getByRole('button', { name: hero.openImageLabel }) },
  { name: 'the gallery', route: '/portfolio', opener: (page) => page.getByRole('link', { name: 'View All Projects' }) },
  {
    name: 'the image viewer',
    route: '/portfolio',
    opener: (page) => page.getByRole('link', { name: /^View project: / }).first(),
  },
];

for (const overlay of overlays) {
  // Back is the same script at every width: the phone's own overlay, its menu, is tested below.
  test(`Back with ${overlay.name} open closes it and stays on the page; the next Back leaves @desktop`, async ({
    page,
  }) => {
    await page.goto('/privacy');
    await page.goto(overlay.route);
    const entries = await page.evaluate(() => window.history.length);
    await overlay.opener(page).click();
    await expect(page.locator('[role="dialog"]')).toBeVisible();
    // Opening added one entry, which Back takes.
    await expect.poll(() => page.evaluate(() => window.history.length)).toBe(entries + 1);
    const y = await scrollY(page);
    await page.goBack();
    await expect(page.locator('[role="dialog"]')).toHaveCount(0);
    await expect(page).toHaveURL(overlay.route);
    expect(await scrollY(page)).toBe(y);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    // The entry went with the view: the next Back leaves the page.
    await page.goBack();
    await expect(page).toHaveURL('/privacy');
  });
}

test('Back with the phone menu open closes it and stays on the page @phone', async ({ page }) => {
  await page.goto('/portfolio');
  // By its popover target: its name changes to Close menu as it opens.
  const toggle = page.locator('button[popovertarget="mobile-menu"]');
  await toggle.click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  // The popover shows at once; its toggle event, which tells the app (and gives the menu its
  // history entry), comes a task later. A visitor's Back cannot come sooner; a test's can.
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.goBack();
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(page).toHaveURL('/portfolio');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('a page chosen in the phone menu takes the menu’s place in history @phone', async ({ page }) => {
  await page.goto('/portfolio');
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Get Quote' }).click();
  await expect(page).toHaveURL('/start-project');
  await page.goBack();
  await expect(page).toHaveURL('/portfolio');
  await expect(page.locator('#mobile-menu')).toBeHidden();
  // One Back: the page the visitor came from, not a leftover entry of the menu.
  await page.goBack();
  await expect(page).toHaveURL('about:blank');
});

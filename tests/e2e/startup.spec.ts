import { directContacts } from '../../src/content/contact';
import { loadFailedContent } from '../../src/content/pages';
import { expect, test } from './support/fixtures';

/*
 * How a page starts: a failed download says so, nothing jumps. Presses made before the app has
 * started are in earlyPresses.spec.ts; the gallery's wait for its first slide, on page.clock, in
 * viewers.spec.ts.
 */

test.describe('a chunk that fails to download @desktop', () => {
  test("a route's page chunk failing once is fetched again and the page opens", async ({ page, expectConsole }) => {
    expectConsole(/Failed to load resource: the server responded with a status of 503/);
    await page.goto('/');
    let requests = 0;
    await page.route(/\/assets\/Privacy\.page-[\w-]+\.js$/, (route) =>
      ++requests === 1 ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.continue(),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(requests).toBe(2);
  });

  test("a form page's chunk that never arrives shows the notice with a reload and our direct links; the site still works", async ({
    page,
    expectConsole,
  }) => {
    expectConsole(/Failed to load resource|Failed to fetch dynamically imported module|ChunkLoadError|The above error/);
    await page.goto('/');
    await page.route(/\/assets\/Enquiry\.page-[\w-]+\.js$/, (route) =>
      route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );
    await page.getByRole('banner').getByRole('link', { name: 'Get Quote' }).click();
    const notice = page.getByRole('alert').filter({ hasText: loadFailedContent.title });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: loadFailedContent.reload })).toBeFocused();
    const { phone, chat, mailbox } = directContacts;
    for (const [name, href] of [
      [`${directContacts.call} ${phone.display}`, `tel:${phone.e164}`],
      [`${directContacts.whatsApp} ${chat.display}`, `https://wa.me/${chat.digits}`],
      [`${directContacts.email} ${mailbox.address}`, `mailto:${mailbox.address}`],
    ])
      await expect(notice.getByRole('link', { name })).toHaveAttribute('href', href!);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });
});

/** What the tests say when the page's height moves: the estimates are made, not typed. */
const staleHeights =
  "a home section's estimated height is not its height: run `npm run heights` (src/common/styles/heights.generated.css)";

test.describe('the page keeps its height', () => {
  test('/: each home section below the first screen is as tall as its estimate, within 2 %', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    const sections = await page.locator('.deferred').all();
    expect(sections.length).toBeGreaterThan(3);
    for (const section of sections) {
      // Drawn as a visitor draws it, by coming on screen, and laid out in the frames after.
      await section.evaluate(async (element) => {
        element.scrollIntoView({ block: 'start', behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      const { id, height, estimate } = await section.evaluate((element) => {
        const style = getComputedStyle(element);
        // The browser adds padding and border to the estimate, which is the content's height.
        const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
        const around = edges.reduce((sum, edge) => sum + parseFloat(style[edge]), 0);
        return {
          id: element.id,
          height: element.getBoundingClientRect().height - around,
          // `auto` and a length: the height it had when last drawn, else that length.
          estimate: parseFloat(style.containIntrinsicBlockSize.replace('auto', '')),
        };
      });
      console.log(`#${id}: ${Math.round(height)} px drawn, ${estimate} px estimated`);
      expect(Math.abs(height - estimate) / height, `#${id}: ${staleHeights}`).toBeLessThanOrEqual(0.02);
    }
  });

  for (const route of ['/', '/portfolio', '/start-project', '/consultation']) {
    test(`${route}: the height on load and after scrolling to the end differ by 2 % at most`, async ({ page }) => {
      await page.goto(route);
      const onLoad = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < onLoad; y += 600) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await page.waitForTimeout(30);
      }
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await page.waitForTimeout(300);
      const atEnd = await page.evaluate(() => document.documentElement.scrollHeight);
      console.log(`height ${route}: ${onLoad} px on load, ${atEnd} px at the end`);
      expect(Math.abs(atEnd - onLoad) / onLoad, staleHeights).toBeLessThanOrEqual(0.02);
    });
  }
});

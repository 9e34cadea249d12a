import { directContacts } from '../../src/content/contact';
import { loadFailedContent } from '../../src/content/pages';
import { expect, test } from './support/fixtures';

/*
 * How a page starts: a failed download says so, the gallery waits for its first slide, nothing
 * jumps. Presses made before the app has started are in earlyPresses.spec.ts.
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
    await expect(notice.getByRole('link', { name: `${directContacts.call} ${phone.display}` })).toHaveAttribute(
      'href',
      `tel:${phone.e164}`,
    );
    await expect(notice.getByRole('link', { name: `${directContacts.whatsApp} ${chat.display}` })).toHaveAttribute(
      'href',
      `https://wa.me/${chat.digits}`,
    );
    await expect(notice.getByRole('link', { name: `${directContacts.email} ${mailbox.address}` })).toHaveAttribute(
      'href',
      `mailto:${mailbox.address}`,
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });
});

test('the gallery takes its first step a full 3 s after its first slide shows @desktop', async ({ page }) => {
  await page.goto('/portfolio');
  // Before the press: note when the gallery's first image loads (load does not bubble, but it is
  // seen on the way down) and when the counter first reads 2.
  await page.evaluate(() => {
    const times: Record<string, number> = {};
    (window as unknown as { galleryTimes: Record<string, number> }).galleryTimes = times;
    document.addEventListener(
      'load',
      (event) => {
        const target = event.target as Element;
        if (target.tagName === 'IMG' && target.closest('[role="dialog"]')) times.shown ??= performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      if (document.querySelector('[role="dialog"]')?.textContent?.includes('2 / 15')) times.step ??= performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('link', { name: 'View All Projects' }).click();
  const gallery = page.getByRole('dialog', { name: 'Project gallery' });
  await expect(gallery.getByText('2 / 15')).toBeVisible({ timeout: 10_000 });
  const times = await page.evaluate(() => (window as unknown as { galleryTimes: Record<string, number> }).galleryTimes);
  const waited = times.step! - times.shown!;
  console.log(`gallery: first step ${Math.round(waited)} ms after the first slide showed`);
  expect(waited).toBeGreaterThanOrEqual(2900);
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

import { expect, test } from './support/fixtures';
import { HeroLightbox } from './pages/HeroLightbox';

/*
 * A keyboard visitor who reaches the hero image the moment the page has loaded: the page answers
 * then, not some time after. Ten fresh loads, no throttling: a press on a control whose code has
 * not been hydrated yet would follow the link to the raw image file instead.
 */

const RUNS = 10;

test('Tab to the hero image and Enter as soon as the page has loaded opens the lightbox, 10 of 10 @desktop', async ({
  browser,
}) => {
  test.setTimeout(RUNS * 15_000);
  const outcomes: string[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto('/', { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      const lightbox = new HeroLightbox(page);
      // Tab from the top of the page until the hero image has focus: the skip link, the header's
      // links and buttons, then the image.
      for (let presses = 0; presses < 25; presses += 1) {
        await page.keyboard.press('Tab');
        if (await lightbox.opener.evaluate((link) => link === document.activeElement)) break;
      }
      await expect(lightbox.opener).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(lightbox.dialog).toBeVisible();
      expect(new URL(page.url()).pathname, 'the press stays on the page').toBe('/');
      expect(problems, 'uncaught errors').toEqual([]);
      outcomes.push('lightbox');
    } catch (error) {
      outcomes.push(`run ${run}: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      await context.close();
    }
  }
  expect(outcomes.filter((outcome) => outcome !== 'lightbox')).toEqual([]);
});

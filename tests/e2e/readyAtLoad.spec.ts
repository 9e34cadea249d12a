import type { Browser } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { HeroLightbox } from './pages/HeroLightbox';

/*
 * A keyboard visitor who presses the hero image the moment the page has loaded: at 1280 px, with
 * reduced motion, Enter on the focused image right after `load`. The app's code is asked for only
 * once the page has painted (src/app/main.ts), so at `load` it has usually not arrived: the press
 * must then be held and acted on once the app runs (React's form replaying), never followed to
 * the image file, and act exactly once. (A click at every moment of the start-up, the app's code
 * held and the CPU slowed: earlyPresses.spec.ts.)
 *
 * Thirty loads each in a browser started for it, and thirty in one browser kept open: a browser
 * just started runs its first page more slowly than one that has loaded pages before, and there
 * the press came before the app most often. Three loads at a time: what bounds the suite is CPU,
 * and one load's waits (for the network, for the app) leave room for the others' work.
 */

const LOADS = 30;
const AT_ONCE = 3;
/** How long a press may take to lead somewhere: a held press waits for the app's start-up. */
const SETTLE_MS = 15_000;

/** Runs `load(0)` … `load(LOADS - 1)`, AT_ONCE at a time; returns what each load reported. */
async function inParallel(load: (run: number) => Promise<string>) {
  const outcomes: string[] = [];
  await Promise.all(
    Array.from({ length: AT_ONCE }, async (_, lane) => {
      for (let run = lane; run < LOADS; run += AT_ONCE) outcomes[run] = await load(run);
    }),
  );
  return outcomes;
}

/**
 * One visitor in a fresh context of `browser`: loads `/`, and right after `load` presses Enter on
 * the hero image. Returns 'lightbox' when the lightbox opened once, the page stayed where it was
 * and nothing went wrong; else what happened.
 */
async function pressRightAfterLoad(browser: Browser, run: number): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`);
    });
    // Every document the tab asks for: the page's, then none, not even one that does not commit.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        documents.push(new URL(request.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'commit' });
    const lightbox = new HeroLightbox(page);
    // Focused while the page loads, so that the press is the first thing the test does after
    // `load`: one key.
    const entriesBefore = await lightbox.opener.evaluate((opener) => {
      (opener as HTMLElement).focus();
      return history.length;
    });
    await page.waitForLoadState('load');
    await page.keyboard.press('Enter');

    // Until the press has led somewhere: to another document, or to the lightbox.
    const left = () => documents.length > 1 || new URL(page.url()).pathname !== '/';
    for (let waited = 0; waited < SETTLE_MS && !left(); waited += 50) {
      if (await lightbox.dialog.isVisible().catch(() => false)) {
        // Acted on. A navigation the press started would already have been asked for; a second
        // action on it (React's replay beside its own handling) would follow within a task.
        await page.waitForTimeout(100);
        break;
      }
      await page.waitForTimeout(50);
    }
    const opened = await page
      .getByRole('dialog')
      .count()
      .catch(() => 0);
    // The lightbox adds one history entry as it opens (Back closes it): two opens would add two.
    const entries = (await page.evaluate(() => history.length).catch(() => NaN)) - entriesBefore;
    if (!left() && opened === 1 && entries === 1 && problems.length === 0) return 'lightbox';
    const seen = [`documents ${documents.join(' → ')}`, `${opened} dialogs`, `${entries} history entries added`];
    return [`run ${run}: ${seen.join(', ')}`, ...problems].join('\n  ');
  } finally {
    await context.close();
  }
}

const failures = (outcomes: string[]) => outcomes.filter((outcome) => outcome !== 'lightbox');

test.describe('the hero image pressed right after load @desktop', () => {
  // One after the other in one worker. Side by side, six loads at once left the press after the
  // app far more often: before the fix, 3 and 2 of 30 loads navigated to the image file that way,
  // 9 and 7 of 30 one after the other (this shared machine, load average 11 to 16 both times).
  test.describe.configure({ mode: 'default' });

  test(`opens the lightbox once, in ${LOADS} of ${LOADS} browsers started for the load`, async ({
    playwright,
    launchOptions,
  }) => {
    test.setTimeout(120_000);
    const outcomes = await inParallel(async (run) => {
      const browser = await playwright.chromium.launch(launchOptions);
      try {
        return await pressRightAfterLoad(browser, run);
      } finally {
        await browser.close();
      }
    });
    expect(failures(outcomes)).toEqual([]);
  });

  test(`opens the lightbox once, in ${LOADS} of ${LOADS} loads in one browser kept open`, async ({ browser }) => {
    test.setTimeout(120_000);
    expect(failures(await inParallel((run) => pressRightAfterLoad(browser, run)))).toEqual([]);
  });
});

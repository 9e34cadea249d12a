/**
 * Press → paint on the served site (scripts/bench/interactions.ts lists the presses): Playwright
 * with the system Chromium and the project's flags, the gallery benchmark's phone (390 px wide,
 * touch: each press is a tap), the CPU slowed down 4x through the DevTools protocol
 * (`Emulation.setCPUThrottlingRate`), a fresh browser context (empty cache) for every sample.
 *
 * Each sample: load the route, wait for `html[data-hydrated]` and a quiet network, tap the warm-up
 * control (timed: the first open, which downloads the view's code), close it again with Escape
 * when the measured press is the same one, then tap the measured control: the figure.
 *
 * How a press is timed, in the page (`probe` below):
 * - It starts at the `click` event's `timeStamp`: when the browser received the release of the
 *   press, so the time the page's main thread was busy before it could handle the press counts,
 *   as it does in INP.
 * - It ends after the first frame whose DOM shows the result (the dialog or popover open and
 *   visible, the counter's new text): a `requestAnimationFrame` callback runs just before the
 *   browser renders a frame, so the first callback that finds the result is in the frame that
 *   paints it; a `MessageChannel` message posted from there is handled once that frame has been
 *   rendered. Unlike the Event Timing API alone, this waits for the result itself, also when it
 *   appears a few frames after the press (a transition, a lazy component, a state machine's
 *   later step), which is what the visitor waits for.
 * - Beside it, the Event Timing API's duration of the same interaction (the longest of its
 *   pointer and click events, as INP takes it), which ends at the next paint after the press's
 *   handlers, whatever that paint shows. The two agree when the result is rendered right away.
 */
import type { Browser, Page } from '@playwright/test';
import {
  cpuSlowdown,
  eventTimingThresholdMs,
  interactionSamples,
  summarizeInteraction,
  type Interaction,
  type InteractionResult,
  type InteractionSample,
  type Press,
  type Shown,
} from './interactions';
import { phone } from './gallery';
import { chromePath } from './lighthouse';
import { launchBrowser, withTimeout } from './processes';

/** Longest a press may take to show its result before the sample fails. */
const resultTimeoutMs = 30_000;

/**
 * Installed before the page's own scripts (plain JavaScript: it runs in the page as written).
 * `window.__pressToPaint.arm(shown)` times the next trusted click until `shown` is painted;
 * `result()` resolves with `{ pressed, ms }`; `eventTiming(pressed)` gives the Event Timing
 * duration of that press's interaction, or null while the browser has reported none.
 */
const probe = `(() => {
  const entries = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId)
          entries.push({ id: entry.interactionId, name: entry.name, start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: ${eventTimingThresholdMs}, buffered: true });
  } catch {}
  const visible = (element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.right > 0 &&
      rect.top < innerHeight && rect.left < innerWidth &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const shows = (shown) => {
    let scope = document.body;
    if (shown.dialog) {
      scope = [...document.querySelectorAll('[role="dialog"], dialog')].find(
        (element) => element.getAttribute('aria-label') === shown.dialog);
      if (!scope || !visible(scope)) return false;
    }
    if (shown.popover) {
      scope = document.querySelector(shown.popover);
      if (!scope || !scope.matches(':popover-open') || !visible(scope)) return false;
    }
    if (shown.text)
      return [...scope.querySelectorAll('*')].some(
        (element) => element.childElementCount === 0 && element.textContent.trim() === shown.text && visible(element));
    return true;
  };
  let pending = Promise.reject(new Error('nothing armed'));
  pending.catch(() => {});
  window.__pressToPaint = {
    shows,
    arm(shown, timeoutMs) {
      pending = new Promise((resolve, reject) => {
        let done = false;
        const onClick = (event) => {
          if (!event.isTrusted) return;
          removeEventListener('click', onClick, true);
          const pressed = event.timeStamp;
          const check = () => {
            if (done) return;
            if (!shows(shown)) return void requestAnimationFrame(check);
            done = true;
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              clearTimeout(timer);
              resolve({ pressed, ms: performance.now() - pressed });
            };
            channel.port2.postMessage(null);
          };
          requestAnimationFrame(check);
        };
        const timer = setTimeout(() => {
          done = true;
          removeEventListener('click', onClick, true);
          reject(new Error('no press, or its result not shown, after ' + timeoutMs + ' ms: ' + JSON.stringify(shown)));
        }, timeoutMs);
        addEventListener('click', onClick, true);
      });
      pending.catch(() => {});
    },
    result: () => pending,
    eventTiming(pressed) {
      const click = entries.find((entry) => entry.name === 'click' && Math.abs(entry.start - pressed) < 1);
      return click ? Math.max(...entries.filter((entry) => entry.id === click.id).map((entry) => entry.duration)) : null;
    },
  };
})();`;

const locate = (page: Page, press: Press) =>
  'css' in press.target
    ? page.locator(press.target.css)
    : page.getByRole(press.target.role, { name: press.target.name, exact: true });

const showsNow = (page: Page, shown: Shown) =>
  page.evaluate(`window.__pressToPaint.shows(${JSON.stringify(shown)})`) as Promise<boolean>;

/** Waits until `shown` has gone. Polls with page.evaluate: waitForFunction evaluates its
 * predicate inside the page, which the site's CSP (no 'unsafe-eval') refuses. */
async function untilHidden(page: Page, shown: Shown, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (await showsNow(page, shown)) {
    if (Date.now() > deadline) throw new Error(`still shown after ${timeoutMs} ms: ${JSON.stringify(shown)}`);
    await page.waitForTimeout(50);
  }
}

/** Taps `press`'s control and resolves with the press → paint time and its Event Timing duration. */
async function timePress(
  page: Page,
  press: Press,
  withEventTiming: boolean,
): Promise<{ ms: number; eventTimingMs: number | null }> {
  if (await showsNow(page, press.shows)) throw new Error(`shown before the press: ${JSON.stringify(press.shows)}`);
  await page.evaluate(`window.__pressToPaint.arm(${JSON.stringify(press.shows)}, ${resultTimeoutMs})`);
  await locate(page, press).tap();
  const { pressed, ms } = (await page.evaluate('window.__pressToPaint.result()')) as { pressed: number; ms: number };
  // The browser reports Event Timing after the paint; an entry under its threshold never comes.
  let eventTimingMs: number | null = null;
  for (let attempt = 0; withEventTiming && attempt < 10 && eventTimingMs === null; attempt += 1) {
    await page.waitForTimeout(100);
    eventTimingMs = (await page.evaluate(`window.__pressToPaint.eventTiming(${pressed})`)) as number | null;
  }
  // Still shown: nothing else (the gallery's autoplay) moved the page on while the press was timed.
  if (!(await showsNow(page, press.shows))) throw new Error(`no longer shown: ${JSON.stringify(press.shows)}`);
  return { ms, eventTimingMs };
}

/** Waits until nothing downloads and two frames have passed, so the next press meets a quiet page. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

async function sample(browser: Browser, origin: string, interaction: Interaction): Promise<InteractionSample> {
  // A fresh context: an empty cache, so the warm-up press downloads the view's code.
  const context = await browser.newContext({ ...phone, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(probe);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const run = async (): Promise<InteractionSample> => {
      await page.goto(origin + interaction.route, { waitUntil: 'load' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await settle(page);
      const first = await timePress(page, interaction.warmUp, false);
      if (interaction.undoWith) {
        await settle(page);
        await page.keyboard.press(interaction.undoWith);
        await untilHidden(page, interaction.warmUp.shows);
        await settle(page);
      } else {
        // Let the view finish opening (a 180 ms animation), well before the gallery's autoplay moves on
        // (3 s after the first slide shows; if it does first, the sample fails rather than lies).
        await page.waitForTimeout(500);
      }
      const measured = await timePress(page, interaction.measured, true);
      return { firstMs: first.ms, ms: measured.ms, eventTimingMs: measured.eventTimingMs };
    };
    return await withTimeout(run(), 120_000, `${interaction.name} on ${interaction.route}`).catch((error: Error) => {
      throw new Error(`${error.message}${errors.length ? ` (page errors: ${errors.join('; ')})` : ''}`);
    });
  } finally {
    await context.close();
  }
}

/** Every interaction, `interactionSamples` fresh loads each, against the served site at `origin`. */
export async function measureInteractions(
  origin: string,
  interactions: readonly Interaction[],
  log: (line: string) => void,
): Promise<InteractionResult[]> {
  const { browser, close } = await launchBrowser(chromePath);
  const results: InteractionResult[] = [];
  try {
    for (const interaction of interactions) {
      const samples: InteractionSample[] = [];
      for (let index = 0; index < interactionSamples; index += 1)
        samples.push(await sample(browser, origin, interaction));
      const result = summarizeInteraction(interaction, samples);
      results.push(result);
      log(
        `  ${interaction.name} (${interaction.route}): ${result.runs.join(', ')} ms; first open ${result.firstRuns.join(', ')} ms`,
      );
    }
  } finally {
    await close();
  }
  return results;
}

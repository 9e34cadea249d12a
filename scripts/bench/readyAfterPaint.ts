/**
 * Ready after paint: how long a page is visible before it answers. With the CPU slowed down 4x and
 * no network throttling, five fresh loads of a route at 1280 px; in each, from first contentful
 * paint to the moment React has hydrated (a) the route's first control, the hero image's button on
 * `/`, and (b) every link, button and field in the document.
 *
 * "Hydrated" is read from the element itself: React attaches the props of an element it has
 * hydrated as an own property named `__reactProps$<random>`; before that, a press on it does
 * nothing React hears. The probe checks the elements each time React commits, which it announces
 * to a developer-tools hook (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, the one React DevTools installs):
 * hydration is committed in pieces, and the time of the commit that hydrates an element is the
 * figure. Checking at commits rather than on every frame keeps the probe's own cost off the page.
 */
import type { Browser } from '@playwright/test';
import { hero } from '../../src/content/home';
import { cpuSlowdown } from './interactions';
import { chromePath } from './lighthouse';
import { launchBrowser, withTimeout } from './processes';
import { median } from './stats';

export const readySamples = 5;
/** Goals: the first control within 1 s of first paint, everything within 2 s. */
export const readyGoals = { firstMs: 1000, allMs: 2000 } as const;

export interface ReadyRoute {
  route: string;
  /** The control a visitor reaches for first, as a CSS selector. */
  first: { name: string; selector: string };
}

export const readyRoutes: ReadyRoute[] = [
  { route: '/', first: { name: 'hero image', selector: `button[aria-label="${hero.openImageLabel}"]` } },
];

export interface ReadySample {
  fcpMs: number;
  firstMs: number;
  allMs: number;
  controls: number;
}

export interface ReadyResult {
  route: string;
  first: string;
  /** Medians over the samples, counted from first contentful paint. */
  firstMs: number;
  allMs: number;
  controls: number;
  firstRuns: number[];
  allRuns: number[];
}

/** In the page, before its own scripts (plain JavaScript, run as written). */
export const readyProbe = (firstSelector: string) => `(() => {
  const controls = 'a[href], button, input, select, textarea, summary';
  let propsKey = null;
  const hydrated = (element) => {
    if (propsKey) return propsKey in element;
    propsKey = Object.keys(element).find((key) => key.startsWith('__reactProps$')) || null;
    return propsKey !== null;
  };
  const marks = { first: null, all: null, controls: 0 };
  window.__ready = marks;
  let waiting = null;
  const check = () => {
    if (marks.all !== null || document.readyState === 'loading') return;
    const now = performance.now();
    if (marks.first === null) {
      const first = document.querySelector(${JSON.stringify(firstSelector)});
      if (first && hydrated(first)) marks.first = now;
    }
    // The elements not yet hydrated; all of them again if React replaced any.
    if (waiting === null || waiting.some((element) => !element.isConnected))
      waiting = [...document.querySelectorAll(controls)];
    waiting = waiting.filter((element) => !hydrated(element));
    if (waiting.length === 0) {
      marks.all = now;
      marks.controls = document.querySelectorAll(controls).length;
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    inject: () => 1,
    onCommitFiberRoot: check,
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot: check,
  };
})();`;

async function sample(browser: Browser, origin: string, ready: ReadyRoute): Promise<ReadySample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(readyProbe(ready.first.selector));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(origin + ready.route, { waitUntil: 'load' });
    const read = () =>
      page.evaluate(() => {
        const marks = (window as unknown as { __ready: { first: number | null; all: number | null; controls: number } })
          .__ready;
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        return { ...marks, fcp };
      });
    const deadline = Date.now() + 60_000;
    let marks = await read();
    while (marks.all === null || marks.fcp === null) {
      if (Date.now() > deadline) throw new Error(`${ready.route}: not every control hydrated within 60 s`);
      await page.waitForTimeout(100);
      marks = await read();
    }
    return {
      fcpMs: marks.fcp,
      firstMs: marks.first! - marks.fcp,
      allMs: marks.all - marks.fcp,
      controls: marks.controls,
    };
  } finally {
    await context.close();
  }
}

const tenths = (ms: number) => Math.round(ms * 10) / 10;

/** Every route of `readyRoutes`, `readySamples` fresh loads each, against the site at `origin`. */
export async function measureReady(origin: string, log: (line: string) => void): Promise<ReadyResult[]> {
  const { browser, close } = await launchBrowser(chromePath);
  const results: ReadyResult[] = [];
  try {
    for (const ready of readyRoutes) {
      const samples: ReadySample[] = [];
      for (let index = 0; index < readySamples; index += 1)
        samples.push(await withTimeout(sample(browser, origin, ready), 90_000, `ready after paint on ${ready.route}`));
      const result: ReadyResult = {
        route: ready.route,
        first: ready.first.name,
        firstMs: tenths(median(samples.map((s) => s.firstMs))),
        allMs: tenths(median(samples.map((s) => s.allMs))),
        controls: samples[0]!.controls,
        firstRuns: samples.map((s) => tenths(s.firstMs)),
        allRuns: samples.map((s) => tenths(s.allMs)),
      };
      results.push(result);
      log(
        `  ${ready.route}: ${ready.first.name} ${result.firstRuns.join(', ')} ms; all ${result.controls} controls ${result.allRuns.join(', ')} ms after first paint`,
      );
    }
  } finally {
    await close();
  }
  return results;
}

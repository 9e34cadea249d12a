import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * Every end-to-end test watches the browser console: an error, a warning (hydration mismatches
 * arrive as errors or warnings), an uncaught exception or a CSP violation fails the test, unless
 * the test declares the exact messages it expects (the 404 page logs its path by design).
 */
export const test = base.extend<{ consoleProblems: string[]; expectConsole: (pattern: RegExp) => void }>({
  // A visitor's first click usually comes after the page is interactive; a test's comes at once.
  // So `page.goto` also waits until React has hydrated the whole page (with JavaScript on), unless
  // the test asks for the page as soon as it commits: the page before the app has started.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled && options?.waitUntil !== 'commit') {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        // The sections below the first screen hydrate after it, each on its own: wait until React
        // has attached its props to every link, button and field on the page.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('#root :is(a[href], button, input, select, textarea, summary)')].every(
            (control) => Object.keys(control).some((key) => key.startsWith('__reactProps$')),
          ),
        );
      }
      return response;
    };
    await use(page);
  },
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
  },
  expectConsole: [
    async ({ consoleProblems }, use) => {
      const expected: RegExp[] = [];
      await use((pattern) => expected.push(pattern));
      const unexpected = consoleProblems.filter((line) => !expected.some((pattern) => pattern.test(line)));
      expect(unexpected, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

/** Shows the loaded page in `scheme`: the site follows the system's colour scheme, so a page
 * checked in light colours is switched to dark in place, its elements unchanged, and checked again. */
export async function showScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  // First what the browser reports, then what the site did with it: a failure says which one missed.
  await expect
    .poll(() => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), {
      message: `the browser reports prefers-color-scheme: ${scheme}`,
    })
    .toBe(scheme === 'dark');
  await expect(page.locator('html'), 'the site follows the system scheme').toHaveAttribute(
    'data-mantine-color-scheme',
    scheme,
  );
}

/**
 * The pages of text (the legal pages, the 404 page). At 390 px they show the header, footer, links
 * and type that the other routes show at that width, so the specs that read every element of a
 * page at both widths (a11y, focus, fonts) read these at 1280 px only; their layout is checked at
 * every width by layout.spec.ts. The tag goes at the end of a test's title.
 */
export const desktopOnlyIfText = (route: string) =>
  ['/privacy', '/terms', '/no-such-page'].includes(route) ? ' @desktop' : '';

/**
 * Waits `count` frames of the page: what a scroll, a transition or a second handling of a press
 * would need to show. Counted in frames the page draws, which a busy machine makes later, never
 * fewer, rather than in milliseconds.
 */
export const frames = (page: Page, count: number) =>
  page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(count);
      }),
    count,
  );

/** Waits until every finite animation and transition of the page has ended (a colour scheme
 * switched in place fades some colours; the logo strip's endless one is not waited for). */
export const animationsDone = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );

/** Stops the page's clock (installed before the visit): from here, time passes only with runFor. */
export async function stopClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** What the 404 page logs by design: a test that loads it expects these. */
export const NOT_FOUND_LOGS = [
  /404 Error: User attempted to access non-existent route/,
  /Failed to load resource: the server responded with a status of 404/,
];

export { expect };

import type { Browser, Locator, Page } from '@playwright/test';
import { devices } from '@playwright/test';
import { hero } from '../../src/content/home';
import { expect, test } from './support/fixtures';
import { holdChunk } from './support/holdModule';

/*
 * How a page starts, as a visitor on a slow phone meets it: every control pressed the moment it
 * is visible, before the app's code has run, does what it says exactly once (natively before the
 * code runs, or by the app after; the hero image always by the app, which acts on a press held
 * before it ran).
 *
 * Each control is pressed once at each moment of the start-up, in a load of its own, and the
 * moment is made certain by holding back one download until the press has landed: the entry
 * (nothing of the app has run), the app's code (the entry has run), the page's code (the app
 * waits for it to hydrate), the code of the control's section (the rest of the page is hydrated).
 * Where it lands does not depend on how busy the machine is. The last moment is React hydrating:
 * the page's code let go with the CPU 4× slower, the press at once; whether that one landed before
 * the app had started is reported, not asserted, as hydration cannot be held.
 */

/** A fresh visitor on a slow phone: slow 4G's round trip on every request, and `slowCpu(on)`
 * to run the page's main thread 4× slower or not. */
async function slowPhonePage(browser: Browser, width: number) {
  const context = await browser.newContext({
    ...(width < 768 ? devices['Pixel 7'] : devices['Desktop Chrome']),
    viewport: { width, height: width < 768 ? 844 : 800 },
    colorScheme: 'light',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const slowCpu = (on: boolean) => cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? 4 : 1 });
  // Slow 4G's 150 ms round trip, added to every request. Not Chromium's own network emulation
  // (CDP Network.emulateNetworkConditions): with it, about one load in 20 here never finished,
  // every request pending for minutes while the server answered other browsers (0 in 40 loads
  // without it); no visitor's network does that, so the test would measure the emulator.
  await context.route('**/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await route.continue();
  });
  // What the load did, said when a press fails: a start-up that never finishes is a defect to find.
  const pending = new Map<object, string>();
  const problems: string[] = [];
  page.on('request', (request) => pending.set(request, request.url()));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => {
    pending.delete(request);
    problems.push(`failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  const report = async () => {
    const state = await page
      .evaluate(
        () => `readyState ${document.readyState}, hydrated ${document.documentElement.dataset.hydrated ?? 'no'}`,
      )
      .catch((error: Error) => `page not readable: ${error.message}`);
    return [state, ...problems, ...[...pending.values()].map((url) => `still loading: ${url}`)].join('\n');
  };
  return { page, report, slowCpu, close: () => context.close() };
}

/** Generous: on a loaded machine a start-up takes many times its usual few seconds. */
const SETTLE_MS = 60_000;

/**
 * Until the app has started and `control` (if still on the page) is React's: a second handling
 * of the press, React's replay of it beside the browser's own, would have come by then. Then two
 * frames and a task, in which it would land.
 */
async function settled(page: Page, control: Locator) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: SETTLE_MS });
  await expect.poll(() => isReacts(control).catch(() => true), { timeout: SETTLE_MS }).toBe(true);
  await page
    .evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve();
              channel.port2.postMessage(null);
            }),
          ),
        ),
    )
    .catch(() => undefined);
}

const dialogs = (page: Page) => page.getByRole('dialog').count();

/** Whether React has taken `control` over: until then a press on it is the browser's, or held. */
const isReacts = (control: Locator) =>
  control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));

/** Once a link's press has led somewhere, the browser went where it points (`native`), or the
 * app opened its dialog in place, once (`app`). Whether it did either, once. */
async function nativeOrApp(page: Page, control: Locator, leadsTo: RegExp, dialogName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  const outcome = async () => {
    if (leadsTo.test(new URL(page.url()).pathname + new URL(page.url()).hash)) return 'native';
    return (await dialog.isVisible().catch(() => false)) ? 'app' : 'pending';
  };
  await expect.poll(outcome, { timeout: SETTLE_MS }).not.toBe('pending');
  if ((await outcome()) === 'native') return true;
  await settled(page, control);
  return (await dialogs(page)) === 1 && (await outcome()) === 'app';
}

interface EarlyPress {
  name: string;
  route: string;
  width: number;
  /** The chunk of the page, and of the section the control is in, when it has one of its own. */
  page: string;
  section?: string;
  control: (page: Page) => Locator;
  /** Disabled until the app runs: pressed as soon as it can be, whatever is held. */
  waitsForApp?: true;
  /** After the press and once the app has started (or the browser has gone where the link leads):
   * whether the press did what it says exactly once (`entries`: the history's length before it). */
  didItOnce: (page: Page, control: Locator, entries: number) => Promise<boolean>;
}

const heroImageFile = /^\/assets\/hero-[\w-]+\.(jpg|webp|avif)$/;

/** The app's lightbox, once: a press before the app runs is held (React's form replaying) and
 * acted on once it does, never followed to the image file; its one history entry added. */
async function lightboxOnce(page: Page, control: Locator, entries: number) {
  return (
    (await nativeOrApp(page, control, heroImageFile, 'Studio image, full screen')) &&
    !heroImageFile.test(new URL(page.url()).pathname) &&
    (await page.evaluate(() => history.length)) === entries + 1
  );
}

const presses: EarlyPress[] = [
  {
    name: 'the hero image',
    route: '/',
    width: 1280,
    page: 'Home.page',
    control: (page) => page.getByRole('button', { name: hero.openImageLabel }),
    didItOnce: lightboxOnce,
  },
  {
    name: 'the phone menu toggle',
    route: '/',
    width: 390,
    page: 'Home.page',
    control: (page) => page.locator('button[popovertarget="mobile-menu"]'),
    // Opened, and not closed again by a second handling of the same tap; taken over by the app,
    // which says so on the toggle and closes it on Back, the page staying.
    didItOnce: async (page, control) => {
      const menu = page.locator('#mobile-menu');
      await settled(page, control);
      if (!(await menu.isVisible()) || (await control.getAttribute('aria-expanded')) !== 'true') return false;
      await page.goBack();
      await expect(menu).toBeHidden();
      return new URL(page.url()).pathname === '/';
    },
  },
  {
    name: 'the colour scheme toggle',
    route: '/',
    width: 1280,
    page: 'Home.page',
    control: (page) => page.getByRole('button', { name: 'Switch to dark colours' }),
    // Dark, whether the page's early script or the app switched it, and still dark once the app
    // has started: the app took the choice over.
    didItOnce: async (page) => {
      const toggle = page.getByRole('button', { name: 'Switch to light colours' });
      await settled(page, toggle);
      return (
        (await page.locator('html').getAttribute('data-mantine-color-scheme')) === 'dark' && (await toggle.isVisible())
      );
    },
  },
  {
    name: 'View All Projects',
    route: '/',
    width: 1280,
    page: 'Home.page',
    section: 'Portfolio',
    control: (page) => page.getByRole('link', { name: 'View All Projects' }),
    didItOnce: (page, control) => nativeOrApp(page, control, /^\/portfolio$/, 'Project gallery'),
  },
  {
    name: 'the first Learn More',
    route: '/',
    width: 1280,
    page: 'Home.page',
    section: 'Services',
    control: (page) => page.getByRole('link', { name: /^Learn more about / }).first(),
    // Natively, the longer description shows in the card; else the app's dialog (a lazy chunk).
    didItOnce: async (page, control) => {
      const native = /^\/#graphic-design-details$/;
      if (!(await nativeOrApp(page, control, native, 'Graphic Design'))) return false;
      if (!native.test(new URL(page.url()).pathname + new URL(page.url()).hash)) return true;
      await settled(page, control);
      return page.locator('#graphic-design-details').isVisible();
    },
  },
  {
    name: 'a filter chip on /portfolio',
    route: '/portfolio',
    width: 390,
    page: 'Portfolio.page',
    section: 'Portfolio',
    control: (page) => page.getByRole('button', { name: 'Event Management', exact: true }),
    // Natively, the button's link reloads the page with the category, which the app applies once
    // it runs; else the app filters in place. Either way: filtered, once the app runs.
    didItOnce: async (page, control) => {
      await expect(control).toHaveAttribute('aria-pressed', 'true', { timeout: SETTLE_MS });
      await settled(page, control);
      return (
        (await control.getAttribute('aria-pressed')) === 'true' &&
        (await page.locator('#portfolio article').count()) === 7 &&
        new URL(page.url()).pathname === '/portfolio'
      );
    },
  },
  {
    name: 'the logo strip pause',
    route: '/',
    width: 1280,
    page: 'Home.page',
    section: 'TrustedBy',
    control: (page) => page.getByRole('button', { name: 'Pause the logo strip' }),
    waitsForApp: true,
    didItOnce: async (page) => {
      const play = page.getByRole('button', { name: 'Play the logo strip' });
      await settled(page, play);
      return play.isVisible();
    },
  },
];

/** The moments of the start-up, each as the download held back until the press has landed. */
const moments: Array<{ name: string; held: (press: EarlyPress) => string | undefined; throttled?: true }> = [
  { name: 'before any of the app’s code', held: () => 'index' },
  { name: 'while the app’s code downloads', held: () => 'start' },
  { name: 'while the page’s code downloads', held: (press) => press.page },
  { name: 'while its section’s code downloads', held: (press) => press.section },
  { name: 'as React hydrates, the CPU 4× slower', held: (press) => press.page, throttled: true },
];

test.describe('presses before the app has started', () => {
  // Generous: a load each moment, each as slow as a busy machine makes it.
  test.describe.configure({ timeout: 5 * 60_000 });

  for (const press of presses) {
    test(`${press.name}, pressed the moment it shows, does what it says once at every moment of the start-up`, async ({
      browser,
    }) => {
      for (const moment of moments) {
        const chunk = moment.held(press);
        if (!chunk) continue;
        const { page, report, slowCpu, close } = await slowPhonePage(browser, press.width);
        const where = `${press.name}, ${moment.name}`;
        try {
          const held = await holdChunk(page, chunk);
          await page.goto(press.route, { waitUntil: 'commit' });
          const control = press.control(page);
          await control.waitFor({ state: 'visible', timeout: SETTLE_MS });
          const entries = await page.evaluate(() => history.length);
          let early: boolean;
          if (moment.throttled) {
            await held.requested;
            await slowCpu(true);
            const arrived = page.waitForResponse((response) => response.url().includes(`/assets/${chunk}-`));
            held.release();
            await arrived;
            early = !(await isReacts(control));
            await control.click({ timeout: SETTLE_MS });
            // What the press leads to is decided once it has landed: a slowed CPU would only make
            // the wait for it longer.
            await slowCpu(false);
          } else if (press.waitsForApp) {
            // Not pressable while anything is held: the press waits, and lands as it becomes so.
            await held.requested;
            await expect(control).toBeDisabled();
            const pressing = control.click({ timeout: SETTLE_MS });
            held.release();
            await pressing;
            early = false;
          } else {
            await held.requested;
            early = !(await isReacts(control));
            expect(early, `${where}: pressed before the app has the control`).toBe(true);
            await control.click({ timeout: SETTLE_MS });
            held.release();
          }
          const once = await press.didItOnce(page, control, entries);
          console.log(`early press: ${where}: ${once ? 'once' : 'NOT once'}${early ? '' : ' (the app had it)'}`);
          expect(once, `${where} did what it says once:\n${await report()}`).toBe(true);
        } catch (error) {
          throw new Error(`${where}: ${(error as Error).message}\nThe load:\n${await report()}`);
        } finally {
          await close();
        }
      }
    });
  }

  test('the hero image, Enter the moment the page has loaded, opens the lightbox once, whatever is still downloading', async ({
    browser,
  }) => {
    for (const chunk of ['start', 'Home.page']) {
      const { page, report, close } = await slowPhonePage(browser, 1280);
      try {
        // Every document the tab asks for: the page's, then none, not even one that does not commit.
        const documents: string[] = [];
        page.on('request', (request) => {
          if (request.isNavigationRequest() && request.frame() === page.mainFrame())
            documents.push(new URL(request.url()).pathname);
        });
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const held = await holdChunk(page, chunk);
        await page.goto('/', { waitUntil: 'commit' });
        const opener = page.getByRole('button', { name: hero.openImageLabel });
        // Focused while the page loads, so that the press is the first thing after `load`: one key.
        await opener.evaluate((element) => (element as HTMLElement).focus());
        await page.waitForLoadState('load');
        await held.requested;
        const entries = await page.evaluate(() => history.length);
        await page.keyboard.press('Enter');
        held.release();
        const once = await lightboxOnce(page, opener, entries);
        expect({ once, documents }, `${chunk} held:\n${await report()}`).toEqual({ once: true, documents: ['/'] });
      } finally {
        await close();
      }
    }
  });
});

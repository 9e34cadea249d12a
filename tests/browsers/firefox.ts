/**
 * Firefox, driven by puppeteer-core over WebDriver BiDi: Debian's firefox-esr, headless. BiDi
 * gives what classic WebDriver lacks here: scripts that run before the page's own, and the
 * console.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type ElementHandle, type KeyInput } from 'puppeteer-core';
import { DESKTOP, createDriver, type Driver, type EngineSession } from './driver';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** What is missing to run Firefox, in a sentence; null when nothing is. */
export function firefoxMissing(): string | null {
  return existsSync(FIREFOX_PATH)
    ? null
    : `No Firefox at ${FIREFOX_PATH}: as root, apt-get install -y firefox-esr (or set FIREFOX_PATH).`;
}

/** Launches Firefox at the desktop viewport, with one page: its driver is ready once the site is. */
export async function launchFirefox(origin: Promise<string>): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: DESKTOP,
  });
  const page = await browser.newPage();
  const version = (await browser.version()).replace(/^firefox\//, '');

  const session: EngineSession<ElementHandle> = {
    engine: `Firefox ${version}`,
    run: (source) => page.evaluate(`(() => {${source}})()`),
    async runForElement(source) {
      const handle = await page.evaluateHandle(`(() => {${source}})()`);
      const element = handle.asElement();
      if (element) return { element: element as ElementHandle };
      const value: unknown = await handle.jsonValue();
      await handle.dispose();
      return { value };
    },
    click: (element) => element.click(),
    type: (element, text) => element.type(text),
    // What puppeteer says before it moves the mouse: no box to click yet, or the element gone.
    notActionable: (error) => error instanceof Error && /not clickable|no such node|detached/i.test(error.message),
    async select(element, value) {
      await element.select(value);
    },
    press: (key) => page.keyboard.press(key as KeyInput),
    async navigate(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async back() {
      await page.goBack();
    },
    setViewport: (width, height) => page.setViewport({ width, height }),
    async addInitScript(source) {
      await page.evaluateOnNewDocument(source);
      return true;
    },
    screenshot: () => page.screenshot({ type: 'png' }),
    close: () => browser.close(),
  };
  return createDriver(session, origin);
}

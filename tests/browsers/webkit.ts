/**
 * WebKit, driven by selenium-webdriver over classic WebDriver: WebKitGTK's WebKitWebDriver
 * (Debian's webkit2gtk-driver) with its MiniBrowser, which has no headless mode, in a virtual
 * X display (`xvfb-run -a`). Classic WebDriver runs no script before the page's own: what
 * Firefox gets as an init script runs here after each load.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Builder, Capabilities, Key as Keys, WebElement, type WebDriver } from 'selenium-webdriver';
import { DESKTOP, createDriver, waitUntil, type Driver, type EngineSession, type Key } from './driver';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB_RUN_PATH = '/usr/bin/xvfb-run';

/** What is missing to run WebKit, in a sentence; null when nothing is. */
export function webkitMissing(): string | null {
  const missing = [
    [WEBKIT_DRIVER_PATH, 'webkit2gtk-driver'],
    [MINIBROWSER_PATH, 'webkit2gtk-driver'],
    [XVFB_RUN_PATH, 'xvfb'],
  ].filter(([path]) => !existsSync(path!));
  if (missing.length === 0) return null;
  const packages = [...new Set(missing.map(([, name]) => name))].join(' ');
  return `No ${missing.map(([path]) => path).join(', ')}: as root, apt-get install -y ${packages}.`;
}

const keys: Record<Key, string> = {
  Escape: Keys.ESCAPE,
  Enter: Keys.ENTER,
  Tab: Keys.TAB,
  ArrowLeft: Keys.ARROW_LEFT,
  ArrowRight: Keys.ARROW_RIGHT,
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Starts WebKitWebDriver in its own X display and MiniBrowser through it; its driver is ready once
 * the site is. */
export async function launchWebKit(origin: Promise<string>): Promise<Driver> {
  const port = await freePort();
  // Its own process group: xvfb-run, Xvfb, the driver and the browser it starts end together.
  const server = spawn(XVFB_RUN_PATH, ['-a', WEBKIT_DRIVER_PATH, `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stopServer = () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // Ended meanwhile.
    }
  };
  // Also when the tests end without closing it.
  process.once('exit', stopServer);

  let driver: WebDriver;
  try {
    await waitUntil(
      `WebKitWebDriver to listen on port ${port}`,
      async () => {
        if (server.exitCode !== null) throw new Error(`xvfb-run ended (${server.exitCode}): ${output}`);
        return (await fetch(`http://127.0.0.1:${port}/status`)).ok;
      },
      Boolean,
      30_000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\nxvfb-run said: ${output || '(nothing)'}`);
    });
    const capabilities = new Capabilities();
    capabilities.setBrowserName('MiniBrowser');
    capabilities.set('webkitgtk:browserOptions', { binary: MINIBROWSER_PATH, args: ['--automation'] });
    driver = await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(capabilities).build();
  } catch (error) {
    stopServer();
    throw error;
  }
  const version = String((await driver.getCapabilities()).get('browserVersion'));

  const session: EngineSession<WebElement> = {
    engine: `WebKitGTK ${version}`,
    run: (source) => driver.executeScript(source),
    async runForElement(source) {
      const value: unknown = await driver.executeScript(source);
      return value instanceof WebElement ? { element: value } : { value };
    },
    async click(element) {
      // WebKitWebDriver scrolls nothing inside a `content-visibility: auto` section that is off
      // screen (the home page's sections below the first): its click fails as not interactable.
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center", inline: "center" });', element);
      await element.click();
    },
    type: (element, text) => element.sendKeys(text),
    notActionable: (error) =>
      error instanceof Error &&
      ['ElementNotInteractableError', 'ElementClickInterceptedError', 'StaleElementReferenceError'].includes(
        error.name,
      ),
    async select(element, value) {
      await element.findElement({ css: `option[value=${JSON.stringify(value)}]` }).click();
    },
    press: (key) => driver.actions().sendKeys(keys[key]).perform(),
    navigate: (url) => driver.get(url),
    back: () => driver.navigate().back(),
    async setViewport(width, height) {
      // WebDriver sizes the window; the viewport is that less the window's frame. The frame is read
      // in one script, so it holds even while an earlier resize is still on its way to the page.
      const [frameWidth, frameHeight] = (await driver.executeScript(
        'return [outerWidth - innerWidth, outerHeight - innerHeight];',
      )) as number[];
      await driver
        .manage()
        .window()
        .setRect({ width: width + frameWidth!, height: height + frameHeight! });
      await waitUntil(
        `the viewport to be ${width} × ${height} px`,
        () => driver.executeScript('return [innerWidth, innerHeight];') as Promise<number[]>,
        ([innerWidth, innerHeight]) => innerWidth === width && innerHeight === height,
      );
    },
    addInitScript: async () => false,
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    async close() {
      try {
        await driver.quit();
      } finally {
        stopServer();
      }
    },
  };
  await session.setViewport(DESKTOP.width, DESKTOP.height);
  return createDriver(session, origin);
}

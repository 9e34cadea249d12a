import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Which Chromium the end-to-end tests run: CHROMIUM_PATH when set, else the system's (Debian's
 * package), else Playwright's own download. `undefined` means Playwright's own; `null`, none.
 */
export function findChromium(): string | undefined | null {
  const system = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (path): path is string => Boolean(path),
  );
  const found = system.find((path) => existsSync(path));
  if (found) return found;
  return existsSync(chromium.executablePath()) ? undefined : null;
}

/**
 * The browser every Playwright test drives, the pictures' included: Chromium's headless shell
 * (Debian's chromium-headless-shell, the build Playwright itself runs headless), which starts and
 * renders a test's page in about half the time of the full browser here; else the full one (the
 * committed pictures then differ in the anti-aliasing of some glyph edges). The benchmark keeps
 * the full browser, as Lighthouse runs it.
 */
export function findHeadlessShell(): string | undefined | null {
  return systemHeadlessShell() ?? findChromium();
}

/** The system's headless shell (or CHROMIUM_HEADLESS_SHELL_PATH's), if there is one. */
export function systemHeadlessShell(): string | undefined {
  return [process.env.CHROMIUM_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell'].find(
    (path): path is string => Boolean(path) && existsSync(path!),
  );
}

/** The one line printed when no Chromium can be found or installed. */
export const noChromiumHelp =
  'No Chromium found: run `npx playwright install chromium`, or as root `apt-get install -y chromium chromium-headless-shell`, or set CHROMIUM_PATH.';

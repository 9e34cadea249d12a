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

/** The one line printed when no Chromium can be found or installed. */
export const noChromiumHelp =
  'No Chromium found: run `npx playwright install chromium`, or as root `apt-get install -y chromium`, or set CHROMIUM_PATH.';

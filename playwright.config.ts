import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findHeadlessShell, noChromiumHelp } from './scripts/chromium';
import { chromiumFlags } from './scripts/chromiumFlags';
import { screens } from './scripts/screens';
import { leadsTemplateSync } from './tests/support/leadsTemplate';
import { modelPort, sitePort as port } from './tests/e2e/support/ports';

/** Chromium's headless shell, else the full browser (scripts/chromium.ts; `npm run test:e2e`
 * installs one first where none is found: scripts/ensureChromium.ts). */
function chromiumExecutable(): string | undefined {
  const found = findHeadlessShell();
  if (found === null) throw new Error(noChromiumHelp);
  return found;
}

/** The presses at each moment of a page's start-up (the "slow phone" project). */
const SLOW_PHONE = /earlyPresses\.spec\.ts$/;

/** Pictures compared with committed ones (the "visual" project): each test sets its own screen. */
const VISUAL = /visual\.spec\.ts$/;

/** Specs whose tests meet another page on a phone (the menu, the Tab order, what is on screen, a
 * scan of every element): they run at both widths. The rest (forms, routes, models, headers)
 * behave the same at any width and run at 1280 px, but for their tests tagged @phone. The title
 * Playwright matches is the project's name, then the spec's file name, then the test's titles. */
const BOTH_WIDTHS = /^\S+ (a11y|focus|fonts|header|navigation|nojs|startup)\.spec\.ts /;

/** Each run's servers store leads in a fresh PGlite folder of their own. Set once in the main
 * process, whose environment the test workers inherit, so a spec can find the folder. */
process.env.E2E_LEADS_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-leads-'));
const leadsDir = process.env.E2E_LEADS_DIR;
/** The PGlite template every stage of `npm test` shares (tests/support/leadsTemplate.ts): each
 * server starts on a copy instead of initialising a folder of its own. */
const template = leadsTemplateSync();
/** The suite submits forms from one address far more often than a visitor does. */
const rateLimit = 100_000;

/** The command of a lead server whose folder (under the run's) starts as a copy of the template. */
function leadServer(folder: string, settings: string): string {
  const dir = join(leadsDir, folder);
  return `test -d ${dir} || cp -R ${template} ${dir} && ${settings} LEADS_DATA_DIR=${dir} LEADS_RATE_LIMIT=${rateLimit} tsx server/main.ts`;
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two on two cores: three took longer here (docs/testing.md, "Where the time goes").
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // The browser coverage reporter prints what the browser replays' actors were measured to take.
  reporter: [
    ['list'],
    ...(process.env.CI ? [['github'] as const] : []),
    ['./tests/e2e/support/browserCoverageReporter.ts'],
  ],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // Chromium's headless shell: the browser without its windows, half the CPU of the full one here.
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumFlags },
  },
  projects: [
    // A load for each moment of the start-up, five a control (each test sets its own device): the
    // longest tests, first, so that no worker is left with one at the end.
    {
      name: 'slow phone',
      testMatch: SLOW_PHONE,
      use: { ...devices['Desktop Chrome'] },
    },
    // A test tagged @phone or @desktop runs only at that width; the others at 1280 px and, in the
    // specs of BOTH_WIDTHS, at 390 px too.
    {
      name: 'desktop',
      grepInvert: /@phone/,
      testIgnore: [SLOW_PHONE, VISUAL],
      use: screens.desktop,
    },
    {
      name: 'phone',
      grep: [/@phone/, BOTH_WIDTHS],
      grepInvert: /@desktop/,
      testIgnore: [SLOW_PHONE, VISUAL],
      use: screens.phone,
    },
    // Every route and view at three widths in both colour schemes, compared with the pictures in
    // tests/e2e/__screenshots__/ (update them with `npm run test:visual:update`).
    {
      name: 'visual',
      testMatch: VISUAL,
      snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
      use: { ...devices['Desktop Chrome'], deviceScaleFactor: 1 },
    },
  ],
  webServer: [
    {
      command: leadServer('site', `PORT=${port}`),
      // Ready once the database is: the site itself is served sooner.
      url: `http://127.0.0.1:${port}/api/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    // The model build (`npm run build:model`): the site whose actors record what they do, for the
    // browser replays (tests/e2e/support/actorRecord.ts). Never deployed.
    {
      command: leadServer('model', `DIST=dist-model PORT=${modelPort}`),
      url: `http://127.0.0.1:${modelPort}/api/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});

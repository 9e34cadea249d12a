/**
 * Run by `npm run test:e2e` before Playwright: makes sure a Chromium is there, so a fresh clone
 * needs only `npm install` and `npm test`. In order: one already installed; Playwright's own
 * download (where the machine can reach it); the system package manager when run as root on
 * Debian; otherwise one line saying what to run, and a failing exit.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { findChromium, noChromiumHelp, systemHeadlessShell } from './chromium';

/** What the steps need from the machine; the tests give their own. */
export interface Machine {
  found: () => boolean;
  /** Runs a command to its end; true when it succeeded. */
  run: (command: string, args: string[]) => boolean;
  isRoot: boolean;
  hasAptGet: boolean;
  log: (line: string) => void;
}

/** Whether a Chromium is there at the end, after trying to get one if none was. */
export function ensureChromium(machine: Machine): boolean {
  if (machine.found()) return true;
  machine.log('No Chromium for the end-to-end tests: trying Playwright’s download…');
  if (machine.run('npx', ['playwright', 'install', 'chromium']) && machine.found()) return true;
  if (machine.isRoot && machine.hasAptGet) {
    machine.log('Playwright’s download did not work: installing Debian’s chromium package…');
    if (
      machine.run('apt-get', ['update', '-qq']) &&
      machine.run('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell']) &&
      machine.found()
    ) {
      return true;
    }
  }
  machine.log(noChromiumHelp);
  return false;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok = ensureChromium({
    found: () => findChromium() !== null,
    run: (command, args) => spawnSync(command, args, { stdio: 'inherit', env, timeout: 10 * 60_000 }).status === 0,
    isRoot: process.getuid?.() === 0,
    hasAptGet: existsSync('/usr/bin/apt-get'),
    log: (line) => console.log(line),
  });
  if (!ok) process.exit(1);
  // Playwright's own download brings its shell; a system's full browser alone does not.
  if (!systemHeadlessShell() && typeof findChromium() === 'string')
    console.log(
      'No Chromium headless shell (as root: apt-get install -y chromium-headless-shell): the tests run on the full browser, slower, and the committed pictures differ from it in the anti-aliasing of some glyph edges.',
    );
}

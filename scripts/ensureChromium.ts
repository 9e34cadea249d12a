/**
 * Run by `npm run test:e2e` before Playwright: makes sure a Chromium is there, so a fresh clone
 * needs only `npm install` and `npm test`. In order: one already installed; Playwright's own
 * download (where the machine can reach it); the system package manager when run as root on
 * Debian; otherwise one line saying what to run, and a failing exit.
 *
 * A full browser alone is not enough: the committed pictures were taken with Chromium's headless
 * shell, and the full browser draws glyph edges differently, so every visual test would differ.
 * Where the shell is missing it is installed too (as root, Debian's chromium-headless-shell), or
 * one line says how.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { findChromium, noChromiumHelp, systemHeadlessShell } from './chromium';

/** What the steps need from the machine; the tests give their own. */
export interface Machine {
  found: () => boolean;
  /** Whether Chromium's headless shell is there (Debian's package or Playwright's download). */
  hasHeadlessShell: () => boolean;
  /** Runs a command to its end; true when it succeeded. */
  run: (command: string, args: string[]) => boolean;
  isRoot: boolean;
  hasAptGet: boolean;
  log: (line: string) => void;
}

export const noHeadlessShellHelp =
  'No Chromium headless shell (as root: apt-get install -y chromium-headless-shell): the tests run on the full browser, slower, and the committed pictures differ from it in the anti-aliasing of glyph edges.';

/** Whether a Chromium is there at the end, after trying to get one if none was; and its headless
 * shell, which the pictures need, after trying to get it if it was missing. */
export function ensureChromium(machine: Machine): boolean {
  if (!getChromium(machine)) return false;
  if (machine.hasHeadlessShell()) return true;
  if (machine.isRoot && machine.hasAptGet) {
    machine.log('Only the full Chromium is here: installing Debian’s chromium-headless-shell package…');
    if (
      machine.run('apt-get', ['update', '-qq']) &&
      machine.run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell']) &&
      machine.hasHeadlessShell()
    )
      return true;
  }
  machine.log(noHeadlessShellHelp);
  return true;
}

function getChromium(machine: Machine): boolean {
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
    // Playwright's own download (findChromium() undefined) comes with its shell.
    hasHeadlessShell: () => Boolean(systemHeadlessShell()) || findChromium() === undefined,
    run: (command, args) => spawnSync(command, args, { stdio: 'inherit', env, timeout: 10 * 60_000 }).status === 0,
    isRoot: process.getuid?.() === 0,
    hasAptGet: existsSync('/usr/bin/apt-get'),
    log: (line) => console.log(line),
  });
  if (!ok) process.exit(1);
}

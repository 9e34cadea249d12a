/**
 * Run by `npm run test:e2e` before Playwright: makes sure a Chromium is there, so a fresh clone
 * needs only `npm install` and `npm test`. In order: one already installed; Playwright's own
 * download (where the machine can reach it); the system package manager when run as root on
 * Debian; otherwise one line saying what to run, and a failing exit.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, noChromiumHelp } from './chromium';

const run = (command: string, args: string[], timeoutMs: number) =>
  spawnSync(command, args, { stdio: 'inherit', timeout: timeoutMs }).status === 0;

function install(): boolean {
  console.log('No Chromium for the end-to-end tests: trying Playwright’s download…');
  if (run('npx', ['playwright', 'install', 'chromium'], 5 * 60_000) && findChromium() !== null) return true;

  const root = process.getuid?.() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log('Playwright’s download did not work: installing Debian’s chromium package…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const apt = (args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
    return apt(['update', '-qq']) && apt(['install', '-y', '-qq', 'chromium']) && findChromium() !== null;
  }
  return false;
}

if (findChromium() === null && !install()) {
  console.error(noChromiumHelp);
  process.exit(1);
}

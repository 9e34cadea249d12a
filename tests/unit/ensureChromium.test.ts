import { ensureChromium, noHeadlessShellHelp, type Machine } from '../../scripts/ensureChromium';

/** A machine where Chromium appears after the `installs` command (or never), recording what ran.
 * `shell: false` is a machine with the full browser only (Debian's `chromium`), whose headless
 * shell appears when apt-get installs chromium-headless-shell. */
function machine(options: {
  present?: boolean;
  installs?: 'playwright' | 'apt-get';
  isRoot?: boolean;
  hasAptGet?: boolean;
  shell?: boolean;
}) {
  let present = options.present ?? false;
  let shell = options.shell ?? true;
  const ran: string[] = [];
  const lines: string[] = [];
  const fake: Machine = {
    found: () => present,
    hasHeadlessShell: () => shell,
    run: (command, args) => {
      ran.push([command, ...args].join(' '));
      if (command === 'apt-get' && options.hasAptGet && args.includes('chromium-headless-shell')) shell = true;
      const tool = options.installs === 'playwright' ? 'npx' : options.installs;
      const installing = command === tool && args.includes('install');
      if (installing) present = true;
      return installing || (command === 'apt-get' && args[0] === 'update');
    },
    isRoot: options.isRoot ?? false,
    hasAptGet: options.hasAptGet ?? false,
    log: (line) => lines.push(line),
  };
  return { fake, ran, lines };
}

test('none: Playwright’s download first', () => {
  const { fake, ran } = machine({ installs: 'playwright', isRoot: true, hasAptGet: true });
  expect(ensureChromium(fake)).toBe(true);
  expect(ran).toEqual(['npx playwright install chromium']);
});

test('no download: Debian’s package, as root', () => {
  const { fake, ran } = machine({ installs: 'apt-get', isRoot: true, hasAptGet: true });
  expect(ensureChromium(fake)).toBe(true);
  expect(ran).toEqual([
    'npx playwright install chromium',
    'apt-get update -qq',
    'apt-get install -y -qq chromium chromium-headless-shell',
  ]);
});

test('no download and not root: one line says what to run, and it fails', () => {
  const { fake, ran, lines } = machine({ hasAptGet: true });
  expect(ensureChromium(fake)).toBe(false);
  expect(ran).toEqual(['npx playwright install chromium']);
  expect(lines.at(-1)).toMatch(
    /^No Chromium found: run `npx playwright install chromium`, or as root `apt-get install -y chromium chromium-headless-shell`/,
  );
});

test('only the full browser (Debian’s chromium): the headless shell is installed, as root', () => {
  const { fake, ran } = machine({ present: true, shell: false, isRoot: true, hasAptGet: true });
  expect(ensureChromium(fake)).toBe(true);
  expect(ran).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium-headless-shell']);
  expect(fake.hasHeadlessShell()).toBe(true);
});

test('only the full browser, not root: one line says how to get the shell, and the tests run', () => {
  const { fake, ran, lines } = machine({ present: true, shell: false, hasAptGet: true });
  expect(ensureChromium(fake)).toBe(true);
  expect(ran).toEqual([]);
  expect(lines).toEqual([noHeadlessShellHelp]);
  expect(noHeadlessShellHelp).toMatch(/apt-get install -y chromium-headless-shell/);
});

test('a Chromium already there, with its headless shell: nothing is installed, nothing said', () => {
  const { fake, ran, lines } = machine({ present: true, shell: true, isRoot: true, hasAptGet: true });
  expect(ensureChromium(fake)).toBe(true);
  expect([ran, lines]).toEqual([[], []]);
});

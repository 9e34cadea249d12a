/**
 * A throwaway PostgreSQL server for the storage tests and the benchmark: Debian's `postgresql`
 * binaries (installed with apt-get when missing and run as root, the way scripts/ensureChromium.ts
 * gets Chromium), a cluster initialised in a temporary folder, started on a free port with its
 * socket in that folder, stopped and removed afterwards. PostgreSQL refuses to run as root, so as
 * root the folder belongs to the `postgres` user and every command runs as it.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where Debian puts each installed major version's binaries. */
const DEBIAN_POSTGRES = '/usr/lib/postgresql';

export const noPostgresHelp =
  'No PostgreSQL server binaries found (initdb, pg_ctl): as root run `apt-get install -y postgresql`, or put them on PATH.';

/** The newest installed version's bin folder, or one on PATH, or null. */
export function findPostgresBin(): string | null {
  if (existsSync(DEBIAN_POSTGRES)) {
    const versions = readdirSync(DEBIAN_POSTGRES)
      .filter((name) => /^\d+$/.test(name) && existsSync(join(DEBIAN_POSTGRES, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(DEBIAN_POSTGRES, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const initdb = which.stdout.trim();
  return which.status === 0 && initdb ? initdb.slice(0, -'/initdb'.length) : null;
}

const isRoot = () => process.getuid?.() === 0;

/** The binaries, installing Debian's package first when they are missing and this is root. */
export function ensurePostgresBin(log: (line: string) => void = console.log): string {
  const found = findPostgresBin();
  if (found) return found;
  if (isRoot() && existsSync('/usr/bin/apt-get')) {
    log('No PostgreSQL server for the storage tests: installing Debian’s postgresql package…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'postgresql'],
    ])
      spawnSync('apt-get', args, { stdio: 'inherit', env, timeout: 10 * 60_000 });
    const installed = findPostgresBin();
    if (installed) return installed;
  }
  throw new Error(noPostgresHelp);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface TemporaryPostgres {
  /** A superuser URL for the `postgres` database, over TCP on loopback. */
  url: string;
  port: number;
  /** Stops the server and keeps its data (a database that goes away); `start` brings it back. */
  pause: () => void;
  start: () => void;
  /** Stops every process of the server where it stands (SIGSTOP): connections stay open and
   * nothing answers, as with a server that hangs; `thaw` lets them go on. */
  freeze: () => void;
  thaw: () => void;
  /** Stops it for good and removes its folder. */
  stop: () => void;
}

/** Runs a PostgreSQL command, as the `postgres` user when this is root; throws with its output. */
function run(bin: string, command: string, args: string[]): SpawnSyncReturns<string> {
  const [file, fullArgs] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
    : [join(bin, command), args];
  const result = spawnSync(file, fullArgs, { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0)
    throw new Error(`${command} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`);
  return result;
}

/**
 * Starts a new cluster. `settings` are server settings (`-c name=value`): the tests turn off
 * fsync, the benchmark keeps PostgreSQL's defaults.
 */
export async function startTemporaryPostgres(
  settings: Record<string, string> = {},
  log?: (line: string) => void,
): Promise<TemporaryPostgres> {
  const bin = ensurePostgresBin(log);
  const dir = mkdtempSync(join(tmpdir(), 'leads-postgres-'));
  const data = join(dir, 'data');
  if (isRoot()) {
    chmodSync(dir, 0o755);
    spawnSync('chown', ['postgres:postgres', dir]);
  }
  const port = await freePort();
  let start = () => {};
  try {
    run(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses='127.0.0.1'",
      ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
    ].join(' ');
    start = () =>
      run(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
    start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  /** The postmaster and its children, as `postmaster.pid` and `ps` name them. */
  const processes = () => {
    const postmaster = readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n', 1)[0]!.trim();
    const children = spawnSync('pgrep', ['-P', postmaster], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
    return [postmaster, ...children];
  };
  const signal = (name: 'STOP' | 'CONT') => {
    const result = spawnSync('kill', [`-${name}`, ...processes()], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`kill -${name} failed: ${result.stderr}`);
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    pause: () => void run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    start: () => void start(),
    freeze: () => signal('STOP'),
    thaw: () => signal('CONT'),
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        signal('CONT');
      } catch {
        // Not frozen, or not running.
      }
      try {
        run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped (paused): nothing to stop.
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

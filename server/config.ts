/**
 * The server's settings, read from the environment once at start and checked into one typed
 * object (the twelve-factor way). A bad setting stops the server with a sentence that names it:
 * `readConfig` throws a ConfigError whose message is that sentence.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import proxyaddr from 'proxy-addr';
import { DRAIN_GRACE_MS } from '../machines/serverMachine.ts';
import { isEmailAddress } from '../src/contract/answers.ts';
import { LEAD_RETENTION_DAYS } from '../src/content/retention.ts';
import type { TrustProxy } from './http/client.ts';

export class ConfigError extends Error {}

export interface Config {
  /** The built site to serve. */
  dist: string;
  /** The inbox's build (served at /inbox), or null where there is none: a site without an inbox. */
  distInbox: string | null;
  port: number;
  host: string;
  /** PEM files: with both, the server speaks HTTPS with HTTP/2. */
  tls: { cert: string; key: string } | null;
  /** A PostgreSQL server, or the embedded PGlite database in a folder. */
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  /** Leads older than this many days are deleted. */
  retentionDays: number;
  /** Lead submissions one address may send per rate-limit window, and, apart from those, how many
   * requests refused for their form (not JSON, too large, malformed) it may send. */
  rateLimit: { limit: number; refusals: number; windowMs: number };
  /** Which proxies' `X-Forwarded-For` and `X-Forwarded-Proto` the server believes. */
  trustProxy: TrustProxy;
  /** How long a stopping server goes on answering the requests it has begun. */
  drainGraceMs: number;
  /** Where lead notifications go out (none without it), and to and from whom (by default the
   * agency's new-projects address). */
  notify: { smtpUrl: string; to?: string; from?: string } | null;
  /** Test-only: the process kills itself after storing a lead and before answering, to show that
   * a retry of the same submission stores nothing twice. Never set it in production. */
  faultKillAfterStore: boolean;
}

export type Env = Readonly<Record<string, string | undefined>>;

/** The default data folder of the embedded database: inside the project, ignored by git. */
export const DEFAULT_DATA_DIR = join('data', 'leads');
/** A person sends a form a few times at most; a script sends it many. */
export const DEFAULT_RATE_LIMIT = 10;
/** Refused requests one address may send a minute: far more than a person's mistakes make. */
export const DEFAULT_REFUSAL_LIMIT = 60;
export const RATE_LIMIT_WINDOW_MS = 60_000;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min || value > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
  return value;
}

function flag(env: Env, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  throw new ConfigError(`${name} must be 1 or 0, not "${raw}".`);
}

/** A database URL without its password, to name it in a message. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the value given';
  }
}

function database(env: Env, cwd: string): Config['database'] {
  const url = env.DATABASE_URL;
  if (url) {
    let protocol = '';
    try {
      protocol = new URL(url).protocol;
    } catch {
      throw new ConfigError('DATABASE_URL must be a URL such as postgres://user:password@host:5432/leads.');
    }
    if (protocol !== 'postgres:' && protocol !== 'postgresql:')
      throw new ConfigError(
        `DATABASE_URL must start with postgres:// or postgresql://, not ${withoutPassword(url)}; leave it unset for the embedded database.`,
      );
    return { kind: 'postgres', url };
  }
  const dir = env.LEADS_DATA_DIR || DEFAULT_DATA_DIR;
  return { kind: 'pglite', dataDir: isAbsolute(dir) ? dir : resolve(cwd, dir) };
}

function address(env: Env, name: string): string | undefined {
  const value = env[name];
  if (!value) return undefined;
  if (!isEmailAddress(value)) throw new ConfigError(`${name} must be an e-mail address, not "${value}".`);
  return value;
}

function notify(env: Env): Config['notify'] {
  const url = env.SMTP_URL;
  if (!url) return null;
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    // Falls through to the sentence below.
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new ConfigError('SMTP_URL must be a URL such as smtps://user:password@mail.example.com:465.');
  return { smtpUrl: url, to: address(env, 'LEADS_NOTIFY_TO'), from: address(env, 'LEADS_NOTIFY_FROM') };
}

/** `TRUST_PROXY`: unset for none; a number of proxy hops in front of the server; or the proxies'
 * addresses, subnets or proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`), comma-separated. */
function trustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '') return { kind: 'none' };
  if (/^\d+$/.test(raw)) {
    const hops = integer(env, 'TRUST_PROXY', 0, 0, 10);
    return hops === 0 ? { kind: 'none' } : { kind: 'hops', hops };
  }
  const list = raw.split(',').map((item) => item.trim());
  try {
    proxyaddr.compile(list);
  } catch {
    throw new ConfigError(
      `TRUST_PROXY must be a number of proxies (0 to 10) or their addresses or subnets, comma-separated (such as 10.0.0.0/8, loopback), not "${raw}".`,
    );
  }
  return { kind: 'addresses', list };
}

/** Every setting of the server, checked; the first bad one throws a ConfigError naming it. */
export function readConfig(env: Env, cwd = process.cwd()): Config {
  const dist = resolve(cwd, env.DIST || 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    const build = dist.endsWith('dist-model') ? 'build:model' : 'build';
    throw new ConfigError(`DIST: ${dist} has no build: run \`npm run ${build}\` first.`);
  }
  const { TLS_CERT, TLS_KEY } = env;
  if (Boolean(TLS_CERT) !== Boolean(TLS_KEY))
    throw new ConfigError('TLS_CERT and TLS_KEY go together: set both (PEM files) or neither.');
  for (const [name, file] of [
    ['TLS_CERT', TLS_CERT],
    ['TLS_KEY', TLS_KEY],
  ] as const)
    if (file && !existsSync(file)) throw new ConfigError(`${name}: there is no file ${file}.`);
  const host = env.HOST || '127.0.0.1';
  const distInbox = resolve(cwd, env.DIST_INBOX || 'dist-inbox');
  return {
    dist,
    distInbox: existsSync(join(distInbox, 'index.html')) ? distInbox : null,
    port: integer(env, 'PORT', 4173, 0, 65_535),
    host,
    tls: TLS_CERT && TLS_KEY ? { cert: TLS_CERT, key: TLS_KEY } : null,
    ...databaseConfig(env, cwd),
    rateLimit: {
      limit: integer(env, 'LEADS_RATE_LIMIT', DEFAULT_RATE_LIMIT, 1, 1_000_000),
      refusals: integer(env, 'LEADS_REFUSAL_LIMIT', DEFAULT_REFUSAL_LIMIT, 1, 1_000_000),
      windowMs: RATE_LIMIT_WINDOW_MS,
    },
    trustProxy: trustProxy(env),
    drainGraceMs: integer(env, 'SHUTDOWN_GRACE_S', DRAIN_GRACE_MS / 1000, 1, 600) * 1000,
    notify: notify(env),
    faultKillAfterStore: flag(env, 'LEADS_FAULT_KILL_AFTER_STORE'),
  };
}

/** The settings the `leads` command shares with the server: where the leads are, and how long
 * they are kept. */
export function databaseConfig(env: Env, cwd = process.cwd()): Pick<Config, 'database' | 'retentionDays'> {
  return {
    database: database(env, cwd),
    retentionDays: integer(env, 'LEADS_RETENTION_DAYS', LEAD_RETENTION_DAYS, 1, 36_500),
  };
}

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, readConfig } from '../../server/config';

const cwd = mkdtempSync(join(tmpdir(), 'config-'));
writeFileSync(join(cwd, 'index.html'), '');
const base = { DIST: cwd };

const refusal = (env: Record<string, string>) => {
  try {
    readConfig({ ...base, ...env }, cwd);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('accepted');
};

test('nothing set: the site on 127.0.0.1:4173, leads in PGlite under data/leads, kept 365 days', () => {
  const config = readConfig(base, cwd);
  expect(config).toMatchObject({
    port: 4173,
    host: '127.0.0.1',
    tls: null,
    database: { kind: 'pglite', dataDir: join(cwd, 'data', 'leads') },
    retentionDays: 365,
    rateLimit: { limit: 10, windowMs: 60_000 },
    notify: null,
    faultKillAfterStore: false,
  });
});

test('each setting read and checked', () => {
  const config = readConfig(
    {
      ...base,
      PORT: '0',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://u:p@db:5432/leads',
      LEADS_RETENTION_DAYS: '30',
      LEADS_RATE_LIMIT: '500',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      LEADS_NOTIFY_TO: 'owner@example.in',
      LEADS_FAULT_KILL_AFTER_STORE: '1',
    },
    cwd,
  );
  expect(config).toMatchObject({
    port: 0,
    host: '0.0.0.0',
    database: { kind: 'postgres', url: 'postgresql://u:p@db:5432/leads' },
    retentionDays: 30,
    rateLimit: { limit: 500 },
    notify: { smtpUrl: 'smtps://u:p@mail.example.com:465', to: 'owner@example.in' },
    faultKillAfterStore: true,
  });
  expect(readConfig({ ...base, LEADS_DATA_DIR: 'leads-here' }, cwd).database).toEqual({
    kind: 'pglite',
    dataDir: join(cwd, 'leads-here'),
  });
});

test.each([
  [{ PORT: '65536' }, 'PORT must be a whole number from 0 to 65535, not "65536".'],
  [{ PORT: '80a' }, 'PORT must be a whole number from 0 to 65535, not "80a".'],
  [{ LEADS_RETENTION_DAYS: '0' }, 'LEADS_RETENTION_DAYS must be a whole number from 1 to 36500, not "0".'],
  [{ LEADS_RATE_LIMIT: '1.5' }, 'LEADS_RATE_LIMIT must be a whole number from 1 to 1000000, not "1.5".'],
  [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a URL such as postgres://user:password@host:5432/leads.'],
  [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be a URL such as smtps://user:password@mail.example.com:465.'],
  [{ SMTP_URL: 'smtp://mail', LEADS_NOTIFY_TO: 'nobody' }, 'LEADS_NOTIFY_TO must be an e-mail address, not "nobody".'],
  [{ TLS_KEY: '/k.pem' }, 'TLS_CERT and TLS_KEY go together: set both (PEM files) or neither.'],
  [{ TLS_CERT: '/nowhere/c.pem', TLS_KEY: '/nowhere/k.pem' }, 'TLS_CERT: there is no file /nowhere/c.pem.'],
  [{ LEADS_FAULT_KILL_AFTER_STORE: 'yes' }, 'LEADS_FAULT_KILL_AFTER_STORE must be 1 or 0, not "yes".'],
  [{ DIST: '/nowhere' }, 'DIST: /nowhere has no build: run `npm run build` first.'],
])('%o is refused with a sentence that names it', (env, sentence) => {
  expect(refusal(env)).toBe(sentence);
});

test('a database URL of another kind is named without its password', () => {
  expect(refusal({ DATABASE_URL: 'mysql://root:hunter2@db/leads' })).toBe(
    'DATABASE_URL must start with postgres:// or postgresql://, not mysql://root:***@db/leads; leave it unset for the embedded database.',
  );
});

/**
 * The server as a process, as `npm start` runs it: killed between storing a lead and answering,
 * its database going away and coming back, bad settings, and the `leads` command on what it
 * stored. The oracle is what the API answers and what the `leads` command then reads.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { startTemporaryPostgres, type TemporaryPostgres } from '../../scripts/postgres';
import { pgliteFolder } from './support/databases';
import { runLeads, runServerToEnd, startServer, tinySite, type ServerProcess } from './support/serverProcess';

const lead = {
  form: 'consultation',
  name: 'अनन्या 🌸',
  email: 'ananya@example.in',
  phone: '+91 98765 43210',
  businessType: 'startup',
  challenge: 'brand-identity',
  preferredTime: '',
  message: `नमस्ते, हमें मदद चाहिए 🙏 ${'ध'.repeat(1970)}`,
  website: '',
  elapsedMs: 20_000,
};

const post = (origin: string, key: string, body: unknown = lead) =>
  fetch(`${origin}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });

let dist: string;
let dataDir: string;
const running: ServerProcess[] = [];

beforeAll(() => {
  dist = tinySite();
});
beforeEach(() => {
  dataDir = pgliteFolder();
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function start(env: Record<string, string> = {}) {
  const server = await startServer({ DIST: dist, LEADS_DATA_DIR: dataDir, ...env });
  running.push(server);
  return server;
}

test('killed between storing a lead and answering: the retry stores nothing twice', async () => {
  // The first start of a server, on a folder PGlite has yet to initialise; the other tests start
  // on a copy of one initialised already, as every later start does.
  rmSync(dataDir, { recursive: true });
  mkdirSync(dataDir);
  const key = randomUUID();
  const doomed = await start({ LEADS_FAULT_KILL_AFTER_STORE: '1' });
  await expect(post(doomed.origin, key)).rejects.toThrow();
  expect(await doomed.exited).toBe('SIGKILL');

  const again = await start();
  const retry = await post(again.origin, key);
  expect(retry.status).toBe(200);
  const { id } = (await retry.json()) as { id: string };
  await again.stop();

  const listed = runLeads(['list', '--json'], { LEADS_DATA_DIR: dataDir });
  expect(listed.stderr).toBe('');
  const leads = JSON.parse(listed.stdout) as Array<{ id: string; fields: Record<string, string> }>;
  expect(leads.map((each) => each.id)).toEqual([id]);
  const { form: _form, website: _website, elapsedMs: _elapsed, ...fields } = lead;
  expect(leads[0]!.fields).toEqual(fields);
}, 120_000);

test('while the server runs, the leads command says the PGlite folder is in use', async () => {
  await start();
  const listed = runLeads(['list'], { LEADS_DATA_DIR: dataDir });
  expect(listed.status).toBe(1);
  expect(listed.stderr).toMatch(/^Another process \(a running server\?\) has the lead database .* open/);
}, 120_000);

test.each([
  [{ PORT: 'eighty' }, /^PORT must be a whole number from 0 to 65535, not "eighty"\./],
  [{ DATABASE_URL: 'mysql://root@localhost/leads' }, /^DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//],
])(
  'a bad setting (%o) stops the server with a sentence that names it (the others: serverConfig.test.ts)',
  (env, sentence) => {
    const ended = runServerToEnd({ DIST: dist, LEADS_DATA_DIR: dataDir, ...env });
    expect(ended.status).toBe(1);
    expect(ended.output.trim()).toMatch(sentence);
  },
);

/** Waits for the API to report its database ready (migrated, answering). */
const untilHealthy = (server: ServerProcess) =>
  vi.waitFor(async () => expect((await fetch(`${server.origin}/api/health`)).status).toBe(200), {
    timeout: 30_000,
    interval: 300,
  });

describe('on a PostgreSQL server that goes away', () => {
  let postgres: TemporaryPostgres;
  beforeAll(async () => {
    postgres = await startTemporaryPostgres({ fsync: 'off' });
  }, 120_000);
  afterAll(() => postgres?.stop());

  test('503 while it is down, the site still served, and leads stored again once it is back', async () => {
    const server = await start({ DATABASE_URL: postgres.url });
    await untilHealthy(server);
    expect((await post(server.origin, randomUUID())).status).toBe(201);

    postgres.pause();
    const key = randomUUID();
    const refused = await post(server.origin, key);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: 'unavailable' });
    const health = await fetch(`${server.origin}/api/health`);
    expect([health.status, await health.json()]).toEqual([503, { ok: false }]);
    expect((await fetch(`${server.origin}/`)).status).toBe(200);

    postgres.start();
    // The same submission, retried: stored now, once.
    const retried = await post(server.origin, key);
    expect(retried.status).toBe(201);
    expect((await post(server.origin, key)).status).toBe(200);
    expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);

    const listed = runLeads(['list', '--json'], { DATABASE_URL: postgres.url });
    expect((JSON.parse(listed.stdout) as unknown[]).length).toBe(2);
    expect(server.output()).not.toMatch(/अनन्या|ananya@/);
  }, 120_000);

  test('down at start: the site is served, the API answers 503 until the database is there', async () => {
    postgres.pause();
    const server = await start({ DATABASE_URL: postgres.url });
    expect((await fetch(`${server.origin}/`)).status).toBe(200);
    expect((await post(server.origin, randomUUID())).status).toBe(503);
    postgres.start();
    await untilHealthy(server);
    expect((await post(server.origin, randomUUID())).status).toBe(201);
  }, 120_000);
});

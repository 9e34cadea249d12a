/**
 * The server as a process, as `npm start` runs it, through the faults an operator meets: killed
 * between storing a lead and answering, stopped by a deploy with submissions in flight, its folder
 * made unwritable, its PostgreSQL server frozen or gone, killed and started again, and bad
 * settings. The oracle is what each request is answered (and when), what the access log says, and
 * what the `leads` command reads afterwards.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { mkdirSync, rmSync, utimesSync } from 'node:fs';
import { startTemporaryPostgres, type TemporaryPostgres } from '../../scripts/postgres';
import { freshDatabase, pgliteFolder } from './support/databases';
import {
  postLead,
  runLeads,
  runLeadsBeside,
  runServerToEnd,
  startServer,
  tinySite,
  untilReady,
  type ServerProcess,
} from './support/serverProcess';

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
};

const post = (origin: string, key: string, body: unknown = lead) => postLead(origin, body, { key });

/** How long a request takes to be answered, and its status (0: no answer). */
async function timed(
  send: () => Promise<Response>,
): Promise<{ status: number; ms: number; retryAfter: string | null }> {
  const started = performance.now();
  const response = await send().catch(() => null);
  await response?.arrayBuffer();
  return {
    status: response?.status ?? 0,
    ms: performance.now() - started,
    retryAfter: response?.headers.get('retry-after') ?? null,
  };
}

const get = (origin: string, path: string) =>
  timed(() => fetch(`${origin}${path}`, { signal: AbortSignal.timeout(10_000) }));

/** Asks again until the answer is `status`, for as long as the test may run: when is the
 * server's own timers' business (tested on fake time), what is the test's. */
const untilStatus = (status: number, ask: () => Promise<{ status: number }>) =>
  vi.waitFor(async () => expect((await ask()).status).toBe(status), { timeout: 90_000, interval: 100 });

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

async function start(env: Record<string, string> = {}, options: { ready?: boolean } = {}) {
  const server = await startServer(
    { DIST: dist, LEADS_DATA_DIR: dataDir, LEADS_RATE_LIMIT: '100000', ...env },
    options,
  );
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
  expect(listed.stderr).toMatch(/^\(directly on the database in .+\)\n$/);
  const leads = JSON.parse(listed.stdout) as Array<{ id: string; fields: Record<string, string> }>;
  expect(leads.map((each) => each.id)).toEqual([id]);
  const { form: _form, website: _website, ...fields } = lead;
  expect(leads[0]!.fields).toEqual(fields);
}, 120_000);

test('while the server runs on the embedded database, the leads command works through it, never beside it', async () => {
  const server = await start();
  const stored = async (name: string) => {
    const answer = await post(server.origin, randomUUID(), { ...lead, name });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { id: string }).id;
  };
  const kept = await stored('Rekha');
  const erased = await stored('Sameer');
  const env = { LEADS_DATA_DIR: dataDir };
  const listed = await runLeadsBeside(['list', '--json'], env);
  expect(listed.stderr).toBe(`(through the running server at ${server.origin})\n`);
  expect(
    (JSON.parse(listed.stdout) as Array<{ fields: { name: string } }>).map((each) => each.fields.name).sort(),
  ).toEqual(['Rekha', 'Sameer']);
  // The server goes on storing leads while the command works: it holds the database alone.
  const [, erasing] = await Promise.all([stored('Ishaan'), runLeadsBeside(['delete', erased], env)]);
  expect(erasing).toMatchObject({ status: 0 });
  const added = await runLeadsBeside(['add-user', 'neha@rangrez.in'], env);
  expect(added.stdout).toMatch(
    /^Send neha@rangrez\.in this link .*\nhttp:\/\/localhost:\d+\/inbox\/welcome\/[\w-]{43}\n$/,
  );
  expect((await runLeadsBeside(['users'], env)).stdout).toContain('neha@rangrez.in');
  expect(await runLeadsBeside(['remove-user', 'neha@rangrez.in'], env)).toMatchObject({ status: 0 });
  const after = JSON.parse((await runLeadsBeside(['list', '--json'], env)).stdout) as Array<{ id: string }>;
  expect(after.map((each) => each.id)).toContain(kept);
  expect(after.map((each) => each.id)).not.toContain(erased);
  expect(after).toHaveLength(2);
}, 120_000);

// How main.ts ends on any setting readConfig refuses; every refusal's sentence is in
// serverConfig.test.ts.
test('a bad setting stops the server with a sentence that names it', () => {
  const ended = runServerToEnd({ DIST: dist, LEADS_DATA_DIR: dataDir, TRUST_PROXY: 'the load balancer' });
  expect(ended.status).toBe(1);
  expect(ended.output.trim()).toMatch(/^TRUST_PROXY must be a number of proxies/);
});

/** One submission on a connection of its own: when its request was all sent, and how it ended. */
function submitAlone(origin: string, name: string): { sent: Promise<void>; outcome: Promise<number | string> } {
  let markSent = () => {};
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const outcome = new Promise<number | string>((resolve) => {
    const body = JSON.stringify({ ...lead, name, message: 'Hello' });
    const req = request(
      `${origin}/api/leads`,
      {
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      },
    );
    req.on('finish', markSent);
    req.on('error', (error: NodeJS.ErrnoException) => {
      markSent();
      resolve(error.code ?? error.message);
    });
    req.end(body);
  });
  return { sent, outcome };
}

describe.each(['pglite', 'postgres'] as const)('a deploy on %s', (kind) => {
  test('SIGTERM with 200 submissions in flight: none reset, each answered one stored once, exit 0', async () => {
    const fresh = kind === 'postgres' ? await freshDatabase('postgres') : null;
    try {
      const server = await start(fresh?.env ?? {});
      const names = Array.from({ length: 200 }, (_, index) => `Visitor ${index + 1}`);
      const submissions = names.map((name) => submitAlone(server.origin, name));
      await Promise.all(submissions.map((each) => each.sent));
      server.child.kill('SIGTERM');
      const outcomes = await Promise.all(submissions.map((each) => each.outcome));
      expect(await server.exited).toBe('0');

      const notAnswered = outcomes.filter((outcome) => typeof outcome === 'string');
      expect(notAnswered, 'connections reset or refused').toEqual([]);
      expect(outcomes.filter((status) => status !== 201)).toEqual([]);
      expect(server.output()).toMatch(/stopped after \d+ ms/);

      const listed = runLeads(['list', '--json'], fresh?.env ?? { LEADS_DATA_DIR: dataDir });
      const stored = (JSON.parse(listed.stdout) as Array<{ fields: { name: string } }>).map((each) => each.fields.name);
      expect(stored.sort()).toEqual([...names].sort());
    } finally {
      await fresh?.remove();
    }
  }, 120_000);
});

describe('the embedded database’s folder made unwritable', () => {
  const immutable = (on: boolean) => execFileSync('chattr', ['-R', on ? '+i' : '-i', dataDir]);
  afterEach(() => {
    try {
      immutable(false);
    } catch {
      // Already writable, or gone.
    }
  });

  test('ready says 503; the site and liveness still answer; writable again, leads are stored with no restart', async () => {
    const server = await start();
    expect((await post(server.origin, randomUUID())).status).toBe(201);

    immutable(true);
    const key = randomUUID();
    const refused = await timed(() => post(server.origin, key));
    expect(refused.status).toBe(503);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    await untilStatus(503, () => get(server.origin, '/api/ready'));
    // Neither touches the database: waiting on it, they would be 503 too.
    for (const path of ['/', '/api/health'])
      expect([path, (await get(server.origin, path)).status]).toEqual([path, 200]);

    immutable(false);
    // The same submission, retried as the page does: stored now, once the database's back-off
    // (on fake time in database.machine.test.ts) has it open again.
    await untilStatus(201, () => post(server.origin, key));
    expect((await get(server.origin, '/api/ready')).status).toBe(200);
    expect((await post(server.origin, key)).status).toBe(200);
  }, 120_000);
});

describe('on a PostgreSQL server that goes away', () => {
  let postgres: TemporaryPostgres;
  beforeAll(async () => {
    postgres = await startTemporaryPostgres({ fsync: 'off' });
  }, 120_000);
  afterAll(() => postgres?.stop());

  test('503 while it is down, the site still served, and leads stored again once it is back', async () => {
    const server = await start({ DATABASE_URL: postgres.url });
    expect((await post(server.origin, randomUUID())).status).toBe(201);

    postgres.pause();
    const key = randomUUID();
    const refused = await post(server.origin, key);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: 'unavailable' });
    expect((await get(server.origin, '/api/ready')).status).toBe(503);
    expect((await get(server.origin, '/api/health')).status).toBe(200);
    expect((await fetch(`${server.origin}/`)).status).toBe(200);

    postgres.start();
    // The same submission, retried: stored now, once.
    await untilStatus(201, () => post(server.origin, key));
    expect((await post(server.origin, key)).status).toBe(200);
    expect((await get(server.origin, '/api/ready')).status).toBe(200);

    const listed = runLeads(['list', '--json'], { DATABASE_URL: postgres.url });
    expect((JSON.parse(listed.stdout) as unknown[]).length).toBe(2);
    expect(server.output()).not.toMatch(/अनन्या|ananya@/);
  }, 120_000);

  test('down at start: the site is served, the API answers 503 until the database is there', async () => {
    postgres.pause();
    const server = await start({ DATABASE_URL: postgres.url }, { ready: false });
    expect((await fetch(`${server.origin}/`)).status).toBe(200);
    const refused = await timed(() => post(server.origin, randomUUID()));
    expect([refused.status, Number(refused.retryAfter) > 0]).toEqual([503, true]);
    postgres.start();
    await untilReady(server.origin);
    expect((await post(server.origin, randomUUID())).status).toBe(201);
  }, 120_000);

  test('frozen: every request answered, health and the site without waiting on it; thawed, leads are stored again', async () => {
    const server = await start({ DATABASE_URL: postgres.url });
    expect((await post(server.origin, randomUUID())).status).toBe(201);
    postgres.freeze();
    try {
      // A visitor who gives up before the answer, once their request is sent: the log says so,
      // not a status never sent.
      const abandoned = request(`${server.origin}/api/leads`, {
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      });
      abandoned.on('error', () => {});
      abandoned.end(JSON.stringify(lead), () => abandoned.destroy());
      await vi.waitFor(() => expect(server.output()).toMatch(/POST "\/api\/leads" abandoned/), { timeout: 30_000 });

      // Each is answered while the database stays frozen: a submission once the queries' bound has
      // passed (withinTime.test.ts times it), told to retry; readiness once its write check's has;
      // health and the site without asking the database, which would leave them 503 or unanswered.
      const key = randomUUID();
      const answers = await Promise.all([
        timed(() => post(server.origin, key)),
        timed(() => post(server.origin, randomUUID())),
        get(server.origin, '/api/health'),
        get(server.origin, '/api/ready'),
        get(server.origin, '/'),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([503, 503, 200, 503, 200]);
      for (const submission of answers.slice(0, 2)) expect(Number(submission.retryAfter)).toBeGreaterThan(0);
      expect(server.output()).toMatch(/POST "\/api\/leads" 503 \d/);

      postgres.thaw();
      await untilStatus(201, () => post(server.origin, key));
    } finally {
      postgres.thaw();
    }
  }, 120_000);
});

test('killed (kill -9) and started again: the site is served at once, the API says 503 while the dead lock holds, then stores', async () => {
  const killed = await start();
  killed.child.kill('SIGKILL');
  await killed.exited;
  // The lock the killed process left (proper-lockfile's folder beside the database), dated ahead:
  // until the test dates it back, it is not stale, however long anything takes.
  const lock = `${dataDir}.lock`;
  const later = new Date(Date.now() + 3_600_000);
  utimesSync(lock, later, later);
  const server = await start({}, { ready: false });
  expect((await get(server.origin, '/')).status).toBe(200);
  const early = await timed(() => post(server.origin, randomUUID()));
  expect([early.status, Number(early.retryAfter) > 0]).toEqual([503, true]);
  expect((await get(server.origin, '/api/ready')).status).toBe(503);

  const stale = new Date(Date.now() - 60_000);
  utimesSync(lock, stale, stale);
  await untilReady(server.origin, 90_000);
  expect((await post(server.origin, randomUUID())).status).toBe(201);
  // The site was served before the database was open, not after.
  expect(server.output()).toMatch(/Serving dist\/[^]*database \(pglite\): ready/);
}, 180_000);

/**
 * The lead service under load (`npm run bench`; alone: `npm run bench -- --no-build --no-lighthouse
 * --no-ready --no-interaction --no-gallery`):
 * the real server (server/main.ts) on PGlite and on a PostgreSQL server started for the run
 * (scripts/postgres.ts, PostgreSQL's default settings), each sent
 *
 * - submissions at a steady rate, open loop, for 30 s at 100 and at 300 per second: each is sent
 *   at its time whether or not the earlier ones were answered, and its latency counts from that
 *   time, so a server that falls behind shows it (no coordinated omission);
 * - 200 clients each sending its next submission as soon as the last was answered (closed loop):
 *   the most per second it sustains;
 * - then a retry of 1,000 of those submissions with their keys.
 *
 * Every submission has its own Idempotency-Key, and one that fails is retried with it as the page
 * does; at the end the rows are counted: as many leads as submissions stored (none lost), none
 * more (none doubled), and every retry of a stored one answered 200.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { withDatabase } from '../../server/db/open';
import { leads } from '../../server/db/schema';
import { startTemporaryPostgres } from '../postgres';
import { onExit, serve } from './processes';

export const OPEN_LOOP_SECONDS = 30;
export const OPEN_LOOP_RATES = [100, 300] as const;
export const CLOSED_LOOP_CLIENTS = 200;
const CLOSED_LOOP_SECONDS = 15;
const RETRIES = 1000;
/** The goals: p99 at a steady rate, per database. */
export const LEAD_GOALS = { postgres: { rate: 300, p99Ms: 50 }, pglite: { rate: 100, p99Ms: 100 } } as const;

export interface RateResult {
  rate: number;
  sent: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 201. */
  failed: number;
}

export interface LeadBenchResult {
  database: 'pglite' | 'postgres';
  openLoop: RateResult[];
  closedLoop: { clients: number; perSecond: number; p50Ms: number; p99Ms: number; failed: number };
  /** Submissions answered 201, rows found afterwards, and retries answered 200. */
  submitted: number;
  rows: number;
  retried: number;
  retriesAnswered200: number;
}

const body = JSON.stringify({
  form: 'enquiry',
  name: 'प्रिया शर्मा',
  email: 'priya@example.in',
  phone: '+91 98765 43210',
  service: 'event-management',
  budget: '1l-3l',
  message: `A launch event for our new store in Pune 🎉 ${'details '.repeat(60)}`,
  website: '',
});

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function client(origin: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const url = new URL('/api/leads', origin);
  const post = (key: string) =>
    new Promise<number>((resolve) => {
      const req = request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            'Content-Type': 'application/json',
            'Idempotency-Key': key,
            'Content-Length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve(0));
      req.end(body);
    });
  return { post, close: () => agent.destroy() };
}

export async function benchLeads(root: string, log: (line: string) => void): Promise<LeadBenchResult[]> {
  const results: LeadBenchResult[] = [];
  for (const database of ['pglite', 'postgres'] as const) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-leads-'));
    const forget = onExit(() => rmSync(dataDir, { recursive: true, force: true }));
    const postgres = database === 'postgres' ? await startTemporaryPostgres({}, log) : null;
    const forgetPostgres = postgres ? onExit(() => postgres.stop()) : () => {};
    const env: Record<string, string> = {
      LEADS_RATE_LIMIT: '1000000',
      ...(postgres ? { DATABASE_URL: postgres.url } : { LEADS_DATA_DIR: dataDir }),
    };
    try {
      log(`Leads on ${database}:`);
      // Created and migrated before the server starts: its start is then that of a server whose
      // database is already there, as in production.
      await withDatabase(
        postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir },
        async () => {},
      );
      results.push(await benchOne(root, database, env, log));
    } finally {
      forgetPostgres();
      postgres?.stop();
      forget();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}

async function benchOne(
  root: string,
  database: LeadBenchResult['database'],
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<LeadBenchResult> {
  const server = await serve(root, 'server/main.ts', env);
  const http = client(server.origin);
  const keys: string[] = [];
  let submitted = 0;
  /** One submission as the page sends it: a failure (no answer, 5xx) is retried with the same
   * key, up to three times, and a 200 after a failure means the first try was stored. */
  const send = async () => {
    const key = randomUUID();
    keys.push(key);
    let status = await http.post(key);
    for (let retry = 0; retry < 3 && (status === 0 || status >= 500); retry++) {
      status = await http.post(key);
      if (status === 200) status = 201;
    }
    if (status === 201) submitted++;
    return status;
  };
  let retriesAnswered200 = 0;
  const openLoop: RateResult[] = [];
  let closedLoop: LeadBenchResult['closedLoop'];
  try {
    // Until the database takes writes (it opens after the site is served).
    for (let tries = 0; (await fetch(`${server.origin}/api/ready`)).status !== 200; tries++) {
      if (tries > 100) throw new Error('the lead service did not become ready');
      await sleep(200);
    }
    // A short warm-up: the first requests compile the server's code paths.
    for (let index = 0; index < 50; index++) await send();

    for (const rate of OPEN_LOOP_RATES) {
      const total = rate * OPEN_LOOP_SECONDS;
      const latencies: number[] = [];
      let failed = 0;
      const pending: Promise<void>[] = [];
      const start = performance.now();
      for (let index = 0; index < total; index++) {
        const due = start + (index * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        pending.push(
          send().then((status) => {
            latencies.push(performance.now() - due);
            if (status !== 201) failed++;
          }),
        );
      }
      await Promise.all(pending);
      const result = { rate, sent: total, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), failed };
      log(
        `  open loop ${rate}/s for ${OPEN_LOOP_SECONDS} s: p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, ${failed} not 201`,
      );
      openLoop.push(result);
    }

    const latencies: number[] = [];
    let closedFailed = 0;
    let done = 0;
    const closedStart = performance.now();
    const end = closedStart + CLOSED_LOOP_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CLOSED_LOOP_CLIENTS }, async () => {
        while (performance.now() < end) {
          const started = performance.now();
          const status = await send();
          latencies.push(performance.now() - started);
          done++;
          if (status !== 201) closedFailed++;
        }
      }),
    );
    closedLoop = {
      clients: CLOSED_LOOP_CLIENTS,
      perSecond: done / ((performance.now() - closedStart) / 1000),
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      failed: closedFailed,
    };
    log(
      `  closed loop, ${CLOSED_LOOP_CLIENTS} clients for ${CLOSED_LOOP_SECONDS} s: ${closedLoop.perSecond.toFixed(0)}/s (p50 ${closedLoop.p50Ms.toFixed(1)} ms, p99 ${closedLoop.p99Ms.toFixed(1)} ms), ${closedFailed} not 201`,
    );

    // Retries of earlier submissions: each must be the lead already stored.
    const sample = keys.filter((_, index) => index % Math.floor(keys.length / RETRIES) === 0).slice(0, RETRIES);
    for (let index = 0; index < sample.length; index += 50)
      for (const status of await Promise.all(sample.slice(index, index + 50).map((key) => http.post(key))))
        if (status === 200) retriesAnswered200++;
  } finally {
    http.close();
    await server.stop();
  }

  // Counted with the server stopped (PGlite is one process at a time).
  const rows = await withDatabase(
    database === 'postgres'
      ? { kind: 'postgres', url: env.DATABASE_URL! }
      : { kind: 'pglite', dataDir: env.LEADS_DATA_DIR! },
    async (db) => (await db.select({ n: count() }).from(leads))[0]!.n,
  );
  log(
    `  ${keys.length} submissions, ${submitted} answered 201, ${rows} rows; ${retriesAnswered200} of ${RETRIES} retries answered 200`,
  );
  return {
    database,
    openLoop,
    closedLoop,
    submitted,
    rows,
    retried: RETRIES,
    retriesAnswered200,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The docs' table of one run: a row per database. */
export function leadsTable(results: readonly LeadBenchResult[]): string {
  const rows = results.map((result) => {
    const goal = LEAD_GOALS[result.database];
    const atGoal = result.openLoop.find((each) => each.rate === goal.rate);
    const met = atGoal ? (atGoal.p99Ms <= goal.p99Ms ? 'met' : 'missed') : 'not measured';
    return [
      result.database === 'pglite' ? 'PGlite' : 'PostgreSQL',
      ...OPEN_LOOP_RATES.map((rate) => {
        const each = result.openLoop.find((run) => run.rate === rate);
        return each ? `${ms(each.p50Ms)} / ${ms(each.p99Ms)}` : '–';
      }),
      `${result.closedLoop.perSecond.toFixed(0)}/s`,
      `${result.submitted} → ${result.rows} rows; ${result.retriesAnswered200}/${result.retried} retries 200`,
      `p99 ≤ ${goal.p99Ms} ms at ${goal.rate}/s: ${met}`,
    ];
  });
  const header = [
    'Database',
    ...OPEN_LOOP_RATES.map((rate) => `${rate}/s p50 / p99`),
    `${CLOSED_LOOP_CLIENTS} clients`,
    'Submitted → stored',
    'Goal',
  ];
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

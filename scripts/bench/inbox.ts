/**
 * The inbox with a year's worth of leads and more (`npm run bench`; alone: `npm run bench --
 * --no-build --no-lighthouse --no-ready --no-interaction --no-gallery --no-leads`): 100,000 leads
 * stored on PGlite and on a PostgreSQL server started for the run, then a signed-in staff member's
 * list (its first page, and the thousandth, reached by keyset) and searches by a name, an address,
 * a phone number and a word of a message. Each request's time is the server's own, from its
 * access log: the time from the request's arrival to its answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { withDatabase } from '../../server/db/open';
import { invite, setPasswordWithInvite } from '../../server/inbox/accounts';
import { inboxApi, type LeadPage } from '../../src/contract/inbox';
import { findHeadlessShell } from '../chromium';
import { startTemporaryPostgres } from '../postgres';
import { chromePath } from './lighthouse';
import { launchBrowser, onExit, serve } from './processes';

export const INBOX_LEADS = 100_000;
/** The issue's goals, server time. */
export const INBOX_GOALS = { listP95Ms: 50, searchP95Ms: 100, firstListMs: 1_500 } as const;
/** Loads of the inbox page whose first list is timed. */
const PAINTS = 7;
const SAMPLES = 40;
const PASSWORD = 'bench marigold saffron';

export interface InboxBenchResult {
  database: 'pglite' | 'postgres';
  leads: number;
  firstPage: { p50Ms: number; p95Ms: number };
  thousandthPage: { p50Ms: number; p95Ms: number };
  search: { p50Ms: number; p95Ms: number };
  /** From navigation to the first row of the list on screen, the CPU 4× slower: the median. */
  firstListMs: number;
  /** The same, for the list as the inbox drew it, served as HTML without its code: the median.
   * The floor on this machine; what the inbox's code adds is the difference. */
  firstListWithoutCodeMs?: number;
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const summary = (values: readonly number[]) => ({ p50Ms: percentile(values, 50), p95Ms: percentile(values, 95) });

/** Leads `from` to `to`: names, addresses, numbers and messages, a second apart. */
const seed = (from: number, to: number) => sql`
  insert into leads (form, fields, idempotency_key, fingerprint, created_at)
  select 'enquiry',
    jsonb_build_object(
      'name', 'Visitor ' || i || ' ' || (array['Sharma', 'Iyer', 'Khan', 'Das', 'Patel'])[1 + i % 5],
      'email', 'visitor' || i || '@example.in',
      'phone', '+91 9' || lpad(i::text, 9, '0'),
      'service', 'event-management', 'budget', '1l-3l',
      'message', 'We are planning a launch in ' || (array['Pune', 'Mumbai', 'Nagpur', 'Nashik'])[1 + i % 4]
        || ' for about ' || (50 + i % 400) || ' guests. ' || repeat('Details of the brief follow. ', 12)),
    'bench-' || i, 'f', now() - make_interval(secs => i)
  from generate_series(${from}::int, ${to}::int) as i`;

export async function benchInbox(root: string, log: (line: string) => void): Promise<InboxBenchResult[]> {
  const results: InboxBenchResult[] = [];
  for (const database of ['pglite', 'postgres'] as const) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-inbox-'));
    const forget = onExit(() => rmSync(dataDir, { recursive: true, force: true }));
    const postgres = database === 'postgres' ? await startTemporaryPostgres({}, log) : null;
    const forgetPostgres = postgres ? onExit(() => postgres.stop()) : () => {};
    const config = postgres
      ? ({ kind: 'postgres', url: postgres.url } as const)
      : ({ kind: 'pglite', dataDir } as const);
    try {
      log(`Inbox on ${database}: storing ${INBOX_LEADS.toLocaleString('en-IN')} leads…`);
      const started = performance.now();
      await withDatabase(config, async (db) => {
        // In batches: each within the statement time limit of a PostgreSQL server.
        for (let from = 1; from <= INBOX_LEADS; from += 5_000) await db.execute(seed(from, from + 4_999));
        // As a server's autovacuum would have by the time a year of leads is in.
        await db.execute(sql`analyze`);
        const { token } = await invite(db, 'bench@rangrez.in');
        await setPasswordWithInvite(db, token, PASSWORD);
      });
      log(`  stored in ${Math.round((performance.now() - started) / 1000)} s`);
      results.push(
        await benchOne(root, database, postgres ? { DATABASE_URL: postgres.url } : { LEADS_DATA_DIR: dataDir }, log),
      );
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
  database: InboxBenchResult['database'],
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<InboxBenchResult> {
  const server = await serve(root, 'server/main.ts', env);
  try {
    while ((await fetch(`${server.origin}/api/ready`)).status !== 200) await new Promise((r) => setTimeout(r, 200));
    const signedIn = await fetch(`${server.origin}${inboxApi.signIn}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.origin },
      body: JSON.stringify({ email: 'bench@rangrez.in', password: PASSWORD }),
    });
    const cookie = signedIn.headers.get('set-cookie')!.split(';', 1)[0]!;
    /** Asks for `path` and returns the server's time for it, read from its access log. */
    const timed = async (path: string) => {
      const before = server.output().length;
      const response = await fetch(`${server.origin}${path}`, { headers: { Cookie: cookie } });
      const body = (await response.json()) as LeadPage;
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      for (let tries = 0; tries < 50; tries++) {
        const line = /GET "\/api\/inbox\/leads" 200 ([\d.]+)ms/.exec(server.output().slice(before));
        if (line) return { ms: Number(line[1]), body };
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`no access log line for ${path}`);
    };

    const first: number[] = [];
    for (let index = 0; index < SAMPLES; index++) first.push((await timed(inboxApi.leads)).ms);
    // Walk to the thousandth page by its cursors, then ask for it again and again.
    let cursor: string | null = null;
    for (let page = 1; page < 1000; page++)
      cursor = (await timed(`${inboxApi.leads}?cursor=${cursor ?? ''}`)).body.next;
    const thousandth: number[] = [];
    for (let index = 0; index < SAMPLES; index++)
      thousandth.push((await timed(`${inboxApi.leads}?cursor=${cursor}`)).ms);
    const queries = ['visitor 4567 ', 'visitor88123@', '+91 900004', 'nashik', 'iyer', 'guests. details'];
    const search: number[] = [];
    const byQuery = new Map<string, number[]>();
    for (let index = 0; index < SAMPLES * 2; index++) {
      const query = queries[index % queries.length]!;
      const { ms } = await timed(`${inboxApi.leads}?q=${encodeURIComponent(query)}`);
      search.push(ms);
      byQuery.set(query, [...(byQuery.get(query) ?? []), ms]);
    }
    log(
      `  search p50 by query: ${[...byQuery].map(([query, times]) => `"${query}" ${percentile(times, 50).toFixed(1)} ms`).join(', ')}`,
    );
    const paints = await firstListPaints(server.origin, cookie);
    const result = {
      database,
      leads: INBOX_LEADS,
      firstPage: summary(first),
      thousandthPage: summary(thousandth),
      search: summary(search),
      firstListMs: percentile(paints.app, 50),
      firstListWithoutCodeMs: percentile(paints.withoutCode, 50),
    };
    log(
      `  first list painted ${result.firstListMs} ms after navigation, ${result.firstListWithoutCodeMs} ms without its code (medians of ${PAINTS}, CPU 4× slower)`,
    );
    log(
      `  list p95 ${result.firstPage.p95Ms.toFixed(1)} ms (page 1000: ${result.thousandthPage.p95Ms.toFixed(1)} ms), search p95 ${result.search.p95Ms.toFixed(1)} ms`,
    );
    return result;
  } finally {
    await server.stop();
  }
}

/** A row of the list that shows a lead: its name links to the lead's page. */
const LEAD_ROW = 'tbody tr a[href*="/leads/"]';

/**
 * Loads the inbox page signed in, on a CPU four times slower, and times each load from navigation
 * to the first painted frame that shows a row of the list, by the page's own clock: an observer set
 * before any of the page's code notes the first task after that frame's paint. Alternating with
 * each, the control: the list as that load drew it, served as HTML with its styles and without
 * its code, timed the same way.
 *
 * In Chromium's headless shell, as the tests run it: the full browser's own interface, which a
 * page never shows, keeps a renderer of its own busy beside the page's on a two-core machine.
 */
async function firstListPaints(origin: string, cookie: string) {
  const { browser, close } = await launchBrowser(findHeadlessShell() ?? chromePath);
  try {
    const [name, value] = cookie.split('=', 2) as [string, string];
    const app: number[] = [];
    const withoutCode: number[] = [];
    for (let load = 0; load < PAINTS; load++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addCookies([{ name, value, url: origin }]);
      await context.addInitScript((row) => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector(row)) return;
          observer.disconnect();
          requestAnimationFrame(() =>
            setTimeout(() => Object.assign(window, { firstListPainted: performance.now() }), 0),
          );
        }).observe(document, { childList: true, subtree: true });
      }, LEAD_ROW);
      const paintOf = async (page: Page) => {
        await page.waitForFunction(() => 'firstListPainted' in window, undefined, { timeout: 60_000 });
        return Math.round(
          await page.evaluate(() => (window as unknown as { firstListPainted: number }).firstListPainted),
        );
      };
      const slowPage = async () => {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        return page;
      };

      const page = await slowPage();
      await page.goto(`${origin}/inbox/`, { waitUntil: 'commit' });
      app.push(await paintOf(page));
      const drawn = (await page.content())
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/<link rel="modulepreload"[^>]*>/g, '');
      await page.close();

      const control = await slowPage();
      await control.route(`${origin}/inbox/`, (route) =>
        route.fulfill({ contentType: 'text/html; charset=utf-8', body: drawn }),
      );
      await control.goto(`${origin}/inbox/`, { waitUntil: 'commit' });
      withoutCode.push(await paintOf(control));
      await context.close();
    }
    return { app, withoutCode };
  } finally {
    await close();
  }
}

/** The docs' table of one run: a row per database. */
export function inboxTable(results: readonly InboxBenchResult[]): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const rows = results.map(
    (result) =>
      `| ${result.database} | ${result.leads.toLocaleString('en-IN')} | ${ms(result.firstPage.p95Ms)} | ${ms(result.thousandthPage.p95Ms)} | ${ms(result.search.p95Ms)} | ${result.firstListMs} ms | ${result.firstListWithoutCodeMs ?? '–'} ms | ${
        result.firstPage.p95Ms <= INBOX_GOALS.listP95Ms &&
        result.thousandthPage.p95Ms <= INBOX_GOALS.listP95Ms &&
        result.search.p95Ms <= INBOX_GOALS.searchP95Ms &&
        result.firstListMs <= INBOX_GOALS.firstListMs
          ? 'met'
          : 'missed'
      } |`,
  );
  return [
    `| Database | Leads | List p95 (page 1) | List p95 (page 1000) | Search p95 | First list, 4× CPU | The same without code | Goals (≤ ${INBOX_GOALS.listP95Ms} / ${INBOX_GOALS.searchP95Ms} / ${INBOX_GOALS.firstListMs} ms) |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n');
}

/**
 * Lighthouse runs of the served site: mobile preset with simulated throttling (Lighthouse's default
 * configuration), a fresh Chromium for every run, and the figures the benchmark reports.
 */
import { gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumFlags } from '../chromiumFlags';
import { median, seconds } from './stats';
import { get, onExit, withTimeout } from './processes';
import { blockingTasks, type BlockingTask } from './blocking';
import { firstLoadFiles, type Manifest } from '../build/firstLoad';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// The benchmark's server has a throwaway self-signed certificate (tls.ts); nothing else is visited.
export const chromeFlags = ['--headless=new', '--ignore-certificate-errors', ...chromiumFlags];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** One route's figures: scores 0–100, times in ms, bytes as transferred with gzip. */
export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** The modules the page starts with (its bootstrap list): the first-load JavaScript. */
  firstLoadJsBytes: number;
  /** Every script of the run, with what loads on idle or as sections come near. */
  jsBytes: number;
  totalBytes: number;
  /** Lighthouse's main-thread time for style and layout, in simulated time (CPU 4x slower). */
  styleLayoutMs: number;
}

/** What in the page explains its figures, from the run with the median performance score. */
export interface Diagnosis {
  lcpElement: string;
  /** Time to first byte, resource load delay and duration, element render delay. */
  lcpSubparts: Array<{ subpart: string; ms: number }>;
  scripts: Array<{ url: string; bytes: number }>;
  bootup: Array<{ url: string; totalMs: number; scriptingMs: number }>;
  mainThread: Array<{ group: string; ms: number }>;
  /** Lighthouse's long tasks in simulated time, each with its share of TBT, and the run's FCP. */
  blocking: { fcpMs: number; tasks: BlockingTask[] };
  /** Requests started before the first paint of the unthrottled load: simulated FCP and LCP wait for them. */
  beforeFirstPaint: { observedFcpMs: number; bytes: number; byType: Record<string, number> };
  failing: Array<{ category: string; id: string; title: string; score: number | null; detail: string }>;
  performanceOpportunities: Array<{ id: string; title: string; display: string }>;
}

export interface RouteResult {
  route: string;
  median: Figures;
  runs: Figures[];
  diagnosis: Diagnosis;
  /** Lighthouse's CPU benchmark of this machine, median of the runs (higher is faster). */
  benchmarkIndex: number;
  userAgent: string;
}

const runOnce = async (url: string): Promise<Result> => {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, handleSIGINT: false, logLevel: 'silent' });
  const removeCleanup = onExit(() => chrome.kill());
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        // Bytes are reported gzip, as the goals are written; the static server picks its .gz copies.
        extraHeaders: { 'Accept-Encoding': 'gzip, deflate' },
      }),
      120_000,
      `Lighthouse on ${url}`,
      () => chrome.kill(),
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    removeCleanup();
    chrome.kill();
  }
};

/** Lighthouse sometimes loses a busy machine's trace of a load (NO_NAVSTART) and asks to be run
 * again: one more try, then the error stands. */
const run = (url: string): Promise<Result> => runOnce(url).catch(() => runOnce(url));

const score = (lhr: Result, id: (typeof categories)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse result has no ${id}`);
  return value;
};

type Items = Array<Record<string, unknown>>;
const itemsOf = (lhr: Result, id: string): Items => {
  const details = lhr.audits[id]?.details as { items?: Items } | undefined;
  return details?.items ?? [];
};

function figures(lhr: Result, firstLoadJsBytes: number): Figures {
  const scripts = itemsOf(lhr, 'resource-summary').find((item) => item.resourceType === 'script');
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    firstLoadJsBytes,
    jsBytes: Number(scripts?.transferSize ?? 0),
    totalBytes: numeric(lhr, 'total-byte-weight'),
    styleLayoutMs: styleLayout(lhr),
  };
}

/** The style and layout group of Lighthouse's main-thread breakdown. */
const styleLayout = (lhr: Result) =>
  Math.round(
    Number(itemsOf(lhr, 'mainthread-work-breakdown').find((item) => item.group === 'styleLayout')?.duration ?? 0),
  );

/**
 * The page's first-load JavaScript, counted as tests/e2e/budgets.spec.ts counts it: the page's
 * entry, the app it imports once the page has painted and the route's page chunk, with their
 * static imports (scripts/build/firstLoad.ts, from the build's manifest; the route's page from
 * the prerender bundle), each gzipped at level 9, without HTTP headers. Deterministic, so the same
 * for every run.
 */
async function firstLoadJs(origin: string, route: string): Promise<number> {
  const manifest = JSON.parse(readFileSync(join(root, 'dist', '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const server = (await import(pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href)) as {
    pageSourceFile: (route: string) => string;
  };
  let total = 0;
  for (const path of firstLoadFiles(manifest, server.pageSourceFile(route))) {
    const { body } = await get(origin + path, { 'Accept-Encoding': 'identity' });
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

const shortUrl = (url: unknown, origin: string) => String(url).replace(origin, '');

function diagnose(lhr: Result, origin: string): Diagnosis {
  // Lighthouse 13 reports the LCP element and its subparts in one insight: a list of a table (the
  // subparts) and the element's node.
  const lcpParts = itemsOf(lhr, 'lcp-breakdown-insight') as Array<{
    type?: string;
    items?: Items;
    snippet?: string;
    selector?: string;
  }>;
  const lcpNode = lcpParts.find((part) => part.type === 'node');
  const lcpTable = lcpParts.find((part) => part.type === 'table')?.items ?? [];
  const failing: Diagnosis['failing'] = [];
  for (const id of categories.slice(1)) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const first = itemsOf(lhr, ref.id)[0] as
        { node?: { snippet?: string }; url?: string; description?: string } | undefined;
      const detail = first?.node?.snippet ?? first?.url ?? first?.description ?? audit.displayValue ?? '';
      failing.push({ category: id, id: ref.id, title: audit.title, score: audit.score, detail: String(detail) });
    }
  }
  const opportunities = (lhr.categories.performance?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'metricSavings')
    .map((audit) => ({ id: audit!.id, title: audit!.title, display: audit!.displayValue ?? '' }));
  const observedFcpMs = Number(itemsOf(lhr, 'metrics')[0]?.observedFirstContentfulPaint ?? 0);
  const byType: Record<string, number> = {};
  for (const item of itemsOf(lhr, 'network-requests')) {
    if (Number(item.networkRequestTime) >= observedFcpMs) continue;
    const type = String(item.resourceType ?? 'Other');
    byType[type] = (byType[type] ?? 0) + Number(item.transferSize ?? 0);
  }
  return {
    lcpElement: lcpNode?.snippet ?? lcpNode?.selector ?? '(none)',
    lcpSubparts: (lcpTable as Array<{ subpart: string; duration: number }>).map((item) => ({
      subpart: item.subpart,
      ms: Math.round(item.duration),
    })),
    scripts: itemsOf(lhr, 'network-requests')
      .filter((item) => item.resourceType === 'Script')
      .map((item) => ({ url: shortUrl(item.url, origin), bytes: Number(item.transferSize ?? 0) }))
      .sort((a, b) => b.bytes - a.bytes),
    bootup: itemsOf(lhr, 'bootup-time').map((item) => ({
      url: shortUrl(item.url, origin),
      totalMs: Math.round(Number(item.total)),
      scriptingMs: Math.round(Number(item.scripting)),
    })),
    mainThread: itemsOf(lhr, 'mainthread-work-breakdown').map((item) => ({
      group: String(item.groupLabel ?? item.group),
      ms: Math.round(Number(item.duration)),
    })),
    blocking: {
      fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
      tasks: blockingTasks(
        itemsOf(lhr, 'long-tasks').map((item) => ({
          url: shortUrl(item.url, origin),
          startMs: Math.round(Number(item.startTime)),
          durationMs: Math.round(Number(item.duration)),
        })),
        numeric(lhr, 'first-contentful-paint'),
        numeric(lhr, 'interactive'),
      ),
    },
    beforeFirstPaint: {
      observedFcpMs: Math.round(observedFcpMs),
      bytes: Object.values(byType).reduce((sum, bytes) => sum + bytes, 0),
      byType,
    },
    failing,
    performanceOpportunities: opportunities,
  };
}

/** One Lighthouse run of `origin + route`, its report saved in `reportDir`. */
async function reportedRun(origin: string, route: string, index: number, reportDir: string): Promise<Result> {
  const lhr = await run(origin + route);
  mkdirSync(reportDir, { recursive: true });
  const name = `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${index}.json`;
  writeFileSync(join(reportDir, name), JSON.stringify(lhr));
  return lhr;
}

/** A route's runs as one result: every metric is the median of its runs. */
function summarize(origin: string, route: string, reports: Result[], firstLoadJsBytes: number): RouteResult {
  const all = reports.map((lhr) => figures(lhr, firstLoadJsBytes));
  const key = <K extends keyof Figures>(name: K) => median(all.map((f) => f[name]));
  const medianFigures: Figures = {
    performance: key('performance'),
    accessibility: key('accessibility'),
    bestPractices: key('bestPractices'),
    seo: key('seo'),
    lcpMs: key('lcpMs'),
    tbtMs: key('tbtMs'),
    cls: key('cls'),
    fcpMs: key('fcpMs'),
    firstLoadJsBytes: key('firstLoadJsBytes'),
    jsBytes: key('jsBytes'),
    totalBytes: key('totalBytes'),
    styleLayoutMs: key('styleLayoutMs'),
  };
  // Diagnose the run whose performance score is the median one.
  const byScore = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const representative = byScore[Math.floor((byScore.length - 1) / 2)]!;
  return {
    route,
    median: medianFigures,
    runs: all,
    diagnosis: diagnose(representative, origin),
    benchmarkIndex: median(reports.map((lhr) => lhr.environment.benchmarkIndex)),
    userAgent: representative.environment.hostUserAgent,
  };
}

/**
 * `runs` Lighthouse runs of every route, in rounds: each round measures every route once and,
 * when `controlOrigin` is given, its copy without JavaScript right after it, so that a route and its
 * control meet the same moment of a busy machine.
 */
export async function measureRoutes(
  origin: string,
  controlOrigin: string | null,
  routes: readonly string[],
  runs: number,
  reportDir: string,
  log: (line: string) => void,
): Promise<{ results: RouteResult[]; controls: ControlResult[] }> {
  const firstLoad = new Map<string, number>();
  for (const route of routes) firstLoad.set(route, await firstLoadJs(origin, route));
  const reports = new Map<string, Result[]>(routes.map((route) => [route, []]));
  const controls = new Map<string, ControlResult>(
    routes.map((route) => [route, { route, tbtMs: [], lcpMs: [], fcpMs: [], styleLayoutMs: [], performance: [] }]),
  );
  for (let index = 1; index <= runs; index += 1) {
    for (const route of routes) {
      const started = Date.now();
      const lhr = await reportedRun(origin, route, index, reportDir);
      reports.get(route)!.push(lhr);
      const f = figures(lhr, firstLoad.get(route)!);
      let line = `  ${route} run ${index}/${runs}: performance ${f.performance}, LCP ${seconds(f.lcpMs)} s, TBT ${Math.round(f.tbtMs)} ms`;
      if (controlOrigin) {
        const control = await run(controlOrigin + route);
        const c = controls.get(route)!;
        c.tbtMs.push(Math.round(numeric(control, 'total-blocking-time')));
        c.lcpMs.push(Math.round(numeric(control, 'largest-contentful-paint')));
        c.fcpMs.push(Math.round(numeric(control, 'first-contentful-paint')));
        c.styleLayoutMs.push(styleLayout(control));
        c.performance.push(score(control, 'performance'));
        line += `; without JavaScript FCP ${seconds(c.fcpMs.at(-1)!)} s, LCP ${seconds(c.lcpMs.at(-1)!)} s, TBT ${c.tbtMs.at(-1)} ms, style and layout ${c.styleLayoutMs.at(-1)} ms`;
      }
      log(`${line} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  }
  return {
    results: routes.map((route) => summarize(origin, route, reports.get(route)!, firstLoad.get(route)!)),
    controls: controlOrigin ? routes.map((route) => controls.get(route)!) : [],
  };
}

/** The runs of a page that fetches no JavaScript (scripts/bench/control.ts): what its HTML and CSS
 * cost alone. */
export interface ControlResult {
  route: string;
  tbtMs: number[];
  lcpMs: number[];
  fcpMs: number[];
  styleLayoutMs: number[];
  performance: number[];
}

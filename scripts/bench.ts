/**
 * `npm run bench`: builds the site, serves the production build on loopback (server/main.ts,
 * with its headers and precompressed files) and prints its tables: Lighthouse per route (mobile
 * preset, simulated throttling, median of 3 runs, each in a fresh system Chromium) checked against
 * the goals, and beside each route its copy without scripts (--control); how long the page is
 * visible before it answers (scripts/bench/readyAfterPaint.ts); press → paint of three
 * interactions with the CPU slowed down 4x (scripts/bench/interactions.ts,
 * scripts/bench/pressToPaint.ts); and the gallery's cost with 15, 150 and 1,500 projects
 * (scripts/bench/harness/, driven by Playwright). Results go to reports/bench/results.json; raw Lighthouse
 * reports to .lighthouse/.
 *
 *   --no-build        measure the existing dist/
 *   --runs=N          Lighthouse runs per route (3)
 *   --routes=/,/x     routes to measure (/, /start-project, /consultation, /portfolio)
 *   --no-lighthouse   skip Lighthouse
 *   --no-ready        skip ready after paint
 *   --no-interaction  skip press → paint
 *   --no-gallery      skip the gallery
 *   --no-leads        skip the lead service under load (scripts/bench/leads.ts)
 *   --no-inbox        skip the inbox with 100,000 leads (scripts/bench/inbox.ts)
 *   --control         also each route as a copy of its page that fetches no JavaScript (no script,
 *                     no modulepreload), measured right after it in every round: what the HTML
 *                     and CSS cost alone (scripts/bench/control.ts)
 *   --http1           serve over plain HTTP/1.1 rather than HTTPS with HTTP/2
 *   --markdown        print the docs table from reports/bench/results.json and measure nothing
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem, type as osType } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gallerySamples, measureGallery } from './bench/gallery';
import { benchInbox, inboxTable, type InboxBenchResult } from './bench/inbox';
import { benchLeads, leadsTable, type LeadBenchResult } from './bench/leads';
import { scriptlessCopy } from './bench/control';
import { cpuSlowdown, interactions, interactionSamples, type InteractionResult } from './bench/interactions';
import { chromePath, measureRoutes, type ControlResult, type RouteResult } from './bench/lighthouse';
import { measureInteractions } from './bench/pressToPaint';
import { measureReady, type ReadyResult } from './bench/readyAfterPaint';
import { cleanUp, onExit, serve } from './bench/processes';
import { loopbackCertificate } from './bench/tls';
import {
  busyWarning,
  controlTable,
  diagnosisText,
  galleryTable,
  interactionMisses,
  interactionTable,
  lighthouseTable,
  machineLine,
  markdown,
  misses,
  readyMisses,
  readyTable,
  type GalleryResult,
  type Machine,
} from './bench/report';
import { median } from './bench/stats';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsFile = join(root, 'reports', 'bench', 'results.json');
// Gitignored at the root, so neither git nor Prettier look at the reports.
const reportDir = join(root, '.lighthouse');

interface Results {
  machine: Machine;
  runs: number;
  lighthouse: RouteResult[];
  gallery: GalleryResult[] | null;
  /** The routes without scripts (--control); empty when not asked for. */
  control: ControlResult[];
  /** Press → paint; empty when never measured. */
  interactions: InteractionResult[];
  /** Ready after paint; empty when never measured. */
  ready: ReadyResult[];
  /** The lead service under load; empty when never measured. */
  leads?: LeadBenchResult[];
  /** The inbox with 100,000 leads; empty when never measured. */
  inbox?: InboxBenchResult[];
  misses: ReturnType<typeof misses>;
}

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const known =
  /^--(no-build|no-lighthouse|no-ready|no-interaction|no-gallery|no-leads|no-inbox|control|markdown|runs=\d+|routes=.+)$/;
const unknown = args.filter((arg) => !known.test(arg));
if (unknown.length > 0) {
  console.error(`bench: unknown argument ${unknown.join(' ')} (see the top of scripts/bench.ts)`);
  process.exit(2);
}

const runs = Number(option('runs') ?? 3);
if (!(runs >= 1 && runs <= 20)) {
  console.error('bench: --runs takes 1 to 20');
  process.exit(2);
}
const routes = option('routes')?.split(',') ?? ['/', '/start-project', '/consultation', '/portfolio'];

if (flag('markdown')) {
  if (!existsSync(resultsFile)) {
    console.error('bench: no reports/bench/results.json yet: run `npm run bench` first.');
    process.exit(1);
  }
  const saved = JSON.parse(readFileSync(resultsFile, 'utf8')) as Results;
  console.log(
    markdown(
      saved.lighthouse,
      saved.gallery,
      saved.runs,
      saved.machine,
      saved.control ?? [],
      saved.interactions ?? [],
      saved.ready ?? [],
    ),
  );
  process.exit(0);
}

const log = (line: string) => console.log(line);

// Bounded: a hung browser or server cannot keep the benchmark alive.
const watchdog = setTimeout(() => {
  console.error('bench: still running after 30 minutes; stopping.');
  void cleanUp().finally(() => process.exit(1));
}, 30 * 60_000);
watchdog.unref();

function build() {
  log('Building (npm run build)…');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
  }
  log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

function chromiumVersion() {
  try {
    const output = execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const version = /\d+(\.\d+){3}/.exec(output)?.[0];
    return version ? `Chromium ${version}` : output.trim();
  } catch {
    return `unknown Chromium at ${chromePath}`;
  }
}

function lighthouseVersion() {
  const pkg = JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** --control: a copy of dist/ whose pages have no scripts, served beside it. */
async function serveWithoutScripts(tls: Record<string, string>) {
  const copy = scriptlessCopy(join(root, 'dist'), routes);
  const forget = onExit(copy.remove);
  const server = await serve(root, 'server/main.ts', { ...tls, DIST: copy.dir });
  return {
    origin: server.origin,
    stop: async () => {
      await server.stop();
      forget();
      copy.remove();
    },
  };
}

async function main() {
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: set CHROME_PATH.`);
  if (!flag('no-build')) build();
  const loadAverage = loadavg()[0]!;
  const busy = busyWarning({ cpus: cpus().length, loadAverage });
  if (busy) log(busy);

  let lighthouseResults: RouteResult[] = [];
  let controls: ControlResult[] = [];
  let interactionResults: InteractionResult[] = [];
  let readyResults: ReadyResult[] = [];
  const withLighthouse = !flag('no-lighthouse');
  const withReady = !flag('no-ready');
  const withInteraction = !flag('no-interaction');
  if (withLighthouse || withReady || withInteraction) {
    const certificate = loopbackCertificate();
    // --http1: plain HTTP/1.1, as a host without HTTP/2 serves, each request on one of a few connections.
    const tls: Record<string, string> = flag('http1') ? {} : { TLS_CERT: certificate.cert, TLS_KEY: certificate.key };
    try {
      const server = await serve(root, 'server/main.ts', tls);
      try {
        log(`Serving dist/ at ${server.origin}.`);
        if (withLighthouse) {
          const control = flag('control') ? await serveWithoutScripts(tls) : null;
          try {
            log(
              `Lighthouse, ${runs} rounds over ${routes.join(', ')}${control ? `, each route followed by its copy without scripts (${control.origin})` : ''}:`,
            );
            rmSync(reportDir, { recursive: true, force: true });
            ({ results: lighthouseResults, controls } = await measureRoutes(
              server.origin,
              control?.origin ?? null,
              routes,
              runs,
              reportDir,
              log,
            ));
          } finally {
            await control?.stop();
          }
        }
        if (withReady) {
          log('Ready after paint, CPU 4x slower, 5 fresh loads:');
          readyResults = await measureReady(server.origin, log);
        }
        if (withInteraction) {
          log(`Press → paint, CPU ${cpuSlowdown}x slower, ${interactionSamples} fresh loads per interaction:`);
          interactionResults = await measureInteractions(server.origin, interactions, log);
        }
      } finally {
        await server.stop();
      }
    } finally {
      certificate.remove();
    }
  }

  let gallery: GalleryResult[] | null = null;
  if (!flag('no-gallery')) gallery = await measureGallery(root, log);

  let leadResults: LeadBenchResult[] = [];
  if (!flag('no-leads')) leadResults = await benchLeads(root, log);
  let inboxResults: InboxBenchResult[] = [];
  if (!flag('no-inbox')) inboxResults = await benchInbox(root, log);

  const machine: Machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGb: totalmem() / 1024 ** 3,
    chromium: chromiumVersion(),
    node: process.version,
    lighthouse: lighthouseVersion(),
    os: `${osType()} ${release()}`,
    benchmarkIndex: lighthouseResults.length > 0 ? median(lighthouseResults.map((r) => r.benchmarkIndex)) : null,
    loadAverage,
    date: new Date().toISOString().slice(0, 10),
  };

  console.log('');
  if (lighthouseResults.length > 0) {
    console.log(lighthouseTable(lighthouseResults, runs));
    const diagnosis = diagnosisText(lighthouseResults);
    if (diagnosis) console.log(`\n${diagnosis}`);
    if (controls.length > 0) console.log(`\n${controlTable(lighthouseResults, controls)}`);
  }
  if (readyResults.length > 0) console.log(`\n${readyTable(readyResults)}`);
  if (interactionResults.length > 0) console.log(`\n${interactionTable(interactionResults)}`);
  if (gallery) console.log(`\n${galleryTable(gallery, gallerySamples)}`);
  if (leadResults.length > 0) console.log(`\n${leadsTable(leadResults)}`);
  if (inboxResults.length > 0) console.log(`\n${inboxTable(inboxResults)}`);
  console.log(`\nMachine: ${machineLine(machine)}`);
  if (busy) console.log(busy);

  // Keep the previous figures of a part that was skipped this time.
  const previous = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Results) : null;
  if (lighthouseResults.length === 0 && previous) lighthouseResults = previous.lighthouse;
  if (interactionResults.length === 0 && previous) interactionResults = previous.interactions ?? [];
  if (readyResults.length === 0 && previous) readyResults = previous.ready ?? [];
  const results: Results = {
    machine,
    runs: lighthouseResults === previous?.lighthouse ? previous.runs : runs,
    lighthouse: lighthouseResults,
    gallery: gallery ?? previous?.gallery ?? null,
    // The control belongs to the Lighthouse figures it is read against.
    control: lighthouseResults === previous?.lighthouse ? (previous.control ?? []) : controls,
    interactions: interactionResults,
    ready: readyResults,
    leads: leadResults.length > 0 ? leadResults : (previous?.leads ?? []),
    inbox: inboxResults.length > 0 ? inboxResults : (previous?.inbox ?? []),
    misses: [
      ...misses(lighthouseResults, controls),
      ...readyMisses(readyResults),
      ...interactionMisses(interactionResults),
    ],
  };
  mkdirSync(dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    `Wrote reports/bench/results.json (README table: npm run bench -- --markdown); Lighthouse reports in .lighthouse/.`,
  );
}

try {
  await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
  clearTimeout(watchdog);
}

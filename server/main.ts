/**
 * The site's one server: the built site the way a static host serves it (server/static/), and the
 * lead service under /api/ (server/api/, docs/leads.md) on the same origin. Used by `npm start`,
 * the Playwright suite and the benchmark. Settings come from the environment (server/config.ts);
 * a bad one stops it with a sentence that names it.
 *
 * With TLS_CERT and TLS_KEY (PEM files) it speaks HTTPS with HTTP/2, as static hosts do: one
 * connection carries every request. PORT=0 takes any free port; the line it prints names the one
 * it got. One line per request goes to stderr: method, path, status and time, nothing a visitor
 * typed and not their address.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApi } from './api/app.ts';
import { ConfigError, readConfig, type Config } from './config.ts';
import { openLeadStore, type Database, type LeadStore } from './db/open.ts';
import { scheduleRetention } from './leads/retention.ts';
import { requestLine } from './log.ts';
import { startNotifier, type Notifier } from './notify/index.ts';
import { createSite } from './static/site.ts';

const log = (message: string) => console.error(`[serve] ${new Date().toISOString()} ${message}`);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: Config;
try {
  config = readConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const site = createSite(config.dist, log);

/** A PostgreSQL server that is down at start is waited for: the site is served meanwhile and the
 * API answers 503 until the database is there. */
const RETRY_OPEN_MS = 5_000;

let store: LeadStore | null = null;
let db: Database | null = null;
let notifier: Notifier | null = null;

async function openDatabase(): Promise<void> {
  for (;;) {
    try {
      store = await openLeadStore(config.database);
      db = store.db;
      return;
    } catch (error) {
      // PGlite's folder is ours: if it cannot be opened, waiting will not help.
      if (config.database.kind === 'pglite')
        fail(`Could not open the lead database in ${config.database.dataDir}: ${(error as Error).message}`);
      log(`the PostgreSQL server does not answer (${(error as Error).name}); trying again`);
      await new Promise((resolve) => setTimeout(resolve, RETRY_OPEN_MS));
    }
  }
}

const api = getRequestListener(
  createApi({
    database: () => db,
    rateLimit: config.rateLimit,
    log,
    onNotificationWaiting: () => void notifier?.wake(),
    afterStore: config.faultKillAfterStore ? () => process.kill(process.pid, 'SIGKILL') : undefined,
  }).fetch,
);

type Request = IncomingMessage | Http2ServerRequest;
type Response = ServerResponse | Http2ServerResponse;

function handle(req: Request, res: Response) {
  const started = performance.now();
  res.once('close', () => log(requestLine(req.method, req.url, res.statusCode, performance.now() - started)));
  if (/^\/api(?:[/?]|$)/.test(req.url ?? '')) void api(req, res);
  else site.handle(req, res);
}

const tls = config.tls ? { cert: readFileSync(config.tls.cert), key: readFileSync(config.tls.key) } : null;
const server = tls
  ? createSecureServer({ ...tls, allowHTTP1: true }, handle)
  : createServer({ requireHostHeader: true }, handle);
server.on('clientError', site.clientError);
server.on('connect', site.connect);
if (tls) {
  // A failed handshake or a broken HTTP/2 session ends that connection, never the server.
  server.on('tlsClientError', (error: Error) => log(`TLS handshake failed: ${error.message}`));
  server.on('sessionError', (error: NodeJS.ErrnoException) => {
    // A browser closing its connection mid-session is no error of the server's.
    if (error.code !== 'ECONNRESET') log(`HTTP/2 session error: ${error.message}`);
  });
}

const { port, host } = config;
const opening = openDatabase();
if (config.database.kind === 'pglite') await opening;
void opening.then(() => {
  scheduleRetention(db!, config.retentionDays, log);
  // Each stored lead e-mailed to the agency through the outbox (server/notify/). Without SMTP_URL
  // the leads are stored all the same and their notifications wait.
  if (config.notify) notifier = startNotifier({ db: db!, ...config.notify, log });
});

// Before listening (a port in use, say) an error is the operator's to fix: it stops the process.
server.once('error', (error: Error) => fail(`Could not serve ${config.dist} on ${host}:${port}: ${error.message}`));
server.listen(port, host, () => {
  server.removeAllListeners('error');
  server.on('error', (error: Error) => log(`server error: ${error.message}`));
  const scheme = tls ? 'https' : 'http';
  const { port: bound } = server.address() as AddressInfo;
  const where = config.database.kind === 'pglite' ? config.database.dataDir : 'PostgreSQL (DATABASE_URL)';
  console.log(
    `Serving dist/ at ${scheme}://${host === '0.0.0.0' ? 'localhost' : host}:${bound}/ with leads in ${where}`,
  );
});

/** Stopped (Ctrl+C, a service manager): the e-mails being sent are recorded and the database is
 * closed, so PGlite's folder is left whole and unlocked. */
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    server.close();
    const closing = (async () => {
      await notifier?.stop();
      await store?.close();
    })();
    void closing.finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 3_000).unref();
  });

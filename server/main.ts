/**
 * The site's one server: the built site as a static host serves it and the lead service under
 * /api/ (docs/leads.md), one app on one origin. Used by `npm start`, the Playwright suite and the
 * benchmark. It only composes and starts; settings come from the environment (server/config.ts),
 * and a bad one stops it with a sentence that names it.
 *
 * The site is served at once; the database opens beside it (the API answers 503 until it is
 * ready). On SIGTERM or Ctrl+C the server machine (machines/serverMachine.ts) stops it without
 * dropping a request it has begun.
 */
import { createActor, fromPromise } from 'xstate';
import { serverMachine } from '../machines/serverMachine.ts';
import { controlFileOf, writeControl } from './admin/control.ts';
import { createAdminRoutes } from './admin/routes.ts';
import { createApi } from './api/api.ts';
import { createApp, requestHandler } from './app.ts';
import { ConfigError, readConfig, type Config } from './config.ts';
import { databaseDriver } from './db/open.ts';
import { openStore } from './db/store.ts';
import { clientOf } from './http/client.ts';
import { listen, type Listener } from './http/listen.ts';
import { createLiveHub } from './inbox/live.ts';
import { listDrawer } from './inbox/drawnList.ts';
import { createInboxRoutes } from './inbox/routes.ts';
import { scheduleRetention } from './leads/retention.ts';
import { startNotifier } from './notify/notifier.ts';
import { createSite } from './static/site.ts';
import { INBOX_PATH } from '../src/contract/inbox.ts';

const log = (message: string) => console.error(`[serve] ${new Date().toISOString()} ${message}`);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function settings(): Config {
  try {
    return readConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

async function main() {
  const config = settings();

  const client = clientOf(config.trustProxy);
  const site = createSite(config.dist, log, { isSecure: client.isSecure });
  const inboxSite = !config.distInbox
    ? null
    : createSite(config.distInbox, log, { isSecure: client.isSecure, mount: INBOX_PATH, fallback: 'index.html' });
  const live = createLiveHub();
  const store = openStore(databaseDriver(config.database, { onChange: live.announce }), log);
  scheduleRetention(store, config.retentionDays, log, { compact: config.database.kind === 'pglite' });
  // Each stored lead e-mailed to the agency through the outbox (server/notify/). Without SMTP_URL
  // the leads are stored all the same and their notifications wait.
  const notifier = config.notify ? startNotifier({ store, ...config.notify, log }) : null;

  const startedStopping = { at: 0, underWay: 0 };
  const server = createActor(
    serverMachine.provide({
      actors: {
        drainRequests: fromPromise(async () => listener?.drained()),
        stopWork: fromPromise(async () => {
          await notifier?.stop();
          await store.close();
        }),
      },
      actions: {
        stopAccepting: () => {
          void live.close();
          Object.assign(startedStopping, { at: performance.now(), underWay: listener?.underWay() ?? 0 });
          log(`stopping: no new connections; answering the ${startedStopping.underWay} request(s) under way`);
          listener?.stopAccepting();
        },
        cutRequests: () =>
          log(`stopping: the grace is over; ${listener?.cut() ?? 0} request(s) answered 503 and closed`),
        exit: () => {
          const took = Math.round(performance.now() - startedStopping.at);
          log(
            `stopped after ${took} ms: answered the ${startedStopping.underWay} request(s) under way, ${notifier ? 'let the e-mails being sent finish, ' : ''}closed the database`,
          );
          process.exit(0);
        },
      },
    }),
    { input: { graceMs: config.drainGraceMs } },
  );

  const api = createApi({
    store,
    client,
    rateLimit: config.rateLimit,
    log,
    stopping: () => !server.getSnapshot().matches('serving'),
    onNotificationWaiting: () => void notifier?.wake(),
    afterStore: config.faultKillAfterStore ? () => process.kill(process.pid, 'SIGKILL') : undefined,
  });
  const embedded = config.database.kind === 'pglite';
  // Its code loads beside the start: until it has, the inbox draws the list itself.
  const listPage = inboxSite && {
    drawer: listDrawer(config.distInbox!).catch((error: unknown) => {
      log(`the inbox's list is drawn in the browser: its server entry did not load: ${String(error)}`);
      return null;
    }),
    answer: inboxSite.drawnPage,
  };
  const inbox = createInboxRoutes({ store, client, live, embedded, log, listPage: listPage ?? undefined });
  let adminToken: string | null = null;
  const admin = createAdminRoutes({ store, token: () => adminToken, log });
  const handle = requestHandler(createApp({ api, inbox, admin, site, inboxSite }), site);

  // Stopped from now on, while it starts too.
  let listener: Listener | null = null;
  server.start();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.send({ type: 'server.stop' }));

  listener = await listen({ ...config, handle, clientError: site.clientError, connect: site.connect, log }).catch(
    (error: Error) => fail(`Could not serve ${config.dist} on ${config.host}:${config.port}: ${error.message}`),
  );
  const where = config.database.kind === 'pglite' ? config.database.dataDir : 'PostgreSQL (DATABASE_URL)';
  // The `leads` command reaches the embedded database through this server (server/admin/).
  if (config.database.kind === 'pglite')
    adminToken = writeControl(controlFileOf(config.database.dataDir), listener.origin);
  console.log(`Serving dist/ at ${listener.origin}/ with leads in ${where}`);
  // Told to stop while it was starting: it stops at once.
  if (!server.getSnapshot().matches('serving')) listener.stopAccepting();
}

await main();

/**
 * The lead API served in-process over real HTTP (Node's server and Hono's request listener, as
 * server/main.ts serves it), on a real database of either driver, for the contract tests.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createApi, type ApiEnv } from '../../../server/api/api';
import type { Config } from '../../../server/config';
import { databaseDriver, type Database } from '../../../server/db/open';
import { leads, outbox } from '../../../server/db/schema';
import { openStore, type Store } from '../../../server/db/store';
import { clientOf, type TrustProxy } from '../../../server/http/client';
import { createLiveHub } from '../../../server/inbox/live';
import { createInboxRoutes } from '../../../server/inbox/routes';
import { FORM_TOKEN_PATH } from '../../../src/contract/lead';
import { freshDatabase, type DriverName } from './databases';

export interface ApiServer {
  origin: string;
  store: Store;
  db: Database;
  logs: string[];
  /** Rows in the leads table. */
  leadCount: () => Promise<number>;
  /** Rows waiting in the outbox for a lead. */
  outboxRows: (leadId: string) => Promise<number>;
  lead: (id: string) => Promise<typeof leads.$inferSelect | undefined>;
  /** A form token from the API, as a form asks for one at its first key. */
  formToken: () => Promise<string>;
  close: () => Promise<void>;
}

export async function startApiServer(
  kind: DriverName,
  {
    rateLimit = {},
    trustProxy = { kind: 'none' },
  }: { rateLimit?: Partial<Config['rateLimit']>; trustProxy?: TrustProxy } = {},
): Promise<ApiServer> {
  const fresh = await freshDatabase(kind);
  const live = createLiveHub();
  const store = openStore(databaseDriver(fresh.database, { onChange: live.announce }), () => {});
  await store.ready();
  const db = await store.use(async (database) => database);
  const logs: string[] = [];
  const log = (line: string) => logs.push(line);
  const client = clientOf(trustProxy);
  const api = createApi({
    store,
    client,
    rateLimit: { limit: 1_000_000, refusals: 1_000_000, windowMs: 60_000, ...rateLimit },
    log,
    stopping: () => false,
  });
  // The APIs as server/app.ts puts them together: the inbox's first, then the lead service's.
  const app = new Hono<ApiEnv>()
    .route('/', createInboxRoutes({ store, client, live, embedded: kind === 'pglite', log }))
    .route('/', api);
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    store,
    db,
    logs,
    leadCount: async () => (await db.select({ n: count() }).from(leads))[0]!.n,
    outboxRows: async (leadId) => (await db.select({ n: count() }).from(outbox).where(eq(outbox.leadId, leadId)))[0]!.n,
    lead: async (id) => (await db.select().from(leads).where(eq(leads.id, id)))[0],
    formToken: async () => ((await (await fetch(`${origin}${FORM_TOKEN_PATH}`)).json()) as { token: string }).token,
    close: async () => {
      await live.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await store.close();
      await fresh.remove();
    },
  };
}

/**
 * The lead API served in-process over real HTTP (Node's server and Hono's request listener, as
 * server/main.ts serves it), on a real database of either driver, for the contract tests.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { count, eq } from 'drizzle-orm';
import { createApi } from '../../../server/api/app';
import { openLeadStore, type LeadStore } from '../../../server/db/open';
import { leads, outbox } from '../../../server/db/schema';
import { freshDatabase, type DriverName } from './databases';

export interface ApiServer {
  origin: string;
  store: LeadStore;
  logs: string[];
  /** Rows in the leads table. */
  leadCount: () => Promise<number>;
  /** Rows waiting in the outbox for a lead. */
  outboxRows: (leadId: string) => Promise<number>;
  lead: (id: string) => Promise<typeof leads.$inferSelect | undefined>;
  close: () => Promise<void>;
}

export async function startApiServer(kind: DriverName, rateLimit = 1_000_000): Promise<ApiServer> {
  const fresh = await freshDatabase(kind);
  const store = await openLeadStore(fresh.database);
  const logs: string[] = [];
  const api = createApi({
    database: () => store.db,
    rateLimit: { limit: rateLimit, windowMs: 60_000 },
    log: (line) => logs.push(line),
  });
  const server = createServer(getRequestListener(api.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const { db } = store;
  return {
    origin: `http://127.0.0.1:${port}`,
    store,
    logs,
    leadCount: async () => (await db.select({ n: count() }).from(leads))[0]!.n,
    outboxRows: async (leadId) => (await db.select({ n: count() }).from(outbox).where(eq(outbox.leadId, leadId)))[0]!.n,
    lead: async (id) => (await db.select().from(leads).where(eq(leads.id, id)))[0],
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await store.close();
      await fresh.remove();
    },
  };
}

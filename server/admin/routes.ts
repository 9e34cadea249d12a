/**
 * The admin API the `leads` command uses while the server runs on the embedded database
 * (control.ts): the same work the command does on a database of its own, through the server's one
 * session. Only from this machine (a loopback address), and only with the control file's token.
 */
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { answerUnavailable, type ApiEnv } from '../api/api.ts';
import { isEmailAddress } from '../../src/contract/answers.ts';
import { leads } from '../db/schema.ts';
import type { Store } from '../db/store.ts';
import { invite, listStaff, removeStaff } from '../inbox/accounts.ts';
import { leadsCsv } from '../leads/csv.ts';
import { compactLeadTables, eraseLead } from '../leads/store.ts';
import { bearerMatches } from './control.ts';

/** Erasing on the embedded database rewrites the lead tables: longer than a request's queries. */
const ERASE_LIMIT_MS = 120_000;

const isLoopback = (address: string | undefined) =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

export function createAdminRoutes({
  store,
  token,
  log,
}: {
  store: Store;
  token: () => string | null;
  log: (message: string) => void;
}) {
  const admin = new Hono<ApiEnv>();
  admin.onError(answerUnavailable(log));

  admin.use('/api/admin/*', async (c, next) => {
    const expected = token();
    if (
      !expected ||
      !isLoopback(c.env.incoming.socket.remoteAddress) ||
      !bearerMatches(c.req.header('authorization'), expected)
    )
      return c.json({ error: 'not-found' }, 404);
    await next();
    c.header('Cache-Control', 'no-store');
  });

  admin.get('/api/admin/leads', async (c) =>
    c.json(await store.use((db) => db.select().from(leads).orderBy(desc(leads.createdAt), desc(leads.id)))),
  );

  admin.get('/api/admin/leads.csv', async (c) => {
    const rows = await store.use((db) => db.select().from(leads).orderBy(desc(leads.createdAt), desc(leads.id)));
    c.header('Content-Type', 'text/csv; charset=utf-8');
    return c.body(leadsCsv(rows));
  });

  admin.delete('/api/admin/leads/:id', async (c) => {
    const erased = await store.use(async (db) => {
      const found = await eraseLead(db, c.req.param('id'));
      if (found) await compactLeadTables(db);
      return found;
    }, ERASE_LIMIT_MS);
    return erased ? c.body(null, 204) : c.json({ error: 'not-found' }, 404);
  });

  admin.get('/api/admin/staff', async (c) => c.json(await store.use((db) => listStaff(db))));

  admin.post('/api/admin/staff', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { email?: unknown; name?: unknown } | null;
    if (typeof body?.email !== 'string' || !isEmailAddress(body.email.trim())) return c.json({ error: 'invalid' }, 400);
    const name = typeof body.name === 'string' && body.name.trim() ? body.name.trim() : undefined;
    return c.json(await store.use((db) => invite(db, body.email as string, name)));
  });

  admin.delete('/api/admin/staff/:email', async (c) =>
    (await store.use((db) => removeStaff(db, c.req.param('email'))))
      ? c.body(null, 204)
      : c.json({ error: 'not-found' }, 404),
  );

  return admin;
}

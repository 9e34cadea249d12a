/**
 * The two ways the `leads` command does its work: through a running server's admin API (the
 * embedded database, which only that server may open), or on the database itself (a PostgreSQL
 * server, or the embedded one while no server runs). The same work either way.
 */
import { desc } from 'drizzle-orm';
import { controlFileOf, readControl, type Control } from '../admin/control.ts';
import type { Config } from '../config.ts';
import { databaseDriver, type Database } from '../db/open.ts';
import { leads, type Lead } from '../db/schema.ts';
import { invite, listStaff, removeStaff, type StaffRow } from '../inbox/accounts.ts';
import { leadsCsv } from '../leads/csv.ts';
import { compactLeadTables, eraseLead } from '../leads/store.ts';

export interface LeadsBackend {
  /** Which way, said to the operator. */
  way: string;
  /** The running server's origin when the work goes through it, else null. */
  serverOrigin: string | null;
  leads: () => Promise<Lead[]>;
  csv: () => Promise<string>;
  erase: (id: string) => Promise<boolean>;
  addUser: (email: string, name?: string) => Promise<{ token: string; email: string }>;
  users: () => Promise<StaffRow[]>;
  removeUser: (email: string) => Promise<boolean>;
  close: () => Promise<void>;
}

/** The way there is: through the server that runs on the embedded database, else directly. */
export async function openBackend(database: Config['database']): Promise<LeadsBackend> {
  const control = database.kind === 'pglite' ? readControl(controlFileOf(database.dataDir)) : null;
  return (control && (await throughServer(control))) || (await directly(database));
}

/** Through the running server, or null when none answers at the control file's address. */
async function throughServer(control: Control): Promise<LeadsBackend | null> {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${control.origin}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${control.token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status >= 500) throw new Error(`the server answered ${response.status}: is its database open?`);
    return response;
  };
  const answered = await call('GET', '/api/admin/staff').catch(() => null);
  if (!answered?.ok) return null;
  const ok = (response: Response) => response.status === 204 || response.ok;
  return {
    way: `through the running server at ${control.origin}`,
    serverOrigin: control.origin,
    leads: async () =>
      ((await (await call('GET', '/api/admin/leads')).json()) as Array<Lead & { createdAt: string }>).map((lead) => ({
        ...lead,
        createdAt: new Date(lead.createdAt),
      })),
    csv: async () => (await call('GET', '/api/admin/leads.csv')).text(),
    erase: async (id) => ok(await call('DELETE', `/api/admin/leads/${id}`)),
    addUser: async (email, name) => (await call('POST', '/api/admin/staff', { email, name })).json(),
    users: async () => (await call('GET', '/api/admin/staff')).json(),
    removeUser: async (email) => ok(await call('DELETE', `/api/admin/staff/${encodeURIComponent(email)}`)),
    close: async () => {},
  };
}

/** On the database itself; the embedded one is refused while a server holds it. */
async function directly(database: Config['database']): Promise<LeadsBackend> {
  const driver = databaseDriver(database, { waitForStale: false });
  let open;
  try {
    open = await driver.open();
  } catch (error) {
    await driver.release();
    throw error;
  }
  const db: Database = open.db;
  const where =
    database.kind === 'pglite' ? `the database in ${database.dataDir}` : 'the PostgreSQL server (DATABASE_URL)';
  const newestFirst = () => db.select().from(leads).orderBy(desc(leads.createdAt), desc(leads.id));
  return {
    way: `directly on ${where}`,
    serverOrigin: null,
    leads: () => newestFirst(),
    csv: async () => leadsCsv(await newestFirst()),
    async erase(id) {
      const found = await eraseLead(db, id);
      if (found && database.kind === 'pglite') await compactLeadTables(db);
      return found;
    },
    addUser: (email, name) => invite(db, email, name),
    users: () => listStaff(db),
    removeUser: (email) => removeStaff(db, email),
    close: async () => {
      await open.close();
      await driver.release();
    },
  };
}

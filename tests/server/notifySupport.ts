import { sql } from 'drizzle-orm';
import { databaseDriver, type Database } from '../../server/db/open.ts';
import { outbox } from '../../server/db/schema.ts';
import { openStore } from '../../server/db/store.ts';
import type { CheckedLead } from '../../server/leads/checkLead.ts';
import { storeLead } from '../../server/leads/store.ts';
import type { SpamFlag } from '../../src/contract/lead.ts';
import { freshDatabase, type DriverName } from './support/databases.ts';

/** A lead as the tests store it: a form's values, and the flag the API would have given it. */
export type TestLead = Pick<CheckedLead, 'form' | 'values'> & { flag: SpamFlag | null };

/*
 * What the notifier's tests run against: a real SMTP server (support/smtp.ts) and a real database
 * (PGlite, or a PostgreSQL server), with the server's own migrations and its own way of storing a
 * lead.
 */

/** A fresh database of `kind` (PGlite in a temporary folder, or a new database on the run's
 * PostgreSQL server), opened and migrated as the server does it: the server's store, and the
 * database itself for the tests' own queries. */
export async function openTestStore(kind: DriverName = 'pglite') {
  const fresh = await freshDatabase(kind);
  const store = openStore(databaseDriver(fresh.database), () => {});
  await store.ready();
  const db = await store.use(async (database) => database);
  return {
    store,
    db,
    database: fresh.database,
    /** Empties both tables between tests. */
    async clear() {
      await db.execute(sql`truncate leads cascade`);
    },
    async close() {
      await store.close();
      await fresh.remove();
    },
  };
}

let keys = 0;

/** Stores a lead as the API does (with its outbox row unless it filled the honeypot), under a
 * fresh key. */
export async function store(db: Database, lead: TestLead): Promise<string> {
  keys += 1;
  const result = await storeLead(db, lead, lead.flag, `notify-test-${process.pid}-${keys}-${Date.now()}`);
  if (result.outcome !== 'created') throw new Error(`the lead was not created: ${result.outcome}`);
  return result.id;
}

export async function outboxRows(db: Database) {
  return db.select().from(outbox);
}

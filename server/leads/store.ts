/**
 * Leads in the database: storing one (with its notification, in one transaction), and reading,
 * erasing and expiring them. The same queries run on PGlite and on a PostgreSQL server.
 */
import { createHash } from 'node:crypto';
import { asc, eq, lt, sql } from 'drizzle-orm';
import type { CheckedLead } from '../../src/common/forms/checkLead.ts';
import type { Database } from '../db/open.ts';
import { leads, outbox, type Lead } from '../db/schema.ts';

export type StoreResult =
  | { outcome: 'created'; id: string }
  /** The same key with the same details: a retry, answered with the first lead's id. */
  | { outcome: 'repeated'; id: string }
  /** The same key with other details. */
  | { outcome: 'key-reused' };

/** A digest of what the visitor sent (the form and its values, in a fixed order), so that a retry
 * is told from another submission under the same key. Spam signals are left out: a retry of the
 * same details is the same lead whenever it is sent. */
export function fingerprintOf(lead: CheckedLead): string {
  const values = Object.entries(lead.values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([lead.form, values]))
    .digest('hex');
}

/**
 * Stores a lead under its Idempotency-Key, at most once: the key is unique in the table, so two
 * requests with one key (a retry racing the first, a retry after a crash) make one row whatever
 * the timing. A lead to pass on gets its outbox row in the same transaction.
 */
export async function storeLead(db: Database, lead: CheckedLead, key: string): Promise<StoreResult> {
  const fingerprint = fingerprintOf(lead);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(leads)
      .values({ form: lead.form, fields: lead.values, flag: lead.flag, idempotencyKey: key, fingerprint })
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning({ id: leads.id });
    if (inserted) {
      if (!lead.flag) await tx.insert(outbox).values({ leadId: inserted.id });
      return { outcome: 'created', id: inserted.id };
    }
    const [first] = await tx
      .select({ id: leads.id, fingerprint: leads.fingerprint })
      .from(leads)
      .where(eq(leads.idempotencyKey, key));
    // The first lead was erased between the two statements: nothing left to repeat or refuse.
    if (!first) throw new Error('a lead vanished while its key was being checked');
    return first.fingerprint === fingerprint ? { outcome: 'repeated', id: first.id } : { outcome: 'key-reused' };
  });
}

/** Every lead, oldest first. */
export function listLeads(db: Database): Promise<Lead[]> {
  return db.select().from(leads).orderBy(asc(leads.createdAt), asc(leads.id));
}

/** Erases one lead (and its notification); false when there was none with that id. */
export async function deleteLead(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(leads).where(eq(leads.id, id)).returning({ id: leads.id });
  return deleted.length > 0;
}

/** Erases the leads stored before `days` days ago; returns how many. */
export async function deleteLeadsOlderThan(db: Database, days: number): Promise<number> {
  const deleted = await db
    .delete(leads)
    .where(lt(leads.createdAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: leads.id });
  return deleted.length;
}

/** Whether the database answers. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

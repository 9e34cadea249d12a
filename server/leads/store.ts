/**
 * Leads in the database: storing one (with its notification, in one transaction), and reading,
 * erasing and expiring them. The same queries run on PGlite and on a PostgreSQL server.
 */
import { createHash } from 'node:crypto';
import { asc, eq, lt, sql } from 'drizzle-orm';
import { isEmailed, type SpamFlag } from '../../src/contract/lead.ts';
import type { Database } from '../db/open.ts';
import type { CheckedLead } from './checkLead.ts';
import { erasures, leadEvents, leadUnreads, leads, outbox, type Lead } from '../db/schema.ts';

export type StoreResult =
  | { outcome: 'created'; id: string }
  /** The same key with the same details: a retry, answered with the first lead's id. */
  | { outcome: 'repeated'; id: string }
  /** The same key with other details. */
  | { outcome: 'key-reused' };

/** A digest of what the visitor sent (the form and its values, in a fixed order), so that a retry
 * is told from another submission under the same key. Spam signals are left out: a retry of the
 * same details is the same lead whenever it is sent. */
export function fingerprintOf(lead: Pick<CheckedLead, 'form' | 'values'>): string {
  const values = Object.entries(lead.values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([lead.form, values]))
    .digest('hex');
}

/**
 * Stores a lead under its Idempotency-Key, at most once: the key is unique in the table, so two
 * requests with one key (a retry racing the first, a retry after a crash) make one row whatever
 * the timing. A lead to e-mail (any but the honeypot's) gets its outbox row in the same statement
 * (one statement is one transaction, and one round trip to the database where a transaction block
 * takes four).
 */
export async function storeLead(
  db: Database,
  lead: Pick<CheckedLead, 'form' | 'values'>,
  flag: SpamFlag | null,
  key: string,
): Promise<StoreResult> {
  const fingerprint = fingerprintOf(lead);
  const insertLead = db
    .insert(leads)
    .values({ form: lead.form, fields: lead.values, flag, idempotencyKey: key, fingerprint })
    .onConflictDoNothing({ target: leads.idempotencyKey })
    .returning({ id: leads.id });
  let createdId: string | undefined;
  if (!isEmailed(flag)) {
    createdId = (await insertLead)[0]?.id;
  } else {
    // Drizzle's insert … select wants every column of the table; the statement is written here
    // with its parts (the lead's insert, the tables and columns) still built and bound by Drizzle.
    const result = await db.execute<{ lead_id: string }>(
      sql`with inserted as ${insertLead} insert into ${outbox} (${sql.identifier(outbox.leadId.name)}) select ${sql.identifier('id')} from inserted returning ${sql.identifier(outbox.leadId.name)}`,
    );
    // PGlite answers { rows }, postgres-js the rows themselves.
    const rows = Array.isArray(result) ? result : (result as unknown as { rows: Array<{ lead_id: string }> }).rows;
    const queued = rows[0] ? { leadId: rows[0].lead_id } : undefined;
    createdId = queued?.leadId;
  }
  if (createdId) return { outcome: 'created', id: createdId };
  const [first] = await db
    .select({ id: leads.id, fingerprint: leads.fingerprint })
    .from(leads)
    .where(eq(leads.idempotencyKey, key));
  // The first lead was erased between the two statements: nothing left to repeat or refuse.
  if (!first) throw new Error('a lead vanished while its key was being checked');
  return first.fingerprint === fingerprint ? { outcome: 'repeated', id: first.id } : { outcome: 'key-reused' };
}

/** Every lead, oldest first. */
export function listLeads(db: Database): Promise<Lead[]> {
  return db.select().from(leads).orderBy(asc(leads.createdAt), asc(leads.id));
}

/**
 * Erases one lead with everything that names it (its notification, its events and notes, who read
 * it), and records that a lead was erased, by whom and when, never what it held (product rule
 * D21). False when there was none with that id.
 */
export async function eraseLead(db: Database, id: string, erasedBy: string | null = null): Promise<boolean> {
  const result = await db.execute(sql`
    with erased as (delete from ${leads} where id = ${id} returning id)
    insert into ${erasures} (staff_id) select ${erasedBy} from erased
    returning id`);
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows;
  return rows.length > 0;
}

/**
 * Rewrites the lead tables without the rows deleted from them, then has the database write its
 * files out: a deleted lead's text is then in none of the table files (`base/`), only in the
 * write-ahead log until its segments are reused (docs/leads.md says which copies remain). For the
 * embedded database, whose folder is the agency's to look into; it holds every lead table's lock
 * while it runs.
 */
export async function compactLeadTables(db: Database): Promise<void> {
  await db.execute(sql`vacuum full ${leads}, ${outbox}, ${leadEvents}, ${leadUnreads}`);
  await db.execute(sql`checkpoint`);
}

/** Erases the leads stored before `days` days ago; returns how many. */
export async function deleteLeadsOlderThan(db: Database, days: number): Promise<number> {
  const deleted = await db
    .delete(leads)
    .where(lt(leads.createdAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: leads.id });
  return deleted.length;
}

/**
 * Gathers the planner's statistics, as PostgreSQL's autovacuum does on its own: the embedded
 * database runs no autovacuum, and without statistics a list of a hundred thousand leads is
 * planned as if it were empty. At each opening and once a day.
 */
export async function analyzeTables(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}

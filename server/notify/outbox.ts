/**
 * The outbox rows the notifier works on: taking up the due ones, and recording each state a
 * notification enters. Every write names the state it expects the row in, so a worker whose row
 * another has taken up since changes nothing and learns that it lost it.
 */
import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { NotificationRecord, NotificationStatus } from '../../machines/leadNotificationMachine.ts';
import type { Database } from '../db/open.ts';
import { leads, outbox } from '../db/schema.ts';
import type { StoredLead } from './leadEmail.ts';

/** Where a row stands as far as its worker knows: what it read, then what it wrote. */
export interface RowVersion {
  status: NotificationStatus;
  attempts: number;
}

export interface TakenNotification extends RowVersion {
  id: string;
  lastError: string | null;
  lead: StoredLead;
}

const inMs = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Takes up to `limit` due notifications for `leaseMs`: waiting ones, retrying ones whose wait is
 * over, and sending ones whose worker stopped before recording the outcome (its lease ran out).
 * One statement that skips rows another worker has locked, and moves each taken row's next
 * attempt past the lease, so two workers never take the same row. Rows this worker already holds
 * (`held`) are left to it.
 */
export async function takeDue(
  db: Database,
  { limit, leaseMs, held }: { limit: number; leaseMs: number; held: readonly string[] },
): Promise<TakenNotification[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        inArray(outbox.status, ['waiting', 'retrying', 'sending']),
        lte(outbox.nextAttemptAt, sql`now()`),
        held.length > 0 ? notInArray(outbox.id, [...held]) : undefined,
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const taken = await db
    .update(outbox)
    .set({ nextAttemptAt: inMs(leaseMs) })
    .where(inArray(outbox.id, due))
    .returning();
  if (taken.length === 0) return [];
  const stored = await db
    .select({ id: leads.id, form: leads.form, fields: leads.fields, flag: leads.flag, createdAt: leads.createdAt })
    .from(leads)
    .where(
      inArray(
        leads.id,
        taken.map((row) => row.leadId),
      ),
    );
  const byId = new Map(stored.map((lead) => [lead.id, lead]));
  return taken.flatMap((row) => {
    const lead = byId.get(row.leadId);
    // Erased between the two statements (its outbox row went with it): nothing to send.
    if (!lead) return [];
    return [{ id: row.id, status: row.status, attempts: row.attempts, lastError: row.lastError, lead }];
  });
}

/**
 * Records the state a notification entered, if its row is still as `expected`. `nextInMs`: when
 * it is due again, from now (the lease while sending, the wait while retrying). False when the
 * row had moved on: another worker holds it now.
 */
export async function recordState(
  db: Database,
  id: string,
  expected: RowVersion,
  record: NotificationRecord,
  nextInMs: number | null,
): Promise<boolean> {
  const written = await db
    .update(outbox)
    .set({
      status: record.status,
      attempts: record.attempts,
      lastError: record.lastError,
      ...(nextInMs === null ? {} : { nextAttemptAt: inMs(nextInMs) }),
      ...(record.status === 'sent' ? { sentAt: sql`now()` } : {}),
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, expected.status), eq(outbox.attempts, expected.attempts)))
    .returning({ id: outbox.id });
  return written.length > 0;
}

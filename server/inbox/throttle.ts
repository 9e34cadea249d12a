/**
 * Failed sign-ins, counted in the database (so every server and every restart sees them), per
 * account and per address: 20 failures within an hour lock an account for 15 minutes, 100 lock an
 * address. An account that does not exist is counted the same, so a lock says nothing of who has
 * an account. A successful sign-in clears its account's count.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/open.ts';
import { signInThrottle } from '../db/staffSchema.ts';

export const ACCOUNT_FAILURES = 20;
export const ADDRESS_FAILURES = 100;
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

const accountKey = (email: string) => `account:${email}`;
const addressKey = (address: string) => `address:${address}`;

/** Seconds until both the account and the address may try again: 0 when neither is locked. */
export async function lockedForSeconds(db: Database, email: string, address: string): Promise<number> {
  const rows = await db
    .select({ wait: sql<number>`extract(epoch from ${signInThrottle.lockedUntil} - now())::float8` })
    .from(signInThrottle)
    .where(inArray(signInThrottle.key, [accountKey(email), addressKey(address)]));
  return Math.max(0, ...rows.map((row) => Math.ceil(Number(row.wait))));
}

/** Counts one failure for the account and for the address, locking either at its limit. */
export async function countFailure(db: Database, email: string, address: string): Promise<void> {
  for (const [key, limit] of [
    [accountKey(email), ACCOUNT_FAILURES],
    [addressKey(address), ADDRESS_FAILURES],
  ] as const) {
    const window = sql`make_interval(secs => ${FAILURE_WINDOW_MS / 1000})`;
    const fresh = sql`${signInThrottle.windowStartedAt} < now() - ${window}`;
    const failures = sql`case when ${fresh} then 1 else ${signInThrottle.failures} + 1 end`;
    await db
      .insert(signInThrottle)
      .values({ key, failures: 1, windowStartedAt: sql`now()` })
      .onConflictDoUpdate({
        target: signInThrottle.key,
        set: {
          failures,
          windowStartedAt: sql`case when ${fresh} then now() else ${signInThrottle.windowStartedAt} end`,
          lockedUntil: sql`case when ${failures} >= ${limit} then now() + make_interval(secs => ${LOCK_MS / 1000}) else ${signInThrottle.lockedUntil} end`,
        },
      });
  }
}

export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInThrottle).where(inArray(signInThrottle.key, [accountKey(email)]));
}

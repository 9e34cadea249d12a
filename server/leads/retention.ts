/**
 * Leads are kept for the configured number of days, then deleted (product rule D19): once the
 * database is first ready, then once a day. A daily timer is enough: a lead outlives its
 * retention by a day at most.
 */
import type { Store } from '../db/store.ts';
import { analyzeTables, compactLeadTables, deleteLeadsOlderThan } from './store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Deleting a year's expired leads at once, and compacting after, may take longer than a
 * request's queries may. */
const RETENTION_LIMIT_MS = 120_000;

export async function applyRetention(
  store: Store,
  days: number,
  log: (message: string) => void,
  { compact = false }: { compact?: boolean } = {},
): Promise<void> {
  try {
    const deleted = await store.use(async (db) => {
      const count = await deleteLeadsOlderThan(db, days);
      // On the embedded database, the expired leads' text leaves its table files too, as an
      // erased lead's does (compactLeadTables).
      if (count > 0 && compact) await compactLeadTables(db);
      // The embedded database's statistics, gathered anew (it runs no autovacuum).
      if (compact) await analyzeTables(db);
      return count;
    }, RETENTION_LIMIT_MS);
    if (deleted > 0) log(`retention: deleted ${deleted} lead(s) older than ${days} days`);
  } catch (error) {
    // The next run tries again; a database that is down does not stop the server.
    log(`retention: the database did not answer (${(error as Error).message})`);
  }
}

/** Runs the retention once the database is ready and every day after; the timer does not keep the
 * process alive. */
export function scheduleRetention(
  store: Store,
  days: number,
  log: (message: string) => void,
  options: { compact?: boolean } = {},
): () => void {
  void store.ready().then(
    () => applyRetention(store, days, log, options),
    () => {},
  );
  const timer = setInterval(() => void applyRetention(store, days, log, options), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Leads are kept for the configured number of days, then deleted (product rule D19): once at
 * start, then once a day. A daily timer is enough: a lead outlives its retention by a day at most.
 */
import type { Database } from '../db/open.ts';
import { deleteLeadsOlderThan } from './store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function applyRetention(db: Database, days: number, log: (message: string) => void): Promise<void> {
  try {
    const deleted = await deleteLeadsOlderThan(db, days);
    if (deleted > 0) log(`retention: deleted ${deleted} lead(s) older than ${days} days`);
  } catch (error) {
    // The next run tries again; a database that is down does not stop the server.
    log(`retention: the database did not answer (${(error as Error).name})`);
  }
}

/** Runs the retention now and every day after; the timer does not keep the process alive. */
export function scheduleRetention(db: Database, days: number, log: (message: string) => void): () => void {
  void applyRetention(db, days, log);
  const timer = setInterval(() => void applyRetention(db, days, log), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Opens the lead database the config names, applies the committed migrations, and hands back one
 * Drizzle database whichever the driver: PGlite (PostgreSQL in WebAssembly, in a folder) or a
 * PostgreSQL server through postgres-js. Everything else queries through the returned `db` and
 * never knows which.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import lockfile from 'proper-lockfile';
import type { Config } from '../config.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface LeadStore {
  db: Database;
  /** Which driver, for the start-up line. */
  kind: Config['database']['kind'];
  close: () => Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Seconds to wait for a PostgreSQL server before a request is answered 503: a visitor waits this
 * long at most when the database is down. */
const CONNECT_TIMEOUT_S = 3;
/** Connections to a PostgreSQL server; PostgreSQL's own default allows 100 in all. */
const POOL_SIZE = 10;

/** Thrown when another process (a running server) has the PGlite folder open. */
export class DatabaseBusyError extends Error {}

/**
 * PGlite is one process per folder: two opening it at once would corrupt it. The folder is locked
 * while open (proper-lockfile: a lock that a killed process leaves stale, taken over after a few
 * seconds), so a second server or the `leads` command is refused with a sentence instead.
 */
async function lockDataDir(dataDir: string, waitForStale: boolean): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      stale: 5_000,
      update: 2_000,
      retries: waitForStale ? { retries: 12, minTimeout: 500, maxTimeout: 1_000 } : 0,
      onCompromised: (error) => console.error(`[leads] lock on ${dataDir} lost: ${error.message}`),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED')
      throw new DatabaseBusyError(
        `Another process (a running server?) has the lead database ${dataDir} open. PGlite is one process at a time: stop it first, or use a PostgreSQL server (DATABASE_URL, docs/leads.md).`,
      );
    throw error;
  }
}

export async function openLeadStore(
  database: Config['database'],
  options: { waitForStale?: boolean } = {},
): Promise<LeadStore> {
  if (database.kind === 'pglite') {
    mkdirSync(database.dataDir, { recursive: true });
    const unlock = await lockDataDir(database.dataDir, options.waitForStale ?? true);
    try {
      const client = await PGlite.create(database.dataDir);
      const db = drizzlePglite({ client, schema });
      await migratePglite(db, { migrationsFolder });
      return {
        db: db as unknown as Database,
        kind: 'pglite',
        close: async () => {
          await client.close();
          await unlock();
        },
      };
    } catch (error) {
      await unlock();
      throw error;
    }
  }
  const client = postgres(database.url, {
    max: POOL_SIZE,
    connect_timeout: CONNECT_TIMEOUT_S,
    // Migrations print NOTICEs ("schema already exists"): not the operator's concern.
    onnotice: () => {},
  });
  const db = drizzlePostgres({ client, schema });
  try {
    await migratePostgres(db, { migrationsFolder });
  } catch (error) {
    await client.end({ timeout: 1 });
    throw error;
  }
  return { db: db as unknown as Database, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
}

/**
 * Opens the lead database the config names, applies the committed migrations, and hands back one
 * Drizzle database whichever the driver: PGlite (PostgreSQL in WebAssembly, in a folder, run in a
 * worker thread: pglite.ts) or a PostgreSQL server through postgres-js. Everything else queries
 * through the returned `db` and never knows which.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import lockfile from 'proper-lockfile';
import type { Config } from '../config.ts';
import { openPgliteWorker } from './pglite.ts';
import * as schema from './schema.ts';
import { withinTime } from './unavailable.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One opening of the database: what queries go through, and how to let it go. */
export interface OpenDatabase {
  db: Database;
  /** The key that signs form tokens: the database's own, shared by every server on it. */
  formSecret: Buffer;
  close: () => Promise<void>;
}

/** The channel the database announces each change to a lead on (its triggers' NOTIFY), whichever
 * server or command made it: what the open inboxes follow. */
export const CHANGES_CHANNEL = 'inbox';

/** What the database announced on the changes channel, as it arrived (JSON). */
export type OnChange = (payload: string) => void;

/** The driver of one database, opened as often as it must be (after a failure, say). */
export interface DatabaseDriver {
  kind: Config['database']['kind'];
  open: () => Promise<OpenDatabase>;
  /** Lets the database go for good: after the last `close`, as the process ends. */
  release: () => Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Seconds to wait for a PostgreSQL server to take a connection. */
const CONNECT_TIMEOUT_S = 3;
/** The longest a statement may run on a PostgreSQL server before it cancels it. */
export const STATEMENT_TIMEOUT_MS = 5_000;
/** Connections to a PostgreSQL server; PostgreSQL's own default allows 100 in all. */
const POOL_SIZE = 10;

/** The longest an open database may take to close: a PGlite worker that takes longer is ended. */
const CLOSE_LIMIT_MS = 2_000;

/** Thrown when another process (a running server) has the PGlite folder open. */
export class DatabaseBusyError extends Error {}

/**
 * PGlite is one process per folder: two opening it at once would corrupt it. The folder is locked
 * while open (proper-lockfile: a lock that a killed process leaves stale, taken over after a few
 * seconds), so a second server is refused with a sentence instead.
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

/** The form-token key: made once, by whichever server first opens the database. */
async function formSecretOf(db: Database): Promise<Buffer> {
  await db
    .insert(schema.serverSecrets)
    .values({ name: 'form-token', value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: schema.serverSecrets.value })
    .from(schema.serverSecrets)
    .where(eq(schema.serverSecrets.name, 'form-token'));
  return Buffer.from(row!.value, 'base64');
}

/** Proves the database takes a write: one row, written again. */
export async function proveWrite(db: Database): Promise<void> {
  await db
    .insert(schema.writeChecks)
    .values({ id: 1, checkedAt: sql`now()` })
    .onConflictDoUpdate({ target: schema.writeChecks.id, set: { checkedAt: sql`now()` } });
}

export function databaseDriver(
  database: Config['database'],
  options: { waitForStale?: boolean; onChange?: OnChange } = {},
): DatabaseDriver {
  const onChange = options.onChange ?? (() => {});
  if (database.kind === 'pglite') {
    let unlock: (() => Promise<void>) | null = null;
    return {
      kind: 'pglite',
      async open() {
        mkdirSync(database.dataDir, { recursive: true });
        unlock ??= await lockDataDir(database.dataDir, options.waitForStale ?? true);
        const worker = await openPgliteWorker(database.dataDir, migrationsFolder, {
          channel: CHANGES_CHANNEL,
          onNotice: onChange,
        });
        try {
          const db = worker.db as unknown as Database;
          // The embedded database runs no autovacuum: its statistics are gathered here.
          await db.execute(sql`analyze`);
          await proveWrite(db);
          const close = () => withinTime(worker.close(), CLOSE_LIMIT_MS, 'closing').catch(worker.end);
          return { db, formSecret: await formSecretOf(db), close };
        } catch (error) {
          await worker.end();
          throw error;
        }
      },
      async release() {
        const held = unlock;
        unlock = null;
        await held?.();
      },
    };
  }
  return {
    kind: 'postgres',
    async open() {
      const client = postgres(database.url, {
        max: POOL_SIZE,
        connect_timeout: CONNECT_TIMEOUT_S,
        connection: { statement_timeout: STATEMENT_TIMEOUT_MS },
        // Migrations print NOTICEs ("schema already exists"): not the operator's concern.
        onnotice: () => {},
      });
      try {
        const db = drizzlePostgres({ client, schema }) as unknown as Database;
        await migratePostgres(db as never, { migrationsFolder });
        await proveWrite(db);
        // On a connection of its own, which the client opens again after a failure.
        await client.listen(CHANGES_CHANNEL, onChange);
        return { db, formSecret: await formSecretOf(db), close: () => client.end({ timeout: CLOSE_LIMIT_MS / 1000 }) };
      } catch (error) {
        await client.end({ timeout: 1 }).catch(() => {});
        throw error;
      }
    },
    release: async () => {},
  };
}

/** Opens the database, does `work` with it, and lets it go: for the `leads` command, the bench and
 * the tests, which use it once. */
export async function withDatabase<T>(
  database: Config['database'],
  work: (db: Database, driver: DatabaseDriver) => Promise<T>,
  options: { waitForStale?: boolean; onChange?: OnChange } = {},
): Promise<T> {
  const driver = databaseDriver(database, options);
  try {
    const open = await driver.open();
    try {
      return await work(open.db, driver);
    } finally {
      await open.close();
    }
  } finally {
    await driver.release();
  }
}

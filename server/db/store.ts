/**
 * The server's one way to its database: the database machine (machines/databaseMachine.ts) opens
 * it, checks it after a failure and opens it again, while every query goes through `use`, which
 * bounds it in time and answers at once while the database is not ready. So a visitor waits at
 * most a stated time whatever the database does, and the service comes back by itself.
 */
import { createActor, fromPromise, waitFor, type Snapshot } from 'xstate';
import { databaseMachine } from '../../machines/databaseMachine.ts';
import { proveWrite, type Database, type DatabaseDriver, type OpenDatabase } from './open.ts';
import { Unavailable, withinTime } from './unavailable.ts';

/** The longest a request's queries may take, all told: then the visitor is told to retry. */
export const QUERY_LIMIT_MS = 5_000;
/** The longest a readiness check's write may take: the check answers within a second. */
export const READY_LIMIT_MS = 800;

export interface Store {
  /** Runs `work` on the database, within `limitMs`: it throws Unavailable when the database is
   * not ready, or when the work fails or runs out of time (the database is then checked). */
  use<T>(work: (db: Database, open: OpenDatabase) => Promise<T>, limitMs?: number): Promise<T>;
  /** Proves the database takes a write now, within READY_LIMIT_MS; throws Unavailable if not. */
  proveReady(): Promise<void>;
  /** Resolves once the database is first ready (never, if it is closed before). */
  ready(): Promise<void>;
  /** Closes it for good: once, as the server stops. */
  close(): Promise<void>;
}

export function openStore(driver: DatabaseDriver, log: (line: string) => void): Store {
  const machine = databaseMachine.provide({
    actors: {
      openDatabase: fromPromise<unknown>(async () => {
        try {
          return await driver.open();
        } catch (error) {
          log(`database (${driver.kind}): could not open it (${describe(error)})`);
          throw error;
        }
      }),
      proveWrite: fromPromise(({ input }) =>
        withinTime(proveWrite((input.handle as OpenDatabase).db), READY_LIMIT_MS, 'the write check'),
      ),
      closeDatabase: fromPromise(async ({ input }) => {
        if (input.handle) await (input.handle as OpenDatabase).close();
      }),
    },
    actions: {
      report: (_, what) => log(`database (${driver.kind}): ${what}`),
    },
  });
  const actor = createActor(machine).start();
  actor.subscribe({ error: (error) => log(`database machine failed: ${String(error)}`) });

  const current = (): OpenDatabase => {
    const snapshot = actor.getSnapshot();
    if (!snapshot.matches('ready')) throw new Unavailable(`the database is ${String(snapshot.value)}`);
    return snapshot.context.handle as OpenDatabase;
  };

  return {
    async use(work, limitMs = QUERY_LIMIT_MS) {
      const open = current();
      try {
        return await withinTime(work(open.db, open), limitMs, 'the query');
      } catch (error) {
        actor.send({ type: 'database.failed' });
        throw error instanceof Unavailable ? error : new Unavailable(describe(error));
      }
    },
    async proveReady() {
      const open = current();
      try {
        await withinTime(proveWrite(open.db), READY_LIMIT_MS, 'the write check');
      } catch (error) {
        actor.send({ type: 'database.failed' });
        throw error instanceof Unavailable ? error : new Unavailable(describe(error));
      }
    },
    async ready() {
      await waitFor(actor, (snapshot) => snapshot.matches('ready') || snapshot.status === 'done', {
        timeout: Infinity,
      });
      if (!actor.getSnapshot().matches('ready')) throw new Unavailable('the database was closed');
    },
    async close() {
      actor.send({ type: 'database.close' });
      await waitFor(actor, (snapshot: Snapshot<unknown>) => snapshot.status !== 'active', { timeout: Infinity });
      await driver.release();
    },
  };
}

/** A database error, named by its code alone: a driver's message can quote the values sent. */
export function describe(error: unknown): string {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return `${current.name} ${code}`;
    current = current.cause;
  }
  return error instanceof Error ? error.name : 'unknown error';
}

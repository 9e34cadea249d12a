import { assign, fromPromise, setup } from 'xstate';

/** The first wait before the database is opened again after a failure; each further failure
 * doubles it, up to the cap. */
export const REOPEN_BASE_MS = 500;
/** The longest wait between two attempts to open it: a folder made writable again, or a
 * PostgreSQL server back, is in use again within this long (and the time one attempt takes). */
export const REOPEN_MAX_MS = 3_000;

/** How long to wait after `failures` failed attempts in a row. */
export function reopenDelayMs(failures: number): number {
  return Math.min(REOPEN_BASE_MS * 2 ** Math.max(failures - 1, 0), REOPEN_MAX_MS);
}

export interface DatabaseContext {
  /** The open database, whatever the driver: what the server queries through. Null unless open. */
  handle: unknown;
  /** Attempts to open it that failed in a row. */
  failures: number;
}

export type DatabaseEvent =
  /** A query failed or ran out of time: is the database still taking writes? */
  | { type: 'database.failed' }
  /** The server is stopping: close it for good. */
  | { type: 'database.close' };

/**
 * The server's hold on its database (PGlite in a folder, or a PostgreSQL server): it opens it
 * (migrations included) and proves it takes a write before any request uses it. When a query
 * fails, it checks with one write; if that fails too, it lets the database go and opens it again,
 * waiting ever longer between attempts, so that a full disk, a folder made read-only or a server
 * that went away is used again soon after it is back, without a restart. Requests are served only
 * while it is `ready`; in every other state they are answered at once that the service is
 * unavailable.
 */
export const databaseMachine = setup({
  types: {} as {
    context: DatabaseContext;
    events: DatabaseEvent;
  },
  actors: {
    // The server provides the real ones, for its driver; each is bounded in time at the edge.
    openDatabase: fromPromise<unknown>(async () => {
      throw new Error('databaseMachine: provide the openDatabase actor');
    }),
    proveWrite: fromPromise<void, { handle: unknown }>(async () => {
      throw new Error('databaseMachine: provide the proveWrite actor');
    }),
    closeDatabase: fromPromise<void, { handle: unknown }>(async () => {
      throw new Error('databaseMachine: provide the closeDatabase actor');
    }),
  },
  actions: {
    // The server's: one line in its log for each change that an operator would want to know of.
    report: (_, _what: 'ready' | 'failing' | 'closed') => {},
    dropHandle: assign({ handle: null }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
  },
  delays: {
    reopenDelay: ({ context }) => reopenDelayMs(context.failures),
  },
}).createMachine({
  id: 'database',
  description:
    'The server’s database: opened and proven to take a write before requests use it; after a failed query, checked with one write, and if that fails let go and opened again with a growing back-off, until the server closes it.',
  context: { handle: null, failures: 0 },
  initial: 'opening',
  states: {
    opening: {
      invoke: {
        id: 'openDatabase',
        src: 'openDatabase',
        onDone: {
          target: 'ready',
          actions: [assign({ handle: ({ event }) => event.output, failures: 0 }), { type: 'report', params: 'ready' }],
        },
        onError: { target: 'waiting', actions: ['countFailure', { type: 'report', params: 'failing' }] },
      },
      // Whatever it opens from now on is the process's to release as it exits.
      on: { 'database.close': 'closed' },
    },
    /** Before the next attempt to open it. */
    waiting: {
      after: { reopenDelay: 'opening' },
      on: { 'database.close': 'closed' },
    },
    ready: {
      on: { 'database.failed': 'checking', 'database.close': 'closing' },
    },
    /** A query failed: one write says whether the database still works. */
    checking: {
      invoke: {
        id: 'proveWrite',
        src: 'proveWrite',
        input: ({ context }) => ({ handle: context.handle }),
        onDone: 'ready',
        onError: { target: 'releasing', actions: { type: 'report', params: 'failing' } },
      },
      on: { 'database.close': 'closing' },
    },
    /** It does not: the broken connection or instance goes, and a new one is opened. */
    releasing: {
      invoke: {
        id: 'releaseDatabase',
        src: 'closeDatabase',
        input: ({ context }) => ({ handle: context.handle }),
        onDone: { target: 'waiting', actions: ['dropHandle', 'countFailure'] },
        onError: { target: 'waiting', actions: ['dropHandle', 'countFailure'] },
      },
      on: { 'database.close': 'closing' },
    },
    closing: {
      invoke: {
        id: 'closeDatabase',
        src: 'closeDatabase',
        input: ({ context }) => ({ handle: context.handle }),
        onDone: { target: 'closed', actions: 'dropHandle' },
        onError: { target: 'closed', actions: 'dropHandle' },
      },
    },
    closed: { type: 'final', entry: { type: 'report', params: 'closed' } },
  },
});

/**
 * The deliveries under way in one worker: one leadNotification actor per outbox row taken up
 * (machines/leadNotificationMachine.ts), each of whose states is recorded in its row, so that an
 * SMTP outage or a restart loses nothing. Every write names the state it expects the row in; a
 * row that moved on without this worker (another took it up, or the lead was erased) releases its
 * actor, which then sends and records nothing more.
 */
import { createActor, fromPromise, type Actor, type ActorOptions, type InspectionEvent } from 'xstate';
import {
  leadNotificationMachine,
  type NotificationRecord,
  type SendNotificationInput,
} from '../../machines/leadNotificationMachine.ts';
import type { Store } from '../db/store.ts';
import { recordState, type RowVersion, type TakenNotification } from './outbox.ts';

export interface DeliveryOptions {
  store: Store;
  /** Hands one lead's e-mail to the SMTP server; the signal aborts it. */
  send: (row: TakenNotification, signal: AbortSignal) => Promise<void>;
  /** The wait before the next attempt after `attempts` failed ones. */
  retryDelay: (attempts: number) => number;
  /** How long a row being sent is held before another worker may take it up. */
  leaseMs: number;
  clock?: ActorOptions<typeof leadNotificationMachine>['clock'];
  inspect?: (event: InspectionEvent) => void;
  log: (line: string) => void;
}

interface Running {
  actor: Actor<typeof leadNotificationMachine>;
  /** The row's writes, in the order the actor entered its states. */
  writes: Promise<unknown>;
}

/** What a failure says in the log: the error's code and the SMTP reply code, never its text,
 * which may quote an address. */
export function failureCode(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return [code, responseCode].filter((part) => part !== undefined).join(' ') || 'error';
}

export function createDeliveries(options: DeliveryOptions) {
  const { store, log } = options;
  const running = new Map<string, Running>();
  /** Cuts the sends short once a stop's grace is over. */
  const shutdown = new AbortController();

  function start(row: TakenNotification) {
    let version: RowVersion = { status: row.status, attempts: row.attempts };
    /** Whether the current attempt was recorded as sending: only then is the e-mail sent. */
    let recorded: Promise<boolean> = Promise.resolve(false);
    const entry = { writes: Promise.resolve() } as Running;

    const persist = (record: NotificationRecord) => {
      const nextInMs =
        record.status === 'sending'
          ? options.leaseMs
          : record.status === 'retrying'
            ? options.retryDelay(record.attempts)
            : null;
      const write = entry.writes.then(async () => {
        if (entry.actor.getSnapshot().matches('released')) return false;
        try {
          if (await store.use((db) => recordState(db, row.id, version, record, nextInMs))) {
            version = { status: record.status, attempts: record.attempts };
            return true;
          }
          log(`[notify] ${row.id}: no longer this worker's (taken up by another, or erased)`);
          entry.actor.send({ type: 'notification.released' });
        } catch (error) {
          // The row keeps its last recorded state; its lease or wait brings it back.
          log(`[notify] ${row.id}: could not record ${record.status} (${failureCode(error)})`);
        }
        return false;
      });
      entry.writes = write;
      if (record.status === 'sending') recorded = write;
      if (record.status === 'sent') log(`[notify] ${row.id}: sent (attempt ${record.attempts})`);
      if (record.status === 'retrying')
        log(`[notify] ${row.id}: attempt ${record.attempts} failed, next in ${Math.round(nextInMs! / 1000)} s`);
      if (record.status === 'gaveUp') log(`[notify] ${row.id}: given up after ${record.attempts} attempts`);
    };

    // Its signal aborts when the actor leaves `sending` or stops (a row released is never sent).
    const sendNotification = fromPromise<void, SendNotificationInput>(async ({ signal }) => {
      if (!(await recorded)) throw new Error('the attempt could not be recorded, so nothing was sent');
      try {
        await options.send(row, AbortSignal.any([signal, shutdown.signal]));
      } catch (error) {
        log(`[notify] ${row.id}: SMTP refused or unreachable (${failureCode(error)})`);
        throw error;
      }
    });

    const machine = leadNotificationMachine.provide({
      actors: { sendNotification },
      actions: { persist: (_, record) => persist(record) },
      delays: { retryDelay: ({ context }) => options.retryDelay(context.attempts) },
    });
    entry.actor = createActor(machine, {
      input: { attempts: row.attempts, lastError: row.lastError },
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.inspect ? { inspect: options.inspect } : {}),
    });
    running.set(row.id, entry);
    entry.actor.subscribe({ complete: () => void entry.writes.then(() => running.delete(row.id)) });
    entry.actor.start();
    entry.actor.send({ type: 'notification.due' });
  }

  return {
    start,
    /** The rows this worker holds: a look for due rows leaves them to it. */
    held: () => [...running.keys()],
    /**
     * Lets the deliveries settle before the worker stops: one waiting to be retried stops waiting
     * (its row says when it is due); one being sent finishes its attempt, cut short after
     * `graceMs`, so that its outcome is recorded. What is left is taken up at the next start.
     */
    async settle(graceMs: number) {
      const entries = [...running.values()];
      const grace = setTimeout(() => shutdown.abort(new Error('the server stopped')), graceMs);
      await Promise.all(
        entries.map(({ actor }) => {
          const settle = () => !actor.getSnapshot().matches('sending') && (actor.stop(), true);
          return settle()
            ? undefined
            : new Promise<void>((resolve) => {
                const subscription = actor.subscribe({
                  next: () => settle() && (subscription.unsubscribe(), resolve()),
                  complete: () => (settle(), resolve()),
                });
              });
        }),
      );
      clearTimeout(grace);
      await Promise.all(entries.map((entry) => entry.writes));
      running.clear();
    },
  };
}

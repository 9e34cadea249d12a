/**
 * The notifier: e-mails each stored lead to the agency through the outbox (the transactional
 * outbox: the lead and its outbox row were written in one transaction). It takes up due rows,
 * runs one leadNotification actor per row, and records every state the actor enters in the row,
 * so that an SMTP outage or a restart loses nothing: what was not sent is taken up again, by this
 * process or the next. It wakes when a lead is stored (`wake()`) and on an interval, for rows a
 * restart left behind.
 */
import nodemailer from 'nodemailer';
import { createActor, fromPromise, type Actor, type ActorOptions, type InspectionEvent } from 'xstate';
import {
  leadNotificationMachine,
  retryDelayMs,
  type NotificationRecord,
  type SendNotificationInput,
} from '../../machines/leadNotificationMachine.ts';
import type { Database } from '../db/open.ts';
import { defaultSender, leadEmail, NEW_PROJECTS_ADDRESS } from './leadEmail.ts';
import { recordState, takeDue, type RowVersion, type TakenNotification } from './outbox.ts';

/** How often the notifier looks for due rows besides being woken: rows a restart or another
 * process left waiting are found within this long. */
export const POLL_INTERVAL_MS = 30_000;
/** How long a row being sent is held before another worker may take it up, should this one have
 * stopped without recording the outcome. Longer than a send can take (the SMTP timeouts below). */
export const SEND_LEASE_MS = 120_000;
/** How long stop() lets the e-mails being sent finish before it cuts them short. */
export const STOP_GRACE_MS = 2_000;
/** Rows taken up at a time. */
const BATCH_SIZE = 20;
/** An unreachable or silent SMTP server fails the attempt instead of holding it for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export interface NotifierOptions {
  db: Database;
  /** Where the e-mails go out: smtp:// or smtps://, with the user and password if it wants them. */
  smtpUrl: string;
  /** Who receives them: the agency's new-projects address unless set. */
  to?: string;
  /** Who they come from: the site's name at the `to` address unless set. */
  from?: string;
  /** The wait before the next attempt after `attempts` failed ones (the machine's back-off unless
   * set; the tests shorten it). */
  retryDelay?: (attempts: number) => number;
  pollIntervalMs?: number;
  sendLeaseMs?: number;
  /** The timers of the actors' back-off (the real ones unless set). */
  clock?: ActorOptions<typeof leadNotificationMachine>['clock'];
  /** Observes every actor the notifier runs (XState's inspection API). */
  inspect?: (event: InspectionEvent) => void;
  /** One line per event, never what the visitor wrote. */
  log?: (line: string) => void;
}

export interface Notifier {
  /** Looks for due rows now: call it once a lead is stored. Resolves once they are taken up. */
  wake(): Promise<void>;
  /** Stops taking up rows, lets the e-mails being sent finish for up to `graceMs` (then cuts
   * them short: a failed attempt), records every outcome, and closes the SMTP transport. What is
   * left waiting or retrying is taken up at the next start. */
  stop(graceMs?: number): Promise<void>;
}

type NotificationActor = Actor<typeof leadNotificationMachine>;

interface Running {
  actor: NotificationActor;
  /** The row's writes, in the order the actor entered its states. */
  writes: Promise<unknown>;
}

/** What a failure says in the log: the error's code and the SMTP reply code, never its text,
 * which may quote an address. */
function failureCode(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return [code, responseCode].filter((part) => part !== undefined).join(' ') || 'error';
}

export function startNotifier(options: NotifierOptions): Notifier {
  const { db, smtpUrl } = options;
  const to = options.to ?? NEW_PROJECTS_ADDRESS;
  const from = options.from ?? defaultSender(to);
  const retryDelay = options.retryDelay ?? retryDelayMs;
  const leaseMs = options.sendLeaseMs ?? SEND_LEASE_MS;
  const log = options.log ?? ((line: string) => console.log(line));
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });

  const running = new Map<string, Running>();
  /** Cuts the sends short once stop()'s grace is over. */
  const shutdown = new AbortController();
  let stopping = false;
  let draining: Promise<void> | null = null;
  let again: Promise<void> | null = null;

  function run(row: TakenNotification) {
    let version: RowVersion = { status: row.status, attempts: row.attempts };
    let lost = false;
    /** Whether the current attempt was recorded as sending: only then is the e-mail sent. */
    let recorded: Promise<boolean> = Promise.resolve(false);
    const entry: Running = { actor: undefined as unknown as NotificationActor, writes: Promise.resolve() };

    const persist = (record: NotificationRecord) => {
      const nextInMs =
        record.status === 'sending' ? leaseMs : record.status === 'retrying' ? retryDelay(record.attempts) : null;
      const write = entry.writes.then(async () => {
        if (lost) return false;
        try {
          if (await recordState(db, row.id, version, record, nextInMs)) {
            version = { status: record.status, attempts: record.attempts };
            return true;
          }
          // Another worker took the row up, or the lead was erased: this one lets it go.
          lost = true;
          log(`[notify] ${row.id}: no longer this worker's (taken up by another, or erased)`);
          entry.actor.stop();
          running.delete(row.id);
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

    // Its signal aborts when the actor leaves `sending` or stops (a row let go is never sent).
    const sendNotification = fromPromise<void, SendNotificationInput>(async ({ signal }) => {
      if (!(await recorded)) throw new Error('the attempt could not be recorded, so nothing was sent');
      try {
        await transport.sendMail({
          ...leadEmail(row.lead, { to, from }),
          signal: AbortSignal.any([signal, shutdown.signal]),
        });
      } catch (error) {
        log(`[notify] ${row.id}: SMTP refused or unreachable (${failureCode(error)})`);
        throw error;
      }
    });

    const machine = leadNotificationMachine.provide({
      actors: { sendNotification },
      actions: { persist: (_, record) => persist(record) },
      delays: { retryDelay: ({ context }) => retryDelay(context.attempts) },
    });
    entry.actor = createActor(machine, {
      input: { attempts: row.attempts, lastError: row.lastError },
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.inspect ? { inspect: options.inspect } : {}),
    });
    running.set(row.id, entry);
    entry.actor.subscribe({
      complete: () => {
        void entry.writes.then(() => running.delete(row.id));
      },
    });
    entry.actor.start();
    entry.actor.send({ type: 'notification.due' });
  }

  async function drain() {
    try {
      for (;;) {
        if (stopping) return;
        const rows = await takeDue(db, { limit: BATCH_SIZE, leaseMs, held: [...running.keys()] });
        if (stopping) return;
        for (const row of rows) run(row);
        if (rows.length < BATCH_SIZE) return;
      }
    } catch (error) {
      log(`[notify] could not look for due notifications (${failureCode(error)}); trying again later`);
    }
  }

  /** One look at a time; a wake while looking looks once more afterwards, for a lead stored
   * after the first look's statement ran. */
  function wake(): Promise<void> {
    if (stopping) return Promise.resolve();
    if (draining) {
      again ??= draining.then(() => {
        again = null;
        return wake();
      });
      return again;
    }
    draining = drain().finally(() => {
      draining = null;
    });
    return draining;
  }

  const interval = setInterval(() => void wake(), options.pollIntervalMs ?? POLL_INTERVAL_MS);
  interval.unref();
  void wake();

  return {
    wake,
    async stop(graceMs = STOP_GRACE_MS) {
      stopping = true;
      clearInterval(interval);
      await draining;
      const entries = [...running.values()];
      // A notification waiting to be retried stops waiting here: its row says when it is due.
      // One being sent finishes its attempt first (cut short after the grace), so the outcome is
      // recorded.
      const grace = setTimeout(() => shutdown.abort(new Error('the server stopped')), graceMs);
      await Promise.all(
        entries.map(async ({ actor }) => {
          await new Promise<void>((resolve) => {
            const settle = () => {
              if (actor.getSnapshot().matches('sending')) return false;
              actor.stop();
              resolve();
              return true;
            };
            if (!settle()) {
              const subscription = actor.subscribe({
                next: () => settle() && subscription.unsubscribe(),
                complete: () => settle(),
              });
            }
          });
        }),
      );
      clearTimeout(grace);
      await Promise.all(entries.map((entry) => entry.writes));
      running.clear();
      transport.close();
    },
  };
}

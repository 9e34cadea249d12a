/**
 * The notifier: e-mails each stored lead to the agency through the outbox (the transactional
 * outbox: the lead and its outbox row were written in one transaction). Its lifecycle is the
 * notifier machine (machines/notifierMachine.ts); each row it takes up is a delivery of its own
 * (deliveries.ts), whose every state is recorded in the row.
 */
import nodemailer from 'nodemailer';
import { createActor, fromPromise, waitFor } from 'xstate';
import { retryDelayMs } from '../../machines/leadNotificationMachine.ts';
import { notifierMachine } from '../../machines/notifierMachine.ts';
import { createDeliveries, failureCode, type DeliveryOptions } from './deliveries.ts';
import { defaultSender, leadEmail, NEW_PROJECTS_ADDRESS } from './leadEmail.ts';
import { takeDue } from './outbox.ts';

/** How long a row being sent is held before another worker may take it up, should this one have
 * stopped without recording the outcome. Longer than a send can take (the SMTP timeouts below). */
export const SEND_LEASE_MS = 120_000;
/** How long stop() lets the e-mails being sent finish before it cuts them short. */
export const STOP_GRACE_MS = 2_000;
/** Rows taken up at a time. */
const BATCH_SIZE = 20;
/** An unreachable or silent SMTP server fails the attempt instead of holding it for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export interface NotifierOptions extends Omit<DeliveryOptions, 'send' | 'retryDelay' | 'leaseMs' | 'log'> {
  /** Where the e-mails go out: smtp:// or smtps://, with the user and password if it wants them. */
  smtpUrl: string;
  /** Who receives them (the agency's new-projects address) and who they come from. */
  to?: string;
  from?: string;
  retryDelay?: (attempts: number) => number;
  sendLeaseMs?: number;
  /** The machine's poll interval, shortened by the tests. */
  pollIntervalMs?: number;
  log?: (line: string) => void;
}

export interface Notifier {
  /** A lead was stored: look for its notification now. Resolves once the look is over and the
   * notifications it found are under way (the tests wait for that). */
  wake(): Promise<void>;
  /** Stops taking up rows, lets the sends under way finish for up to `graceMs`, records every
   * outcome, and closes the SMTP transport. What is left is taken up at the next start. */
  stop(graceMs?: number): Promise<void>;
}

export function startNotifier({ smtpUrl, pollIntervalMs, ...options }: NotifierOptions): Notifier {
  const to = options.to ?? NEW_PROJECTS_ADDRESS;
  const from = options.from ?? defaultSender(to);
  const log = options.log ?? ((line: string) => console.log(line));
  const leaseMs = options.sendLeaseMs ?? SEND_LEASE_MS;
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  const send: DeliveryOptions['send'] = (row, signal) =>
    transport.sendMail({ ...leadEmail(row.lead, { to, from }), signal }).then(() => undefined);
  const deliveries = createDeliveries({
    ...options,
    send,
    log,
    leaseMs,
    retryDelay: options.retryDelay ?? retryDelayMs,
  });
  let graceMs = STOP_GRACE_MS;

  const machine = notifierMachine.provide({
    actors: {
      lookForDue: fromPromise(async () => {
        const rows = await options.store.use((db) =>
          takeDue(db, { limit: BATCH_SIZE, leaseMs, held: deliveries.held() }),
        );
        rows.forEach(deliveries.start);
        return { full: rows.length === BATCH_SIZE };
      }),
      settleDeliveries: fromPromise(() => deliveries.settle(graceMs)),
    },
    actions: {
      reportLookFailed: ({ event }) =>
        log(`[notify] could not look for due notifications (${failureCode((event as { error?: unknown }).error)})`),
    },
    ...(pollIntervalMs === undefined ? {} : { delays: { pollInterval: pollIntervalMs } }),
  });
  const actor = createActor(machine).start();

  return {
    async wake() {
      actor.send({ type: 'notifier.wake' });
      await waitFor(actor, (snapshot) => !snapshot.matches('looking'), { timeout: Infinity });
    },
    async stop(grace = STOP_GRACE_MS) {
      graceMs = grace;
      actor.send({ type: 'notifier.stop' });
      await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: Infinity });
      transport.close();
    },
  };
}

import { assign, fromPromise, setup } from 'xstate';
import type { DeliveryStatus } from '../src/contract/lead';

/** A notification is tried at most this many times, then given up: the lead stays stored, and
 * the agency still finds it in its list of leads. */
export const NOTIFY_MAX_ATTEMPTS = 16;
/** The wait after the first failed attempt; each further failure doubles it, up to the cap. */
export const NOTIFY_RETRY_BASE_MS = 60_000;
/** The longest wait between two attempts: an outage that ends is noticed within this long. */
export const NOTIFY_RETRY_MAX_MS = 3_600_000;

/** How long to wait after `attempts` failed attempts: exponential back-off with a cap. */
export function retryDelayMs(attempts: number): number {
  return Math.min(NOTIFY_RETRY_BASE_MS * 2 ** Math.max(attempts - 1, 0), NOTIFY_RETRY_MAX_MS);
}

/** Where a notification stands, as the outbox stores it: one per state of the machine that is
 * recorded (the contract's delivery statuses). */
export type NotificationStatus = DeliveryStatus;

export interface LeadNotificationInput {
  /** Attempts already made (an outbox row taken up again after a restart has some). */
  attempts?: number;
  /** Why the last attempt failed, if one did. */
  lastError?: string | null;
}

export interface LeadNotificationContext {
  /** Attempts made so far, this one included while sending. */
  attempts: number;
  lastError: string | null;
}

/** What the persist action writes on entering a state: the state and the context it holds. */
export interface NotificationRecord {
  status: NotificationStatus;
  attempts: number;
  lastError: string | null;
}

/** What the sendNotification actor receives: which attempt this is. */
export interface SendNotificationInput {
  attempt: number;
}

/** Why an attempt failed, in a line: the error's message, or the thing thrown. */
export function failureText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

const record =
  (status: NotificationStatus) =>
  ({ context }: { context: LeadNotificationContext }) =>
    ({ status, attempts: context.attempts, lastError: context.lastError }) satisfies NotificationRecord;

/**
 * The delivery of one stored lead's e-mail to the agency: it waits until a worker takes it up,
 * is sent, and after a failure waits an ever longer time and tries again, until it is sent or
 * every attempt is spent. Every state it enters is persisted (`persist`), so that a restart
 * resumes each notification where it stood.
 */
export const leadNotificationMachine = setup({
  types: {} as {
    input: LeadNotificationInput;
    context: LeadNotificationContext;
    events:
      | { type: 'notification.due' }
      /** Its outbox row moved on without this worker: another took it up, or the lead was erased. */
      | { type: 'notification.released' };
  },
  actors: {
    // The worker provides the real one, which hands the e-mail to the SMTP server.
    sendNotification: fromPromise<void, SendNotificationInput>(async () => {
      throw new Error(
        'leadNotificationMachine: provide the sendNotification actor, e.g. machine.provide({ actors: { sendNotification } })',
      );
    }),
  },
  actions: {
    // The worker provides the real one, which writes the record to the notification's outbox row.
    persist: (_, _record: NotificationRecord) => {},
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    // The invoked sendNotification's error event carries what it failed with.
    recordFailure: assign({ lastError: ({ event }) => failureText('error' in event ? event.error : undefined) }),
  },
  guards: {
    hasAttemptsLeft: ({ context }) => context.attempts < NOTIFY_MAX_ATTEMPTS,
  },
  delays: {
    retryDelay: ({ context }) => retryDelayMs(context.attempts),
  },
}).createMachine({
  id: 'leadNotification',
  description:
    "A stored lead's e-mail to the agency: sent when a worker takes it up; after a failure, tried again after an exponential back-off with a cap, until it is sent or the last attempt has failed; let go, unrecorded, once its row is another worker's or erased.",
  context: ({ input }) => ({ attempts: input.attempts ?? 0, lastError: input.lastError ?? null }),
  initial: 'waiting',
  on: { 'notification.released': '.released' },
  states: {
    /** Stored, until a worker takes it up; one whose every attempt was spent (the last one cut
     * short by a restart) is given up at once. */
    waiting: {
      on: {
        'notification.due': [{ guard: 'hasAttemptsLeft', target: 'sending' }, { target: 'gaveUp' }],
      },
    },
    sending: {
      entry: ['countAttempt', { type: 'persist', params: record('sending') }],
      invoke: {
        id: 'sendNotification',
        src: 'sendNotification',
        input: ({ context }) => ({ attempt: context.attempts }),
        onDone: 'sent',
        onError: [
          { guard: 'hasAttemptsLeft', target: 'retrying', actions: 'recordFailure' },
          { target: 'gaveUp', actions: 'recordFailure' },
        ],
      },
    },
    retrying: {
      entry: { type: 'persist', params: record('retrying') },
      after: { retryDelay: 'sending' },
    },
    sent: { type: 'final', entry: { type: 'persist', params: record('sent') } },
    gaveUp: { type: 'final', entry: { type: 'persist', params: record('gaveUp') } },
    /** No longer this worker's: nothing more is sent or recorded. */
    released: { type: 'final' },
  },
});

import type { EventFromLogic } from 'xstate';
import {
  leadNotificationMachine,
  NOTIFY_MAX_ATTEMPTS,
  NOTIFY_RETRY_BASE_MS,
  NOTIFY_RETRY_MAX_MS,
  type NotificationStatus,
} from '../../machines/leadNotificationMachine';
import type { MachineModel } from '../support/machineModel';

/*
 * The lead notification's model, replayed on the machine (leadNotification.machine.test.ts) and on
 * the real worker, database and SMTP server (leadNotification.worker.test.ts). The invoked
 * `sendNotification` never runs while the graph is walked, so its outcome is modelled as the events
 * the machine receives from it, offered only while it is sending.
 */

export type NotificationEvent = EventFromLogic<typeof leadNotificationMachine>;

export const accepted = { type: 'xstate.done.actor.sendNotification', output: undefined } as never;
export const refused = {
  type: 'xstate.error.actor.sendNotification',
  error: new Error('451 4.3.0 Try again later'),
} as never;

/** What the agency's outbox row should say: its status (or `released`: the row is another
 * worker's now, and this one is done), the attempts made, and why the last one failed. */
export interface Delivery {
  status: NotificationStatus | 'released';
  attempts: number;
  lastError: string | null;
}

/** The wait after `attempts` failed attempts as the back-off rule states it: the base after the
 * first, twice the previous wait after each further one, never more than the cap. */
export function expectedRetryDelay(attempts: number): number {
  let wait = NOTIFY_RETRY_BASE_MS;
  for (let made = 1; made < attempts; made += 1) wait = Math.min(wait * 2, NOTIFY_RETRY_MAX_MS);
  return wait;
}

/**
 * Where a notification stands after `event`, from the delivery rules, written apart from the
 * chart: a worker takes up a waiting one and sends it, unless every attempt was spent; an accepted
 * e-mail is sent; a refused one waits to be retried while attempts are left, else it is given up;
 * once the wait is over it is sent again; a row another worker took up is let go. Sent, given up
 * and let go are the end.
 */
export function expectedAfter(delivery: Delivery, event: { type: string; error?: Error }): Delivery {
  const { status, attempts } = delivery;
  const send = { ...delivery, status: 'sending' as const, attempts: attempts + 1 };
  switch (event.type) {
    case 'notification.due':
      if (status !== 'waiting') return delivery;
      return attempts >= NOTIFY_MAX_ATTEMPTS ? { ...delivery, status: 'gaveUp' } : send;
    case 'xstate.done.actor.sendNotification':
      return status === 'sending' ? { ...delivery, status: 'sent' } : delivery;
    case 'xstate.error.actor.sendNotification': {
      if (status !== 'sending') return delivery;
      const next = attempts >= NOTIFY_MAX_ATTEMPTS ? 'gaveUp' : 'retrying';
      return { ...delivery, status: next, lastError: event.error!.message };
    }
    case 'notification.released':
      return status === 'sent' || status === 'gaveUp' ? delivery : { ...delivery, status: 'released' };
    default:
      return status === 'retrying' ? send : delivery;
  }
}

/** The two ways a notification starts: stored by a new lead, and taken up again after a restart
 * cut its last attempt short. Each reaches only part of the chart. */
const starts = {
  new: { input: { attempts: 0 }, initial: { status: 'waiting', attempts: 0, lastError: null } },
  spent: {
    input: { attempts: NOTIFY_MAX_ATTEMPTS, lastError: null },
    initial: { status: 'waiting', attempts: NOTIFY_MAX_ATTEMPTS, lastError: null },
  },
} satisfies MachineModel<typeof leadNotificationMachine, Delivery>['starts'];

export const leadNotificationModel: MachineModel<typeof leadNotificationMachine, Delivery> = {
  machine: leadNotificationMachine,
  name: 'leadNotificationMachine',
  starts,
  actors: ['sendNotification'],
  // What makes two snapshots different: the state, the attempts made, and whether it is over.
  serializeState: ({ value, context, status }) => JSON.stringify({ value, attempts: context.attempts, status }),
  events: (snapshot) => [
    { type: 'notification.due' },
    ...(snapshot.matches('sending') ? [accepted, refused] : []),
    // Its row moved on without this worker (another took it up while it waited to retry).
    ...(snapshot.matches('retrying') ? [{ type: 'notification.released' } as const] : []),
  ],
  title: (event) =>
    ({ 'xstate.done.actor.sendNotification': 'accepted', 'xstate.error.actor.sendNotification': 'refused' })[
      event.type as string
    ] ?? (event.type.startsWith('xstate.after.') ? 'after retryDelay' : undefined),
  timers: (_event, { status, attempts }) => (status === 'retrying' ? expectedRetryDelay(attempts) : null),
  view: {
    initial: starts.new.initial,
    after: expectedAfter,
    of: ({ value, context }) => ({ status: value, attempts: context.attempts, lastError: context.lastError }),
  },
};

import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import {
  leadNotificationMachine,
  NOTIFY_MAX_ATTEMPTS,
  NOTIFY_RETRY_BASE_MS,
  NOTIFY_RETRY_MAX_MS,
  type LeadNotificationInput,
  type NotificationStatus,
} from '../../machines/leadNotificationMachine';
import { createModel, describeEvent, type ModelCoverage, type ModelPath } from '../support/model';

/*
 * The lead notification machine's model, shared by the machine replay
 * (leadNotification.machine.test.ts) and the replay on the real worker, database and SMTP server
 * (leadNotification.worker.test.ts), so both walk the same paths.
 *
 * The invoked `sendNotification` actor never runs during graph traversal, so its outcome is
 * modelled as the events the machine receives from it, offered only while it is sending; a replay
 * produces them for real, by answering the e-mail.
 */

export type NotificationEvent = EventFromLogic<typeof leadNotificationMachine>;
/** What the machine receives: the worker's event and the invoked sendNotification's. */
export type ModelEvent =
  | NotificationEvent
  | { type: 'xstate.done.actor.sendNotification'; output: undefined }
  | { type: 'xstate.error.actor.sendNotification'; error: Error };

export const due: NotificationEvent = { type: 'notification.due' };
export const accepted = {
  type: 'xstate.done.actor.sendNotification',
  output: undefined,
} as unknown as NotificationEvent;
/** Its row moved on without this worker (another took it up while it waited to retry). */
export const released: NotificationEvent = { type: 'notification.released' };
export const refused = {
  type: 'xstate.error.actor.sendNotification',
  error: new Error('451 4.3.0 Try again later'),
} as unknown as NotificationEvent;

const isSending = (snapshot: AnyMachineSnapshot) => snapshot.matches('sending');
const isRetrying = (snapshot: AnyMachineSnapshot) => snapshot.matches('retrying');

/** What makes two snapshots different: the state, the attempts made, and whether it is over. */
export const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, attempts: snapshot.context.attempts, status: snapshot.status });

/** The two ways a notification starts: stored by a new lead, and taken up again after a restart
 * cut its last attempt short. */
export const inputs = {
  new: { attempts: 0 },
  spent: { attempts: NOTIFY_MAX_ATTEMPTS, lastError: null },
} as const satisfies Record<string, LeadNotificationInput>;
export type StartKind = keyof typeof inputs;

export function leadNotificationModels(name = 'leadNotificationMachine') {
  const model = (kind: StartKind) =>
    createModel(leadNotificationMachine, `${name} (${kind})`, {
      input: inputs[kind],
      serializeState,
      events: (snapshot): NotificationEvent[] => [
        due,
        ...(isSending(snapshot) ? [accepted, refused] : []),
        ...(isRetrying(snapshot) ? [released] : []),
      ],
    });
  return { new: model('new'), spent: model('spent') };
}

/** One machine, two ways to start: each reaches only part of the chart, so the machine's
 * coverage is the union of the two. */
export function unionCoverage(name: string, a: ModelCoverage, b: ModelCoverage): ModelCoverage {
  const merge = (x: ModelCoverage['states'], y: ModelCoverage['states']) => {
    const missing = x.missing.filter((id) => y.missing.includes(id));
    return { covered: x.total - missing.length, total: x.total, missing };
  };
  return {
    machine: name,
    states: merge(a.states, b.states),
    transitions: merge(a.transitions, b.transitions),
    paths: a.paths + b.paths,
  };
}

/** `notification.due → (refused → after retryDelay) ×3 → accepted`: a path, readable, with a
 * run of failed attempts counted. */
export function describePath(path: ModelPath): string {
  const words = path.steps.map((step) => {
    const event = step.event as ModelEvent;
    if (event.type === 'xstate.done.actor.sendNotification') return 'accepted';
    if (event.type === 'xstate.error.actor.sendNotification') return 'refused';
    if (event.type.startsWith('xstate.after.')) return 'after retryDelay';
    if (event.type === 'notification.released') return 'released';
    return describeEvent(event);
  });
  const out: string[] = [];
  for (let index = 0; index < words.length;) {
    let runs = 0;
    while (words[index + 2 * runs] === 'refused' && words[index + 2 * runs + 1] === 'after retryDelay') runs += 1;
    if (runs > 1) {
      out.push(`(refused → after retryDelay) ×${runs}`);
      index += 2 * runs;
    } else {
      out.push(words[index]!);
      index += 1;
    }
  }
  return out.join(' → ');
}

/** What the agency's outbox row should say, kept apart from the chart. */
export interface Expected {
  /** What the row says, or `released`: the row is another worker's now, and this one is done. */
  status: NotificationStatus | 'released';
  attempts: number;
  /** Whether the last attempt's failure is recorded. */
  failed: boolean;
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
 * chart: a worker takes up a waiting one and sends it, unless every attempt was spent; an
 * accepted e-mail is sent; a refused one waits to be retried while attempts are left, else it is
 * given up; once the wait is over it is sent again; a row another worker took up is let go. Sent,
 * given up and let go are the end.
 */
export function expectedAfter(expected: Expected, event: { type: string }): Expected {
  const { status, attempts } = expected;
  const e = event as ModelEvent;
  if (e.type === 'notification.due') {
    if (status !== 'waiting') return expected;
    return attempts >= NOTIFY_MAX_ATTEMPTS
      ? { ...expected, status: 'gaveUp' }
      : { ...expected, status: 'sending', attempts: attempts + 1 };
  }
  if (e.type === 'xstate.done.actor.sendNotification')
    return status === 'sending' ? { ...expected, status: 'sent' } : expected;
  if (e.type === 'xstate.error.actor.sendNotification') {
    if (status !== 'sending') return expected;
    return { ...expected, status: attempts >= NOTIFY_MAX_ATTEMPTS ? 'gaveUp' : 'retrying', failed: true };
  }
  if (e.type === 'notification.released')
    return status === 'sent' || status === 'gaveUp' ? expected : { ...expected, status: 'released' };
  if (event.type.startsWith('xstate.after.') && status === 'retrying') {
    return { ...expected, status: 'sending', attempts: attempts + 1 };
  }
  return expected;
}

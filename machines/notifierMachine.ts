import { assign, fromPromise, setup } from 'xstate';

/** How often the notifier looks for due notifications besides being woken: those a restart or
 * another server left waiting are found within this long. */
export const NOTIFIER_POLL_MS = 30_000;

/** What one look found: whether it took a full batch, so that more may be due right now. */
export interface LookOutput {
  full: boolean;
}

export interface NotifierContext {
  /** Woken while looking: a lead stored after the look's query ran is looked for once more. */
  woken: boolean;
  /** Told to stop while looking: it stops once the look is over, with no delivery left half begun. */
  stopAsked: boolean;
}

export type NotifierEvent =
  /** A lead was stored: its notification is waiting. */
  | { type: 'notifier.wake' }
  /** The server is stopping. */
  | { type: 'notifier.stop' };

/**
 * The worker that e-mails stored leads to the agency through the outbox: it looks for due
 * notifications when a lead is stored and every 30 seconds, one look at a time, and hands each one
 * it takes up to its own delivery (leadNotificationMachine). Stopping, it lets the deliveries under
 * way finish or be cut short and recorded, so that nothing is sent twice or dropped unrecorded.
 */
export const notifierMachine = setup({
  types: {} as {
    context: NotifierContext;
    events: NotifierEvent;
  },
  actors: {
    // The server provides the real ones: take up due outbox rows and start their deliveries; let
    // the deliveries under way settle.
    lookForDue: fromPromise<LookOutput>(async () => {
      throw new Error('notifierMachine: provide the lookForDue actor');
    }),
    settleDeliveries: fromPromise<void>(async () => {
      throw new Error('notifierMachine: provide the settleDeliveries actor');
    }),
  },
  actions: {
    noteWake: assign({ woken: true }),
    noteStop: assign({ stopAsked: true }),
    forgetWake: assign({ woken: false }),
    // The server's: one line in its log when a look fails (the next wake or poll tries again).
    reportLookFailed: () => {},
  },
  guards: {
    isStopAsked: ({ context }) => context.stopAsked,
    isMoreDue: ({ context, event }) =>
      context.woken || ('output' in event && (event.output as LookOutput | undefined)?.full === true),
  },
  delays: {
    pollInterval: NOTIFIER_POLL_MS,
  },
}).createMachine({
  id: 'notifier',
  description:
    'The lead e-mail worker: looks for due notifications when woken and every 30 s, one look at a time, looking again at once when woken meanwhile or a batch was full; stopping, it waits for the look under way, then for the deliveries to settle.',
  context: { woken: false, stopAsked: false },
  initial: 'looking',
  states: {
    idle: {
      after: { pollInterval: 'looking' },
      on: { 'notifier.wake': 'looking', 'notifier.stop': 'stopping' },
    },
    looking: {
      entry: 'forgetWake',
      invoke: {
        id: 'lookForDue',
        src: 'lookForDue',
        onDone: [
          { guard: 'isStopAsked', target: 'stopping' },
          { guard: 'isMoreDue', target: 'looking', reenter: true },
          { target: 'idle' },
        ],
        onError: [
          { guard: 'isStopAsked', target: 'stopping', actions: 'reportLookFailed' },
          { target: 'idle', actions: 'reportLookFailed' },
        ],
      },
      on: { 'notifier.wake': { actions: 'noteWake' }, 'notifier.stop': { actions: 'noteStop' } },
    },
    stopping: {
      invoke: { id: 'settleDeliveries', src: 'settleDeliveries', onDone: 'stopped', onError: 'stopped' },
    },
    stopped: { type: 'final' },
  },
});

import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { NOTIFIER_POLL_MS, notifierMachine } from '../../machines/notifierMachine';
import { describeMachineModel, type MachineModel } from '../support/machineModel';

/*
 * The notifier's lifecycle, replayed on the machine with each look for due notifications and the
 * settling of the deliveries held until the step says how they end, and the poll on fake timers.
 * After each step the state, and how many looks were started, must be what the rules below call
 * for, written apart from the chart.
 */

type Step = 'idle' | 'looking' | 'stopping' | 'stopped';
interface Notifier {
  state: Step;
  /** Woken, or told to stop, while looking. */
  woken: boolean;
  stopAsked: boolean;
}

/**
 * The rules: a wake or the poll starts a look unless one is under way, which then looks once more
 * when it is over; a full batch is followed by another look at once; a stop waits for the look
 * under way and then for the deliveries; a failed look waits for the next wake or poll.
 */
function expectedAfter(was: Notifier, event: EventObject): Notifier {
  const look = (from: Notifier): Notifier => ({ ...from, state: 'looking', woken: false });
  switch (was.state) {
    case 'idle':
      if (event.type === 'notifier.wake' || event.type.startsWith('xstate.after.')) return look(was);
      return event.type === 'notifier.stop' ? { ...was, state: 'stopping' } : was;
    case 'looking': {
      if (event.type === 'notifier.wake') return { ...was, woken: true };
      if (event.type === 'notifier.stop') return { ...was, stopAsked: true };
      const done = event.type === 'xstate.done.actor.lookForDue';
      if (!done && event.type !== 'xstate.error.actor.lookForDue') return was;
      if (was.stopAsked) return { ...was, state: 'stopping' };
      // A failed look (the database is down) is not tried again at once, woken or not.
      if (!done) return { ...was, state: 'idle' };
      const full = (event as { output?: { full: boolean } }).output?.full === true;
      return was.woken || full ? look(was) : { ...was, state: 'idle' };
    }
    case 'stopping':
      return event.type.endsWith('.settleDeliveries') ? { ...was, state: 'stopped' } : was;
    case 'stopped':
      return was;
  }
}

const model: MachineModel<typeof notifierMachine, Notifier> = {
  machine: notifierMachine,
  name: 'notifierMachine',
  actors: ['lookForDue', 'settleDeliveries'],
  events: (snapshot: AnyMachineSnapshot) => [
    { type: 'notifier.wake' },
    { type: 'notifier.stop' },
    ...((snapshot.matches('looking')
      ? [
          { type: 'xstate.done.actor.lookForDue', output: { full: true } },
          { type: 'xstate.done.actor.lookForDue', output: { full: false } },
          { type: 'xstate.error.actor.lookForDue', error: new Error('ECONNREFUSED') },
        ]
      : snapshot.matches('stopping')
        ? [
            { type: 'xstate.done.actor.settleDeliveries' },
            { type: 'xstate.error.actor.settleDeliveries', error: new Error('aborted') },
          ]
        : []) as never[]),
  ],
  timers: (_event, { state }) => (state === 'idle' ? NOTIFIER_POLL_MS : null),
  view: {
    initial: { state: 'looking', woken: false, stopAsked: false },
    after: expectedAfter,
    of: ({ value, context }) => ({ state: value as Step, ...context }),
  },
};

/** A look starts on entering `looking`, and again as one is over with more to look for. */
const startsLook = (was: Notifier, now: Notifier, event: EventObject) =>
  now.state === 'looking' && (was.state !== 'looking' || event.type === 'xstate.done.actor.lookForDue');

let failedLooks = 0;
let looks = 1;
describeMachineModel(model, {
  machine: {
    provide: () => {
      [failedLooks, looks] = [0, 1];
      return notifierMachine.provide({ actions: { reportLookFailed: () => void failedLooks++ } });
    },
    check: ({ event, after, view, was, started }) => {
      expect(after.status).toBe(view.state === 'stopped' ? 'done' : 'active');
      if (startsLook(was, view, event)) looks += 1;
      expect(started.filter((actor) => actor.name === 'lookForDue')).toHaveLength(looks);
      if ((event as EventObject).type === 'xstate.error.actor.lookForDue') expect(failedLooks).toBeGreaterThan(0);
    },
  },
});

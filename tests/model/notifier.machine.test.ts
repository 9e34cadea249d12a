import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { NOTIFIER_POLL_MS, notifierMachine } from '../../machines/notifierMachine';
import { heldActors } from '../support/heldActors';
import { createModel, recordCoverage, type ModelPath } from '../support/model';

/*
 * The notifier's lifecycle, replayed on the machine with each look for due notifications and the
 * settling of the deliveries held until the step says how they end; the poll runs on fake timers.
 * After each step the state, and how many looks were started, must be what the rules below call
 * for, written apart from the chart.
 */

const events = (snapshot: AnyMachineSnapshot): EventObject[] => [
  { type: 'notifier.wake' },
  { type: 'notifier.stop' },
  ...(snapshot.matches('looking')
    ? [
        { type: 'xstate.done.actor.lookForDue', output: { full: true } } as EventObject,
        { type: 'xstate.done.actor.lookForDue', output: { full: false } } as EventObject,
        { type: 'xstate.error.actor.lookForDue', error: new Error('ECONNREFUSED') } as EventObject,
      ]
    : []),
  ...(snapshot.matches('stopping')
    ? [
        { type: 'xstate.done.actor.settleDeliveries' } as EventObject,
        { type: 'xstate.error.actor.settleDeliveries', error: new Error('aborted') } as EventObject,
      ]
    : []),
];

const model = createModel(notifierMachine, 'notifierMachine', { events: events as never });

afterAll(() => recordCoverage(model.coverage));

type Step = 'idle' | 'looking' | 'stopping' | 'stopped';
interface Expected {
  state: Step;
  /** Woken, or told to stop, while looking. */
  woken: boolean;
  stopAsked: boolean;
  looks: number;
}

/**
 * The rules: a wake or the poll starts a look unless one is under way, which then looks once more
 * when it is over; a full batch is followed by another look at once; a stop waits for the look
 * under way and then for the deliveries; a failed look waits for the next wake or poll.
 */
function expectedAfter(was: Expected, event: EventObject): Expected {
  const look = (from: Expected): Expected => ({ ...from, state: 'looking', woken: false, looks: from.looks + 1 });
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

async function replay(path: ModelPath<EventObject>) {
  const work = heldActors(['lookForDue', 'settleDeliveries']);
  let failedLooks = 0;
  const actor = createActor(
    notifierMachine.provide({ actors: work.actors as never, actions: { reportLookFailed: () => void failedLooks++ } }),
  ).start();
  const looks = () => work.held.filter((each) => each.name === 'lookForDue').length + settledLooks;
  let settledLooks = 0;
  let expected: Expected = { state: 'looking', woken: false, stopAsked: false, looks: 1 };
  for (const step of path.steps) {
    const was = expected;
    expected = expectedAfter(was, step.event);
    if (work.isOutcome(step.event)) {
      if (step.event.type.endsWith('.lookForDue')) settledLooks += 1;
      await work.settle(step.event);
    } else if (step.event.type.startsWith('xstate.after.') && was.state === 'idle') {
      vi.advanceTimersByTime(NOTIFIER_POLL_MS - 1);
      expect(actor.getSnapshot().value).toBe('idle');
      vi.advanceTimersByTime(1);
    } else if (step.event.type.startsWith('xstate.after.')) vi.advanceTimersByTime(NOTIFIER_POLL_MS * 2);
    else actor.send(step.event as never);

    const now = actor.getSnapshot();
    expect(now.value).toEqual(step.state.value);
    expect(now.value).toBe(expected.state);
    expect(looks()).toBe(expected.looks);
    expect(now.status).toBe(expected.state === 'stopped' ? 'done' : 'active');
    if (step.event.type === 'xstate.error.actor.lookForDue') expect(failedLooks).toBeGreaterThan(0);
  }
  actor.stop();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test('the paths take every state and transition of the notifier machine', () => {
  expect(model.coverage.states.missing).toEqual([]);
  expect(model.coverage.transitions.missing).toEqual([]);
});

describe('notifier machine: every edge of the model', () => {
  test.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await replay(path);
  });
});

import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { databaseMachine, REOPEN_BASE_MS, REOPEN_MAX_MS } from '../../machines/databaseMachine';
import { heldActors } from '../support/heldActors';
import { createModel, recordCoverage, type ModelPath } from '../support/model';

/*
 * The database machine's paths, replayed on the machine with its opening, checking and closing
 * held until each step says how they end; the back-off runs on fake timers, moved to the
 * millisecond. After each step the state, the failures counted and the open database must be what
 * the rules below call for, written apart from the chart.
 */

const DATABASE = { name: 'the database' };
const failure = new Error('could not write to log file: Operation not permitted');

type Step = 'opening' | 'waiting' | 'ready' | 'checking' | 'releasing' | 'closing' | 'closed';
const invoked: Partial<Record<Step, string>> = {
  opening: 'openDatabase',
  checking: 'proveWrite',
  releasing: 'releaseDatabase',
  closing: 'closeDatabase',
};

const events = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const id = invoked[snapshot.value as Step];
  return [
    { type: 'database.failed' },
    { type: 'database.close' },
    ...(id
      ? [
          { type: `xstate.done.actor.${id}`, output: id === 'openDatabase' ? DATABASE : undefined } as EventObject,
          { type: `xstate.error.actor.${id}`, error: failure } as EventObject,
        ]
      : []),
  ];
};

const model = createModel(databaseMachine, 'databaseMachine', {
  events: events as never,
  // Failures past three change nothing but the wait, which the replay checks.
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, Math.min(snapshot.context.failures, 3), snapshot.context.handle !== null]),
});

afterAll(() => recordCoverage(model.coverage));

/** The wait before opening again after `failures` failures in a row, as the rule states it: half
 * a second, doubled after each further failure, never more than three seconds. */
function expectedWait(failures: number) {
  let wait = REOPEN_BASE_MS;
  for (let made = 1; made < failures; made += 1) wait = Math.min(wait * 2, REOPEN_MAX_MS);
  return wait;
}

interface Expected {
  state: Step;
  failures: number;
  open: boolean;
}

/**
 * What the database is after `event`: opened, it is ready; a failed query has it checked with one
 * write, which either finds it well or has it released and opened again after a wait; every failed
 * opening or release counts a failure, a good opening clears them; closing is final.
 */
function expectedAfter(was: Expected, event: EventObject): Expected {
  const done = event.type.startsWith('xstate.done.actor.');
  const error = event.type.startsWith('xstate.error.actor.');
  if (was.state === 'closed') return was;
  if (event.type === 'database.close') {
    if (was.state === 'opening' || was.state === 'waiting') return { ...was, state: 'closed' };
    return { ...was, state: 'closing' };
  }
  switch (was.state) {
    case 'opening':
      if (done) return { state: 'ready', failures: 0, open: true };
      if (error) return { ...was, state: 'waiting', failures: was.failures + 1 };
      return was;
    case 'waiting':
      return event.type.startsWith('xstate.after.') ? { ...was, state: 'opening' } : was;
    case 'ready':
      return event.type === 'database.failed' ? { ...was, state: 'checking' } : was;
    case 'checking':
      if (done) return { ...was, state: 'ready' };
      if (error) return { ...was, state: 'releasing' };
      return was;
    case 'releasing':
      return done || error ? { state: 'waiting', failures: was.failures + 1, open: false } : was;
    case 'closing':
      return done || error ? { ...was, state: 'closed', open: false } : was;
  }
}

async function replay(path: ModelPath<EventObject>) {
  const work = heldActors(['openDatabase', 'proveWrite', 'closeDatabase'], {
    releaseDatabase: 'closeDatabase',
  });
  const reports: string[] = [];
  const actor = createActor(
    databaseMachine.provide({
      actors: work.actors as never,
      actions: { report: (_, what) => void reports.push(what) },
    }),
  ).start();
  let expected: Expected = { state: 'opening', failures: 0, open: false };
  for (const step of path.steps) {
    const was = expected;
    expected = expectedAfter(was, step.event);
    if (work.isOutcome(step.event)) await work.settle(step.event);
    else if (step.event.type.startsWith('xstate.after.') && was.state === 'waiting') {
      // Never a millisecond early.
      vi.advanceTimersByTime(expectedWait(was.failures) - 1);
      expect(actor.getSnapshot().value).toBe('waiting');
      vi.advanceTimersByTime(1);
    } else if (step.event.type.startsWith('xstate.after.')) {
      // No wait runs outside `waiting`: however long it is, nothing happens.
      vi.advanceTimersByTime(REOPEN_MAX_MS * 2);
    } else actor.send(step.event as never);

    const now = actor.getSnapshot();
    expect(now.value).toEqual(step.state.value);
    expect(now.value).toBe(expected.state);
    expect(now.context.failures).toBe(expected.failures);
    expect(now.context.handle).toBe(expected.open ? DATABASE : null);
    expect(now.status).toBe(expected.state === 'closed' ? 'done' : 'active');
    // The work each state runs is given the open database.
    if (['checking', 'releasing', 'closing'].includes(expected.state) && was.state !== expected.state)
      expect(work.held.at(-1)?.input).toEqual({ handle: DATABASE });
    // An operator reads when it became ready, when it failed, and when it closed.
    if (expected.state !== was.state) {
      const said = reports.at(-1);
      if (expected.state === 'ready' && was.state === 'opening') expect(said).toBe('ready');
      if (expected.state === 'closed') expect(said).toBe('closed');
    }
  }
  actor.stop();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test('the paths take every state and transition of the database machine', () => {
  expect(model.coverage.states.missing).toEqual([]);
  expect(model.coverage.transitions.missing).toEqual([]);
});

describe('database machine: every edge of the model', () => {
  test.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await replay(path);
  });
});

test('the wait doubles from half a second and stops at three', () => {
  expect([1, 2, 3, 4, 10].map(expectedWait)).toEqual([500, 1_000, 2_000, 3_000, 3_000]);
});

test('a database that fails for a while is opened again within the back-off, and a good opening clears the count', async () => {
  const work = heldActors(['openDatabase', 'proveWrite', 'closeDatabase'], { releaseDatabase: 'closeDatabase' });
  const actor = createActor(databaseMachine.provide({ actors: work.actors as never })).start();
  let waited = 0;
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await work.settle({ type: 'xstate.error.actor.openDatabase', error: failure } as EventObject);
    expect(actor.getSnapshot().context.failures).toBe(attempt);
    vi.advanceTimersByTime(expectedWait(attempt));
    waited += expectedWait(attempt);
    expect(actor.getSnapshot().value).toBe('opening');
  }
  await work.settle({ type: 'xstate.done.actor.openDatabase', output: DATABASE } as EventObject);
  expect(actor.getSnapshot().context).toEqual({ handle: DATABASE, failures: 0 });
  // Five failures in a row still leave the service back within ten seconds of the cause going.
  expect(waited).toBeLessThan(10_000);
  actor.stop();
});

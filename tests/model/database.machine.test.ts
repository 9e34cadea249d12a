import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { databaseMachine, REOPEN_BASE_MS, REOPEN_MAX_MS } from '../../machines/databaseMachine';
import { heldActorsOf } from '../support/heldActors';
import { describeMachineModel, type MachineModel } from '../support/machineModel';

/*
 * The database machine's paths, replayed on the machine with its opening, checking and closing
 * held until each step says how they end, and the back-off on fake timers. After each step the
 * state, the failures counted and the open database must be what the rules below call for,
 * written apart from the chart.
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

/** The wait before opening again after `failures` failures in a row, as the rule states it: half
 * a second, doubled after each further failure, never more than three seconds. */
function expectedWait(failures: number) {
  let wait = REOPEN_BASE_MS;
  for (let made = 1; made < failures; made += 1) wait = Math.min(wait * 2, REOPEN_MAX_MS);
  return wait;
}

interface Database {
  state: Step;
  failures: number;
  /** The database it has open. */
  handle: typeof DATABASE | null;
}

/**
 * What the database is after `event`: opened, it is ready; a failed query has it checked with one
 * write, which either finds it well or has it released and opened again after a wait; every failed
 * opening or release counts a failure, a good opening clears them; closing is final.
 */
function expectedAfter(was: Database, event: EventObject): Database {
  const done = event.type.startsWith('xstate.done.actor.');
  const error = event.type.startsWith('xstate.error.actor.');
  if (was.state === 'closed') return was;
  if (event.type === 'database.close') {
    return { ...was, state: was.state === 'opening' || was.state === 'waiting' ? 'closed' : 'closing' };
  }
  switch (was.state) {
    case 'opening':
      if (done) return { state: 'ready', failures: 0, handle: DATABASE };
      return error ? { ...was, state: 'waiting', failures: was.failures + 1 } : was;
    case 'waiting':
      return event.type.startsWith('xstate.after.') ? { ...was, state: 'opening' } : was;
    case 'ready':
      return event.type === 'database.failed' ? { ...was, state: 'checking' } : was;
    case 'checking':
      if (done) return { ...was, state: 'ready' };
      return error ? { ...was, state: 'releasing' } : was;
    case 'releasing':
      return done || error ? { state: 'waiting', failures: was.failures + 1, handle: null } : was;
    case 'closing':
      return done || error ? { ...was, state: 'closed', handle: null } : was;
  }
}

const model: MachineModel<typeof databaseMachine, Database> = {
  machine: databaseMachine,
  name: 'databaseMachine',
  actors: ['openDatabase', 'proveWrite', 'closeDatabase'],
  events: (snapshot: AnyMachineSnapshot) => {
    const id = invoked[snapshot.value as Step];
    const outcomes = id
      ? [
          { type: `xstate.done.actor.${id}`, output: id === 'openDatabase' ? DATABASE : undefined },
          { type: `xstate.error.actor.${id}`, error: failure },
        ]
      : [];
    return [{ type: 'database.failed' }, { type: 'database.close' }, ...(outcomes as never[])];
  },
  // Failures past three change nothing but the wait, which the replay checks.
  serializeState: ({ value, context }) =>
    JSON.stringify([value, Math.min(context.failures, 3), context.handle !== null]),
  timers: (_event, { state, failures }) => (state === 'waiting' ? expectedWait(failures) : null),
  view: {
    initial: { state: 'opening', failures: 0, handle: null },
    after: expectedAfter,
    of: ({ value, context }) => ({ state: value as Step, failures: context.failures, handle: context.handle }),
  },
};

let reports: string[] = [];
describeMachineModel(model, {
  machine: {
    // What the graph tells apart; the rest is the view's.
    context: ({ handle }) => handle !== null,
    provide: () => {
      reports = [];
      return databaseMachine.provide({ actions: { report: (_, what) => void reports.push(what) } });
    },
    check: ({ after, view, was, started }) => {
      expect(after.status).toBe(view.state === 'closed' ? 'done' : 'active');
      // The work each state runs is given the open database.
      if (['checking', 'releasing', 'closing'].includes(view.state) && was.state !== view.state)
        expect(started.at(-1)?.input).toEqual({ handle: DATABASE });
      // An operator reads when it became ready, when it failed, and when it closed.
      if (view.state === 'ready' && was.state === 'opening') expect(reports.at(-1)).toBe('ready');
      if (view.state === 'closed' && was.state !== 'closed') expect(reports.at(-1)).toBe('closed');
    },
  },
});

test('the wait doubles from half a second and stops at three', () => {
  expect([1, 2, 3, 4, 10].map(expectedWait)).toEqual([500, 1_000, 2_000, 3_000, 3_000]);
});

test('a database that fails for a while is opened again within the back-off, and a good opening clears the count', async () => {
  vi.useFakeTimers();
  const work = heldActorsOf(databaseMachine, model.actors!);
  const actor = createActor(databaseMachine.provide({ actors: work.actors })).start();
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
  vi.useRealTimers();
});

import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { DRAIN_GRACE_MS, serverMachine } from '../../machines/serverMachine';
import { heldActors } from '../support/heldActors';
import { createModel, recordCoverage, type ModelPath } from '../support/model';

/*
 * The server process's stop, replayed on the machine with the draining of requests and the
 * stopping of its work held until each step says how they end, and the grace on fake timers. After
 * each step the state and what the server was told to do must be what the termination rules below
 * call for, written apart from the chart.
 */

const GRACE_MS = 2_000;

const events = (snapshot: AnyMachineSnapshot): EventObject[] => [
  { type: 'server.stop' },
  ...(snapshot.matches('draining')
    ? [
        { type: 'xstate.done.actor.drainRequests' },
        { type: 'xstate.error.actor.drainRequests', error: new Error('x') } as EventObject,
      ]
    : []),
  ...(snapshot.matches('stopping')
    ? [
        { type: 'xstate.done.actor.stopWork' },
        { type: 'xstate.error.actor.stopWork', error: new Error('x') } as EventObject,
      ]
    : []),
];

const model = createModel(serverMachine, 'serverMachine', { events: events as never, input: { graceMs: GRACE_MS } });

afterAll(() => recordCoverage(model.coverage));

type Step = 'serving' | 'draining' | 'stopping' | 'stopped';

/** The rules: a stop takes no new connection and drains what is under way, for the grace at most
 * (then what is left is cut); then the work stops; then the process ends. A second stop changes
 * nothing. */
function expectedAfter(was: Step, event: EventObject): { state: Step; did: string[] } {
  if (was === 'serving' && event.type === 'server.stop') return { state: 'draining', did: ['stopAccepting'] };
  if (was === 'draining' && event.type.startsWith('xstate.after.')) return { state: 'stopping', did: ['cutRequests'] };
  if (was === 'draining' && event.type.endsWith('.drainRequests')) return { state: 'stopping', did: [] };
  if (was === 'stopping' && event.type.endsWith('.stopWork')) return { state: 'stopped', did: ['exit'] };
  return { state: was, did: [] };
}

async function replay(path: ModelPath<EventObject>) {
  const work = heldActors(['drainRequests', 'stopWork']);
  const did: string[] = [];
  const record = (name: string) => () => void did.push(name);
  const actor = createActor(
    serverMachine.provide({
      actors: work.actors as never,
      actions: { stopAccepting: record('stopAccepting'), cutRequests: record('cutRequests'), exit: record('exit') },
    }),
    { input: { graceMs: GRACE_MS } },
  ).start();
  let expected: Step = 'serving';
  for (const step of path.steps) {
    const was = expected;
    const after = expectedAfter(was, step.event);
    expected = after.state;
    const before = did.length;
    if (work.isOutcome(step.event)) await work.settle(step.event);
    else if (step.event.type.startsWith('xstate.after.') && was === 'draining') {
      // The grace, never a millisecond less.
      vi.advanceTimersByTime(GRACE_MS - 1);
      expect(actor.getSnapshot().value).toBe('draining');
      vi.advanceTimersByTime(1);
    } else if (step.event.type.startsWith('xstate.after.')) vi.advanceTimersByTime(GRACE_MS * 2);
    else actor.send(step.event as never);

    expect(actor.getSnapshot().value).toEqual(step.state.value);
    expect(actor.getSnapshot().value).toBe(expected);
    expect(did.slice(before)).toEqual(after.did);
    // While stopping, the work that stops the notifier and closes the database runs once.
    if (expected === 'stopping' && was !== 'stopping')
      expect(work.held.filter((each) => each.name === 'stopWork')).toHaveLength(1);
  }
  actor.stop();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test('the paths take every state and transition of the server machine', () => {
  expect(model.coverage.states.missing).toEqual([]);
  expect(model.coverage.transitions.missing).toEqual([]);
});

describe('server machine: every edge of the model', () => {
  test.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await replay(path);
  });
});

test('a stopping server is given ten seconds unless told otherwise', () => {
  const actor = createActor(serverMachine, { input: {} }).start();
  expect(actor.getSnapshot().context.graceMs).toBe(DRAIN_GRACE_MS);
  expect(DRAIN_GRACE_MS).toBe(10_000);
  actor.stop();
});

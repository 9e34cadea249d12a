import { createActor, fromPromise, toPromise, type AnyActorLogic } from 'xstate';
import { leadChangeMachine, type LeadChange } from '../../machines/leadChangeMachine';
import { recordCoverage, type ModelPath } from '../support/model';
import {
  changes,
  describePath,
  expectedAfter,
  fresh,
  leadChangeModel,
  SAVED_SHOWN_MS,
  viewOf,
  type ChangeEvent,
  type ModelEvent,
} from './leadChange.model';

/*
 * The lead change machine's paths, replayed on the machine with a saveChange the test settles and
 * fake time for the "Saved" line: after each step the view, the change, the failure and what the
 * page was told must be what the rules say (leadChange.model.ts, written apart from the chart);
 * a delayed step must not happen a millisecond early.
 */

const model = leadChangeModel('leadChangeMachine');
afterAll(() => recordCoverage(model.coverage));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function flush() {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

function harness() {
  const saving: Array<{ change: LeadChange; resolve: (lead: unknown) => void; reject: (error: unknown) => void }> = [];
  const told: string[] = [];
  const machine = leadChangeMachine.provide({
    actors: {
      saveChange: fromPromise<unknown, LeadChange>(
        ({ input }) => new Promise((resolve, reject) => saving.push({ change: input, resolve, reject })),
      ),
    },
    actions: {
      showLead: (_, lead) => told.push(`show ${(lead as { by: string }).by}`),
      changeSaved: (_, change) => told.push(`saved ${change.kind}`),
      leaveLead: (_, change) => told.push(`leave ${change.kind}`),
    },
  });
  return { actor: createActor(machine).start(), saving, told };
}

test('the paths take every state and transition of the lead changes', () => {
  expect(model.coverage.states.missing).toEqual([]);
  expect(model.coverage.transitions.missing).toEqual([]);
});

describe('lead change machine: every edge of the model', () => {
  test.each(model.paths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_name, path: ModelPath<ChangeEvent>) => {
      const h = harness();
      let expected = fresh;
      let toldSoFar = 0;
      for (const step of path.steps) {
        const event = step.event as ModelEvent;
        const before = h.actor.getSnapshot();
        if (event.type === 'xstate.done.actor.saveChange') h.saving.at(-1)!.resolve(event.output);
        else if (event.type === 'xstate.error.actor.saveChange') h.saving.at(-1)!.reject(event.error);
        else if (event.type.startsWith('xstate.after.')) {
          if (viewOf(before) === 'saved') {
            vi.advanceTimersByTime(SAVED_SHOWN_MS - 1);
            expect(viewOf(h.actor.getSnapshot())).toBe('saved');
            vi.advanceTimersByTime(1);
          }
        } else if (before.status !== 'done') h.actor.send(event);
        // Once the page is left, no event can reach it: the step changes nothing.
        await flush();
        expected = expectedAfter(expected, event);
        const after = h.actor.getSnapshot();
        expect(after.value).toEqual(step.state.value);
        expect({
          view: viewOf(after),
          change: after.context.change,
          failure: after.context.failure?.problem ?? null,
          told: h.told.slice(toldSoFar),
        }).toEqual(expected);
        toldSoFar = h.told.length;
        // Saving sends exactly the change the page made (or, on retry, the same one again).
        if (viewOf(after) === 'saving' && viewOf(before) !== 'saving')
          expect(h.saving.at(-1)!.change).toEqual(expected.change);
      }
      h.actor.stop();
    },
  );
});

test('one change at a time: a second one while the first is being saved is not sent', async () => {
  const h = harness();
  h.actor.send({ type: 'change.save', change: changes.move });
  h.actor.send({ type: 'change.save', change: changes.note });
  expect(h.saving.map((each) => each.change)).toEqual([changes.move]);
  h.saving[0]!.resolve({ by: 'the server' });
  await flush();
  h.actor.send({ type: 'change.save', change: changes.note });
  expect(h.saving.map((each) => each.change)).toEqual([changes.move, changes.note]);
});

test('a retry after a failure sends the same change again, with the version it was made on', async () => {
  const h = harness();
  h.actor.send({ type: 'change.save', change: changes.assign });
  h.saving[0]!.reject({ problem: 'unavailable' });
  await flush();
  h.actor.send({ type: 'change.retry' });
  expect(h.saving[1]!.change).toEqual(changes.assign);
});

test('a failure that is no ChangeFailure (a bug, a thrown TypeError) reads as unavailable, not as a conflict', async () => {
  const h = harness();
  h.actor.send({ type: 'change.save', change: changes.move });
  h.saving[0]!.reject(new TypeError('boom'));
  await flush();
  expect(h.actor.getSnapshot().matches({ ready: 'failed' })).toBe(true);
  expect(h.actor.getSnapshot().context.failure).toEqual({ problem: 'unavailable' });
  expect(h.told).toEqual([]);
});

test('a saved change is said so for its while, then the page takes the next', async () => {
  const h = harness();
  h.actor.send({ type: 'change.save', change: changes.note });
  h.saving[0]!.resolve({ by: 'the server' });
  await flush();
  expect(h.actor.getSnapshot().matches({ ready: 'saved' })).toBe(true);
  vi.advanceTimersByTime(SAVED_SHOWN_MS);
  expect(h.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
});

test('unread and erased leave the page for good: the actor is done, and hears nothing more', async () => {
  for (const change of [changes.unread, changes.erase]) {
    const h = harness();
    h.actor.send({ type: 'change.save', change });
    h.saving[0]!.resolve(null);
    await flush();
    expect(h.actor.getSnapshot().status).toBe('done');
    h.actor.send({ type: 'change.save', change: changes.note });
    expect(h.saving).toHaveLength(1);
  }
});

test('a rejection with nothing in it (null, undefined) reads as unavailable, and can be tried again', async () => {
  const h = harness();
  h.actor.send({ type: 'change.save', change: changes.assign });
  h.saving[0]!.reject(null);
  await flush();
  expect(h.actor.getSnapshot().context.failure).toEqual({ problem: 'unavailable' });
  h.actor.send({ type: 'change.retry' });
  expect(h.saving).toHaveLength(2);
  h.saving[1]!.reject(undefined);
  await flush();
  expect(h.actor.getSnapshot().context.failure).toEqual({ problem: 'unavailable' });
});

test('the placeholder the page replaces says which actor it must provide, and how', async () => {
  const { saveChange } = leadChangeMachine.implementations.actors as Record<string, AnyActorLogic>;
  await expect(toPromise(createActor(saveChange!, { input: changes.note }).start())).rejects.toEqual(
    new Error('leadChangeMachine: provide the saveChange actor, e.g. machine.provide({ actors: { saveChange } })'),
  );
});

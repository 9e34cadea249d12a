import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { leadChangeMachine } from '../../machines/leadChangeMachine';
import { flush, heldActors } from '../support/heldActors';
import { describeMachineModel } from '../support/machineModel';
import { changes, leadChangeModel, SAVED_SHOWN_MS } from './leadChange.model';

/*
 * The lead change machine's paths, replayed on the machine with a saveChange the test settles and
 * fake time for the "Saved" line: after each step the view, the change, the failure and what the
 * page was told must be what the rules say (leadChange.model.ts, written apart from the chart);
 * a delayed step must not happen a millisecond early.
 */

/** The page's actions, as what it was told: the lead to show, a change saved, the page left. */
const telling = (told: string[]) =>
  leadChangeMachine.provide({
    actions: {
      showLead: (_, lead) => void told.push(`show ${(lead as { by: string }).by}`),
      changeSaved: (_, change) => void told.push(`saved ${change.kind}`),
      leaveLead: (_, change) => void told.push(`leave ${change.kind}`),
    },
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

let told: string[] = [];
describeMachineModel(leadChangeModel, {
  machine: {
    provide: () => telling((told = [])),
    shown: ({ told: _, ...shown }) => shown,
    check: ({ view, was, started }) => {
      expect(told.splice(0)).toEqual(view.told);
      // Saving sends exactly the change the page made (or, on retry, the same one again).
      if (view.view === 'saving' && was.view !== 'saving') expect(started.at(-1)!.input).toEqual(view.change);
    },
  },
});

function harness() {
  const held = heldActors(['saveChange']);
  const told: string[] = [];
  const actor = createActor(telling(told).provide({ actors: held.actors })).start();
  return { actor, saving: held.started, told };
}

test('one change at a time: a second one while the first is being saved is not sent', async () => {
  const h = harness();
  h.actor.send({ type: 'change.save', change: changes.move });
  h.actor.send({ type: 'change.save', change: changes.note });
  expect(h.saving.map((each) => each.input)).toEqual([changes.move]);
  h.saving[0]!.resolve({ by: 'the server' });
  await flush();
  h.actor.send({ type: 'change.save', change: changes.note });
  expect(h.saving.map((each) => each.input)).toEqual([changes.move, changes.note]);
});

test('a retry after a failure sends the same change again, with the version it was made on', async () => {
  const h = harness();
  h.actor.send({ type: 'change.save', change: changes.assign });
  h.saving[0]!.reject({ problem: 'unavailable' });
  await flush();
  h.actor.send({ type: 'change.retry' });
  expect(h.saving[1]!.input).toEqual(changes.assign);
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

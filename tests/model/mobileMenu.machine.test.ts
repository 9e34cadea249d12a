import { createActor } from 'xstate';
import { mobileMenuMachine } from '../../machines/mobileMenuMachine';
import { fakeHistory } from '../support/historyActor';
import { recordCoverage } from '../support/model';
import { mobileMenuModel } from './mobileMenu.model';

const model = mobileMenuModel();

afterAll(() => recordCoverage(model.coverage));

test('the paths take every state and transition of the menu', () => {
  expect(model.coverage.states.missing).toEqual([]);
  expect(model.coverage.transitions.missing).toEqual([]);
});

/** What the menu does with its history entry and to the popover after each event, written apart
 * from the chart: opening takes an entry; every way of closing gives it up and hides the popover. */
function expectedEffects(wasOpen: boolean, type: string) {
  if (!wasOpen) return { started: type === 'overlay.open' ? 1 : 0, stopped: 0, hide: 0 };
  if (type === 'overlay.close') return { started: 0, stopped: 1, hide: 1 };
  return { started: 0, stopped: 0, hide: 0 };
}

describe('mobile menu machine', () => {
  test.each(model.paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const history = fakeHistory();
    let hidden = 0;
    const actor = createActor(
      mobileMenuMachine.provide({ actors: history.actors, actions: { hideMenu: () => void hidden++ } }),
    ).start();
    const counts = () => ({ ...history.counts, hide: hidden });
    expect(actor.getSnapshot().value).toBe('closed');
    for (const step of path.steps) {
      const wasOpen = actor.getSnapshot().matches('open');
      const before = counts();
      actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(step.state.value);
      // Every event but `overlay.open` leaves the menu closed.
      expect(actor.getSnapshot().value).toBe(step.event.type === 'overlay.open' ? 'open' : 'closed');
      const after = counts();
      expect({
        started: after.started - before.started,
        stopped: after.stopped - before.stopped,
        hide: after.hide - before.hide,
      }).toEqual(expectedEffects(wasOpen, step.event.type));
    }
  });
});

test('Back closes an open menu and hides it', () => {
  const history = fakeHistory();
  let hidden = 0;
  const actor = createActor(
    mobileMenuMachine.provide({ actors: history.actors, actions: { hideMenu: () => void hidden++ } }),
  ).start();
  actor.send({ type: 'overlay.open' });
  expect(history.pressBack()).toBe(true);
  expect(actor.getSnapshot().value).toBe('closed');
  expect(hidden).toBe(1);
  expect(history.pressBack()).toBe(false);
});

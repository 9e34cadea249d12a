import { createActor } from 'xstate';
import { mobileMenuMachine } from '../../machines/mobileMenuMachine';
import { recordCoverage } from '../support/model';
import { mobileMenuModel } from './mobileMenu.model';

const model = mobileMenuModel();

afterAll(() => recordCoverage(model.coverage));

test('the paths take every state and transition of the menu', () => {
  expect(model.coverage.states.missing).toEqual([]);
  expect(model.coverage.transitions.missing).toEqual([]);
});

/** What the menu does to the page's history and to the popover after each event, written apart
 * from the chart: opening adds an entry; closing by toggle, Escape, tap outside or the phone link
 * removes it; a chosen link takes its place and Back has left it, so neither removes it. */
function expectedEffects(wasOpen: boolean, type: string) {
  if (!wasOpen) return { push: type === 'menu.opened' ? 1 : 0, pop: 0, hide: 0 };
  if (type === 'menu.close') return { push: 0, pop: 1, hide: 1 };
  if (type === 'menu.choose' || type === 'history.back') return { push: 0, pop: 0, hide: 1 };
  return { push: 0, pop: 0, hide: 0 };
}

describe('mobile menu machine', () => {
  test.each(model.paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const counts = { push: 0, pop: 0, hide: 0 };
    const actor = createActor(
      mobileMenuMachine.provide({
        actions: {
          pushHistoryEntry: () => void counts.push++,
          popHistoryEntry: () => void counts.pop++,
          hideMenu: () => void counts.hide++,
        },
      }),
    ).start();
    expect(actor.getSnapshot().value).toBe('closed');
    for (const step of path.steps) {
      const wasOpen = actor.getSnapshot().matches('open');
      const before = { ...counts };
      actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(step.state.value);
      // Every event but `menu.opened` leaves the menu closed.
      expect(actor.getSnapshot().value).toBe(step.event.type === 'menu.opened' ? 'open' : 'closed');
      expect({
        push: counts.push - before.push,
        pop: counts.pop - before.pop,
        hide: counts.hide - before.hide,
      }).toEqual(expectedEffects(wasOpen, step.event.type));
    }
  });
});

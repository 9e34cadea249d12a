import { createActor } from 'xstate';
import { pagePlacementMachine } from '../../machines/pagePlacementMachine';
import { recordCoverage } from '../support/model';
import { FIRST_PATH, pagePlacementModel, stateOf, visitAfter, type Placement, type Visit } from './pagePlacement.model';

const model = pagePlacementModel();

afterAll(() => recordCoverage(model.coverage));

describe('page placement machine', () => {
  test('its paths take every state and transition', () => {
    expect(model.coverage).toMatchObject({ states: { missing: [] }, transitions: { missing: [] } });
  });

  test.each(model.paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const placements: Placement[] = [];
    const actor = createActor(
      pagePlacementMachine.provide({
        actions: {
          placePage: () => void placements.push('top'),
          placeSection: (_, { id }) => void placements.push(`#${id}`),
        },
      }),
      { input: { path: FIRST_PATH } },
    ).start();
    let visit: Visit = { path: FIRST_PATH, owed: false, awaited: null };
    expect(actor.getSnapshot().value).toBe('settled');
    for (const step of path.steps) {
      const before = placements.length;
      actor.send(step.event);
      const expected = visitAfter(visit, step.event);
      visit = expected.visit;
      expect(actor.getSnapshot().value).toEqual(step.state.value);
      expect(actor.getSnapshot().value).toBe(stateOf(visit));
      expect(actor.getSnapshot().context).toEqual({ path: visit.path, anchor: visit.awaited });
      expect(placements.slice(before)).toEqual(expected.places ? [expected.places] : []);
    }
  });
});

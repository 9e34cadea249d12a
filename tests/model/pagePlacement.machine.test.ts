import { createActor } from 'xstate';
import { pagePlacementMachine } from '../../machines/pagePlacementMachine';
import { recordCoverage } from '../support/model';
import { FIRST_PATH, pagePlacementModel, visitAfter, type Visit } from './pagePlacement.model';

const model = pagePlacementModel();

afterAll(() => recordCoverage(model.coverage));

describe('page placement machine', () => {
  test('its paths take every state and transition', () => {
    expect(model.coverage).toMatchObject({ states: { missing: [] }, transitions: { missing: [] } });
  });

  test.each(model.paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    let placements = 0;
    const actor = createActor(pagePlacementMachine.provide({ actions: { placePage: () => void placements++ } }), {
      input: { path: FIRST_PATH },
    }).start();
    let visit: Visit = { path: FIRST_PATH, owed: false };
    expect(actor.getSnapshot().value).toBe('settled');
    for (const step of path.steps) {
      const before = placements;
      actor.send(step.event);
      const expected = visitAfter(visit, step.event);
      visit = expected.visit;
      expect(actor.getSnapshot().value).toEqual(step.state.value);
      expect(actor.getSnapshot().value).toBe(visit.owed ? 'awaitingPage' : 'settled');
      expect(actor.getSnapshot().context.path).toBe(visit.path);
      expect(placements - before).toBe(expected.places ? 1 : 0);
    }
  });
});

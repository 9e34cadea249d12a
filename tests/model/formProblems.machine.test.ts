import { createActor } from 'xstate';
import { formProblemsMachine } from '../../machines/formProblemsMachine';
import { createModel, recordCoverage } from '../support/model';

const model = createModel(formProblemsMachine, 'formProblems', {
  events: [{ type: 'submit.refused' }, { type: 'submit.passed' }],
});

afterAll(() => recordCoverage(model.coverage));

test('the paths take every state and transition', () => {
  expect(model.coverage.states.missing).toEqual([]);
  expect(model.coverage.transitions.missing).toEqual([]);
});

describe('form problems machine', () => {
  test.each(model.paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const actor = createActor(formProblemsMachine).start();
    expect(actor.getSnapshot().value).toBe('quiet');
    for (const step of path.steps) {
      actor.send(step.event);
      // Written apart from the chart: the last submit decides whether the messages show.
      expect(actor.getSnapshot().value).toBe(step.event.type === 'submit.refused' ? 'shown' : 'quiet');
    }
  });
});

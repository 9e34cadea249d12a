import { createActor } from 'xstate';
import { leadPipelineMachine, pipelineStatus } from '../../machines/leadPipelineMachine';
import { recordCoverage } from '../support/model';
import { arrived, expectedAfter, leadPipelineModel, REASON } from './leadPipeline.model';

/*
 * The lead pipeline's paths, replayed on the machine: after each move the status, the lost
 * reason, and whether the machine said it could take the move must be what the rules call for
 * (leadPipeline.model.ts, written apart from the chart); and a persisted snapshot, restored, goes
 * on as the live one does (the server keeps each lead's as JSON).
 */

const model = leadPipelineModel();
afterAll(() => recordCoverage(model.coverage));

test('the paths take every state and transition of the pipeline', () => {
  expect(model.coverage.states.missing).toEqual([]);
  expect(model.coverage.transitions.missing).toEqual([]);
});

describe('lead pipeline machine: every edge of the model', () => {
  test.each(model.paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    let actor = createActor(leadPipelineMachine).start();
    let expected = arrived;
    for (const step of path.steps) {
      const was = expected;
      expected = expectedAfter(was, step.event);
      const allowed = actor.getSnapshot().can(step.event);
      actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(step.state.value);
      expect(pipelineStatus(actor.getSnapshot())).toBe(expected.status);
      expect(actor.getSnapshot().context.lostReason).toBe(expected.lostReason);
      // What the machine says it can take is exactly what changes the lead.
      expect(allowed).toBe(JSON.stringify(expected) !== JSON.stringify(was));
      // Stored and restored, as the server does between two requests: the same lead.
      const stored = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
      actor.stop();
      actor = createActor(leadPipelineMachine, { snapshot: stored }).start();
      expect(pipelineStatus(actor.getSnapshot())).toBe(expected.status);
    }
    actor.stop();
  });
});

test('a lead lost with a reason keeps it through spam and back; reopened, it is open again without it', () => {
  const actor = createActor(leadPipelineMachine).start();
  for (const type of ['lead.contact', 'lead.qualify'] as const) actor.send({ type });
  actor.send({ type: 'lead.lose', reason: REASON });
  actor.send({ type: 'lead.markSpam' });
  actor.send({ type: 'lead.notSpam' });
  expect([pipelineStatus(actor.getSnapshot()), actor.getSnapshot().context.lostReason]).toEqual(['lost', REASON]);
  actor.send({ type: 'lead.reopen' });
  expect([pipelineStatus(actor.getSnapshot()), actor.getSnapshot().context.lostReason]).toEqual(['qualified', null]);
});

test('a lose without a reason is refused, one with only spaces too', () => {
  const actor = createActor(leadPipelineMachine).start();
  for (const reason of ['', '   ']) expect(actor.getSnapshot().can({ type: 'lead.lose', reason })).toBe(false);
  actor.send({ type: 'lead.lose', reason: '  Budget went elsewhere  ' });
  expect(actor.getSnapshot().context.lostReason).toBe('  Budget went elsewhere  ');
});

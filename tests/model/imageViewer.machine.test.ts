import { createActor } from 'xstate';
import { imageViewerMachine, type ViewerImage } from '../../machines/imageViewerMachine';
import { fakeHistory } from '../support/historyActor';
import { recordCoverage, type ModelPath } from '../support/model';
import { expectedAfter, imageViewerModel, POSTER, STAGE, type ImageViewerEvent } from './imageViewer.model';

const model = imageViewerModel();

function startViewer() {
  const history = fakeHistory();
  const actor = createActor(imageViewerMachine.provide({ actors: history.actors })).start();
  return { actor, history };
}

function replay(path: ModelPath<ImageViewerEvent>) {
  const { actor, history } = startViewer();
  let openings = 0;
  let closings = 0;
  let shown: ViewerImage | null = null;
  for (const step of path.steps) {
    const before = actor.getSnapshot();
    actor.send(step.event);
    const after = actor.getSnapshot();

    expect(after.value).toEqual(step.state.value);
    expect(after.context).toEqual(step.state.context);
    // An open viewer always has an image to show, the one it was opened on; a closed one keeps none.
    shown = expectedAfter(shown, step.event);
    expect(after.context.image).toEqual(shown);
    expect(after.matches('open')).toBe(shown !== null);

    // An open viewer holds a history entry; a closed one none.
    if (before.matches('closed') && after.matches('open')) openings += 1;
    if (before.matches('open') && after.matches('closed')) closings += 1;
    expect(history.counts).toEqual({ started: openings, stopped: closings });
  }
  actor.stop();
}

afterAll(() => {
  recordCoverage(model.coverage);
});

describe('image viewer model', () => {
  test('the paths take every state and every transition of the chart', () => {
    expect(model.coverage.states.missing).toEqual([]);
    expect(model.coverage.transitions.missing).toEqual([]);
  });

  test.each(model.paths.map((path) => [path.description, path] as const))('replays %s', (_, path) => {
    replay(path);
  });
});

describe('image viewer behaviour', () => {
  test('opening shows the chosen image with its responsive sources and holds a history entry', () => {
    const { actor, history } = startViewer();
    actor.send({ type: 'overlay.open', image: STAGE });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(actor.getSnapshot().context.image).toEqual(STAGE);
    expect(history.counts).toEqual({ started: 1, stopped: 0 });
  });

  test('closing forgets the image and gives up the history entry', () => {
    const { actor, history } = startViewer();
    actor.send({ type: 'overlay.open', image: POSTER });
    actor.send({ type: 'overlay.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.image).toBeNull();
    expect(history.counts).toEqual({ started: 1, stopped: 1 });
  });

  test('Back closes the viewer', () => {
    const { actor, history } = startViewer();
    actor.send({ type: 'overlay.open', image: POSTER });
    expect(history.pressBack()).toBe(true);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.image).toBeNull();
    expect(history.counts).toEqual({ started: 1, stopped: 1 });
  });

  test('closing a closed viewer does nothing', () => {
    const { actor, history } = startViewer();
    expect(actor.getSnapshot().can({ type: 'overlay.close' })).toBe(false);
    actor.send({ type: 'overlay.close' });
    expect(history.pressBack()).toBe(false);
    expect(history.counts).toEqual({ started: 0, stopped: 0 });
  });
});

import { createActor } from 'xstate';
import { imageViewerMachine, type ViewerImage } from '../../machines/imageViewerMachine';
import { recordCoverage, type ModelPath } from '../support/model';
import { expectedAfter, imageViewerModel, POSTER, STAGE, type ImageViewerEvent } from './imageViewer.model';

const model = imageViewerModel();

function startViewer() {
  const pushHistoryEntry = vi.fn();
  const popHistoryEntry = vi.fn();
  const actor = createActor(imageViewerMachine.provide({ actions: { pushHistoryEntry, popHistoryEntry } })).start();
  return { actor, pushHistoryEntry, popHistoryEntry };
}

function replay(path: ModelPath<ImageViewerEvent>) {
  const { actor, pushHistoryEntry, popHistoryEntry } = startViewer();
  let pushes = 0;
  let pops = 0;
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

    if (before.matches('closed') && after.matches('open')) pushes += 1;
    if (before.matches('open') && step.event.type === 'viewer.close') pops += 1;
    expect(pushHistoryEntry).toHaveBeenCalledTimes(pushes);
    expect(popHistoryEntry).toHaveBeenCalledTimes(pops);
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
  test('opening shows the chosen image with its responsive sources and pushes a history entry', () => {
    const { actor, pushHistoryEntry } = startViewer();
    actor.send({ type: 'viewer.open', image: STAGE });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(actor.getSnapshot().context.image).toEqual(STAGE);
    expect(pushHistoryEntry).toHaveBeenCalledTimes(1);
  });

  test('closing forgets the image and pops the history entry', () => {
    const { actor, popHistoryEntry } = startViewer();
    actor.send({ type: 'viewer.open', image: POSTER });
    actor.send({ type: 'viewer.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.image).toBeNull();
    expect(popHistoryEntry).toHaveBeenCalledTimes(1);
  });

  test('Back closes the viewer without popping the entry it already left', () => {
    const { actor, popHistoryEntry } = startViewer();
    actor.send({ type: 'viewer.open', image: POSTER });
    actor.send({ type: 'history.back' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.image).toBeNull();
    expect(popHistoryEntry).not.toHaveBeenCalled();
  });

  test('closing a closed viewer does nothing', () => {
    const { actor, popHistoryEntry } = startViewer();
    expect(actor.getSnapshot().can({ type: 'viewer.close' })).toBe(false);
    actor.send({ type: 'viewer.close' });
    actor.send({ type: 'history.back' });
    expect(popHistoryEntry).not.toHaveBeenCalled();
  });
});

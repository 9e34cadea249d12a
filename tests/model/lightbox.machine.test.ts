import { createActor } from 'xstate';
import { ZOOM_MAX, ZOOM_MIN } from '../../machines/constants';
import { isZoomed, lightboxMachine, maxOffset } from '../../machines/lightboxMachine';
import { fakeHistory } from '../support/historyActor';
import { recordCoverage, type ModelPath } from '../support/model';
import {
  closedView,
  expectedAfter,
  IMAGE,
  lightboxModel,
  rounded,
  SMALL_IMAGE,
  type LightboxEvent,
  type LightboxSnapshot,
} from './lightbox.model';

const ZOOM_SEQUENCE = [1, 1.2, 1.44, 1.728, 2.0736, 2.48832, 2.985984, 3.5831808, 4.29981696, 5.159780352, 6];

const model = lightboxModel();

function startLightbox() {
  const history = fakeHistory();
  const actor = createActor(lightboxMachine.provide({ actors: history.actors })).start();
  return { actor, history };
}

/** Invariants that hold after every step, whatever the path. */
function expectValidView(snapshot: LightboxSnapshot) {
  const { scale, offset, imageSize } = snapshot.context;
  expect(scale).toBeGreaterThanOrEqual(ZOOM_MIN);
  expect(scale).toBeLessThanOrEqual(ZOOM_MAX);
  const max = maxOffset(scale, imageSize);
  expect(Math.abs(offset.x)).toBeLessThanOrEqual(max.x + 1e-9);
  expect(Math.abs(offset.y)).toBeLessThanOrEqual(max.y + 1e-9);
  if (scale === ZOOM_MIN) expect(offset).toEqual({ x: 0, y: 0 });
  if (snapshot.matches('closed')) {
    expect(scale).toBe(ZOOM_MIN);
    expect(offset).toEqual({ x: 0, y: 0 });
  }
  const open = snapshot.matches('open');
  expect(snapshot.can({ type: 'zoom.in' })).toBe(open && scale < ZOOM_MAX);
  expect(snapshot.can({ type: 'zoom.out' })).toBe(open && scale > ZOOM_MIN);
  expect(isZoomed(snapshot)).toBe(scale > ZOOM_MIN);
}

function replay(path: ModelPath<LightboxEvent>) {
  const { actor, history } = startLightbox();
  let openings = 0;
  let closings = 0;
  let view = closedView;
  for (const step of path.steps) {
    const before = actor.getSnapshot();
    actor.send(step.event);
    const after = actor.getSnapshot();

    expect(after.value).toEqual(step.state.value);
    expect(rounded(after.context)).toEqual(rounded(step.state.context));
    expectValidView(after);
    // What product rules S4 and D12 ask for, apart from the chart.
    view = expectedAfter(view, step.event);
    expect(after.value).toEqual(view.open ? { open: view.gesture } : 'closed');
    expect(after.context.scale).toBeCloseTo(view.scale, 9);

    // An open lightbox holds a history entry; a closed one none.
    if (before.matches('closed') && after.matches('open')) openings += 1;
    if (before.matches('open') && after.matches('closed')) closings += 1;
    expect(history.counts).toEqual({ started: openings, stopped: closings });
  }
  actor.stop();
}

afterAll(() => {
  recordCoverage(model.coverage);
});

describe('lightbox model', () => {
  test('the paths take every state and every transition of the chart', () => {
    expect(model.coverage.states.missing).toEqual([]);
    expect(model.coverage.transitions.missing).toEqual([]);
  });

  test('the model walks the whole zoom ladder', () => {
    const scales = new Set(
      model.paths.flatMap((path) => path.steps.map((step) => (step.state as LightboxSnapshot).context.scale)),
    );
    for (const scale of ZOOM_SEQUENCE) expect(scales).toContain(scale);
  });

  test.each(model.paths.map((path) => [path.description, path] as const))('replays %s', (_, path) => {
    replay(path);
  });
});

describe('lightbox behaviour', () => {
  test('zoom in walks 1, 1.2, 1.44 … 5.159780352, stops at 6 and is then disabled', () => {
    const { actor } = startLightbox();
    actor.send({ type: 'overlay.open', imageSize: IMAGE });
    const seen = [actor.getSnapshot().context.scale];
    while (actor.getSnapshot().can({ type: 'zoom.in' })) {
      actor.send({ type: 'zoom.in' });
      seen.push(actor.getSnapshot().context.scale);
    }
    expect(seen).toEqual(ZOOM_SEQUENCE);
    actor.send({ type: 'zoom.in' });
    expect(actor.getSnapshot().context.scale).toBe(ZOOM_MAX);
  });

  test('zoom out divides by 1.2, stops at exactly 1 and is then disabled', () => {
    const { actor } = startLightbox();
    actor.send({ type: 'overlay.open', imageSize: IMAGE });
    expect(actor.getSnapshot().can({ type: 'zoom.out' })).toBe(false);
    for (let step = 0; step < 9; step += 1) actor.send({ type: 'zoom.in' });
    const seen = [actor.getSnapshot().context.scale];
    while (actor.getSnapshot().can({ type: 'zoom.out' })) {
      actor.send({ type: 'zoom.out' });
      seen.push(actor.getSnapshot().context.scale);
    }
    expect(seen).toEqual([...ZOOM_SEQUENCE].reverse().slice(1));
    expect(actor.getSnapshot().context.scale).toBe(ZOOM_MIN);
  });

  test('from the ceiling, zoom out steps down from 6 and floors at 1', () => {
    const { actor } = startLightbox();
    actor.send({ type: 'overlay.open', imageSize: IMAGE });
    for (let step = 0; step < 11; step += 1) actor.send({ type: 'zoom.in' });
    actor.send({ type: 'zoom.out' });
    expect(actor.getSnapshot().context.scale).toBe(5);
    for (let step = 0; step < 20; step += 1) actor.send({ type: 'zoom.out' });
    expect(actor.getSnapshot().context.scale).toBe(ZOOM_MIN);
    expect(actor.getSnapshot().can({ type: 'zoom.out' })).toBe(false);
  });

  test('pinch scales relative to the scale at the start of the gesture', () => {
    const { actor } = startLightbox();
    actor.send({ type: 'overlay.open', imageSize: IMAGE });
    actor.send({ type: 'zoom.in' });
    actor.send({ type: 'zoom.in' });
    actor.send({ type: 'pinch.start', distance: 100 });
    expect(actor.getSnapshot().matches({ open: 'pinching' })).toBe(true);
    actor.send({ type: 'pinch.move', distance: 150 });
    expect(actor.getSnapshot().context.scale).toBeCloseTo(1.44 * 1.5, 12);
    actor.send({ type: 'pinch.move', distance: 200 });
    expect(actor.getSnapshot().context.scale).toBeCloseTo(1.44 * 2, 12);
    actor.send({ type: 'pinch.move', distance: 80 });
    expect(actor.getSnapshot().context.scale).toBeCloseTo(1.44 * 0.8, 12);
    actor.send({ type: 'pinch.end' });

    actor.send({ type: 'pinch.start', distance: 50 });
    actor.send({ type: 'pinch.move', distance: 100 });
    expect(actor.getSnapshot().context.scale).toBeCloseTo(1.44 * 0.8 * 2, 12);
  });

  test('pinch is clamped to 1 and 6', () => {
    const { actor } = startLightbox();
    actor.send({ type: 'overlay.open', imageSize: IMAGE });
    actor.send({ type: 'pinch.start', distance: 100 });
    actor.send({ type: 'pinch.move', distance: 10_000 });
    expect(actor.getSnapshot().context.scale).toBe(ZOOM_MAX);
    expect(actor.getSnapshot().can({ type: 'zoom.in' })).toBe(false);
    actor.send({ type: 'pinch.move', distance: 1 });
    expect(actor.getSnapshot().context.scale).toBe(ZOOM_MIN);
  });

  test('a pinch without a positive distance is ignored', () => {
    const { actor } = startLightbox();
    actor.send({ type: 'overlay.open', imageSize: IMAGE });
    expect(actor.getSnapshot().can({ type: 'pinch.start', distance: 0 })).toBe(false);
    actor.send({ type: 'pinch.start', distance: 100 });
    for (const distance of [0, -5, Number.NaN]) {
      actor.send({ type: 'pinch.move', distance });
      expect(actor.getSnapshot().context.scale).toBe(ZOOM_MIN);
    }
  });

  test('a gesture leaves nothing of itself behind once it ends', () => {
    const { actor } = startLightbox();
    actor.send({ type: 'overlay.open', imageSize: IMAGE });
    actor.send({ type: 'pinch.start', distance: 100 });
    expect(actor.getSnapshot().context.pinch).not.toBeNull();
    actor.send({ type: 'pinch.end' });
    expect(actor.getSnapshot().context.pinch).toBeNull();
    actor.send({ type: 'zoom.in' });
    actor.send({ type: 'pan.start', x: 10, y: 10 });
    expect(actor.getSnapshot().context.pan).not.toBeNull();
    actor.send({ type: 'pan.end' });
    expect(actor.getSnapshot().context.pan).toBeNull();
    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true);
  });

  test('panning is only possible when zoomed in', () => {
    const { actor } = startLightbox();
    actor.send({ type: 'overlay.open', imageSize: IMAGE });
    expect(actor.getSnapshot().can({ type: 'pan.start', x: 0, y: 0 })).toBe(false);
    actor.send({ type: 'zoom.in' });
    expect(actor.getSnapshot().can({ type: 'pan.start', x: 0, y: 0 })).toBe(true);
  });

  test('the pan offset is clamped to (W·s − W) / 2 each way, so the image never leaves the view', () => {
    const { actor } = startLightbox();
    actor.send({ type: 'overlay.open', imageSize: IMAGE });
    actor.send({ type: 'zoom.in' }); // 1.2: at most 20 px across and 10 px down
    actor.send({ type: 'pan.start', x: 300, y: 300 });
    actor.send({ type: 'pan.move', x: 305, y: 296 });
    expect(actor.getSnapshot().context.offset).toEqual({ x: 5, y: -4 });
    actor.send({ type: 'pan.move', x: 1000, y: 1000 });
    expect(actor.getSnapshot().context.offset).toEqual({ x: 20, y: 10 });
    actor.send({ type: 'pan.move', x: -1000, y: -1000 });
    expect(actor.getSnapshot().context.offset).toEqual({ x: -20, y: -10 });
    actor.send({ type: 'pan.end' });
    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true);

    // A new drag carries on from where the last one left the image.
    actor.send({ type: 'pan.start', x: 0, y: 0 });
    actor.send({ type: 'pan.move', x: 15, y: 5 });
    expect(actor.getSnapshot().context.offset).toEqual({ x: -5, y: -5 });
  });

  test('zooming out re-clamps the offset, and scale 1 centres the image', () => {
    const { actor } = startLightbox();
    actor.send({ type: 'overlay.open', imageSize: IMAGE });
    actor.send({ type: 'zoom.in' });
    actor.send({ type: 'zoom.in' }); // 1.44: up to 44 px across, 22 px down
    actor.send({ type: 'pan.start', x: 0, y: 0 });
    actor.send({ type: 'pan.move', x: -100, y: 100 });
    actor.send({ type: 'pan.end' });
    expect(actor.getSnapshot().context.offset).toEqual({ x: -44, y: 22 });
    actor.send({ type: 'zoom.out' });
    expect(actor.getSnapshot().context.offset).toEqual({ x: -20, y: 10 });
    actor.send({ type: 'zoom.out' });
    expect(actor.getSnapshot().context.offset).toEqual({ x: 0, y: 0 });
  });

  test('pinching back to 1 centres the image', () => {
    const { actor } = startLightbox();
    actor.send({ type: 'overlay.open', imageSize: IMAGE });
    actor.send({ type: 'zoom.in' });
    actor.send({ type: 'pan.start', x: 0, y: 0 });
    actor.send({ type: 'pan.move', x: 100, y: 100 });
    actor.send({ type: 'pinch.start', distance: 100 });
    expect(actor.getSnapshot().matches({ open: 'pinching' })).toBe(true);
    actor.send({ type: 'pinch.move', distance: 50 });
    expect(actor.getSnapshot().context).toMatchObject({ scale: ZOOM_MIN, offset: { x: 0, y: 0 } });
  });

  test('a smaller viewport re-clamps the offset', () => {
    const { actor } = startLightbox();
    actor.send({ type: 'overlay.open', imageSize: IMAGE });
    for (let step = 0; step < 11; step += 1) actor.send({ type: 'zoom.in' });
    actor.send({ type: 'pan.start', x: 0, y: 0 });
    actor.send({ type: 'pan.move', x: 1000, y: 1000 });
    expect(actor.getSnapshot().context.offset).toEqual({ x: 500, y: 250 });
    actor.send({ type: 'viewport.resize', ...SMALL_IMAGE });
    expect(actor.getSnapshot().context.offset).toEqual({ x: 250, y: 125 });
  });

  test('until the image is measured, it cannot be panned', () => {
    const { actor } = startLightbox();
    actor.send({ type: 'overlay.open' });
    actor.send({ type: 'zoom.in' });
    actor.send({ type: 'pan.start', x: 0, y: 0 });
    actor.send({ type: 'pan.move', x: 40, y: 40 });
    expect(actor.getSnapshot().context.offset).toEqual({ x: 0, y: 0 });
    actor.send({ type: 'viewport.resize', ...IMAGE });
    actor.send({ type: 'pan.move', x: 40, y: 40 });
    expect(actor.getSnapshot().context.offset).toEqual({ x: 20, y: 10 });
  });

  test.each([
    ['the close button, Escape or the backdrop', false],
    ['the Back button', true],
  ] as const)('closing with %s restores scale 1 and offset 0 and gives up the history entry', (_, back) => {
    for (const gesture of ['idle', 'pinching', 'panning'] as const) {
      const { actor, history } = startLightbox();
      actor.send({ type: 'overlay.open', imageSize: IMAGE });
      expect(history.counts).toEqual({ started: 1, stopped: 0 });
      actor.send({ type: 'zoom.in' });
      actor.send({ type: 'zoom.in' });
      actor.send({ type: 'pan.start', x: 0, y: 0 });
      actor.send({ type: 'pan.move', x: 30, y: 30 });
      if (gesture !== 'panning') actor.send({ type: 'pan.end' });
      if (gesture === 'pinching') actor.send({ type: 'pinch.start', distance: 100 });
      expect(actor.getSnapshot().matches({ open: gesture })).toBe(true);

      if (back) expect(history.pressBack()).toBe(true);
      else actor.send({ type: 'overlay.close' });
      expect(actor.getSnapshot().value).toBe('closed');
      expect(actor.getSnapshot().context).toMatchObject({
        scale: ZOOM_MIN,
        offset: { x: 0, y: 0 },
        pinch: null,
        pan: null,
      });
      expect(history.counts).toEqual({ started: 1, stopped: 1 });

      actor.send({ type: 'overlay.open' });
      expect(actor.getSnapshot().context.scale).toBe(ZOOM_MIN);
      expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true);
    }
  });

  test('while closed, zoom and gestures are ignored', () => {
    const { actor } = startLightbox();
    expect(actor.getSnapshot().can({ type: 'zoom.in' })).toBe(false);
    actor.send({ type: 'zoom.in' });
    actor.send({ type: 'pinch.start', distance: 100 });
    actor.send({ type: 'pinch.move', distance: 300 });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.scale).toBe(ZOOM_MIN);
  });
});

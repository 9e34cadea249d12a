import { createActor, type AnyMachineSnapshot } from 'xstate';
import { ZOOM_MAX, ZOOM_MIN } from '../../machines/constants';
import { isZoomed, lightboxMachine } from '../../machines/lightboxMachine';
import { describeMachineModel, pathsOf } from '../support/machineModel';
import { fakeHistory } from '../support/historyActor';
import { IMAGE, lightboxModel, rounded, type LightboxSnapshot } from './lightbox.model';

const ZOOM_SEQUENCE = [1, 1.2, 1.44, 1.728, 2.0736, 2.48832, 2.985984, 3.5831808, 4.29981696, 5.159780352, 6];

describeMachineModel(lightboxModel, {
  machine: {
    context: rounded,
    // The controls a visitor has follow the scale: zoom in below 6, zoom out and drag above 1.
    check: ({ after }: { after: AnyMachineSnapshot }) => {
      const { scale } = (after as LightboxSnapshot).context;
      const open = after.matches('open');
      expect(after.can({ type: 'zoom.in' })).toBe(open && scale < ZOOM_MAX);
      expect(after.can({ type: 'zoom.out' })).toBe(open && scale > ZOOM_MIN);
      expect(isZoomed(after as LightboxSnapshot)).toBe(scale > ZOOM_MIN);
    },
  },
});

test('the model walks the whole zoom ladder, 1, 1.2, 1.44 … 6, exactly', () => {
  const { paths } = pathsOf(lightboxModel);
  const scales = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.context.scale as number)));
  for (const scale of ZOOM_SEQUENCE) expect(scales).toContain(scale);
});

function openLightbox(imageSize?: typeof IMAGE) {
  const actor = createActor(lightboxMachine.provide({ actors: fakeHistory().actors })).start();
  actor.send({ type: 'overlay.open', imageSize });
  return actor;
}

test('a pinch without a positive, finite distance is ignored', () => {
  const actor = openLightbox(IMAGE);
  actor.send({ type: 'pinch.start', distance: 100 });
  for (const distance of [0, -5, Number.NaN]) {
    actor.send({ type: 'pinch.move', distance });
    expect(actor.getSnapshot().context.scale).toBe(ZOOM_MIN);
  }
  actor.send({ type: 'pinch.end' });
  expect(actor.getSnapshot().can({ type: 'pinch.start', distance: Number.POSITIVE_INFINITY })).toBe(false);
});

test('until the image is measured, it cannot be panned; a size no layout has reads as none', () => {
  const actor = openLightbox();
  actor.send({ type: 'zoom.in' });
  actor.send({ type: 'pan.start', x: 0, y: 0 });
  actor.send({ type: 'pan.move', x: 40, y: 40 });
  expect(actor.getSnapshot().context.offset).toEqual({ x: 0, y: 0 });
  actor.send({ type: 'viewport.resize', ...IMAGE });
  actor.send({ type: 'pan.move', x: 40, y: 40 });
  expect(actor.getSnapshot().context.offset).toEqual({ x: 20, y: 10 });
  actor.send({ type: 'viewport.resize', width: Number.NaN, height: -1 });
  expect(actor.getSnapshot().context).toMatchObject({ imageSize: { width: 0, height: 0 }, offset: { x: 0, y: 0 } });
});

test('a drag moves the image by as much as the pointer moved from where it was pressed', () => {
  const actor = openLightbox(IMAGE);
  actor.send({ type: 'zoom.in' }); // 1.2: at most 20 px across and 10 px down
  actor.send({ type: 'pan.start', x: 300, y: 300 });
  actor.send({ type: 'pan.move', x: 305, y: 296 });
  expect(actor.getSnapshot().context.offset).toEqual({ x: 5, y: -4 });
});

test('a pinch under way goes on from where it began when fingers land again', () => {
  const actor = openLightbox(IMAGE);
  actor.send({ type: 'pinch.start', distance: 100 });
  actor.send({ type: 'pinch.move', distance: 150 });
  actor.send({ type: 'pinch.start', distance: 50 });
  actor.send({ type: 'pinch.move', distance: 200 });
  expect(actor.getSnapshot().context.scale).toBe(2);
});

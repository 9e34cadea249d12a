import type { AnyMachineSnapshot, EventFromLogic, SnapshotFrom } from 'xstate';
import { ZOOM_MAX, ZOOM_MIN } from '../../machines/constants';
import { lightboxMachine, type Size } from '../../machines/lightboxMachine';
import { createModel } from '../support/model';

/*
 * The lightbox machine's model, shared by the machine replay (lightbox.machine.test.ts) and the
 * rendered lightbox's replay (lightbox.ui.test.tsx), so both walk the same graph.
 */

export type LightboxEvent = EventFromLogic<typeof lightboxMachine>;
export type LightboxSnapshot = SnapshotFrom<typeof lightboxMachine>;

/** The image's laid-out size at scale 1, and a smaller one after the viewport shrinks. */
export const IMAGE: Size = { width: 200, height: 100 };
export const SMALL_IMAGE: Size = { width: 100, height: 50 };

/** Rounds every number, so two snapshots that differ only by floating-point noise compare equal. */
export const rounded = (value: unknown): unknown =>
  typeof value === 'number'
    ? Number(value.toFixed(6)) || 0
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rounded(inner)]))
      : value;

/**
 * Zoom steps are offered everywhere the image is centred, so the model walks the whole zoom ladder;
 * gestures start only from a centred image at a few scales (the floor, one step, a middle step and
 * the ceiling), and the small-image branch only closes, zooms out or grows back. That keeps the
 * graph finite (a few hundred states) while every transition is taken, from every substate.
 */
export const GESTURE_SCALES = [ZOOM_MIN, 1.2, 2.0736, ZOOM_MAX];
export const PINCH_START = 144;

export function lightboxEvents(snapshot: AnyMachineSnapshot): LightboxEvent[] {
  const { scale, offset, imageSize } = (snapshot as LightboxSnapshot).context;
  const centred = offset.x === 0 && offset.y === 0;
  const closing: LightboxEvent[] = [
    { type: 'lightbox.open', imageSize: IMAGE },
    { type: 'lightbox.close' },
    { type: 'history.back' },
  ];
  if (imageSize.width === SMALL_IMAGE.width) {
    return [...closing, { type: 'zoom.out' }, { type: 'viewport.resize', ...IMAGE }];
  }
  if (snapshot.matches('closed')) {
    return [
      ...closing,
      { type: 'zoom.in' },
      { type: 'zoom.out' },
      { type: 'pinch.start', distance: PINCH_START },
      { type: 'pan.start', x: 0, y: 0 },
    ];
  }
  if (snapshot.matches({ open: 'pinching' })) {
    return [
      { type: 'lightbox.close' },
      { type: 'history.back' },
      { type: 'pinch.move', distance: PINCH_START * 1.44 },
      { type: 'pinch.move', distance: PINCH_START / 1.44 },
      { type: 'pinch.move', distance: PINCH_START * 10 },
      { type: 'pinch.move', distance: PINCH_START / 10 },
      { type: 'pinch.move', distance: 0 },
      { type: 'pinch.end' },
      { type: 'pan.end' },
    ];
  }
  if (snapshot.matches({ open: 'panning' })) {
    return [
      { type: 'lightbox.close' },
      { type: 'history.back' },
      { type: 'pan.move', x: 30, y: -20 },
      { type: 'pan.move', x: 1000, y: -1000 },
      { type: 'pan.move', x: -1000, y: 1000 },
      { type: 'pinch.start', distance: PINCH_START },
      { type: 'pan.end' },
      { type: 'pinch.end' },
    ];
  }
  return [
    ...closing,
    { type: 'zoom.out' },
    ...(centred ? [{ type: 'zoom.in' } as const] : []),
    ...(!centred && scale === ZOOM_MAX ? [{ type: 'viewport.resize', ...SMALL_IMAGE } as const] : []),
    ...(centred && GESTURE_SCALES.includes(scale)
      ? ([
          { type: 'pinch.start', distance: PINCH_START },
          { type: 'pinch.start', distance: 0 },
          { type: 'pan.start', x: 0, y: 0 },
          { type: 'pinch.move', distance: 200 },
          { type: 'pan.move', x: 5, y: 5 },
          { type: 'pinch.end' },
          { type: 'pan.end' },
        ] as const)
      : []),
  ];
}

export function lightboxModel(name = 'lightbox') {
  return createModel(lightboxMachine, name, {
    events: lightboxEvents,
    // Everything that decides what happens next, with the floating-point noise rounded away.
    serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, context: rounded(snapshot.context) }),
    // getAdjacencyMap throws once it has explored this many transitions: a guard against an
    // unbounded graph, well above the ~1,000 this model has.
    limit: 5000,
  });
}

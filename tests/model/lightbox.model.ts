import type { AnyMachineSnapshot, EventFromLogic, SnapshotFrom } from 'xstate';
import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from '../../machines/constants';
import { lightboxMachine, type Size } from '../../machines/lightboxMachine';
import type { MachineModel } from '../support/machineModel';

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
  const closing: LightboxEvent[] = [{ type: 'overlay.open', imageSize: IMAGE }, { type: 'overlay.close' }];
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
      { type: 'overlay.close' },
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
      { type: 'overlay.close' },
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

/** What the visitor meets: whether the lightbox is open, its scale and where the image sits, the
 * size it is laid out at, and the gesture under way with where it began. */
export interface LightboxView {
  open: boolean;
  scale: number;
  offset: { x: number; y: number };
  imageSize: Size;
  gesture: 'idle' | 'pinching' | 'panning';
  pinchFrom: { scale: number; distance: number } | null;
  panFrom: { pointer: { x: number; y: number }; offset: { x: number; y: number } } | null;
}

const centred = { x: 0, y: 0 };
export const closedView: LightboxView = {
  open: false,
  scale: ZOOM_MIN,
  offset: centred,
  imageSize: { width: 0, height: 0 },
  gesture: 'idle',
  pinchFrom: null,
  panFrom: null,
};

/** The zoom ladder's steps are exact (1, 1.2, 1.44 …): twelve significant digits keep them so. */
const onLadder = (scale: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Number(scale.toPrecision(12))));

/** Product rule D12: the image moves no further than (W·s − W) / 2 each way, so no edge shows. */
export const held = ({ x, y }: { x: number; y: number }, scale: number, { width, height }: Size) => {
  const [maxX, maxY] = [(width * scale - width) / 2, (height * scale - height) / 2];
  return { x: Math.min(maxX, Math.max(-maxX, x)) || 0, y: Math.min(maxY, Math.max(-maxY, y)) || 0 };
};
const zoomed = (view: LightboxView, scale: number) => ({
  ...view,
  scale,
  offset: held(view.offset, scale, view.imageSize),
});

/**
 * The view after `event`, from product rules S4 and D12, written apart from the chart: the buttons
 * step the scale by 1.2 between 1 and 6 whatever the fingers do; a pinch (two fingers a positive
 * distance apart, also when they join a drag) scales relative to its start; only a zoomed image is
 * dragged, by as much as the pointer moved, held to the image's edges, as every zoom and resize
 * holds it; closing, by any of the four ways, restores scale 1 and the centre; nothing happens
 * while closed but opening, which measures the image.
 */
export function expectedAfter(view: LightboxView, event: LightboxEvent): LightboxView {
  if (event.type === 'viewport.resize') {
    const imageSize = { width: event.width, height: event.height };
    return { ...view, imageSize, offset: held(view.offset, view.scale, imageSize) };
  }
  if (!view.open)
    return event.type === 'overlay.open' ? { ...view, open: true, imageSize: event.imageSize ?? view.imageSize } : view;
  const { gesture } = view;
  switch (event.type) {
    case 'overlay.close':
      return { ...closedView, imageSize: view.imageSize };
    case 'zoom.in':
      return zoomed(view, onLadder(view.scale * ZOOM_STEP));
    case 'zoom.out':
      return zoomed(view, onLadder(view.scale / ZOOM_STEP));
    case 'pinch.start':
      return gesture !== 'pinching' && event.distance > 0
        ? { ...view, gesture: 'pinching', pinchFrom: { scale: view.scale, distance: event.distance }, panFrom: null }
        : view;
    case 'pinch.move':
      return view.pinchFrom && event.distance > 0
        ? zoomed(view, onLadder((view.pinchFrom.scale * event.distance) / view.pinchFrom.distance))
        : view;
    case 'pinch.end':
      return gesture === 'pinching' ? { ...view, gesture: 'idle', pinchFrom: null } : view;
    case 'pan.start':
      return gesture === 'idle' && view.scale > ZOOM_MIN
        ? { ...view, gesture: 'panning', panFrom: { pointer: { x: event.x, y: event.y }, offset: view.offset } }
        : view;
    case 'pan.move': {
      if (!view.panFrom) return view;
      const { pointer, offset } = view.panFrom;
      const moved = { x: offset.x + event.x - pointer.x, y: offset.y + event.y - pointer.y };
      return { ...view, offset: held(moved, view.scale, view.imageSize) };
    }
    case 'pan.end':
      return gesture === 'panning' ? { ...view, gesture: 'idle', panFrom: null } : view;
    default:
      return view;
  }
}

/** The lightbox's model, shared by the machine, jsdom and browser replays. */
export const lightboxModel: MachineModel<typeof lightboxMachine, LightboxView> = {
  machine: lightboxMachine,
  events: lightboxEvents,
  // Everything that decides what happens next, with the floating-point noise rounded away.
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, context: rounded(snapshot.context) }),
  // getAdjacencyMap throws once it has explored this many transitions: a guard against an
  // unbounded graph, well above the ~1,000 this model has.
  limit: 5000,
  view: {
    initial: closedView,
    after: expectedAfter,
    of: (snapshot) => {
      const { scale, offset, imageSize, pinch, pan } = (snapshot as LightboxSnapshot).context;
      const open = snapshot.matches('open');
      return {
        open,
        scale,
        offset,
        imageSize,
        gesture: open ? ((snapshot.value as { open: LightboxView['gesture'] }).open ?? 'idle') : 'idle',
        pinchFrom: pinch && { scale: pinch.startScale, distance: pinch.startDistance },
        panFrom: pan && { pointer: pan.startPointer, offset: pan.startOffset },
      };
    },
  },
};

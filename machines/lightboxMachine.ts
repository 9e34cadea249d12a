import { assign, setup, type SnapshotFrom } from 'xstate';
import { overlayActors, type OverlayCloseEvent } from './overlay';
import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from './constants';

/**
 * The hero image's full-screen lightbox: the zoom buttons step the scale by 1.2 between 1 and 6, a
 * two-finger pinch scales relative to where the gesture began, and dragging pans a zoomed image no
 * further than its edges. Closing (button, Escape, backdrop or Back) restores scale 1 and offset 0.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface LightboxContext {
  scale: number;
  /** Pan offset in screen pixels, applied as `translate(x, y) scale(s)`. */
  offset: Point;
  /** The image's laid-out size at scale 1 (fitted to the viewport); transforms do not change it. */
  imageSize: Size;
  /** Where the current pinch began; null outside a pinch. */
  pinch: { startScale: number; startDistance: number } | null;
  /** Where the current drag began; null outside a drag. */
  pan: { startPointer: Point; startOffset: Point } | null;
}

export type LightboxEvent =
  | { type: 'overlay.open'; imageSize?: Size }
  | OverlayCloseEvent
  | { type: 'viewport.resize'; width: number; height: number }
  | { type: 'zoom.in' }
  | { type: 'zoom.out' }
  | { type: 'pinch.start'; distance: number }
  | { type: 'pinch.move'; distance: number }
  | { type: 'pinch.end' }
  | { type: 'pan.start'; x: number; y: number }
  | { type: 'pan.move'; x: number; y: number }
  | { type: 'pan.end' };

const centre: Point = { x: 0, y: 0 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Binary floating point drifts: six zoom-ins give 2.9859839999999997, and nine zoom-outs from
 * 5.159780352 give 1.0000000000000007, which would leave zoom-out enabled at the floor. Twelve
 * significant digits keep the steps exact: 1, 1.2, 1.44, 1.728, …
 */
const clampScale = (scale: number) => clamp(Number(scale.toPrecision(12)), ZOOM_MIN, ZOOM_MAX);

/** A length a layout could really have: finite and not negative; anything else (NaN, ±Infinity) reads as 0. */
const toLength = (value: number) => (Number.isFinite(value) ? Math.max(0, value) : 0);

const toSize = (width: number, height: number): Size => ({ width: toLength(width), height: toLength(height) });

/** How far the image may move from the centre at `scale` before an edge would come into view. */
export function maxOffset(scale: number, imageSize: Size): Point {
  return {
    x: (imageSize.width * scale - imageSize.width) / 2,
    y: (imageSize.height * scale - imageSize.height) / 2,
  };
}

export function clampOffset(offset: Point, scale: number, imageSize: Size): Point {
  const max = maxOffset(scale, imageSize);
  // `|| 0` turns -0 (and NaN) into 0, so a centred image always reads as { x: 0, y: 0 }.
  return { x: clamp(offset.x, -max.x, max.x) || 0, y: clamp(offset.y, -max.y, max.y) || 0 };
}

/** Where a drag that began at `startPointer`, with the image at `startOffset`, puts the image once
 * the pointer is at `pointer` (before clamping). */
const dragged = ({ startPointer, startOffset }: NonNullable<LightboxContext['pan']>, pointer: Point): Point => ({
  x: startOffset.x + pointer.x - startPointer.x,
  y: startOffset.y + pointer.y - startPointer.y,
});

const isPositive = (distance: number) => Number.isFinite(distance) && distance > 0;

const zoomedIn = (context: LightboxContext) => context.scale > ZOOM_MIN;

const zoomedTo = (context: LightboxContext, scale: number) => ({
  scale,
  offset: clampOffset(context.offset, scale, context.imageSize),
});

export const lightboxMachine = setup({
  types: {} as {
    context: LightboxContext;
    events: LightboxEvent;
  },
  guards: {
    canZoomIn: ({ context }) => context.scale < ZOOM_MAX,
    canZoomOut: ({ context }) => zoomedIn(context),
    isZoomed: ({ context }) => zoomedIn(context),
    isPositiveDistance: (_, distance: number) => isPositive(distance),
    /** Two fingers a distance apart, and no pinch under way: one goes on from where it began. */
    canStartPinch: ({ context }, distance: number) => context.pinch === null && isPositive(distance),
  },
  actors: overlayActors,
  actions: {
    setImageSize: assign(({ context }, size: Size) => {
      const imageSize = toSize(size.width, size.height);
      return { imageSize, offset: clampOffset(context.offset, context.scale, imageSize) };
    }),
    zoomIn: assign(({ context }) => zoomedTo(context, clampScale(context.scale * ZOOM_STEP))),
    zoomOut: assign(({ context }) => zoomedTo(context, clampScale(context.scale / ZOOM_STEP))),
    startPinch: assign(({ context }, distance: number) => ({
      pinch: { startScale: context.scale, startDistance: distance },
      pan: null,
    })),
    // `pinch` and `pan` are set in the states that handle their moves: the checks are for the type.
    pinchTo: assign(({ context }, distance: number) =>
      context.pinch
        ? zoomedTo(context, clampScale((context.pinch.startScale * distance) / context.pinch.startDistance))
        : {},
    ),
    endPinch: assign({ pinch: null }),
    startPan: assign(({ context }, pointer: Point) => ({
      pan: { startPointer: pointer, startOffset: context.offset },
    })),
    panTo: assign(({ context }, pointer: Point) =>
      context.pan ? { offset: clampOffset(dragged(context.pan, pointer), context.scale, context.imageSize) } : {},
    ),
    endPan: assign({ pan: null }),
    resetView: assign({ scale: ZOOM_MIN, offset: centre, pinch: null, pan: null }),
  },
}).createMachine({
  id: 'lightbox',
  description:
    'Full-screen hero image: zoom 1 to 6 in steps of 1.2, pinch relative to the gesture start, pan clamped to the image edges, closed by button, Escape, backdrop or Back.',
  context: {
    scale: ZOOM_MIN,
    offset: centre,
    imageSize: { width: 0, height: 0 },
    pinch: null,
    pan: null,
  },
  on: {
    'viewport.resize': {
      actions: { type: 'setImageSize', params: ({ event }) => ({ width: event.width, height: event.height }) },
    },
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'overlay.open': {
          target: 'open',
          actions: { type: 'setImageSize', params: ({ context, event }) => event.imageSize ?? context.imageSize },
        },
      },
    },
    open: {
      invoke: { src: 'historyEntry' },
      initial: 'idle',
      on: {
        'zoom.in': { guard: 'canZoomIn', actions: 'zoomIn' },
        'zoom.out': { guard: 'canZoomOut', actions: 'zoomOut' },
        'overlay.close': { target: 'closed', actions: 'resetView' },
        // From a still image or a one-finger drag: a second finger turns the drag into a pinch.
        'pinch.start': {
          guard: { type: 'canStartPinch', params: ({ event }) => event.distance },
          target: '.pinching',
          actions: { type: 'startPinch', params: ({ event }) => event.distance },
        },
      },
      states: {
        idle: {
          on: {
            'pan.start': {
              guard: 'isZoomed',
              target: 'panning',
              actions: { type: 'startPan', params: ({ event }) => ({ x: event.x, y: event.y }) },
            },
          },
        },
        pinching: {
          on: {
            'pinch.move': {
              guard: { type: 'isPositiveDistance', params: ({ event }) => event.distance },
              actions: { type: 'pinchTo', params: ({ event }) => event.distance },
            },
            'pinch.end': { target: 'idle', actions: 'endPinch' },
          },
        },
        panning: {
          on: {
            'pan.move': { actions: { type: 'panTo', params: ({ event }) => ({ x: event.x, y: event.y }) } },
            'pan.end': { target: 'idle', actions: 'endPan' },
          },
        },
      },
    },
  },
});

export type LightboxSnapshot = SnapshotFrom<typeof lightboxMachine>;

/** True when the image is larger than its fitted size: the cursor offers zoom-out and drag. */
export const isZoomed = (snapshot: LightboxSnapshot) => zoomedIn(snapshot.context);

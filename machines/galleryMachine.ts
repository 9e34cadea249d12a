import { assign, setup, type SnapshotFrom } from 'xstate';
import { overlayActors, type OverlayCloseEvent } from './overlay';
import { GALLERY_AUTOPLAY_MS, SWIPE_THRESHOLD_PX } from './constants';

/**
 * The full-screen portfolio gallery: it advances every 3 s while playing, holds while the pointer
 * hovers, and stops after any manual navigation until the visible play/pause control resumes it
 * (so moving content can always be paused). The first 3 s count from the moment the first slide
 * is on screen (`slide.shown`), not from the press that opened it: the gallery's code and the
 * image may take a while to arrive. Navigation wraps both ways; Escape, the close button and Back
 * close it.
 */

export interface GalleryInput {
  /** Number of slides; at least 1. */
  count: number;
}

export interface GalleryContext {
  count: number;
  index: number;
}

export type GalleryEvent =
  | { type: 'overlay.open'; index?: number }
  | OverlayCloseEvent
  | { type: 'gallery.next' }
  | { type: 'gallery.previous' }
  | { type: 'gallery.goTo'; index: number }
  /** Horizontal finger travel in px; negative when the finger moved left. */
  | { type: 'swipe'; dx: number }
  | { type: 'pointer.enter' }
  | { type: 'pointer.leave' }
  | { type: 'autoplay.toggle' }
  /** The first slide is on screen: autoplay's clock starts. */
  | { type: 'slide.shown' };

/** Any integer maps onto a slide, wrapping both ways; anything else is the first slide. */
const wrap = (index: number, count: number) =>
  Number.isFinite(index) ? ((Math.trunc(index) % count) + count) % count : 0;

export const galleryMachine = setup({
  types: {} as {
    input: GalleryInput;
    context: GalleryContext;
    events: GalleryEvent;
  },
  delays: {
    autoplayInterval: GALLERY_AUTOPLAY_MS,
  },
  guards: {
    isLeftSwipe: (_, dx: number) => dx < -SWIPE_THRESHOLD_PX,
    isRightSwipe: (_, dx: number) => dx > SWIPE_THRESHOLD_PX,
  },
  actors: overlayActors,
  actions: {
    showSlide: assign(({ context }, index: number) => ({ index: wrap(index, context.count) })),
    showNext: assign(({ context }) => ({ index: wrap(context.index + 1, context.count) })),
    showPrevious: assign(({ context }) => ({ index: wrap(context.index - 1, context.count) })),
  },
}).createMachine({
  id: 'gallery',
  description:
    'Full-screen portfolio gallery: autoplay every 3000 ms, held while hovered, stopped by manual navigation until play is pressed; wraps both ways.',
  context: ({ input }) => ({
    count: Math.max(1, Math.trunc(input.count) || 1),
    index: 0,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'overlay.open': { target: 'open', actions: { type: 'showSlide', params: ({ event }) => event.index ?? 0 } },
      },
    },
    open: {
      invoke: { src: 'historyEntry' },
      initial: 'starting',
      on: {
        'gallery.next': { target: '.paused', actions: 'showNext' },
        'gallery.previous': { target: '.paused', actions: 'showPrevious' },
        'gallery.goTo': { target: '.paused', actions: { type: 'showSlide', params: ({ event }) => event.index } },
        swipe: [
          {
            guard: { type: 'isLeftSwipe', params: ({ event }) => event.dx },
            target: '.paused',
            actions: 'showNext',
          },
          {
            guard: { type: 'isRightSwipe', params: ({ event }) => event.dx },
            target: '.paused',
            actions: 'showPrevious',
          },
        ],
        'overlay.close': 'closed',
      },
      states: {
        starting: {
          on: {
            'slide.shown': 'playing',
            'pointer.enter': 'hoverPaused',
            'autoplay.toggle': 'paused',
          },
        },
        playing: {
          after: {
            autoplayInterval: { target: 'playing', reenter: true, actions: 'showNext' },
          },
          on: {
            'pointer.enter': 'hoverPaused',
            'autoplay.toggle': 'paused',
          },
        },
        hoverPaused: {
          on: {
            'pointer.leave': 'playing',
            'autoplay.toggle': 'playing',
          },
        },
        paused: {
          on: {
            'autoplay.toggle': 'playing',
          },
        },
      },
    },
  },
});

export type GallerySnapshot = SnapshotFrom<typeof galleryMachine>;

/** True while slides advance on their own, or are about to: the play/pause control offers "pause". */
export const isPlaying = (snapshot: GallerySnapshot) =>
  snapshot.matches({ open: 'playing' }) || snapshot.matches({ open: 'starting' });

/** True while the clock runs towards the next slide. */
export const isAdvancing = (snapshot: GallerySnapshot) => snapshot.matches({ open: 'playing' });

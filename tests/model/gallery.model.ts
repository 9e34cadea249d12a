import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { SWIPE_THRESHOLD_PX } from '../../machines/constants';
import { galleryMachine } from '../../machines/galleryMachine';
import type { MachineModel } from '../support/machineModel';

export type GalleryEvent = EventFromLogic<typeof galleryMachine>;
export type GallerySnapshot = SnapshotFrom<typeof galleryMachine>;

export const COUNT = 3;

export const galleryEvents: GalleryEvent[] = [
  { type: 'overlay.open' },
  { type: 'overlay.open', index: 2 },
  { type: 'gallery.next' },
  { type: 'gallery.previous' },
  ...Array.from({ length: COUNT }, (_, index) => ({ type: 'gallery.goTo' as const, index })),
  // Both sides of the 50 px threshold, both ways.
  { type: 'swipe', dx: -(SWIPE_THRESHOLD_PX + 1) },
  { type: 'swipe', dx: -SWIPE_THRESHOLD_PX },
  { type: 'swipe', dx: SWIPE_THRESHOLD_PX },
  { type: 'swipe', dx: SWIPE_THRESHOLD_PX + 1 },
  { type: 'pointer.enter' },
  { type: 'pointer.leave' },
  { type: 'autoplay.toggle' },
  { type: 'slide.shown' },
  // The close button, Escape or Back.
  { type: 'overlay.close' },
];

/** The events a visitor on the site can send: every opener starts at the first slide, so no
 * `overlay.open` with an index (the machine test covers that one). */
export const visitorEvents = galleryEvents.filter((event) => !(event.type === 'overlay.open' && event.index));

export type Mode = 'closed' | 'starting' | 'playing' | 'hoverPaused' | 'paused';

export const modeOf = (snapshot: GallerySnapshot): Mode =>
  snapshot.matches('closed') ? 'closed' : (Object.values(snapshot.value)[0] as Mode);

/** What the visitor meets: whether the gallery is open and how autoplay stands, and the slide. */
export interface GalleryView {
  mode: Mode;
  index: number;
}

/**
 * The view after `event`, from product rules S4 and D10 and docs/product-rules.md, written apart
 * from the chart, so that a replay of the chart's paths notices a chart that breaks them: opening
 * shows the first slide (or the one asked for) and waits for it to be on screen; autoplay moves on
 * every 3000 ms only while playing; a mouse over the slide holds it; any manual move pauses it
 * until Play; navigation wraps both ways; a swipe must cover more than 50 px; closing keeps the
 * slide for the fade.
 */
export function expectedAfter({ mode, index }: GalleryView, event: { type: string }, count = COUNT): GalleryView {
  const wrap = (i: number) => ((i % count) + count) % count;
  const e = event as GalleryEvent;
  const isTimer = e.type.startsWith('xstate.after.');
  if (mode === 'closed') {
    return e.type === 'overlay.open' ? { mode: 'starting', index: e.index ?? 0 } : { mode, index };
  }
  switch (e.type) {
    case 'overlay.close':
      return { mode: 'closed', index };
    case 'gallery.next':
      return { mode: 'paused', index: wrap(index + 1) };
    case 'gallery.previous':
      return { mode: 'paused', index: wrap(index - 1) };
    case 'gallery.goTo':
      return { mode: 'paused', index: e.index };
    case 'swipe':
      if (e.dx < -SWIPE_THRESHOLD_PX) return { mode: 'paused', index: wrap(index + 1) };
      if (e.dx > SWIPE_THRESHOLD_PX) return { mode: 'paused', index: wrap(index - 1) };
      return { mode, index };
    case 'slide.shown':
      return { mode: mode === 'starting' ? 'playing' : mode, index };
    case 'pointer.enter':
      return { mode: mode === 'playing' || mode === 'starting' ? 'hoverPaused' : mode, index };
    case 'pointer.leave':
      return { mode: mode === 'hoverPaused' ? 'playing' : mode, index };
    case 'autoplay.toggle':
      return { mode: mode === 'playing' || mode === 'starting' ? 'paused' : 'playing', index };
    default:
      // The autoplay timer: it only ever fires while playing.
      return isTimer && mode === 'playing' ? { mode, index: wrap(index + 1) } : { mode, index };
  }
}

/** The play/pause control offers Pause while slides move on, or are about to. */
export const offersPause = (mode: Mode) => mode === 'playing' || mode === 'starting';

/** The gallery's model over three slides, shared by the machine, jsdom and browser replays. */
export const galleryModel: MachineModel<typeof galleryMachine, GalleryView> = {
  machine: galleryMachine,
  input: { count: COUNT },
  events: galleryEvents,
  // Product rule D10: autoplay moves on every 3000 ms, only while playing.
  timers: (_event, { mode }) => (mode === 'playing' ? 3000 : null),
  view: {
    initial: { mode: 'closed', index: 0 },
    after: (view, event) => expectedAfter(view, event),
    of: (snapshot) => ({ mode: modeOf(snapshot as GallerySnapshot), index: snapshot.context.index }),
  },
};

/** The same, as a visitor on the site meets it. */
export const visitorModel: typeof galleryModel = { ...galleryModel, events: visitorEvents };

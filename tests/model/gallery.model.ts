import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { SWIPE_THRESHOLD_PX } from '../../machines/constants';
import { galleryMachine } from '../../machines/galleryMachine';
import { createModel } from '../support/model';

/*
 * The gallery machine's model, shared by the machine replay (gallery.machine.test.ts) and the
 * rendered gallery's replay (gallery.ui.test.tsx), so both walk the same graph.
 */

export type GalleryEvent = EventFromLogic<typeof galleryMachine>;
export type GallerySnapshot = SnapshotFrom<typeof galleryMachine>;

export const COUNT = 3;

export const galleryEvents: GalleryEvent[] = [
  { type: 'gallery.open' },
  { type: 'gallery.open', index: 2 },
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
  { type: 'gallery.close' },
  { type: 'history.back' },
];

/** The events a visitor on the site can send: every opener starts at the first slide, so no
 * `gallery.open` with an index (the machine test covers that one). */
export const visitorEvents = galleryEvents.filter((event) => !(event.type === 'gallery.open' && event.index));

export function galleryModel(name = 'gallery', events: readonly GalleryEvent[] = galleryEvents) {
  return createModel(galleryMachine, name, { input: { count: COUNT }, events });
}

export const isTimer = (event: { type: string }) => event.type.startsWith('xstate.after.');

/** `xstate.after.<delay>.<state>` names the delay; the replay lets that much fake time pass. */
export function delayOf(event: { type: string }): number {
  const name = event.type.split('.')[2] ?? '';
  const delay = (galleryMachine.implementations.delays as Record<string, unknown>)[name] ?? Number(name);
  if (typeof delay !== 'number' || Number.isNaN(delay)) throw new Error(`Unknown delay in ${event.type}`);
  return delay;
}

export type Mode = 'closed' | 'starting' | 'playing' | 'hoverPaused' | 'paused';

export const modeOf = (snapshot: GallerySnapshot): Mode =>
  snapshot.matches('closed') ? 'closed' : (Object.values(snapshot.value)[0] as Mode);

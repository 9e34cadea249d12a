import { isAdvancing, isPlaying, type galleryMachine } from '../../../../machines/galleryMachine';
import type { Connect } from '../../../common/useConnect';

/** The slide shown, whether autoplay runs, and the visitor's moves, named. */
export const connectGallery = ((snapshot, send) => ({
  isOpen: snapshot.matches('open'),
  index: snapshot.context.index,
  count: snapshot.context.count,
  isPlaying: isPlaying(snapshot),
  isAdvancing: isAdvancing(snapshot),
  /** Stopped by the visitor (a manual move or the pause control), not merely held by hover. */
  isPaused: snapshot.matches({ open: 'paused' }),
  close: () => send({ type: 'overlay.close' }),
  next: () => send({ type: 'gallery.next' }),
  previous: () => send({ type: 'gallery.previous' }),
  goTo: (slide: number) => send({ type: 'gallery.goTo', index: slide }),
  /** Horizontal finger travel in px, negative to the left; the machine applies the threshold. */
  swipe: (dx: number) => send({ type: 'swipe', dx }),
  hoverStart: () => send({ type: 'pointer.enter' }),
  hoverEnd: () => send({ type: 'pointer.leave' }),
  togglePlay: () => send({ type: 'autoplay.toggle' }),
  /** The slide's image is on screen (loaded, or failed and showing its alt text). */
  slideShown: () => send({ type: 'slide.shown' }),
})) satisfies Connect<typeof galleryMachine>;

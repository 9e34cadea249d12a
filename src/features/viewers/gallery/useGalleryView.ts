import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { isAdvancing, isPlaying } from '../../../../machines/galleryMachine';
import { useGalleryOpen, type GalleryHandle } from './useGallery';

/** The slide shown, whether autoplay runs, and the visitor's moves, named. */
export function useGalleryView({ actor, close }: GalleryHandle) {
  const isOpen = useGalleryOpen({ actor });
  const index = useSelector(actor, (snapshot) => snapshot.context.index);
  const count = useSelector(actor, (snapshot) => snapshot.context.count);
  const playing = useSelector(actor, isPlaying);
  const advancing = useSelector(actor, isAdvancing);
  /** Stopped by the visitor (a manual move or the pause control), not merely held by hover. */
  const isPaused = useSelector(actor, (snapshot) => snapshot.matches({ open: 'paused' }));

  const actions = useMemo(
    () => ({
      next: () => actor.send({ type: 'gallery.next' }),
      previous: () => actor.send({ type: 'gallery.previous' }),
      goTo: (slide: number) => actor.send({ type: 'gallery.goTo', index: slide }),
      /** Horizontal finger travel in px, negative to the left; the machine applies the threshold. */
      swipe: (dx: number) => actor.send({ type: 'swipe', dx }),
      hoverStart: () => actor.send({ type: 'pointer.enter' }),
      hoverEnd: () => actor.send({ type: 'pointer.leave' }),
      togglePlay: () => actor.send({ type: 'autoplay.toggle' }),
      /** The slide's image is on screen (loaded, or failed and showing its alt text). */
      slideShown: () => actor.send({ type: 'slide.shown' }),
    }),
    [actor],
  );

  return { isOpen, index, count, isPlaying: playing, isAdvancing: advancing, isPaused, close, ...actions };
}

import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { galleryMachine } from '../../../../machines/galleryMachine';
import { actorOptions } from '../../../common/inspect';
import { lazyWithRetry } from '../../../common/lazy/lazyWithRetry';
import { historyActions, useCloseOnBack } from '../../../common/overlayHistory';
import type { GalleryProps } from './Gallery';

const machine = galleryMachine.provide({ actions: historyActions('gallery') });

/** The gallery itself: its code downloads when first wanted (LazyGallery). */
export const GalleryView = lazyWithRetry<GalleryProps>(() => import('./Gallery'));

/**
 * The project gallery's actor, owned by the page: `open` for View All Projects. The page does not
 * re-render as slides change: the gallery itself reads them with useGalleryView (its own module,
 * so that it travels with the gallery's lazily loaded code).
 */
export function useGallery(count: number) {
  const actor = useActorRef(machine, { ...actorOptions(), input: { count } });
  useCloseOnBack(actor, 'gallery');
  return useMemo(
    () => ({
      actor,
      open: (index = 0) => actor.send({ type: 'gallery.open', index }),
      close: () => actor.send({ type: 'gallery.close' }),
      prepare: GalleryView.preload,
    }),
    [actor],
  );
}

export type GalleryHandle = ReturnType<typeof useGallery>;

export function useGalleryOpen({ actor }: Pick<GalleryHandle, 'actor'>) {
  return useSelector(actor, (snapshot) => snapshot.matches('open'));
}

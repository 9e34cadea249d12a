import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { imageViewerMachine, type ViewerImage } from '../../../../machines/imageViewerMachine';
import type { Picture } from '../../../content/images';
import { actorOptions } from '../../../common/inspect';
import { lazyWithRetry } from '../../../common/lazy/lazyWithRetry';
import { historyActions, useCloseOnBack } from '../../../common/overlayHistory';
import type { ImageViewerProps } from './ImageViewer';

/** A responsive picture as the viewer shows it: WebP at every width (every current browser). */
export function toViewerImage(picture: Picture, alt: string): ViewerImage {
  return { src: picture.img.src, srcSet: picture.sources.webp, alt, width: picture.img.w, height: picture.img.h };
}

const machine = imageViewerMachine.provide({ actions: historyActions('imageViewer') });

/** The viewer itself: its code downloads when first wanted (LazyImageViewer). */
export const ImageViewerView = lazyWithRetry<ImageViewerProps>(() => import('./ImageViewer'));

/** The single-image viewer's actor, owned by the page: `open` for project cards and service images. */
export function useImageViewer() {
  const actor = useActorRef(machine, actorOptions());
  useCloseOnBack(actor, 'imageViewer');
  return useMemo(
    () => ({
      actor,
      open: (image: ViewerImage) => actor.send({ type: 'viewer.open', image }),
      close: () => actor.send({ type: 'viewer.close' }),
      prepare: ImageViewerView.preload,
    }),
    [actor],
  );
}

export type ImageViewerHandle = ReturnType<typeof useImageViewer>;

export function useImageViewerOpen({ actor }: Pick<ImageViewerHandle, 'actor'>) {
  return useSelector(actor, (snapshot) => snapshot.matches('open'));
}

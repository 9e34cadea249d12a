import { useSelector } from '@xstate/react';
import { useImageViewerOpen, type ImageViewerHandle } from './useImageViewer';

/** The image shown (null when closed) and how to close it. */
export function useImageViewerView({ actor, close }: ImageViewerHandle) {
  const isOpen = useImageViewerOpen({ actor });
  const image = useSelector(actor, (snapshot) => snapshot.context.image);
  return { isOpen, image, close };
}

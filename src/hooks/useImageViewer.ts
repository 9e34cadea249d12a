import { useActorRef } from '@xstate/react';
import { imageViewerMachine, type ViewerImage } from '../../machines/imageViewerMachine';
import type { Picture } from '../content/images';

/** A responsive picture as the viewer shows it: WebP at every width (every current browser). */
export function toViewerImage(picture: Picture, alt: string): ViewerImage {
  return { src: picture.img.src, srcSet: picture.sources.webp, alt, width: picture.img.w, height: picture.img.h };
}

export function useImageViewer() {
  const actor = useActorRef(imageViewerMachine);
  return { actor, open: (image: ViewerImage) => actor.send({ type: 'viewer.open', image }) };
}

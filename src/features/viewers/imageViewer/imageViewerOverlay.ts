import { imageViewerMachine, type ViewerImage } from '../../../../machines/imageViewerMachine';
import type { Picture } from '../../../content/images';
import { defineOverlay } from '../../../common/overlay/overlay';

/** A responsive picture as the viewer shows it: WebP at every width (every current browser). */
export function toViewerImage(picture: Picture, alt: string): ViewerImage {
  return { src: picture.img.src, srcSet: picture.sources.webp, alt, width: picture.img.w, height: picture.img.h };
}

/** The event that opens the viewer on a content picture. */
export const viewImage = (picture: Picture, alt: string) => ({
  type: 'viewer.open' as const,
  image: toViewerImage(picture, alt),
});

/** One image full screen, from a project card or a service card: opened with `viewer.open`. */
export const imageViewerOverlay = defineOverlay<typeof imageViewerMachine, object>({
  name: 'imageViewer',
  machine: imageViewerMachine,
  close: { type: 'viewer.close' },
  load: () => import('./ImageViewer'),
});

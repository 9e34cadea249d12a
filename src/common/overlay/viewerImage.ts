import type { ViewerImage } from '../../../machines/imageViewerMachine';
import type { Picture } from '../../content/images';

/** A responsive picture as a full-screen view shows it: WebP at every width (every current
 * browser). What a section sends the image viewer, and the gallery's slides. */
export function toViewerImage(picture: Picture, alt: string): ViewerImage {
  return { src: picture.img.src, srcSet: picture.sources.webp, alt, width: picture.img.w, height: picture.img.h };
}

import { projects } from '../../../content/portfolio';
import { toViewerImage } from '../../../common/overlay/viewerImage';
import type { GallerySlide } from './Gallery';

/** The gallery's slides: every project, its category above its title. */
export const projectSlides: readonly GallerySlide[] = projects.map((project) => ({
  title: project.title,
  eyebrow: project.category,
  image: toViewerImage(project.image, project.imageAlt),
}));

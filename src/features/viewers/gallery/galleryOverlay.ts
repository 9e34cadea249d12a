import { galleryMachine } from '../../../../machines/galleryMachine';
import { defineOverlay } from '../../../common/overlay/overlay';
import type { GalleryProps } from './Gallery';

/** The project gallery full screen: the page opens it with `gallery.open` at a slide. */
export const galleryOverlay = defineOverlay<typeof galleryMachine, GalleryProps>({
  name: 'gallery',
  machine: galleryMachine,
  close: { type: 'gallery.close' },
  load: () => import('./Gallery'),
});

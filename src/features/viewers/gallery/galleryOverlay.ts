import { galleryMachine } from '../../../../machines/galleryMachine';
import { defineOverlay } from '../../../common/overlay/useOverlay';

/** The project gallery full screen, opened at a slide. */
export const galleryOverlay = defineOverlay(galleryMachine, () => import('./Gallery'));

import { lightboxMachine } from '../../../../machines/lightboxMachine';
import { defineOverlay } from '../../../common/overlay/overlay';

/** The hero image full screen. */
export const lightboxOverlay = defineOverlay(lightboxMachine, () => import('./Lightbox'));

import { lightboxMachine } from '../../../../machines/lightboxMachine';
import { defineOverlay } from '../../../common/overlay/useOverlay';

/** The hero image full screen. */
export const lightboxOverlay = defineOverlay(lightboxMachine, () => import('./Lightbox'));

import { imageViewerMachine } from '../../../../machines/imageViewerMachine';
import { defineOverlay } from '../../../common/overlay/useOverlay';

/** One image full screen, from a project card or a service card. */
export const imageViewerOverlay = defineOverlay(imageViewerMachine, () => import('./ImageViewer'));

import { lightboxMachine } from '../../../../machines/lightboxMachine';
import { defineOverlay } from '../../../common/overlay/overlay';
import type { LightboxProps } from './Lightbox';

/** The hero image full screen: the page opens it with `lightbox.open`. */
export const lightboxOverlay = defineOverlay<typeof lightboxMachine, LightboxProps>({
  name: 'lightbox',
  machine: lightboxMachine,
  close: { type: 'lightbox.close' },
  load: () => import('./Lightbox'),
});

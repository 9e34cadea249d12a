import { serviceDialogMachine } from '../../../machines/serviceDialogMachine';
import { defineOverlay } from '../../common/overlay/useOverlay';

/** The Learn More dialog, opened on one service. */
export const serviceDialogOverlay = defineOverlay(serviceDialogMachine, () => import('./ServiceDialog'));

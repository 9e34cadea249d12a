import { serviceDialogMachine } from '../../../machines/serviceDialogMachine';
import { defineOverlay } from '../../common/overlay/overlay';

/** The Learn More dialog: the Services section opens it with `service.open` for one service. */
export const serviceDialogOverlay = defineOverlay<typeof serviceDialogMachine, object>({
  name: 'serviceDialog',
  machine: serviceDialogMachine,
  close: { type: 'service.close' },
  load: () => import('./ServiceDialog'),
});

import type { EventFromLogic } from 'xstate';
import { serviceDialogMachine } from '../../machines/serviceDialogMachine';
import { createModel } from '../support/model';

/*
 * The service dialog machine's model, shared by the machine replay (serviceDialog.machine.test.ts)
 * and the rendered Services section's replay (serviceDialog.ui.test.tsx).
 */

export type ServiceDialogEvent = EventFromLogic<typeof serviceDialogMachine>;

export function serviceDialogModel(name = 'serviceDialog') {
  return createModel(serviceDialogMachine, name, {
    events: [
      { type: 'service.open', serviceId: 'graphic-design' },
      { type: 'service.open', serviceId: 'event-management' },
      { type: 'service.close' },
      { type: 'service.choose' },
      { type: 'history.back' },
    ],
  });
}

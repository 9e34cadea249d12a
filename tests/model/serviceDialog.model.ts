import { serviceDialogMachine } from '../../machines/serviceDialogMachine';
import type { MachineModel } from '../support/machineModel';

/** What the visitor meets: whether the dialog is open, and the service it shows (or last showed). */
export interface ServiceDialogView {
  open: boolean;
  serviceId: string | null;
}

/** Product rule D14, apart from the chart: Learn More opens the dialog on its service; while it is
 * open, its button, Escape, a link in it and Back close it, and it keeps the service it showed for
 * its fade; while closed, nothing but Learn More does anything. */
export const serviceDialogModel: MachineModel<typeof serviceDialogMachine, ServiceDialogView> = {
  machine: serviceDialogMachine,
  events: [
    { type: 'overlay.open', serviceId: 'graphic-design' },
    { type: 'overlay.open', serviceId: 'event-management' },
    { type: 'overlay.close' },
  ],
  view: {
    initial: { open: false, serviceId: null },
    after: (view, event) =>
      event.type !== 'overlay.open'
        ? { ...view, open: false }
        : view.open
          ? view
          : { open: true, serviceId: event.serviceId },
    of: (snapshot) => ({ open: snapshot.matches('open'), serviceId: snapshot.context.serviceId }),
  },
};

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
      { type: 'overlay.open', serviceId: 'graphic-design' },
      { type: 'overlay.open', serviceId: 'event-management' },
      // The close button, Escape, a link in the dialog or Back.
      { type: 'overlay.close' },
    ],
  });
}

/** What the visitor meets: whether the dialog is open, and the service it shows (or last showed). */
export interface ServiceDialogView {
  open: boolean;
  serviceId: string | null;
}

/**
 * The view after `event`, written apart from the chart: Learn More opens the dialog on its service;
 * while it is open, its button, Escape, a link in it and Back each close it, and it keeps the
 * service it showed for its fade; while closed, nothing but Learn More does anything.
 */
export function expectedAfter(view: ServiceDialogView, event: ServiceDialogEvent): ServiceDialogView {
  if (!view.open) return event.type === 'overlay.open' ? { open: true, serviceId: event.serviceId } : view;
  return event.type === 'overlay.open' ? view : { ...view, open: false };
}

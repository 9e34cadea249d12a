import { assign, setup } from 'xstate';

/**
 * The Learn More dialog of the Services section: it remembers which service it shows. A small
 * modal, so it adds no history entry; Escape and the close button send `service.close`. The last
 * service stays in context after closing, so the dialog fades out showing it rather than blank.
 */

export interface ServiceDialogContext {
  /** The service shown, or last shown; null until the first Learn More. */
  serviceId: string | null;
}

export type ServiceDialogEvent = { type: 'service.open'; serviceId: string } | { type: 'service.close' };

export const serviceDialogMachine = setup({
  types: {
    context: {} as ServiceDialogContext,
    events: {} as ServiceDialogEvent,
  },
  actions: {
    selectService: assign((_, serviceId: string) => ({ serviceId })),
  },
}).createMachine({
  id: 'serviceDialog',
  description: "Learn More dialog of the Services section: open on one service's details, closed by button or Escape.",
  context: { serviceId: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'service.open': {
          target: 'open',
          actions: { type: 'selectService', params: ({ event }) => event.serviceId },
        },
      },
    },
    open: {
      on: {
        'service.close': { target: 'closed' },
      },
    },
  },
});

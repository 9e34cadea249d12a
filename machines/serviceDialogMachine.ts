import { assign, setup } from 'xstate';
import { overlayActions, type HistoryBackEvent } from './overlay';

/**
 * The Learn More dialog of the Services section: it remembers which service it shows. Like every
 * overlay, opening adds a history entry so that Back closes it: Escape and the close button send
 * `service.close` (the entry is removed); a link in the dialog sends `service.choose` (the link
 * takes the entry's place); Back sends `history.back` (the browser has left the entry). The last
 * service stays in context after closing, so the dialog fades out showing it rather than blank.
 */

export interface ServiceDialogContext {
  /** The service shown, or last shown; null until the first Learn More. */
  serviceId: string | null;
}

export type ServiceDialogEvent =
  | { type: 'service.open'; serviceId: string }
  | { type: 'service.close' }
  | { type: 'service.choose' }
  | HistoryBackEvent;

export const serviceDialogMachine = setup({
  types: {} as {
    context: ServiceDialogContext;
    events: ServiceDialogEvent;
  },
  actions: {
    ...overlayActions,
    selectService: assign((_, serviceId: string) => ({ serviceId })),
  },
}).createMachine({
  id: 'serviceDialog',
  description:
    "Learn More dialog of the Services section: open on one service's details; closed by its button, Escape, a link inside it or Back.",
  context: { serviceId: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'service.open': {
          target: 'open',
          actions: [{ type: 'selectService', params: ({ event }) => event.serviceId }, 'pushHistoryEntry'],
        },
      },
    },
    open: {
      on: {
        'service.close': { target: 'closed', actions: 'popHistoryEntry' },
        'service.choose': { target: 'closed' },
        'history.back': { target: 'closed' },
      },
    },
  },
});

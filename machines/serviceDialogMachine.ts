import { assign, setup } from 'xstate';
import { overlayActors, type OverlayCloseEvent } from './overlay';

/**
 * The Learn More dialog of the Services section: it remembers which service it shows. Its close
 * button, Escape, a link in it and Back close it. The last service stays in context after
 * closing, so the dialog fades out showing it rather than blank.
 */

export interface ServiceDialogContext {
  /** The service shown, or last shown; null until the first Learn More. */
  serviceId: string | null;
}

export type ServiceDialogEvent = { type: 'overlay.open'; serviceId: string } | OverlayCloseEvent;

export const serviceDialogMachine = setup({
  types: {} as {
    context: ServiceDialogContext;
    events: ServiceDialogEvent;
  },
  actors: overlayActors,
  actions: {
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
        'overlay.open': { target: 'open', actions: { type: 'selectService', params: ({ event }) => event.serviceId } },
      },
    },
    open: {
      invoke: { src: 'historyEntry' },
      on: { 'overlay.close': 'closed' },
    },
  },
});

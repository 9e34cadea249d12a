import { assign, setup } from 'xstate';
import { FORM_TIMEOUT_MS, STORE_ATTEMPTS, STORE_RETRY_MS } from './constants';
import {
  answerOf,
  detailsId,
  failedOffline,
  leadFormActors,
  remember,
  submissionOf,
  type KnownSubmissions,
  type LeadSubmit,
  type LeadValues,
  type Submission,
} from './lead';

export interface ContactFormInput {
  /** Where the details are stored: the site's lead service, or the endpoint the build names. */
  endpoint: string;
}

export interface ContactFormContext extends ContactFormInput {
  /** The WhatsApp link the browser refused to open; only while blocked. */
  link: string | null;
  /** The submissions not stored yet, oldest first: the first is the one being sent. */
  queue: Submission[];
  /** How many times the first of the queue has been tried and failed. */
  attempts: number;
  /** Each set of values submitted so far, with its key and signals. */
  submitted: KnownSubmissions;
}

type SubmitEvent =
  ({ type: 'handover.opened' } & LeadSubmit) | ({ type: 'handover.blocked'; link: string } & LeadSubmit);

/**
 * The home contact form (product rules D15, D16). The page opens the WhatsApp chat inside the
 * submit event itself (nothing awaited before opening it, or popup blockers step in) and reports
 * what happened: opened, so the toast shows and the fields clear; or blocked, so the fields stay
 * and the ready-made link waits to be clicked. Either way the same details are stored by the lead
 * service, in a region of their own: a failed store is tried again with back-off, with the same
 * key, a bounded number of times, so a blocked window or a phone without WhatsApp loses nothing.
 */
export const contactFormMachine = setup({
  types: {} as {
    input: ContactFormInput;
    context: ContactFormContext;
    events:
      | SubmitEvent
      | { type: 'handover.linkClicked' }
      | { type: 'form.edit' }
      | { type: 'draft.restore'; values: LeadValues }
      | { type: 'draft.none' }
      | { type: 'form.clear' }
      | { type: 'connection.online' };
  },
  actors: leadFormActors('contactFormMachine'),
  delays: {
    requestTimeout: FORM_TIMEOUT_MS,
    // Doubles with each failed try: 2 s, 4 s, 8 s.
    storeBackoff: ({ context }) => STORE_RETRY_MS * 2 ** (context.attempts - 1),
  },
  guards: {
    hasMoreQueued: ({ context }) => context.queue.length > 1,
    isStored: ({ event }) => answerOf(event)?.outcome === 'stored',
    isRefused: ({ event }) => answerOf(event)?.outcome === 'refused',
    canTryAgain: ({ context }) => context.attempts + 1 < STORE_ATTEMPTS,
    isOffline: failedOffline,
  },
  actions: {
    // The page's: the form library's reset. (The page shows its toast while the form is `sent`.)
    clearFields: () => {},
    // The page's: the form library's setValues, with a draft kept in this tab.
    restoreFields: (_, _values: LeadValues) => {},
    // The page's: the draft kept in this tab goes.
    forgetDraft: () => {},
    keepLink: assign((_, link: string) => ({ link })),
    forgetLink: assign({ link: null }),
    // Details already waiting are not queued twice; details sent before keep their key and body.
    enqueue: assign(({ context }, submit: LeadSubmit) => {
      const submission = submissionOf(context.submitted, submit);
      const waiting = context.queue.some((queued) => detailsId(queued.values) === detailsId(submit.values));
      return {
        queue: waiting ? context.queue : [...context.queue, submission],
        submitted: remember(context.submitted, submission),
      };
    }),
    dequeue: assign({ queue: ({ context }) => context.queue.slice(1), attempts: 0 }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    forgetAttempts: assign({ attempts: 0 }),
  },
}).createMachine({
  id: 'contactForm',
  description:
    'Home contact form: a draft kept in this tab is restored whole and can be cleared; WhatsApp opens with the message (sent, fields and draft cleared) or the browser blocks it (blocked, fields kept, link shown); meanwhile the same details are stored, retried with back-off until stored, given up, or found to have no lead service, and offline they wait for the connection to return.',
  context: ({ input }) => ({ endpoint: input.endpoint, link: null, queue: [], attempts: 0, submitted: {} }),
  type: 'parallel',
  states: {
    handOver: {
      initial: 'starting',
      // A submit is possible from every state: the form is always on screen.
      on: {
        'handover.opened': { target: '.sent' },
        'handover.blocked': { target: '.blocked', actions: { type: 'keepLink', params: ({ event }) => event.link } },
      },
      states: {
        /** The form as the page drew it, until the page's code takes it over with the draft this
         * tab kept, if any: every field, or none. */
        starting: {
          on: {
            'draft.restore': {
              target: 'restored',
              actions: { type: 'restoreFields', params: ({ event }) => event.values },
            },
            'draft.none': 'editing',
          },
        },
        editing: {},
        /** The form with what the visitor typed before the page started again, said in a quiet
         * line that offers to clear it. */
        restored: {
          on: { 'form.clear': { target: 'editing', actions: ['clearFields', 'forgetDraft'] } },
        },
        sent: {
          entry: ['clearFields', 'forgetDraft'],
          on: { 'form.edit': 'editing' },
        },
        blocked: {
          exit: 'forgetLink',
          on: {
            // The visitor opened WhatsApp from the link: the hand-over happened after all.
            'handover.linkClicked': 'sent',
            // The link holds the old text; a change makes it stale.
            'form.edit': 'editing',
          },
        },
      },
    },
    storing: {
      initial: 'idle',
      // From a resting state a submit starts sending; while busy it joins the queue.
      on: {
        'handover.opened': { target: '.sending', actions: { type: 'enqueue', params: ({ event }) => event } },
        'handover.blocked': { target: '.sending', actions: { type: 'enqueue', params: ({ event }) => event } },
      },
      states: {
        idle: {},
        sending: {
          entry: 'forgetAttempts',
          on: {
            'handover.opened': { actions: { type: 'enqueue', params: ({ event }) => event } },
            'handover.blocked': { actions: { type: 'enqueue', params: ({ event }) => event } },
          },
          initial: 'trying',
          states: {
            trying: {
              invoke: {
                id: 'postForm',
                src: 'postForm',
                // The queue's first: entering `sending` means one is waiting.
                input: ({ context }) => ({
                  endpoint: context.endpoint,
                  form: 'contact' as const,
                  values: context.queue[0]!.values,
                  signals: context.queue[0]!.signals,
                  idempotencyKey: context.queue[0]!.idempotencyKey,
                }),
                onDone: [
                  { guard: 'hasMoreQueued', target: 'trying', reenter: true, actions: 'dequeue' },
                  { guard: 'isStored', target: '#contactForm.storing.stored', actions: 'dequeue' },
                  { guard: 'isRefused', target: '#contactForm.storing.refused', actions: 'dequeue' },
                  { target: '#contactForm.storing.noService', actions: 'dequeue' },
                ],
                onError: [
                  { guard: 'isOffline', target: '#contactForm.storing.offline' },
                  { guard: 'canTryAgain', target: 'waiting', actions: 'countAttempt' },
                  { target: '#contactForm.storing.notStored' },
                ],
              },
              after: {
                requestTimeout: [
                  { guard: 'canTryAgain', target: 'waiting', actions: 'countAttempt' },
                  { target: '#contactForm.storing.notStored' },
                ],
              },
            },
            /** A try failed: the next one, with the same key, after the back-off. */
            waiting: {
              after: { storeBackoff: 'trying' },
            },
          },
        },
        /** No connection: the queue waits for it, and is sent again by itself once it returns. */
        offline: {
          invoke: { src: 'connection' },
          on: { 'connection.online': 'sending' },
        },
        /** The lead service stored the last details. */
        stored: {},
        /** No lead service answered (a static host): the hand-over is how the details arrive. */
        noService: {},
        /** The service refused the details: the hand-over is how they arrive. */
        refused: {},
        /** Every try failed: the details wait in the queue for the next submit. */
        notStored: {},
      },
    },
  },
});

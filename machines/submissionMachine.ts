import { and, assign, setup, stateIn } from 'xstate';
import { FORM_TIMEOUT_MS, SUBMIT_DELAY_MS } from './constants';
import {
  answerOf,
  failedOffline,
  failureReasonOf,
  leadFormActors,
  remember,
  submissionOf,
  type FailureReason,
  type KnownSubmissions,
  type LeadAnswer,
  type LeadSubmit,
  type LeadValues,
  type PostFormRequest,
} from './lead';
import type { FieldProblems, LeadSignals } from '../src/contract/lead';

/** Which of the two submission forms: the enquiry or the consultation. */
export type SubmissionFormName = 'enquiry' | 'consultation';

/** A submitted form's fields by name (see machines/lead.ts). */
export type SubmissionValues = LeadValues;
export type { FailureReason, LeadAnswer, PostFormRequest };

export interface SubmissionInput {
  form: SubmissionFormName;
  /** Where the details go: the site's lead service, or the endpoint the build names. */
  endpoint: string;
}

export interface SubmissionContext extends SubmissionInput {
  /** What was last submitted: the success view and the WhatsApp / e-mail hand-over use it. */
  values: SubmissionValues | null;
  /** What the page measured when these values were first submitted; sent again with them. */
  signals: LeadSignals | null;
  /** Why the last request failed; only while `failed`. */
  failure: FailureReason | null;
  /** The fields the service refused, with its reasons; only while `rejected`. */
  problems: FieldProblems | null;
  /** Names the submission of `values`: sent with every request for them, retries included, so
   * the service can tell a retry from a new enquiry. */
  idempotencyKey: string | null;
  /** Each set of values submitted so far, with its key and signals. */
  submitted: KnownSubmissions;
}

/**
 * The enquiry and consultation forms' submit, shared because their flows are the same. The form
 * is POSTed while SUBMIT_DELAY_MS runs as a minimum: the success view follows once both are over,
 * saying the details were delivered when the lead service stored them, or offering the hand-over
 * as how they arrive when no lead service answered (a static host). A refusal returns to the form
 * with each reason in place; a failure or a timeout keeps the values and offers a retry.
 */
export const submissionMachine = setup({
  types: {} as {
    input: SubmissionInput;
    context: SubmissionContext;
    events:
      | ({ type: 'form.submit' } & LeadSubmit)
      | { type: 'form.retry' }
      | { type: 'form.edit' }
      | { type: 'draft.restore'; values: LeadValues }
      | { type: 'draft.none' }
      | { type: 'form.clear' }
      | { type: 'connection.online' };
  },
  actors: leadFormActors('submissionMachine'),
  delays: {
    submitDelay: SUBMIT_DELAY_MS,
    requestTimeout: FORM_TIMEOUT_MS,
  },
  guards: {
    isPastMinimum: stateIn({ sending: { minimum: 'elapsed' } }),
    isStored: ({ event }) => answerOf(event)?.outcome === 'stored',
    isRefused: ({ event }) => answerOf(event)?.outcome === 'refused',
    wasStored: stateIn({ sending: { request: 'stored' } }),
    foundNoService: stateIn({ sending: { request: 'noService' } }),
    isOffline: failedOffline,
  },
  actions: {
    // Details never submitted before are a new submission with a new key; the same details again
    // (after a failure, or after going back to the form) are the same submission, key and body.
    keepValues: assign(({ context }, submit: LeadSubmit) => {
      const submission = submissionOf(context.submitted, submit);
      return {
        values: submission.values,
        signals: submission.signals,
        idempotencyKey: submission.idempotencyKey,
        submitted: remember(context.submitted, submission),
      };
    }),
    // The invoked postForm's error event carries the PostFormError.
    recordFailure: assign({ failure: ({ event }) => failureReasonOf('error' in event ? event.error : undefined) }),
    recordTimeout: assign({ failure: 'timeout' as const }),
    forgetFailure: assign({ failure: null }),
    keepProblems: assign({
      problems: ({ event }) => {
        const answer = answerOf(event);
        return answer?.outcome === 'refused' ? answer.problems : {};
      },
    }),
    forgetProblems: assign({ problems: null }),
    // The page's: each refused field shows its reason under it (the form library's setErrors).
    showProblems: (_, _problems: FieldProblems) => {},
    // The page's: the form library's setValues, with a draft kept in this tab.
    restoreFields: (_, _values: LeadValues) => {},
    // The page's: the form library's reset.
    clearFields: () => {},
    // The page's: the draft kept in this tab goes.
    forgetDraft: () => {},
  },
}).createMachine({
  id: 'submission',
  description:
    'Enquiry and consultation forms: a draft kept in this tab is restored whole and can be cleared; the details are posted, and the success view follows no sooner than 500 ms after submit, delivered once stored or as a hand-over where no lead service answers; a refusal shows its reasons in place, a failure (network, http, timeout) can be retried without losing a field, and offline the details wait for the connection and are sent by themselves once it returns.',
  context: ({ input }) => ({
    form: input.form,
    endpoint: input.endpoint,
    values: null,
    signals: null,
    failure: null,
    problems: null,
    idempotencyKey: null,
    submitted: {},
  }),
  initial: 'starting',
  states: {
    /** The form as the page drew it, until the page's code takes it over with the draft this tab
     * kept, if any: every field, or none. */
    starting: {
      on: {
        'draft.restore': {
          target: 'restored',
          actions: { type: 'restoreFields', params: ({ event }) => event.values },
        },
        'draft.none': 'editing',
      },
    },
    editing: {
      on: {
        'form.submit': { target: 'sending', actions: { type: 'keepValues', params: ({ event }) => event } },
      },
    },
    /** The form with what the visitor typed before the page started again, said in a quiet line
     * that offers to clear it. */
    restored: {
      on: {
        'form.submit': { target: 'sending', actions: { type: 'keepValues', params: ({ event }) => event } },
        'form.clear': { target: 'editing', actions: ['clearFields', 'forgetDraft'] },
      },
    },
    /** The request runs while the minimum delay does; both must finish for the success view. */
    sending: {
      type: 'parallel',
      states: {
        request: {
          initial: 'pending',
          states: {
            pending: {
              invoke: {
                id: 'postForm',
                src: 'postForm',
                // Set by now: `keepValues` named the values, their signals and key.
                input: ({ context }) => ({
                  endpoint: context.endpoint,
                  form: context.form,
                  values: context.values!,
                  signals: context.signals!,
                  idempotencyKey: context.idempotencyKey!,
                }),
                onDone: [
                  { guard: 'isRefused', target: '#submission.rejected', actions: 'keepProblems' },
                  { guard: and(['isStored', 'isPastMinimum']), target: '#submission.delivered' },
                  { guard: 'isStored', target: 'stored' },
                  { guard: 'isPastMinimum', target: '#submission.handOver' },
                  { target: 'noService' },
                ],
                onError: [
                  { guard: 'isOffline', target: '#submission.offline', actions: 'recordFailure' },
                  { target: '#submission.failed', actions: 'recordFailure' },
                ],
              },
              after: { requestTimeout: { target: '#submission.failed', actions: 'recordTimeout' } },
            },
            /** The service stored the lead; the minimum is still running. */
            stored: {},
            /** No lead service answered (a static host); the minimum is still running. */
            noService: {},
          },
        },
        minimum: {
          initial: 'waiting',
          states: {
            waiting: {
              after: {
                submitDelay: [
                  { guard: 'wasStored', target: '#submission.delivered' },
                  { guard: 'foundNoService', target: '#submission.handOver' },
                  { target: 'elapsed' },
                ],
              },
            },
            elapsed: {},
          },
        },
      },
    },
    /** The service refused some fields: the form again, every value kept, each reason in place. */
    rejected: {
      entry: { type: 'showProblems', params: ({ context }) => context.problems ?? {} },
      exit: 'forgetProblems',
      on: {
        'form.submit': { target: 'sending', actions: { type: 'keepValues', params: ({ event }) => event } },
        'form.edit': 'editing',
      },
    },
    /** Every value is kept: the visitor can retry, edit, or hand the same details over. */
    failed: {
      exit: 'forgetFailure',
      on: {
        'form.retry': 'sending',
        'form.submit': { target: 'sending', actions: { type: 'keepValues', params: ({ event }) => event } },
        'form.edit': 'editing',
      },
    },
    /** No connection: every value is kept, and the same submission goes by itself, once, when the
     * connection returns; meanwhile the visitor can retry, edit, or hand the details over. */
    offline: {
      exit: 'forgetFailure',
      invoke: { src: 'connection' },
      on: {
        'connection.online': 'sending',
        'form.retry': 'sending',
        'form.submit': { target: 'sending', actions: { type: 'keepValues', params: ({ event }) => event } },
        'form.edit': 'editing',
      },
    },
    // The page shows the success view, with its toast: the lead is stored, so its draft goes.
    delivered: { type: 'final', entry: 'forgetDraft' },
    // The same view, where no lead service answered: the hand-over is how the details arrive.
    handOver: { type: 'final' },
  },
});

/** What the visitor sees of a submission: the form, the form busy sending, the form with the
 * service's reasons under refused fields, the form with a failure, or the success view. */
export type SubmissionView = 'editing' | 'busy' | 'rejected' | 'failed' | 'submitted';

/** The view a snapshot shows; every state of the flow that is none of the others is busy. */
export function submissionView(snapshot: {
  matches: (
    state: 'delivered' | 'handOver' | 'failed' | 'offline' | 'rejected' | 'starting' | 'editing' | 'restored',
  ) => boolean;
}): SubmissionView {
  if (snapshot.matches('delivered') || snapshot.matches('handOver')) return 'submitted';
  if (snapshot.matches('failed') || snapshot.matches('offline')) return 'failed';
  if (snapshot.matches('rejected')) return 'rejected';
  if (snapshot.matches('starting') || snapshot.matches('editing') || snapshot.matches('restored')) return 'editing';
  return 'busy';
}

import { assign, fromPromise, setup, stateIn } from 'xstate';
import { FORM_TIMEOUT_MS, SUBMIT_DELAY_MS } from './constants';

export type SubmissionForm = 'enquiry' | 'consultation';

/** A submitted form's fields by name. The machine carries them and never reads one: each form's
 * own values type (in the content module) is one of these. */
export type SubmissionValues = { readonly [field: string]: string };

/** Why a request failed: no answer at all, an answer that was not a success, or no answer in time. */
export type FailureReason = 'network' | 'http' | 'timeout';

/** What the postForm actor receives: the page provides an actor that sends it. */
export interface PostFormRequest {
  endpoint: string;
  /** Which form: sent along so one endpoint can serve both. */
  form: SubmissionForm;
  values: SubmissionValues;
  /** Names the submission: the same on every retry of it, so the endpoint can drop repeats. */
  idempotencyKey: string;
}

export interface SubmissionInput {
  form: SubmissionForm;
  /** The build-time form endpoint (product rule D16), or null: nothing is sent (product rule S7). */
  endpoint: string | null;
}

export interface SubmissionContext extends SubmissionInput {
  /** What was last submitted: the success view and the WhatsApp / e-mail hand-over use it. */
  values: SubmissionValues | null;
  /** Why the last request failed; only while `failed`. */
  failure: FailureReason | null;
  /** Names the submission of `values`: sent with every request for them, retries included, so
   * the endpoint can tell a retry from a new enquiry. */
  idempotencyKey: string | null;
  /** The key of each set of values submitted so far (by `detailsId`): the same details sent again
   * are the same submission, whatever was submitted in between. */
  idempotencyKeys: Record<string, string>;
}

/** Why a request failed, from the error the postForm actor rejected with (a PostFormError
 * carries its reason); a network failure, or anything unexpected, is a network failure. */
export function failureReasonOf(error: unknown): FailureReason {
  const reason = (error as { reason?: unknown } | null | undefined)?.reason;
  return reason === 'http' || reason === 'timeout' ? reason : 'network';
}

/** One string per set of values, whatever the order of their fields. */
function detailsId(values: SubmissionValues): string {
  return JSON.stringify(
    Object.keys(values)
      .sort()
      .map((field) => [field, values[field]]),
  );
}

/**
 * The enquiry and consultation forms' submit, shared because their flows are the same. Without an
 * endpoint nothing is sent and the success view follows after SUBMIT_DELAY_MS, as specified. With
 * one, the form is POSTed while the same delay runs as a minimum, and a failure or a timeout keeps
 * the values and offers a retry.
 */
export const submissionMachine = setup({
  types: {} as {
    input: SubmissionInput;
    context: SubmissionContext;
    events:
      | {
          type: 'form.submit';
          values: SubmissionValues;
          /** The key these values take if they were never submitted before: the page makes it,
           * so that the machine stays deterministic. */
          newKey: string;
        }
      | { type: 'form.retry' }
      | { type: 'form.edit' };
  },
  actors: {
    // The page provides the real one (`postFormActor` from src/features/forms/endpoint/postForm). Leaving `sending`
    // stops the actor, which aborts its request through `signal`.
    postForm: fromPromise<void, PostFormRequest>(async () => {
      throw new Error('submissionMachine: provide the postForm actor, e.g. machine.provide({ actors: { postForm } })');
    }),
  },
  delays: {
    submitDelay: SUBMIT_DELAY_MS,
    requestTimeout: FORM_TIMEOUT_MS,
  },
  guards: {
    hasEndpoint: ({ context }) => context.endpoint !== null,
    isPastMinimum: stateIn({ sending: { minimum: 'elapsed' } }),
    isAnswered: stateIn({ sending: { request: 'answered' } }),
  },
  actions: {
    // Details never submitted before are a new submission with a new key; the same details again
    // (after a failure, or after going back to the form) are the same submission, with its key.
    keepValues: assign(({ context }, { values, newKey }: { values: SubmissionValues; newKey: string }) => {
      const id = detailsId(values);
      const idempotencyKey = context.idempotencyKeys[id] ?? newKey;
      return {
        values,
        idempotencyKey,
        idempotencyKeys: { ...context.idempotencyKeys, [id]: idempotencyKey },
      };
    }),
    // The invoked postForm's error event carries the PostFormError.
    recordFailure: assign({ failure: ({ event }) => failureReasonOf('error' in event ? event.error : undefined) }),
    recordTimeout: assign({ failure: 'timeout' as const }),
    forgetFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'submission',
  description:
    'Enquiry and consultation forms: success view no sooner than 500 ms after submit; with a form endpoint, a real request that can fail (network, http, timeout) and be retried without losing a field.',
  context: ({ input }) => ({
    form: input.form,
    endpoint: input.endpoint,
    values: null,
    failure: null,
    idempotencyKey: null,
    idempotencyKeys: {},
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.submit': [
          {
            guard: 'hasEndpoint',
            target: 'sending',
            actions: { type: 'keepValues', params: ({ event }) => event },
          },
          { target: 'submitting', actions: { type: 'keepValues', params: ({ event }) => event } },
        ],
      },
    },
    /** No endpoint: nothing is sent; the success view follows the specified delay. */
    submitting: {
      after: { submitDelay: 'submitted' },
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
                // Set by now: `hasEndpoint` let the flow in here, and `keepValues` named the values.
                input: ({ context }) => ({
                  endpoint: context.endpoint!,
                  form: context.form,
                  values: context.values!,
                  idempotencyKey: context.idempotencyKey!,
                }),
                onDone: [{ guard: 'isPastMinimum', target: '#submission.submitted' }, { target: 'answered' }],
                onError: { target: '#submission.failed', actions: 'recordFailure' },
              },
              after: { requestTimeout: { target: '#submission.failed', actions: 'recordTimeout' } },
            },
            answered: {},
          },
        },
        minimum: {
          initial: 'waiting',
          states: {
            waiting: {
              after: {
                submitDelay: [{ guard: 'isAnswered', target: '#submission.submitted' }, { target: 'elapsed' }],
              },
            },
            elapsed: {},
          },
        },
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
    // The page shows the success view, with its toast.
    submitted: { type: 'final' },
  },
});

/** What the visitor sees of a submission: the form, the form busy sending, the form with a
 * failure, or the success view. */
export type SubmissionView = 'editing' | 'busy' | 'failed' | 'submitted';

/** The view a snapshot shows; every state of the flow that is neither of the others is busy. */
export function submissionView(snapshot: {
  matches: (state: 'submitted' | 'failed' | 'editing') => boolean;
}): SubmissionView {
  if (snapshot.matches('submitted')) return 'submitted';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('editing')) return 'editing';
  return 'busy';
}

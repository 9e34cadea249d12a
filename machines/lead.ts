/**
 * What every form's submission carries to the lead service, and what its answer means: the types
 * the submission and contact form machines share, and the pure bookkeeping of idempotency keys.
 */

import { fromCallback, fromPromise } from 'xstate';
import type { FieldProblems, LeadFormName, LeadSignals } from '../src/contract/lead';

/** A submitted form's fields by name. The machines carry them and never read one: each form's own
 * values type (in the content module) is one of these. */
export type LeadValues = { readonly [field: string]: string };

/** What an answer means: the lead is stored; no lead service answered (a static host), so the
 * hand-over is how the details arrive; or the service refused some fields. */
export type LeadAnswer =
  { outcome: 'stored' } | { outcome: 'noService' } | { outcome: 'refused'; problems: FieldProblems };

/** Why a request failed: no answer at all, no connection to send it on, an answer that was an
 * error, or no answer in time. */
export type FailureReason = 'network' | 'offline' | 'http' | 'timeout';

/** What the postForm actor receives: the page provides an actor that sends it. */
export interface PostFormRequest {
  endpoint: string;
  form: LeadFormName;
  values: LeadValues;
  signals: LeadSignals;
  /** Names the submission: the same on every retry of it, so the service stores it once. */
  idempotencyKey: string;
}

/** A submit as the page sends it to a machine: the values, what the page measured, and the key
 * these values take if they were never submitted before (the page makes it, so that the machine
 * stays deterministic). */
export interface LeadSubmit {
  values: LeadValues;
  signals: LeadSignals;
  newKey: string;
}

/** One submission: its values, and the key and signals it was first sent with. */
export interface Submission {
  values: LeadValues;
  signals: LeadSignals;
  idempotencyKey: string;
}

/** The key and signals of each set of values submitted so far (by `detailsId`): the same details
 * sent again are the same submission, body and key, whatever was submitted in between. */
export type KnownSubmissions = Readonly<Record<string, Omit<Submission, 'values'>>>;

/** One string per set of values, whatever the order of their fields. */
export function detailsId(values: LeadValues): string {
  return JSON.stringify(
    Object.keys(values)
      .sort()
      .map((field) => [field, values[field]]),
  );
}

/** The submission `submit` makes: a new one with its new key and signals, or, for details sent
 * before, that one again (so a retry's body and key are the first request's). */
export function submissionOf(known: KnownSubmissions, submit: LeadSubmit): Submission {
  const earlier = known[detailsId(submit.values)];
  return earlier
    ? { values: submit.values, ...earlier }
    : { values: submit.values, signals: submit.signals, idempotencyKey: submit.newKey };
}

export function remember(known: KnownSubmissions, submission: Submission): KnownSubmissions {
  const { values, ...sent } = submission;
  return { ...known, [detailsId(values)]: sent };
}

/** Why a request failed, from the error the postForm actor rejected with (a PostFormError
 * carries its reason); a network failure, or anything unexpected, is a network failure. */
export function failureReasonOf(error: unknown): FailureReason {
  const reason = (error as { reason?: unknown } | null | undefined)?.reason;
  return reason === 'http' || reason === 'timeout' || reason === 'offline' ? reason : 'network';
}

/** A guard: the postForm error event this is says there was no connection to send on. */
export const failedOffline = ({ event }: { event: unknown }) =>
  failureReasonOf((event as { error?: unknown }).error) === 'offline';

/** The answer a postForm done event carries, or null for anything else. */
export function answerOf(event: unknown): LeadAnswer | null {
  // Anything but an answer has no `outcome` to read, which its callers check.
  return (event as { output?: LeadAnswer }).output ?? null;
}

/**
 * The two actors a lead form's machine runs, as placeholders the page replaces
 * (`machine.provide({ actors })`): `postForm`, the request (src/features/forms/endpoint/postForm;
 * leaving the state that runs it stops it, which aborts the request through `signal`), and
 * `connection`, which reports the connection's return with `connection.online`
 * (src/features/forms/endpoint/connectionActor.ts).
 */
export function leadFormActors(machine: string) {
  const missing = (actor: string) =>
    new Error(`${machine}: provide the ${actor} actor, e.g. machine.provide({ actors: { ${actor} } })`);
  return {
    postForm: fromPromise<LeadAnswer, PostFormRequest>(async () => {
      throw missing('postForm');
    }),
    connection: fromCallback(() => {
      throw missing('connection');
    }),
  };
}

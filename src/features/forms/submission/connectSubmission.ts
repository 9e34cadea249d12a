import {
  submissionView,
  type FailureReason,
  type submissionMachine,
  type SubmissionValues,
} from '../../../../machines/submissionMachine';
import type { LeadSignals } from '../../../contract/lead';
import type { Connect } from '../../../common/useConnect';
import { newIdempotencyKey } from './newIdempotencyKey';

/** Which view the enquiry or consultation form shows, why a request failed, the values sent, and
 * what the visitor and the page's start can do. */
export const connectSubmission = ((snapshot, send) => ({
  view: submissionView(snapshot),
  failure: snapshot.context.failure satisfies FailureReason | null,
  values: snapshot.context.values,
  /** Whether the lead service stored the details, or the hand-over is how they arrive. */
  delivered: snapshot.matches('delivered'),
  /** The fields came back from a draft kept in this tab, which the visitor can clear. */
  kept: snapshot.matches('restored'),
  submit: (submitted: SubmissionValues, signals: LeadSignals) =>
    send({ type: 'form.submit', values: submitted, signals, newKey: newIdempotencyKey() }),
  retry: () => send({ type: 'form.retry' }),
  edit: () => send({ type: 'form.edit' }),
  restore: (values: SubmissionValues) => send({ type: 'draft.restore', values }),
  /** The page started with no draft kept in this tab. */
  start: () => send({ type: 'draft.none' }),
  clear: () => send({ type: 'form.clear' }),
})) satisfies Connect<typeof submissionMachine>;

import {
  submissionView,
  type FailureReason,
  type submissionMachine,
  type SubmissionValues,
} from '../../../../machines/submissionMachine';
import type { Connect } from '../../../common/useConnect';
import { newIdempotencyKey } from './newIdempotencyKey';

/** Which view the enquiry or consultation form shows, why a request failed, the values sent, and
 * the three things a visitor can do. */
export const connectSubmission = ((snapshot, send) => ({
  view: submissionView(snapshot),
  failure: snapshot.context.failure satisfies FailureReason | null,
  values: snapshot.context.values,
  /** Whether a submit reaches the agency by itself (an endpoint is set), or only by a hand-over. */
  delivers: snapshot.context.endpoint !== null,
  submit: (submitted: SubmissionValues) =>
    send({ type: 'form.submit', values: submitted, newKey: newIdempotencyKey() }),
  retry: () => send({ type: 'form.retry' }),
  edit: () => send({ type: 'form.edit' }),
})) satisfies Connect<typeof submissionMachine>;

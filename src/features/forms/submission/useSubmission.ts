import { useActorRef, useSelector } from '@xstate/react';
import {
  submissionMachine,
  submissionView,
  type FailureReason,
  type SubmissionForm,
  type SubmissionValues,
} from '../../../../machines/submissionMachine';
import { actorOptions } from '../../../common/inspect';
import { configuredFormEndpoint } from '../endpoint/formEndpoint';
import { postFormActor } from '../endpoint/postForm';
import { newIdempotencyKey } from './newIdempotencyKey';

/** The machine with the platform's postForm; made once. */
const machine = submissionMachine.provide({ actors: { postForm: postFormActor } });

// Checked as soon as a form page loads: a malformed setting rejects the page's import, which fails
// the prerender and with it the build, instead of shipping forms that post nowhere.
configuredFormEndpoint();

/**
 * The enquiry and consultation forms' view of the submission machine: which view to show, why a
 * request failed, the submitted values, and the three things a visitor can do. The machine gets
 * the platform's postForm and the build-time endpoint.
 */
export function useSubmission(form: SubmissionForm) {
  const actor = useActorRef(machine, {
    ...actorOptions(),
    input: { form, endpoint: configuredFormEndpoint() },
  });
  const view = useSelector(actor, submissionView);
  const failure = useSelector(actor, (snapshot): FailureReason | null => snapshot.context.failure);
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  /** Whether a submit reaches the agency by itself (an endpoint is set), or only by a hand-over. */
  const delivers = useSelector(actor, (snapshot) => snapshot.context.endpoint !== null);

  return {
    view,
    failure,
    values,
    delivers,
    submit: (submitted: SubmissionValues) =>
      actor.send({ type: 'form.submit', values: submitted, newKey: newIdempotencyKey() }),
    retry: () => actor.send({ type: 'form.retry' }),
    edit: () => actor.send({ type: 'form.edit' }),
  };
}

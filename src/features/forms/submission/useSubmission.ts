import { useActorRef } from '@xstate/react';
import { submissionMachine, type SubmissionForm } from '../../../../machines/submissionMachine';
import { actorOptions } from '../../../common/inspect';
import { useConnect } from '../../../common/useConnect';
import { configuredFormEndpoint } from '../../../config/formEndpoint';
import { postFormActor } from '../endpoint/postForm';
import { connectSubmission } from './connectSubmission';

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
  return useConnect(actor, connectSubmission);
}

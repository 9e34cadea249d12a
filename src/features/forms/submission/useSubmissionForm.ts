import { useActorRef } from '@xstate/react';
import { submissionMachine, type SubmissionForm as Which } from '../../../../machines/submissionMachine';
import { configuredFormEndpoint } from '../../../config/formEndpoint';
import {
  consultationFormContent,
  enquiryFormContent,
  type ConsultationValues,
  type EnquiryValues,
} from '../../../content/submissionForms';
import { actorOptions } from '../../../common/inspect';
import { useConnect } from '../../../common/useConnect';
import { postFormActor } from '../endpoint/postForm';
import { useFieldForm } from '../fields/useFieldForm';
import { handOverLinks } from '../messages';
import { connectSubmission } from './connectSubmission';

const contents = { enquiry: enquiryFormContent, consultation: consultationFormContent } as const;

/** The words of one submission form (enquiryFormContent, consultationFormContent). */
export type SubmissionFormContent = (typeof contents)[Which];

/** The machine with the platform's postForm; made once. */
const machine = submissionMachine.provide({ actors: { postForm: postFormActor } });

// Checked as soon as a form page loads: a malformed setting rejects the page's import, which fails
// the prerender and with it the build, instead of shipping forms that post nowhere.
configuredFormEndpoint();

/**
 * The project enquiry (/start-project, /enquiry) or the free consultation (/consultation): its
 * fields (form library) and its submission (the machine, given the build's endpoint). `links` are
 * the WhatsApp and e-mail links with the fields as they are now: the consultation's WhatsApp Us
 * button sends what has been typed so far.
 */
export function useSubmissionForm(which: Which) {
  const content = contents[which];
  const { form, formProps } = useFieldForm<EnquiryValues | ConsultationValues>(content.fields);
  const actor = useActorRef(machine, { ...actorOptions(), input: { form: which, endpoint: configuredFormEndpoint() } });
  const submission = useConnect(actor, connectSubmission);
  return {
    content,
    form,
    formProps: formProps(submission.submit),
    submission,
    links: handOverLinks(content, form.values),
  };
}

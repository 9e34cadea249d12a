import { useMachineActor } from '../../../common/useMachineActor';
import { useMemo } from 'react';
import { submissionMachine, type SubmissionFormName } from '../../../../machines/submissionMachine';
import { leadTarget } from '../../../config/formEndpoint';
import { consultationFormContent, enquiryFormContent } from '../../../content/submissionForms';
import { useConnect } from '../../../common/useConnect';
import { postFormActor } from '../endpoint/postForm';
import { useFieldForm } from '../fields/useFieldForm';
import { connectionActor } from '../endpoint/connectionActor';
import { useFormTakeOver } from '../draft/useFormTakeOver';
import { connectSubmission } from './connectSubmission';

const contents = { enquiry: enquiryFormContent, consultation: consultationFormContent } as const;

/** The words of one submission form (enquiryFormContent, consultationFormContent). */
export type SubmissionFormContent = (typeof contents)[SubmissionFormName];

// Read as soon as a form page loads: a malformed endpoint setting rejects the page's import, which
// fails the prerender and with it the build, instead of shipping forms that post nowhere.
const target = leadTarget();

/**
 * The project enquiry (/start-project, /enquiry) or the free consultation (/consultation): its
 * fields (form library) and its submission (the machine, given where to send).
 */
export function useSubmissionForm(which: SubmissionFormName) {
  const content = contents[which];
  const fields = useFieldForm(content.fields, which);
  const { form, formProps, fieldActions, showRefusal } = fields;
  // Made once: the actor starts from the first render's machine, and the form library's actions
  // act on the same form on every render.
  const machine = useMemo(
    () =>
      submissionMachine.provide({
        actions: { ...fieldActions, showProblems: (_, problems) => showRefusal(problems) },
        actors: { postForm: postFormActor(target), connection: connectionActor },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const actor = useMachineActor(machine, { input: { form: which, endpoint: target.endpoint } });
  const submission = useConnect(actor, connectSubmission);
  useFormTakeOver(fields, which, submission);
  return {
    content,
    form,
    fields,
    formProps: formProps(submission.submit),
    // Clearing the form also puts focus where the visitor starts again.
    submission: { ...submission, clear: () => fields.startAgain(submission.clear) },
  };
}

import { useForm } from '@mantine/form';
import {
  businessTypeOptions,
  challengeOptions,
  consultationFormContent,
  type ConsultationValues,
} from '../../../content/submissionForms';
import { useSubmission } from '../submission/useSubmission';
import { consultationLinks } from '../submission/submissionMessages';
import { bindField, SelectField, TextAreaField, TextField } from '../fields/FormFields';
import { SubmissionForm } from '../submission/SubmissionForm';
import classes from '../submission/Fields.module.css';

const { fields } = consultationFormContent;

/** Required selects have no empty option (product rule S5): they start on their first choice. */
export const initialConsultationValues: ConsultationValues = {
  name: '',
  email: '',
  phone: '',
  businessType: businessTypeOptions[0].value,
  challenge: challengeOptions[0].value,
  preferredTime: '',
  message: '',
};

/** The consultation's fields (form library) and its submission (machine). The page reads the
 * fields too: its WhatsApp Us button sends what has been typed so far. */
export function useConsultationForm() {
  const form = useForm<ConsultationValues>({ mode: 'controlled', initialValues: initialConsultationValues });
  const submission = useSubmission<ConsultationValues>('consultation');
  return {
    form,
    submission,
    submit: form.onSubmit((values) => submission.submit(values)),
    /** WhatsApp and e-mail links with the fields as they are now. */
    links: consultationLinks(form.values),
  };
}

/** The free consultation booking form (/consultation), then its Consultation Booked view. */
export function ConsultationForm({ consultation }: { consultation: ReturnType<typeof useConsultationForm> }) {
  const { form } = consultation;
  return (
    <SubmissionForm
      form={form}
      submission={consultation.submission}
      content={consultationFormContent}
      onSubmit={consultation.submit}
      handOverLinks={consultationLinks}
    >
      <div className={classes.pair}>
        <TextField name="name" content={fields.name} field={bindField(form, 'name')} />
        <TextField name="email" content={fields.email} field={bindField(form, 'email')} />
        <TextField name="phone" content={fields.phone} field={bindField(form, 'phone')} />
        <SelectField name="businessType" content={fields.businessType} field={bindField(form, 'businessType')} />
        <SelectField name="challenge" content={fields.challenge} field={bindField(form, 'challenge')} />
        <SelectField name="preferredTime" content={fields.preferredTime} field={bindField(form, 'preferredTime')} />
      </div>
      <TextAreaField name="message" content={fields.message} field={bindField(form, 'message')} />
    </SubmissionForm>
  );
}

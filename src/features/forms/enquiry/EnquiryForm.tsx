import { useForm } from '@mantine/form';
import { enquiryFormContent, enquiryServiceOptions, type EnquiryValues } from '../../../content/submissionForms';
import { useSubmission } from '../submission/useSubmission';
import { enquiryLinks } from '../submission/submissionMessages';
import { bindField, SelectField, TextAreaField, TextField } from '../fields/FormFields';
import { SubmissionForm } from '../submission/SubmissionForm';
import classes from '../submission/Fields.module.css';

const { fields } = enquiryFormContent;

/** A required select has no empty option (product rule S5): it starts on its first choice. */
export const initialEnquiryValues: EnquiryValues = {
  name: '',
  email: '',
  phone: '',
  service: enquiryServiceOptions[0].value,
  budget: '',
  message: '',
};

/** The project enquiry's fields (form library) and its submission (machine). */
export function useEnquiryForm() {
  const form = useForm<EnquiryValues>({ mode: 'controlled', initialValues: initialEnquiryValues });
  const submission = useSubmission<EnquiryValues>('enquiry');
  return { form, submission, submit: form.onSubmit((values) => submission.submit(values)) };
}

/** The project enquiry form (/start-project, /enquiry), then its Thank You view. */
export function EnquiryForm({ enquiry }: { enquiry: ReturnType<typeof useEnquiryForm> }) {
  const { form } = enquiry;
  return (
    <SubmissionForm
      form={form}
      submission={enquiry.submission}
      content={enquiryFormContent}
      onSubmit={enquiry.submit}
      handOverLinks={enquiryLinks}
    >
      <div className={classes.pair}>
        <TextField name="name" content={fields.name} field={bindField(form, 'name')} />
        <TextField name="email" content={fields.email} field={bindField(form, 'email')} />
        <TextField name="phone" content={fields.phone} field={bindField(form, 'phone')} />
        <SelectField name="service" content={fields.service} field={bindField(form, 'service')} />
      </div>
      <SelectField name="budget" content={fields.budget} field={bindField(form, 'budget')} />
      <TextAreaField name="message" content={fields.message} field={bindField(form, 'message')} />
    </SubmissionForm>
  );
}

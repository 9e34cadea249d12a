import type { ReactNode } from 'react';
import { WhatsAppButton } from '../../../common/components/WhatsAppButton/WhatsAppButton';
import { useFormValues } from '../fields/useFieldForm';
import { handOverLinks } from '../messages';
import { useSubmissionFormState } from './SubmissionFormProvider';

/** WhatsApp with what has been typed so far, the same text as Continue on WhatsApp (product rule
 * S7), for beside the form: it alone renders again as the visitor types. */
export function WhatsAppTypedSoFar({ children }: { children: ReactNode }) {
  const { content, fields } = useSubmissionFormState();
  const values = useFormValues(fields);
  return <WhatsAppButton href={handOverLinks(content, values).whatsApp}>{children}</WhatsAppButton>;
}

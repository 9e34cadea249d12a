import type { UseFormReturnType } from '@mantine/form';
import { useLayoutEffect, type RefObject } from 'react';
import type { LeadForm, LeadValues } from '../../../../machines/lead';
import { fieldsOf } from '../fields/useFieldForm';
import { readDraft } from './draftStore';

/**
 * As the page's code takes a prerendered form over, before anything renders again: what the
 * fields show that the form library does not know (typed before the code started, or put back by
 * the browser), and the draft this tab kept. A draft goes to the form's machine to restore, whole,
 * with anything newer in the fields over it; without one, the form library takes what the fields
 * show, or the next render would put its initial values back over the visitor's words.
 */
export function useFormTakeOver<TValues extends Record<string, string>>(
  formRef: RefObject<HTMLFormElement | null>,
  form: UseFormReturnType<TValues>,
  name: LeadForm,
  machine: { restore: (values: LeadValues) => void; start: () => void },
) {
  useLayoutEffect(() => {
    const values = form.getValues();
    // Only the form's own fields: any other named control is not the visitor's message.
    const typed = Object.fromEntries(
      (formRef.current ? fieldsOf(formRef.current) : [])
        .filter((field) => field.name in values && field.value !== values[field.name])
        .map((field) => [field.name, field.value]),
    );
    const draft = readDraft(name, Object.keys(values));
    if (draft) {
      machine.restore({ ...draft, ...typed });
    } else {
      if (Object.keys(typed).length > 0) form.setValues(typed as Partial<TValues>);
      machine.start();
    }
    // Once, when the form is taken over: later changes reach the form through each field's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

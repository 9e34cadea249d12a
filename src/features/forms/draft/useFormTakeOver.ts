import { useLayoutEffect } from 'react';
import type { LeadValues } from '../../../../machines/lead';
import type { LeadFormName } from '../../../contract/lead';
import type { FieldsContent } from '../../../content/forms';
import { fieldsOf, type useFieldForm } from '../fields/useFieldForm';
import { readDraft } from './draftStore';
import { askForFormToken } from './formToken';

/**
 * As the page's code takes a prerendered form over, before anything renders again: what the
 * fields show that the form library does not know (typed before the code started, or put back by
 * the browser), and the draft this tab kept. A draft goes to the form's machine to restore, whole,
 * with anything newer in the fields over it; without one, the form library takes what the fields
 * show, so that what it sends and keeps is what the visitor sees.
 */
export function useFormTakeOver<TFields extends FieldsContent>(
  { form, formRef, showValues }: ReturnType<typeof useFieldForm<TFields>>,
  name: LeadFormName,
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
    // Typed before the page's code started: the draft began without its token.
    if (draft || Object.keys(typed).length > 0) askForFormToken(name);
    if (draft) {
      machine.restore({ ...draft, ...typed });
    } else {
      showValues(typed);
      machine.start();
    }
    // Once, when the form is taken over: later changes reach the form through each field's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

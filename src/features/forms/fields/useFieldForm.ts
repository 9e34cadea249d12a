import { useForm, type FormValidationResult } from '@mantine/form';
import { useCallback, useMemo, useRef, useSyncExternalStore, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { LeadValues } from '../../../../machines/lead';
import type { FieldProblems, LeadFormName, LeadSignals } from '../../../contract/lead';
import { forgetDraft, readFormToken, saveDraft } from '../draft/draftStore';
import { askForFormToken } from '../draft/formToken';
import type { FieldsContent, FormValues } from '../../../content/forms';
import { signalFields } from '../../../contract/lead';
import { formRules, initialValues } from './formRules';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function fieldsOf(form: HTMLFormElement): FieldElement[] {
  return [...form.elements].filter((element): element is FieldElement => element.matches('input, textarea, select'));
}

/**
 * A form drawn from its field list (content): the form library holds its values and checks them
 * with the list's rules. Uncontrolled: what is typed stays in the field and the library, so a key
 * renders the field it lands in again, not the page around the form. The browser's own check
 * refuses a submit first (each field's custom validity says the same as its rule); from then on
 * each field says its problem on the page, tied to it by `aria-describedby`, and focus goes to the
 * first one. Every change is kept as the form's draft in this tab. Returns the form and the props
 * of its `<form>` element, given what to do with values that pass.
 */
export function useFieldForm<TFields extends FieldsContent>(fields: TFields, name: LeadFormName) {
  type Values = FormValues<TFields>;
  // Made once: the library rebuilds its validators whenever the rules object changes.
  const rules = useMemo(() => formRules(fields), [fields]);
  const initial = useMemo(() => initialValues(fields), [fields]);
  // What reads every value at once (a hand-over link beside the form) is told of each change: the
  // library tells a component of one field's changes only.
  const listeners = useRef(new Set<() => void>());
  const form = useForm<Values, Values>({
    mode: 'uncontrolled',
    initialValues: initial,
    validate: rules,
    // The library's validateInputOnChange is fixed when the form is made; these forms say nothing
    // while a visitor first fills them in, and once a submit is refused each message follows the
    // visitor's fixes until none is left (product rule D18). Not cleared on change either: a field
    // still wrong keeps its message.
    clearInputErrorOnChange: false,
    onValuesChange: (values) => {
      // A reset form is as it first showed, which is no draft: the store drops it.
      saveDraft(name, values, initial);
      for (const listener of listeners.current) listener();
    },
    enhanceGetInputProps: ({ form: current, field, inputProps: { onChange } }) => {
      if (Object.keys(current.errors).length === 0) return undefined;
      return {
        onChange: (event: unknown) => {
          onChange(event);
          current.validateField(field);
        },
      };
    },
  });
  const subscribe = useCallback((listener: () => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const formRef = useRef<HTMLFormElement>(null);

  /** Focus goes to the first field with a message, in the order the fields show. */
  const focusFirst = (errors: Record<string, unknown>) => {
    const first = Object.keys(fields).find((name) => name in errors);
    if (first) form.getInputNode(first)?.focus();
  };

  /** Puts `values` in the fields. An uncontrolled field takes a value as it is drawn, so a field
   * that shows another one is drawn again; one that already shows its value (typed before the
   * page's code started) keeps its node, and with it the visitor's focus and caret. */
  const showValues = (values: LeadValues) => {
    for (const [field, value] of Object.entries(values))
      form.setFieldValue(field, value as never, {
        forceUpdate: (form.getInputNode(field) as FieldElement | null)?.value !== value,
      });
  };

  /** Empties the form through `clear` (its machine's form.clear) and puts focus in the first field,
   * where the visitor starts again: the fields are drawn anew, so once they are drawn. */
  const startAgain = (clear: () => void) => {
    flushSync(clear);
    form.getInputNode(Object.keys(fields)[0]!)?.focus();
  };

  const showProblems = () => {
    // The messages are in the page, tied to their fields, before focus lands on the first one.
    const { errors } = flushSync(() => form.validate()) as FormValidationResult;
    focusFirst(errors);
  };

  const signals = (): LeadSignals => {
    const honeypot = formRef.current?.elements.namedItem(signalFields.honeypot);
    return {
      website: honeypot instanceof HTMLInputElement ? honeypot.value : '',
      formToken: readFormToken(name),
    };
  };

  return {
    form,
    formRef,
    subscribe,
    showValues,
    startAgain,
    /** What the form's machine does to the fields and their draft (its actions of these names). */
    fieldActions: {
      restoreFields: (_: unknown, values: LeadValues) => showValues(values),
      clearFields: form.reset,
      forgetDraft: () => forgetDraft(name),
    },
    /** Shows the lead service's reason for each field it refused, in place (the form's refusal
     * note takes focus to the first once the fields are unlocked). */
    showRefusal: (problems: FieldProblems) => form.setErrors(problems),
    formProps: (send: (values: Values, signals: LeadSignals) => void) => ({
      ref: formRef,
      // The draft's first key asks for its token: when the visitor started.
      onInput: () => askForFormToken(name),
      /** The browser refused the submit: one `invalid` event for each field it refused, in order. */
      onInvalid: (event: FormEvent<HTMLFormElement>) => {
        if (event.target === fieldsOf(event.currentTarget).find((field) => !field.validity.valid)) showProblems();
      },
      /** The library checks again, for a browser that did not. */
      onSubmit: form.onSubmit((values) => send(values, signals()), showProblems),
    }),
  };
}

/** Every value of `fieldForm` as it is now; the component that reads them renders again at each
 * change, and nothing else does. */
export function useFormValues<TFields extends FieldsContent>(fieldForm: ReturnType<typeof useFieldForm<TFields>>) {
  return useSyncExternalStore(fieldForm.subscribe, fieldForm.form.getValues, fieldForm.form.getValues);
}

import { Loader, NativeSelect, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { flushSync } from 'react-dom';
import { formProblemsMachine } from '../../../../machines/formProblemsMachine';
import { actorOptions } from '../../../common/inspect';
import {
  COUNT_FROM,
  formCommon,
  type SelectFieldContent,
  type TextAreaContent,
  type TextFieldContent,
} from '../../../content/forms';
import { fieldProblem, type FieldProblem } from './fieldCheck';
import { DirectContacts } from '../../../common/components/DirectContacts/DirectContacts';
import classes from './FormFields.module.css';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Help text goes under the input, so that the inputs of two fields side by side line up. */
const order: Array<'label' | 'input' | 'description' | 'error'> = ['label', 'input', 'description', 'error'];

/** A field's value in the form library, and how a visitor's change reaches it. */
export interface FieldBinding {
  value: string;
  onChange: (event: ChangeEvent<FieldElement>) => void;
}

/** The keys of a form's values that hold text. */
type TextKey<TValues> = { [K in keyof TValues]: TValues[K] extends string ? K : never }[keyof TValues] & string;

/** Binds one text field of a @mantine/form form to a field component. */
export function bindField<TValues extends object>(
  form: UseFormReturnType<TValues>,
  key: TextKey<TValues>,
): FieldBinding {
  return {
    value: form.values[key] as string,
    onChange: (event) => form.setFieldValue(key as never, event.currentTarget.value as never),
  };
}

interface FieldProps<TContent> {
  name: string;
  content: TContent;
  field: FieldBinding;
}

/** Whether the fields show their problems on the page: from a form's first refused submit on. */
const ProblemsShown = createContext(false);

type CheckedContent = TextFieldContent | TextAreaContent;

function messageFor(problem: FieldProblem, content: CheckedContent, value: string): string {
  if (problem === 'tooLong') return formCommon.tooLong(value.length, content.maxLength);
  if (problem === 'missing') return content.messages.missing;
  return content.messages.invalid ?? content.messages.missing;
}

/**
 * A field's check: what is wrong with its value, told to the browser as the field's custom
 * validity (so its own check, its message bubble and the submit it blocks say the same), and the
 * message to show on the page once the form shows problems. Mantine ties a shown message to the
 * input with `aria-invalid` and `aria-describedby`.
 */
function useFieldCheck(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  content: CheckedContent,
  value: string,
): string | undefined {
  const type = 'type' in content ? content.type : 'text';
  const problem = fieldProblem({ required: content.required, type, maxLength: content.maxLength }, value);
  const message = problem ? messageFor(problem, content, value) : '';
  useLayoutEffect(() => {
    ref.current?.setCustomValidity(message);
  }, [ref, message]);
  const shown = useContext(ProblemsShown);
  return shown && message ? message : undefined;
}

/** How much of its length bound a field uses: always for a long text, from COUNT_FROM of the
 * bound for a short one, and by how much a longer text is over it. */
function Count({ value, max, always }: { value: string; max: number; always: boolean }) {
  const count = value.length;
  if (!always && count < Math.ceil(max * COUNT_FROM)) return null;
  return (
    <span className={classes.count} data-over={count > max || undefined}>
      {formCommon.characterCount(count, max)}
    </span>
  );
}

/** A text past its bound is told to screen readers as it happens (the count itself is not
 * announced at every key). Out of the layout: beside the field, not in its help text. */
function OverLimitStatus({ value, max }: { value: string; max: number }) {
  return (
    <VisuallyHidden component="span" role="status">
      {value.length > max ? formCommon.characterCount(value.length, max) : ''}
    </VisuallyHidden>
  );
}

/** A field's help text, with its count under it when it shows one. */
function describe(description: string | undefined, count: ReactNode) {
  if (!description) return count;
  return (
    <>
      <span className={classes.help}>{description}</span>
      {count}
    </>
  );
}

/** Text, e-mail or phone: required, type and format checks, and a length bound that refuses a
 * longer text rather than cutting it. */
export function TextField({ name, content, field }: FieldProps<TextFieldContent>) {
  // React's id, the same in the prerendered HTML: without one, Mantine gives each field a random
  // id once hydrated, and rewrites the field's id, label and description links (so in each field).
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const error = useFieldCheck(ref, content, field.value);
  return (
    <>
      <TextInput
        ref={ref}
        id={id}
        name={name}
        type={content.type}
        label={content.label}
        placeholder={content.placeholder}
        description={describe(
          content.description,
          <Count value={field.value} max={content.maxLength} always={false} />,
        )}
        error={error}
        required={content.required}
        autoComplete={content.autoComplete}
        inputMode={content.type === 'tel' ? 'tel' : content.type === 'email' ? 'email' : undefined}
        size="md"
        inputWrapperOrder={order}
        classNames={{ label: classes.label, description: classes.description, error: classes.error }}
        value={field.value}
        onChange={field.onChange}
      />
      <OverLimitStatus value={field.value} max={content.maxLength} />
    </>
  );
}

/** A long text with its length bound shown as a running count. */
export function TextAreaField({ name, content, field }: FieldProps<TextAreaContent>) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const error = useFieldCheck(ref, content, field.value);
  return (
    <>
      <Textarea
        ref={ref}
        id={id}
        name={name}
        label={content.label}
        placeholder={content.placeholder}
        description={describe(content.description, <Count value={field.value} max={content.maxLength} always />)}
        error={error}
        inputWrapperOrder={order}
        required={content.required}
        rows={content.rows}
        size="md"
        classNames={{
          label: classes.label,
          description: classes.description,
          error: classes.error,
          input: classes.textarea,
        }}
        value={field.value}
        onChange={field.onChange}
      />
      <OverLimitStatus value={field.value} max={content.maxLength} />
    </>
  );
}

/**
 * A native select: no script, the platform's own picker on phones. A required select has no empty
 * option; an optional one starts on its placeholder, which cannot be chosen again.
 */
export function SelectField<TValue extends string>({ name, content, field }: FieldProps<SelectFieldContent<TValue>>) {
  const id = useId();
  const data =
    content.placeholder === undefined
      ? [...content.options]
      : [{ value: '', label: content.placeholder, disabled: true }, ...content.options];
  return (
    <NativeSelect
      id={id}
      name={name}
      label={content.label}
      description={content.description}
      required={content.required}
      data={data}
      size="md"
      inputWrapperOrder={order}
      classNames={{ label: classes.label, description: classes.description, input: classes.select }}
      data-empty={field.value === '' || undefined}
      value={field.value}
      onChange={field.onChange}
    />
  );
}

/** A form's fields; locked (readable, not editable) while the form is sending. */
export function FieldGroup({
  locked,
  showProblems,
  children,
}: {
  locked: boolean;
  /** Whether each field shows its problem on the page (see useProblemReport). */
  showProblems: boolean;
  children: ReactNode;
}) {
  return (
    <ProblemsShown value={showProblems}>
      <fieldset className={classes.group} disabled={locked}>
        {children}
      </fieldset>
    </ProblemsShown>
  );
}

/** The fields of a form that the browser checks, in the order they show. */
function checkedFields(form: HTMLFormElement): FieldElement[] {
  return [...form.elements].filter(
    (element): element is FieldElement =>
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement,
  );
}

/**
 * The accessible layer over the browser's own checks. A submit with a field that is not an answer
 * is refused by the browser (its `invalid` events, its bubble); from then on each field says its
 * problem on the page, tied to it by `aria-describedby`, and focus goes to the first one. A
 * submit that passes hides the messages again (the contact form then clears its fields).
 */
export function useProblemReport() {
  const actor = useActorRef(formProblemsMachine, actorOptions());
  const shown = useSelector(actor, (snapshot) => snapshot.matches('shown'));

  const focusFirstProblem = (form: HTMLFormElement) => {
    checkedFields(form)
      .find((field) => !field.validity.valid)
      ?.focus();
  };

  return {
    shown,
    /** The form's onInvalid: one for each refused field, in order; the first one reports. */
    onInvalid: (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const first = checkedFields(form).find((field) => !field.validity.valid);
      if (event.target !== first) return;
      // The messages are in the page (and tied to the fields) before focus lands on the field.
      flushSync(() => actor.send({ type: 'submit.refused' }));
      focusFirstProblem(form);
    },
    /**
     * Wraps the form's submit handler: runs it only when every field is an answer. The browser has
     * checked already; this covers a submit it did not check (a form with `novalidate`, or a
     * platform without interactive validation).
     */
    guard: (onSubmit: (event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      if (checkedFields(form).some((field) => !field.validity.valid)) {
        event.preventDefault();
        flushSync(() => actor.send({ type: 'submit.refused' }));
        focusFirstProblem(form);
        return;
      }
      actor.send({ type: 'submit.passed' });
      onSubmit(event);
    },
  };
}

/**
 * What a visitor typed (or chose) in the prerendered form before the page's code took it over.
 * React keeps those values in the fields while it hydrates, but its state still holds the initial
 * ones, and the next render of a field would put them back over the visitor's words. Read once,
 * as React takes over and before anything renders again, they become the form's values.
 */
export function useTypedBeforeHydration<TValues extends object>(
  formRef: RefObject<HTMLFormElement | null>,
  form: UseFormReturnType<TValues>,
) {
  useLayoutEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const values = form.getValues() as Record<string, unknown>;
    const typed: Record<string, string> = {};
    for (const field of checkedFields(element)) {
      const current = values[field.name];
      if (typeof current === 'string' && field.value !== current) typed[field.name] = field.value;
    }
    if (Object.keys(typed).length > 0) form.setValues(typed as Partial<TValues>);
    // Once, when the form is taken over: later changes reach the form through each field's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Beside the submit button until the page's code has taken over the form: the button is off
 * until then, and says why. Hidden when scripts are off, where NoScriptNotice speaks instead. */
export function NotReadyNote() {
  return (
    <span className={classes.notReady}>
      <Loader size={16} color="currentColor" aria-hidden="true" />
      {formCommon.notReady}
    </span>
  );
}

/**
 * With JavaScript off a form cannot send: it says so, and gives the agency's phone, WhatsApp and
 * e-mail. In `<noscript>`, so that with scripts on it is never shown, not even before they run.
 */
export function NoScriptNotice({ email }: { email: string }) {
  const { noScript } = formCommon;
  return (
    <noscript>
      <div className={classes.noScript}>
        <p className={classes.noScriptTitle}>{noScript.title}</p>
        <p className={classes.noScriptText}>{noScript.text}</p>
        <DirectContacts email={email} />
      </div>
    </noscript>
  );
}

import { Loader, NativeSelect, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import type { GetInputPropsReturnType, UseFormReturnType } from '@mantine/form';
import type { LeadValues } from '../../../../machines/lead';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { COUNT_FROM, formCommon, type FieldsContent, type SelectFieldContent } from '../../../content/forms';
import { problemOf, type TypedContent } from '../../../contract/answers';
import { DirectContacts } from '../../../common/components/DirectContacts/DirectContacts';
import classes from './FormFields.module.css';

/** Help text goes under the input, so that the inputs of two fields side by side line up. */
const order: Array<'label' | 'input' | 'description' | 'error'> = ['label', 'input', 'description', 'error'];

/** A form of any field list, as its fields see it. */
type FieldForm = UseFormReturnType<LeadValues>;

interface FieldProps<TContent> {
  name: string;
  content: TContent;
  form: FieldForm;
  /** The form library's `getInputProps` for the field: its first value, change, and error once
   * shown. */
  input: GetInputPropsReturnType;
}

/**
 * Tells the browser a typed field's problem as its custom validity, so that its own check, its
 * message bubble and the submit it refuses say what the page says. The form library has no hold
 * on the browser's checks, which come first (product rule S5).
 */
function useCustomValidity(content: TypedContent, value: string) {
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const problem = problemOf(content, value) ?? '';
  useLayoutEffect(() => {
    ref.current?.setCustomValidity(problem);
  }, [problem]);
  return ref;
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

/** Text, e-mail, phone or a long text: required, type and format checks, and a length bound
 * that refuses a longer text rather than cutting it, counted as it nears (a long text: always). */
function TypedField({ name, content, form, input }: FieldProps<TypedContent>) {
  // React's id, the same in the prerendered HTML: without one, Mantine gives each field a random
  // id once hydrated, and rewrites the field's id, label and description links (so in each field).
  const id = useId();
  // Only this field renders again as it changes: its count and its validity follow its value.
  const value = form.useWatchValue(name);
  const ref = useCustomValidity(content, value);
  const long = 'rows' in content;
  const shared = {
    ...input,
    ref,
    id,
    name,
    label: content.label,
    placeholder: content.placeholder,
    description: describe(content.description, <Count value={value} max={content.maxLength} always={long} />),
    required: content.required,
    size: 'md',
    inputWrapperOrder: order,
  };
  const classNames = { label: classes.label, description: classes.description, error: classes.error };
  return (
    <>
      {long ? (
        <Textarea
          {...shared}
          rows={content.rows}
          className={classes.wide}
          classNames={{ ...classNames, input: classes.textarea }}
        />
      ) : (
        <TextInput
          {...shared}
          type={content.type}
          autoComplete={content.autoComplete}
          inputMode={content.type === 'tel' ? 'tel' : content.type === 'email' ? 'email' : undefined}
          classNames={classNames}
        />
      )}
      <OverLimitStatus value={value} max={content.maxLength} />
    </>
  );
}

/**
 * A native select: no script, the platform's own picker on phones. A required select has no empty
 * option; an optional one starts on its placeholder, which cannot be chosen again.
 */
function SelectField({ name, content, form, input }: FieldProps<SelectFieldContent<string>>) {
  const id = useId();
  const value = form.useWatchValue(name);
  const data =
    content.placeholder === undefined
      ? [...content.options]
      : [{ value: '', label: content.placeholder, disabled: true }, ...content.options];
  return (
    <NativeSelect
      {...input}
      id={id}
      name={name}
      label={content.label}
      description={content.description}
      required={content.required}
      data={data}
      size="md"
      className={content.wide ? classes.wide : undefined}
      inputWrapperOrder={order}
      classNames={{ label: classes.label, description: classes.description, input: classes.select }}
      data-empty={value === '' || undefined}
    />
  );
}

/** A form's fields, drawn from its field list and bound to the form library; locked (readable,
 * not editable) while the form is sending. The library's key draws a field again when the form
 * puts a value in it (a draft restored, the form cleared). */
export function FieldList({ form, fields, locked }: { form: FieldForm; fields: FieldsContent; locked: boolean }) {
  return (
    <fieldset className={classes.group} disabled={locked}>
      {Object.entries(fields).map(([name, content]) => {
        const props = { name, form, input: form.getInputProps(name) };
        if ('options' in content) return <SelectField key={form.key(name)} {...props} content={content} />;
        return <TypedField key={form.key(name)} {...props} content={content} />;
      })}
    </fieldset>
  );
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

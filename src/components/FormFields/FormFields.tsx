import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ChangeEvent, ReactNode } from 'react';
import { DirectContacts } from '../DirectContacts/DirectContacts';
import {
  formCommon,
  formNeedsScript,
  type SelectFieldContent,
  type TextAreaContent,
  type TextFieldContent,
} from '../../content/forms';
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

/** Text, e-mail or phone: the browser's own required and type checks are the only validation
 * (SPEC.md 5); maxlength bounds the hand-over text (DECISIONS.md 17). */
export function TextField({ name, content, field }: FieldProps<TextFieldContent>) {
  return (
    <TextInput
      name={name}
      type={content.type}
      label={content.label}
      placeholder={content.placeholder}
      description={content.description}
      required={content.required}
      maxLength={content.maxLength}
      autoComplete={content.autoComplete}
      inputMode={content.type === 'tel' ? 'tel' : content.type === 'email' ? 'email' : undefined}
      size="md"
      inputWrapperOrder={order}
      classNames={{ label: classes.label, description: classes.description }}
      value={field.value}
      onChange={field.onChange}
    />
  );
}

/** A long text with its maxlength shown as a running count. */
export function TextAreaField({ name, content, field }: FieldProps<TextAreaContent>) {
  return (
    <Textarea
      name={name}
      label={content.label}
      placeholder={content.placeholder}
      description={formCommon.characterCount(field.value.length, content.maxLength)}
      inputWrapperOrder={order}
      required={content.required}
      maxLength={content.maxLength}
      rows={content.rows}
      size="md"
      classNames={{ label: classes.label, description: classes.count, input: classes.textarea }}
      value={field.value}
      onChange={field.onChange}
    />
  );
}

/**
 * A native select: no script, the platform's own picker on phones. A required select has no empty
 * option (SPEC.md 5); an optional one starts on its placeholder, which cannot be chosen again.
 */
export function SelectField<TValue extends string>({ name, content, field }: FieldProps<SelectFieldContent<TValue>>) {
  const data =
    content.placeholder === undefined
      ? [...content.options]
      : [{ value: '', label: content.placeholder, disabled: true }, ...content.options];
  return (
    <NativeSelect
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

/**
 * A form's fields, locked but readable while sending, so that what a failure keeps (and Retry
 * sends again) is what the fields show. Before the script runs they take typing as usual
 * (useTypedBeforeStart keeps it).
 */
export function FieldGroup({ locked, children }: { locked: boolean; children: ReactNode }) {
  return (
    <fieldset className={classes.group} disabled={locked}>
      {children}
    </fieldset>
  );
}

/**
 * Said where the submit button would be when JavaScript is off (the button is hidden then, by
 * `data-needs-script`): why the form cannot send, and the agency's direct links. React renders a
 * noscript's content on the server only.
 */
export function FormNeedsScript() {
  return (
    <noscript>
      <div className={classes.needsScript}>
        <p className={classes.needsScriptTitle}>{formNeedsScript.title}</p>
        <p className={classes.needsScriptText}>{formNeedsScript.text}</p>
        <DirectContacts />
      </div>
    </noscript>
  );
}

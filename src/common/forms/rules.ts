/**
 * The forms' rules, drawn from a form's field list: what makes a value not an answer beyond the
 * browser's own checks (product rule D18), said in the field's own words. Pure, so the form
 * library's `validate`, each field's custom validity, the lead service (checkLead.ts) and the
 * tests share one definition.
 */
import type { FormRulesRecord } from '@mantine/form';
import {
  formCommon,
  type FieldContent,
  type FieldsContent,
  type FormValues,
  type TextAreaContent,
  type SelectFieldContent,
  type TextFieldContent,
} from '../../content/forms';
import { leadRefusals } from '../../content/leads';

/** A phone number a person could dial: 7 to 15 digits (the international maximum, ITU-T E.164),
 * written with nothing but digits, spaces, `+`, `-` and brackets. */
const PHONE_DIGITS = { min: 7, max: 15 } as const;

export function isPhoneNumber(value: string): boolean {
  if (!/^[\d\s+()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** The HTML standard's "valid e-mail address", the rule behind the browser's own `type="email"`
 * check, so that both always agree. */
const emailAddress =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isEmailAddress(value: string): boolean {
  return emailAddress.test(value);
}

export type TypedContent = TextFieldContent | TextAreaContent;

/** What is first wrong with a typed value, in the field's words, or null. Spaces around an answer
 * are not wrong, and an optional field left empty is fine. The length counts characters as the
 * browser does (UTF-16). */
export function problemOf(content: TypedContent, value: string): string | null {
  const answer = value.trim();
  if (answer === '') return content.required ? content.messages.missing : null;
  if (value.length > content.maxLength) return formCommon.tooLong(value.length, content.maxLength);
  const type = 'type' in content ? content.type : 'text';
  const wrong = (type === 'email' && !isEmailAddress(answer)) || (type === 'tel' && !isPhoneNumber(answer));
  return wrong ? (content.messages.invalid ?? content.messages.missing) : null;
}

const isTyped = (content: FieldContent): content is TypedContent => !('options' in content);

/** What is wrong with a choice: a value that is none of its options (a page never sends one, a
 * script may), or none at all when one is required. */
export function choiceProblemOf(content: SelectFieldContent<string>, value: string): string | null {
  if (value === '' && !content.required) return null;
  return content.options.some((option) => option.value === value) ? null : leadRefusals.notAnOption;
}

/** What is first wrong with any field's value, or null. */
export function answerProblemOf(content: FieldContent, value: string): string | null {
  return isTyped(content) ? problemOf(content, value) : choiceProblemOf(content, value);
}

/** The library's `validate` for a field list. A select needs none: a required one has no empty
 * choice, and its options are all the values it takes. */
export function formRules<TFields extends FieldsContent>(fields: TFields): FormRulesRecord<FormValues<TFields>> {
  const rules: Record<string, (value: string) => string | null> = {};
  for (const [key, content] of Object.entries(fields))
    if (isTyped(content)) rules[key] = (value) => problemOf(content, value);
  return rules as unknown as FormRulesRecord<FormValues<TFields>>;
}

/** A field list's values before anything is typed: a required select starts on its first choice
 * (product rule S5), everything else empty. */
export function initialValues<TFields extends FieldsContent>(fields: TFields): FormValues<TFields> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, content]) => [
      key,
      'options' in content && content.required ? (content.options[0]?.value ?? '') : '',
    ]),
  ) as FormValues<TFields>;
}

/**
 * What makes a value an answer, and how answers read: the forms' rules beyond the browser's own
 * checks (product rule D18), said in each field's words, and the `Label: answer` lines that carry
 * a lead to the agency, in the WhatsApp and e-mail hand-over texts and in the lead e-mail alike.
 * Pure and drawn from a form's field list (src/content), so the page's fields, the form library,
 * the lead service and the tests share one definition.
 */
import {
  formCommon,
  optionLabel,
  type FieldContent,
  type FieldsContent,
  type SelectFieldContent,
  type TextAreaContent,
  type TextFieldContent,
} from '../content/forms';
import { leadRefusals } from '../content/leads';

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

export const isTyped = (content: FieldContent): content is TypedContent => !('options' in content);

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

type Values = Readonly<Record<string, string>>;

/** Each field's answer as a person reads it: a chosen option's label, or what was typed, verbatim;
 * an optional field left empty (or holding only spaces) says so. */
export function answersOf(fields: FieldsContent, values: Values): Record<string, string> {
  const { notProvided, notSpecified } = formCommon.answers;
  return Object.fromEntries(
    Object.entries(fields).map(([key, content]) => {
      const value = values[key] ?? '';
      if (!isTyped(content)) return [key, value === '' ? notSpecified : optionLabel(content.options, value)];
      return [key, value.trim() === '' ? notProvided : value];
    }),
  );
}

/** Every answer as `Label: answer`, in the order the fields show, then each long text under its
 * label. A value the field list does not name (a lead stored before a field went) still shows,
 * under its field's name. */
export function answerLines(fields: FieldsContent, values: Values): string[] {
  const answers = answersOf(fields, values);
  const entries = Object.entries(fields);
  const short = entries.filter(([, content]) => !('rows' in content));
  const long = entries.filter(([, content]) => 'rows' in content);
  const other = Object.keys(values).filter((key) => !Object.hasOwn(fields, key));
  return [
    ...short.map(([key, content]) => `${content.answerLabel}: ${answers[key]}`),
    ...other.map((key) => `${key}: ${values[key]}`),
    ...long.flatMap(([key, content]) => ['', `${content.answerLabel}:`, answers[key]!]),
  ];
}

/**
 * What makes a form field's value not an answer, beyond the browser's own checks: a required
 * field holding only spaces, a phone number that is not one, a text longer than its bound. Pure,
 * so that the forms (which turn a problem into the field's custom validity and its message on the
 * page) and the tests share one definition.
 */

export type FieldProblem = 'missing' | 'email' | 'phone' | 'tooLong';

export interface FieldRules {
  required: boolean;
  /** The input's type; `email` and `tel` have a format. */
  type?: 'text' | 'email' | 'tel';
  /** The most characters the field takes; more is refused, never cut. */
  maxLength?: number;
}

/** A phone number a person could dial: 7 to 15 digits (the international maximum, ITU-T E.164),
 * written with nothing but digits, spaces, `+`, `-` and brackets. */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

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

/** The first thing wrong with a value, or null. Spaces around an answer are not wrong, and an
 * optional field left empty is fine. The length counts characters as the browser does (UTF-16). */
export function fieldProblem(rules: FieldRules, value: string): FieldProblem | null {
  const answer = value.trim();
  if (answer === '') return rules.required ? 'missing' : null;
  if (rules.maxLength !== undefined && value.length > rules.maxLength) return 'tooLong';
  if (rules.type === 'email' && !isEmailAddress(answer)) return 'email';
  if (rules.type === 'tel' && !isPhoneNumber(answer)) return 'phone';
  return null;
}

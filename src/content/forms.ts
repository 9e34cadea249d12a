/**
 * Words and options the site's forms share: length bounds, field builders, the texts every form
 * shows. Each form's own words are beside it: the home page's contact form in contactForm.ts, the
 * enquiry and consultation forms in submissionForms.ts, so the home page does not download them.
 */

import { indianDigits } from './format/indianDigits';
import { LEAD_RETENTION_DAYS } from './retention';

export interface Option<TValue extends string = string> {
  value: TValue;
  label: string;
}

/** Length bounds of free-text fields. A field shows its count as it nears its bound, and a longer
 * text is refused with a message, never cut: not by the form, not by the browser (the fields have
 * no maxlength attribute, which silently drops what is typed or pasted past it). 254 is the
 * longest usable e-mail address (RFC 5321 path limit); 25 holds a 15-digit number with its
 * spaces, dashes and brackets. */
export const FIELD_MAX_LENGTH = {
  name: 80,
  email: 254,
  phone: 25,
  message: 2000,
} as const;

/** A short field shows its count once this share of its bound is used; a long text always does. */
export const COUNT_FROM = 0.8;

/** What a field says when its value is not an answer: empty (or only spaces), and, for an
 * e-mail address or a phone number, not one. */
export interface FieldMessages {
  missing: string;
  invalid?: string;
}

/** What every field the visitor types into has. */
interface TypedFieldContent {
  label: string;
  /** What the hand-over text calls the answer ("Name: Priya"); for a long text, the heading it
   * goes under. */
  answerLabel: string;
  placeholder: string;
  description?: string;
  required: boolean;
  maxLength: number;
  messages: FieldMessages;
}

export interface TextFieldContent extends TypedFieldContent {
  /** The input's type: the browser checks an e-mail address itself; the form checks the rest. */
  type: 'text' | 'email' | 'tel';
  /** HTML autocomplete token. */
  autoComplete: string;
}

export interface TextAreaContent extends TypedFieldContent {
  rows: number;
}

export interface SelectFieldContent<TValue extends string> {
  label: string;
  answerLabel: string;
  /** Across the whole form rather than beside another field. */
  wide?: boolean;
  /** Shown while nothing is chosen; only optional selects start empty. */
  placeholder?: string;
  description?: string;
  required: boolean;
  options: ReadonlyArray<Option<TValue>>;
}

export type FieldContent = TextFieldContent | TextAreaContent | SelectFieldContent<string>;

/** A form's fields by the name they submit under, in the order they show: the form, its checks
 * and its hand-over text are all drawn from this list. */
export type FieldsContent = Readonly<Record<string, FieldContent>>;

/** What a form submits, drawn from its field list: each field's name with its answer. A select
 * answers with one of its options' values, or '' while an optional one is left alone; anything
 * typed is text. A type, not an interface, so each is a record of strings, which the form
 * machines carry. */
export type FormValues<TFields extends FieldsContent> = {
  -readonly [Name in keyof TFields]: TFields[Name] extends SelectFieldContent<infer Value>
    ? TFields[Name]['required'] extends true
      ? Value
      : Value | ''
    : string;
};

/** What a form's hand-over text says besides the fields: why the visitor writes, and the e-mail's
 * subject from the answers as the text shows them (the visitor's name follows it when given). */
export interface HandOverContent {
  opening: string;
  subject?: (answers: Readonly<Record<string, string>>) => string;
}

/** The label of an option value; an unknown value reads as itself, so nothing is lost. */
export function optionLabel<TValue extends string>(options: ReadonlyArray<Option<TValue>>, value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

// ---------------------------------------------------------------------------------------------
// Fields shared by the three forms

export const nameField = (label: string): TextFieldContent => ({
  label,
  answerLabel: 'Name',
  placeholder: 'e.g. Priya Sharma',
  required: true,
  maxLength: FIELD_MAX_LENGTH.name,
  type: 'text',
  autoComplete: 'name',
  messages: { missing: 'Please enter your name.' },
});

export const emailField = (required: boolean): TextFieldContent => ({
  label: 'Email Address',
  answerLabel: 'Email',
  placeholder: 'you@company.com',
  required,
  maxLength: FIELD_MAX_LENGTH.email,
  type: 'email',
  autoComplete: 'email',
  messages: {
    missing: 'Please enter your e-mail address.',
    invalid: 'Please enter an e-mail address such as you@company.com.',
  },
});

/** What the phone field takes, said under it before anything is typed. */
const phoneHint = '7 to 15 digits; spaces, +, - and brackets are fine.';

export const phoneField = (required: boolean, purpose?: string): TextFieldContent => ({
  label: 'Phone Number',
  answerLabel: 'Phone',
  placeholder: '+91 98765 43210',
  description: purpose === undefined ? phoneHint : `${purpose} ${phoneHint}`,
  required,
  maxLength: FIELD_MAX_LENGTH.phone,
  type: 'tel',
  autoComplete: 'tel',
  messages: {
    missing: 'Please enter your phone number.',
    invalid: 'Please enter a phone number of 7 to 15 digits, such as +91 98765 43210.',
  },
});

/** Labels and texts every form page shares. */
export const formCommon = {
  requiredNote: 'Fields marked * are required.',
  /** On the submit button until the form's script has started: typing already works. */
  sending: 'Sending…',
  retry: 'Retry',
  continueOnWhatsApp: 'Continue on WhatsApp',
  sendByEmail: 'Send by e-mail',
  backToHome: 'Back to Home',
  whatsAppUs: 'WhatsApp Us',
  /** Said next to hand-over buttons: they open another app with the text already written. */
  handOverHint: 'Opens with your details already filled in; nothing is sent until you press send there.',
  /** Under a text field: how much of its bound is used, and by how much a longer text is over it. */
  characterCount: (count: number, max: number) =>
    count > max
      ? `${indianDigits(count)} / ${indianDigits(max)} characters: ${indianDigits(count - max)} too many`
      : `${indianDigits(count)} / ${indianDigits(max)} characters`,
  /** Said once a text goes past its bound (to screen readers as it happens; on the page on submit). */
  tooLong: (count: number, max: number) =>
    `This is ${indianDigits(count)} characters long. Please shorten it to ${indianDigits(max)} or fewer: nothing has been cut.`,
  /** How an optional field left alone reads in the texts that carry a lead to the agency. */
  answers: {
    /** A free-text field left empty. */
    notProvided: 'Not provided',
    /** A choice left alone. */
    notSpecified: 'Not specified',
  },
  /** Under each submit button (product rule D19): what is kept, why and for how long. */
  storedNote: `We keep what you send here for ${LEAD_RETENTION_DAYS} days, only to reply to you.`,
  /** Above the submit button when the lead service refused some answers (each says why). */
  refused: 'Our server could not accept some answers: please see the notes above, then submit again.',
  /** Above a form whose fields came back from a draft kept in this tab (product rule D20). */
  draft: {
    kept: 'What you typed earlier is still here. It is kept in this tab only.',
    clear: 'Clear form',
  },
  /** The honeypot's label, read by bots only: people never see or hear the field. */
  honeypotLabel: 'Leave this field empty',
  /** The close button of a form's success notice. */
  dismissNotice: 'Close this message',
  /** Beside the submit button until the page's code has taken over the form. */
  notReady: 'Getting the form ready…',
  /** In place of a working form when JavaScript is off: why, and the other ways to reach us. */
  noScript: {
    title: 'This form needs JavaScript',
    text: 'JavaScript is turned off in your browser, so this form cannot send your details. You can reach us directly instead:',
  },
} as const;

/**
 * A submitted lead, checked by the rules the forms apply (src/contract/answers.ts) against the
 * field list of the form it names. Pure: the lead service calls it on each request body, and the
 * tests call it on anything at all.
 *
 * What comes back is one of three: the lead to store (its values verbatim, unknown fields dropped,
 * missing optional ones `''`, and the signals it carried for the spam checks), the reasons per
 * refused field in each field's own words, or why the body is not a lead submission at all.
 */
import { answerProblemOf } from '../../src/contract/answers.ts';
import { leadFormNames, signalFields, type LeadFormName } from '../../src/contract/lead.ts';
import { type FieldsContent } from '../../src/content/forms.ts';
import { contactFormContent } from '../../src/content/contactForm.ts';
import { consultationFormContent, enquiryFormContent } from '../../src/content/submissionForms.ts';

/** Each form's fields, by the name the form sends. */
export const leadFormFields: Record<LeadFormName, FieldsContent> = {
  contact: contactFormContent.fields,
  enquiry: enquiryFormContent.fields,
  consultation: consultationFormContent.fields,
};

export interface CheckedLead {
  form: LeadFormName;
  values: Record<string, string>;
  /** What the honeypot held ('' from a person) and the form token, if one came. */
  signals: { honeypot: string; formToken: string | null };
}

export type LeadCheck =
  | { ok: true; lead: CheckedLead }
  | { ok: false; error: 'invalid'; fields: Record<string, string> }
  | { ok: false; error: 'malformed'; reason: string };

/** Text PostgreSQL cannot hold: the NUL character, and half of a UTF-16 surrogate pair (which no
 * keyboard types, and which is not a character of any encoding). */
// eslint-disable-next-line no-control-regex -- the NUL character is what it looks for
const UNSTORABLE = /\u0000|\p{Surrogate}/u;

const malformed = (reason: string): LeadCheck => ({ ok: false, error: 'malformed', reason });

const isLeadFormName = (value: unknown): value is LeadFormName =>
  typeof value === 'string' && (leadFormNames as readonly string[]).includes(value);

export function checkLead(body: unknown): LeadCheck {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return malformed('the body is not a JSON object');
  const record = body as Record<string, unknown>;
  if (!isLeadFormName(record.form))
    return malformed(`"form" must be one of ${leadFormNames.map((name) => `"${name}"`).join(', ')}`);
  const fields = leadFormFields[record.form];
  for (const name of [...Object.keys(fields), signalFields.honeypot, signalFields.formToken]) {
    const value = record[name];
    if (value === undefined || (name === signalFields.formToken && value === null)) continue;
    if (typeof value !== 'string') return malformed(`"${name}" is not a string`);
    if (UNSTORABLE.test(value)) return malformed(`"${name}" holds a NUL or a lone surrogate`);
  }
  const values: Record<string, string> = {};
  const problems: Record<string, string> = {};
  for (const [name, content] of Object.entries(fields)) {
    const value = (record[name] as string | undefined) ?? '';
    values[name] = value;
    const problem = answerProblemOf(content, value);
    if (problem) problems[name] = problem;
  }
  if (Object.keys(problems).length > 0) return { ok: false, error: 'invalid', fields: problems };
  const signals = {
    honeypot: (record[signalFields.honeypot] as string | undefined) ?? '',
    formToken: (record[signalFields.formToken] as string | null | undefined) ?? null,
  };
  return { ok: true, lead: { form: record.form, values, signals } };
}

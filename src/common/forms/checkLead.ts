/**
 * A submitted lead, checked by the same rules the forms apply (rules.ts), against the field list
 * of the form it names. Pure: the lead service calls it on each request body, and the tests call
 * it on anything at all. The page does not import it (it would download every form's content);
 * it applies the same rules field by field.
 *
 * What comes back is one of three: the lead to store (its values verbatim, unknown fields
 * dropped, missing optional ones `''`, and whether it is spam), the reasons per refused field in
 * each field's own words, or why the body is not a lead submission at all.
 */
import { contactFormContent, type FieldsContent } from '../../content/forms';
import { leadFormNames, TOO_FAST_MS, type LeadFormName } from '../../content/leads';
import { consultationFormContent, enquiryFormContent } from '../../content/submissionForms';
import { answerProblemOf } from './rules';

/** Each form's fields, by the name the form sends. */
export const leadFormFields: Record<LeadFormName, FieldsContent> = {
  contact: contactFormContent.fields,
  enquiry: enquiryFormContent.fields,
  consultation: consultationFormContent.fields,
};

/** Why a stored lead is not passed on: the hidden field was filled in, or it came too fast. */
export type SpamFlag = 'honeypot' | 'too-fast';

export interface CheckedLead {
  form: LeadFormName;
  values: Record<string, string>;
  flag: SpamFlag | null;
}

export type LeadCheck =
  | { ok: true; lead: CheckedLead }
  | { ok: false; error: 'invalid'; fields: Record<string, string> }
  | { ok: false; error: 'malformed'; reason: string };

/** The hidden field people never see and bots fill in. */
export const HONEYPOT_FIELD = 'website';
export const ELAPSED_FIELD = 'elapsedMs';

/** Text PostgreSQL cannot hold: the NUL character, and half of a UTF-16 surrogate pair (which no
 * keyboard types, and which is not a character of any encoding). */
// eslint-disable-next-line no-control-regex -- the NUL character is what it looks for
const UNSTORABLE = /\u0000|\p{Surrogate}/u;

const malformed = (reason: string): LeadCheck => ({ ok: false, error: 'malformed', reason });

const isLeadFormName = (value: unknown): value is LeadFormName =>
  typeof value === 'string' && (leadFormNames as readonly string[]).includes(value);

function flagOf(body: Record<string, unknown>): SpamFlag | null {
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot !== '') return 'honeypot';
  const elapsed = body[ELAPSED_FIELD];
  if (typeof elapsed !== 'number' || !Number.isFinite(elapsed) || elapsed < TOO_FAST_MS) return 'too-fast';
  return null;
}

export function checkLead(body: unknown): LeadCheck {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return malformed('the body is not a JSON object');
  const record = body as Record<string, unknown>;
  if (!isLeadFormName(record.form))
    return malformed(`"form" must be one of ${leadFormNames.map((name) => `"${name}"`).join(', ')}`);
  const fields = leadFormFields[record.form];
  for (const name of [...Object.keys(fields), HONEYPOT_FIELD]) {
    const value = record[name];
    if (value === undefined) continue;
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
  return { ok: true, lead: { form: record.form, values, flag: flagOf(record) } };
}

/**
 * The e-mail that tells the agency of one stored lead: the form and the visitor's name in the
 * subject, every answer in the body verbatim under the label the form's hand-over text gives it,
 * and Reply-To the visitor, so that answering the e-mail answers the prospect.
 */
import { agency } from '../../src/content/agency.ts';
import { optionLabel, type FieldsContent } from '../../src/content/forms.ts';
import type { LeadFormName } from '../../src/content/leads.ts';
import { leadFormFields } from '../../src/common/forms/checkLead.ts';
import { isEmailAddress } from '../../src/common/forms/rules.ts';
import type { Lead } from '../db/schema.ts';
import { AGENCY_TIME_ZONE, leadEmailWords as words } from './words.ts';

export type StoredLead = Pick<Lead, 'id' | 'form' | 'fields' | 'createdAt'>;

export interface LeadEmail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  /** Base64 carries every character of the visitor's words through any mail server unchanged:
   * line breaks of every kind, long lines and all. */
  text: { content: string; contentTransferEncoding: 'base64' };
  /** One id per lead: should a lost acknowledgement make a notification go out twice, mail
   * programs show it once. */
  messageId: string;
}

/** The agency's new-projects address: every lead goes there unless the server is told otherwise. */
export const NEW_PROJECTS_ADDRESS = agency.emails.find((email) => email.label === 'New projects')!.address;

const isFormName = (form: string): form is LeadFormName => Object.hasOwn(leadFormFields, form);

const dateOf = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: AGENCY_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);

/** Each answer as `Label: answer`, a long text under its label; a choice by its option's label. */
function answerLines(fields: FieldsContent, values: Readonly<Record<string, string>>): string[] {
  const entries = Object.entries(fields);
  const answer = (key: string) => {
    const content = fields[key]!;
    const value = values[key] ?? '';
    if ('options' in content) return value === '' ? words.notSpecified : optionLabel(content.options, value);
    return value === '' ? words.notProvided : value;
  };
  const short = entries.filter(([, content]) => !('rows' in content));
  const long = entries.filter(([, content]) => 'rows' in content);
  // A stored value the form's field list does not name (the list changed since): still passed on.
  const other = Object.keys(values).filter((key) => !Object.hasOwn(fields, key));
  return [
    ...short.map(([key, content]) => `${content.answerLabel}: ${answer(key)}`),
    ...other.map((key) => `${key}: ${values[key]}`),
    ...long.flatMap(([key, content]) => ['', `${content.answerLabel}:`, answer(key)]),
  ];
}

export function leadEmail(lead: StoredLead, addresses: { to: string; from: string }): LeadEmail {
  const values = lead.fields;
  const fields = isFormName(lead.form) ? leadFormFields[lead.form] : {};
  const formName = isFormName(lead.form) ? words.formNames[lead.form] : lead.form;
  const name = values.name ?? '';
  const email = (values.email ?? '').trim();
  const content = [
    words.opening(formName, dateOf(lead.createdAt)),
    ...(isEmailAddress(email) ? [words.replyHint] : []),
    '',
    ...answerLines(fields, values),
    '',
    words.footer(lead.id),
  ].join('\n');
  const host = new URL(agency.website).hostname.replace(/^www\./, '');
  return {
    ...addresses,
    ...(isEmailAddress(email) ? { replyTo: email } : {}),
    subject: words.subject(formName, name),
    text: { content, contentTransferEncoding: 'base64' },
    messageId: `<lead-${lead.id}@${host}>`,
  };
}

/** Who the e-mail comes from unless the server is told otherwise: the site, at the address it
 * goes to, which the agency's mail server surely accepts as a sender. */
export const defaultSender = (to: string) => `"${words.senderName(agency.name)}" <${to}>`;

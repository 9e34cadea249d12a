/**
 * The e-mail that tells the agency of one stored lead: the form and the visitor's name in the
 * subject (with its spam flag, if it has one), every answer in the body verbatim as the contract's
 * answer lines, and Reply-To the visitor, so that answering the e-mail answers the prospect.
 */
import { encodeWord } from 'nodemailer/lib/mime-funcs';
import { answerLines, isEmailAddress } from '../../src/contract/answers.ts';
import { leadFormNames, type LeadFormName } from '../../src/contract/lead.ts';
import { AGENCY_TIME_ZONE, agency } from '../../src/content/agency.ts';
import type { Lead } from '../db/schema.ts';
import { leadFormFields } from '../leads/checkLead.ts';
import { visibleControls } from '../text/visibleControls.ts';
import { leadEmailWords as words } from './words.ts';

export type StoredLead = Pick<Lead, 'id' | 'form' | 'fields' | 'flag' | 'createdAt'>;

export interface LeadEmail {
  from: string;
  to: string;
  replyTo?: string;
  /** The Subject, encoded as RFC 2047 words, so that a mail program shows it as written. */
  headers: { Subject: { prepared: true; value: string } };
  /** Base64 carries every character of the visitor's words through any mail server unchanged:
   * line breaks of every kind, long lines and all. */
  text: { content: string; contentTransferEncoding: 'base64' };
  /** One id per lead: should a lost acknowledgement make a notification go out twice, mail
   * programs show it once. */
  messageId: string;
}

/** The agency's new-projects address: every lead goes there unless the server is told otherwise. */
export const NEW_PROJECTS_ADDRESS = agency.emails.find((email) => email.label === 'New projects')!.address;

const isFormName = (form: string): form is LeadFormName => (leadFormNames as readonly string[]).includes(form);

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

/**
 * A header's text as it must read: its control characters shown as escapes (a line break or a
 * text-direction override in a name would act), then all of it encoded as RFC 2047 words, so a
 * name that itself looks like an encoded word (`=?UTF-8?B?…?=`) reads as typed, not decoded.
 */
export function literalHeader(text: string): string {
  return encodeWord(visibleControls(text), 'Q', 52);
}

export function leadEmail(lead: StoredLead, addresses: { to: string; from: string }): LeadEmail {
  const values = lead.fields;
  const fields = isFormName(lead.form) ? leadFormFields[lead.form] : {};
  const formName = isFormName(lead.form) ? words.formNames[lead.form] : lead.form;
  const email = (values.email ?? '').trim();
  const flagged = lead.flag && lead.flag !== 'honeypot' ? words.flags[lead.flag] : null;
  const content = [
    words.opening(formName, dateOf(lead.createdAt)),
    ...(flagged ? [words.flagNote(flagged)] : []),
    ...(isEmailAddress(email) ? [words.replyHint] : []),
    '',
    ...answerLines(fields, values),
    '',
    words.footer(lead.id),
  ].join('\n');
  const host = new URL(agency.website).hostname.replace(/^www\./, '');
  const subject = words.subject(formName, values.name ?? '');
  return {
    ...addresses,
    ...(isEmailAddress(email) ? { replyTo: email } : {}),
    headers: { Subject: { prepared: true, value: literalHeader(flagged ? words.flagged(flagged, subject) : subject) } },
    text: { content, contentTransferEncoding: 'base64' },
    messageId: `<lead-${lead.id}@${host}>`,
  };
}

/** Who the e-mail comes from unless the server is told otherwise: the site, at the address it
 * goes to, which the agency's mail server surely accepts as a sender. */
export const defaultSender = (to: string) => `"${words.senderName(agency.name)}" <${to}>`;

/**
 * The prefilled texts the forms hand to WhatsApp and e-mail (product rule D16, 17): how every
 * form lays out the visitor's details, and the home contact form's builder. The enquiry and
 * consultation builders are in submission/submissionMessages.ts. The visitor's words go in
 * verbatim, never shortened; the fields' length bounds refuse a longer text instead.
 */
import { agency } from '../../content/agency';
import { contactServiceOptions, optionLabel, type ContactValues, type Option } from '../../content/forms';
import { mailtoUrl, whatsAppUrl } from '../../common/links';

/** An optional free-text field left empty. */
export const NOT_PROVIDED = 'Not provided';
/** An optional select left alone. */
export const NOT_SPECIFIED = 'Not specified';

/** Every hand-over goes to the first WhatsApp number and the new-projects address. */
const handOverWhatsApp = agency.whatsapp[0].digits;
const handOverEmail = agency.emails[1].address;

export interface EmailMessage {
  subject: string;
  body: string;
}

export interface FormMessage {
  /** The WhatsApp text. */
  whatsApp: string;
  email: EmailMessage;
}

export interface HandOverLinks {
  whatsApp: string;
  email: string;
}

/** A free-text answer, or NOT_PROVIDED. */
export function text(value: string): string {
  return value.trim() === '' ? NOT_PROVIDED : value;
}

/** A chosen option's label, or NOT_SPECIFIED. */
export function choice(options: ReadonlyArray<Option>, value: string): string {
  return value === '' ? NOT_SPECIFIED : optionLabel(options, value);
}

/** `Label: value` lines, then a blank line and the long text under its own heading. */
export function details(fields: ReadonlyArray<readonly [string, string]>, longLabel: string, long: string): string {
  return [...fields.map(([label, value]) => `${label}: ${value}`), '', `${longLabel}:`, text(long)].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Home contact form: WhatsApp only.

export function contactMessage(values: ContactValues): string {
  return [
    `Hello ${agency.name}! I'm writing from the contact form on your website.`,
    '',
    details(
      [
        ['Name', text(values.name)],
        ['Email', text(values.email)],
        ['Phone', text(values.phone)],
        ['Service interest', choice(contactServiceOptions, values.service)],
      ],
      'Message',
      values.message,
    ),
  ].join('\n');
}

export function contactWhatsAppUrl(values: ContactValues): string {
  return whatsAppUrl(handOverWhatsApp, contactMessage(values));
}

/** The WhatsApp and e-mail links that carry a form's message to the agency. */
export function handOverLinks(message: FormMessage): HandOverLinks {
  return {
    whatsApp: whatsAppUrl(handOverWhatsApp, message.whatsApp),
    email: mailtoUrl(handOverEmail, message.email),
  };
}

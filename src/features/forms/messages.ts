/**
 * The prefilled texts the forms hand to WhatsApp and e-mail (product rule D16, 17): one pure
 * builder per form, and the links that carry them to the agency. The visitor's words go in
 * verbatim, never shortened; the fields' maxlength bounds the length instead.
 */
import { agency } from '../../content/agency';
import {
  budgetOptions,
  businessTypeOptions,
  challengeOptions,
  contactServiceOptions,
  enquiryServiceOptions,
  optionLabel,
  preferredTimeOptions,
  type ConsultationValues,
  type ContactValues,
  type EnquiryValues,
  type Option,
} from '../../content/forms';
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

function text(value: string): string {
  return value.trim() === '' ? NOT_PROVIDED : value;
}

function choice(options: ReadonlyArray<Option>, value: string): string {
  return value === '' ? NOT_SPECIFIED : optionLabel(options, value);
}

/** `Label: value` lines, then a blank line and the long text under its own heading. */
function details(fields: ReadonlyArray<readonly [string, string]>, longLabel: string, long: string): string {
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

// ---------------------------------------------------------------------------------------------
// Project enquiry.

export function enquiryMessage(values: EnquiryValues): FormMessage {
  const service = choice(enquiryServiceOptions, values.service);
  const block = details(
    [
      ['Name', text(values.name)],
      ['Email', text(values.email)],
      ['Phone', text(values.phone)],
      ['Service', service],
      ['Budget', choice(budgetOptions, values.budget)],
    ],
    'Project details',
    values.message,
  );
  const name = values.name.trim();
  return {
    whatsApp: [`Hello ${agency.name}! I'd like to start a project.`, '', block].join('\n'),
    email: {
      subject: name ? `Project enquiry: ${service} – ${values.name}` : `Project enquiry: ${service}`,
      body: [`Hello ${agency.name} team,`, '', "I'd like to start a project.", '', block].join('\n'),
    },
  };
}

export function enquiryLinks(values: EnquiryValues): HandOverLinks {
  const message = enquiryMessage(values);
  return {
    whatsApp: whatsAppUrl(handOverWhatsApp, message.whatsApp),
    email: mailtoUrl(handOverEmail, message.email),
  };
}

// ---------------------------------------------------------------------------------------------
// Free consultation.

export function consultationMessage(values: ConsultationValues): FormMessage {
  const block = details(
    [
      ['Name', text(values.name)],
      ['Email', text(values.email)],
      ['Phone', text(values.phone)],
      ['Business type', choice(businessTypeOptions, values.businessType)],
      ['Main challenge', choice(challengeOptions, values.challenge)],
      ['Preferred time', choice(preferredTimeOptions, values.preferredTime)],
    ],
    'Additional details',
    values.message,
  );
  const name = values.name.trim();
  return {
    whatsApp: [`Hello ${agency.name}! I'd like to book a free consultation.`, '', block].join('\n'),
    email: {
      subject: name ? `Free consultation request – ${values.name}` : 'Free consultation request',
      body: [`Hello ${agency.name} team,`, '', "I'd like to book a free consultation.", '', block].join('\n'),
    },
  };
}

export function consultationLinks(values: ConsultationValues): HandOverLinks {
  const message = consultationMessage(values);
  return {
    whatsApp: whatsAppUrl(handOverWhatsApp, message.whatsApp),
    email: mailtoUrl(handOverEmail, message.email),
  };
}

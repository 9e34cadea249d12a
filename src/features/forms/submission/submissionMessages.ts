/**
 * The texts the enquiry and consultation forms hand to WhatsApp and e-mail (product rule D16,
 * 17), laid out as every form's are (../messages.ts), and the links that carry them.
 */
import { agency } from '../../../content/agency';
import {
  budgetOptions,
  businessTypeOptions,
  challengeOptions,
  enquiryServiceOptions,
  preferredTimeOptions,
  type ConsultationValues,
  type EnquiryValues,
} from '../../../content/submissionForms';
import { choice, details, handOverLinks, text, type FormMessage, type HandOverLinks } from '../messages';

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
  return handOverLinks(enquiryMessage(values));
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
  return handOverLinks(consultationMessage(values));
}

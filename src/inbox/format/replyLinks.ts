import { inboxContent } from '../../content/inbox';

/** India's calling code: a ten-digit number typed without it is an Indian mobile. */
const INDIA = '91';

/**
 * The digits WhatsApp and the phone dial: the country code first, no `+`, spaces or dashes. A
 * number typed as an Indian one (ten digits, or eleven with the trunk 0) gets +91; one typed with
 * `+` or `00` keeps its own country code. Null when there are too few digits to dial.
 */
export function dialDigits(phone: string): string | null {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 ? digits : null;
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = `${INDIA}${digits.slice(1)}`;
  else if (digits.length === 10) digits = `${INDIA}${digits}`;
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

export interface ReplyLinks {
  email: string;
  whatsApp: string | null;
  call: string | null;
}

/** Ways to answer a lead: an e-mail with a subject, a WhatsApp chat with a greeting, a call. */
export function replyLinks(
  lead: { name: string; email: string; phone: string },
  form: string,
  staffName: string,
): ReplyLinks {
  const digits = dialDigits(lead.phone);
  const subject = encodeURIComponent(inboxContent.lead.emailSubject(form));
  const greeting = encodeURIComponent(inboxContent.lead.whatsAppGreeting(lead.name.trim(), staffName, form));
  return {
    email: `mailto:${encodeURIComponent(lead.email.trim()).replace(/%40/g, '@')}?subject=${subject}`,
    whatsApp: digits ? `https://wa.me/${digits}?text=${greeting}` : null,
    call: digits ? `tel:+${digits}` : null,
  };
}

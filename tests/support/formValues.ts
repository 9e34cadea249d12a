import type { ConsultationValues, EnquiryValues } from '../../src/content/submissionForms';

/** What a visitor fills the enquiry and consultation forms with in the replays (jsdom and the
 * browser): a first set, and the same details edited. */
export const enquiryFirst: EnquiryValues = {
  name: 'Priya Sharma',
  email: 'priya@example.in',
  phone: '+91 98765 43210',
  service: 'event-management',
  budget: '1l-3l',
  message: 'A product launch in Pune for 300 guests.',
};
export const enquiryEdited: EnquiryValues = {
  ...enquiryFirst,
  service: 'multiple-services',
  budget: 'discuss',
  message: 'A launch event and the campaign around it.',
};
export const consultationFirst: ConsultationValues = {
  name: 'Arjun Mehta',
  email: 'arjun@example.in',
  phone: '+91 99887 76655',
  businessType: 'startup',
  challenge: 'brand-identity',
  preferredTime: 'morning',
  message: '',
};
export const consultationEdited: ConsultationValues = {
  ...consultationFirst,
  challenge: 'event-planning',
  preferredTime: 'evening',
  message: 'Call after 5.',
};

/** What a draft kept in the tab holds: the first details, half written. */
export const enquiryDraft: EnquiryValues = { ...enquiryFirst, phone: '', message: 'A product launch in' };
export const consultationDraft: ConsultationValues = { ...consultationFirst, preferredTime: '', message: 'Call' };

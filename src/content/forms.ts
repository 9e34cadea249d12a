/**
 * Words and options of the site's three forms (home contact, project enquiry, free consultation):
 * labels, placeholders, helper text, length bounds, autocomplete tokens, option lists with the
 * values docs/product-rules.md fixes, and every message the forms show after a submit.
 */

import { indianDigits } from './format/indianDigits';
import { keepTogether } from './format/keepTogether';
import { agency } from './agency';

/** "Mon-Fri 9:00 AM to 7:00 PM, Sat 10:00 AM to 5:00 PM", from the agency's identity; a time
 * never splits across two lines. */
const businessHours = agency.hours
  .map((band) => `${band.days} ${keepTogether(band.opens)} to ${keepTogether(band.closes)}`)
  .join(', ');

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

export interface TextFieldContent {
  label: string;
  placeholder: string;
  description?: string;
  required: boolean;
  maxLength: number;
  /** The input's type: the browser checks an e-mail address itself; the form checks the rest. */
  type: 'text' | 'email' | 'tel';
  /** HTML autocomplete token. */
  autoComplete: string;
  messages: FieldMessages;
}

export interface TextAreaContent {
  label: string;
  placeholder: string;
  description?: string;
  required: boolean;
  maxLength: number;
  rows: number;
  messages: FieldMessages;
}

export interface SelectFieldContent<TValue extends string> {
  label: string;
  /** Shown while nothing is chosen; only optional selects start empty. */
  placeholder?: string;
  description?: string;
  required: boolean;
  options: ReadonlyArray<Option<TValue>>;
}

/** The label of an option value; an unknown value reads as itself, so nothing is lost. */
export function optionLabel<TValue extends string>(options: ReadonlyArray<Option<TValue>>, value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

// ---------------------------------------------------------------------------------------------
// Option lists (values exactly as product rule S3)

export const contactServiceOptions = [
  { value: 'Graphic Design', label: 'Graphic Design' },
  { value: 'Event Management', label: 'Event Management' },
  { value: 'Digital Marketing', label: 'Digital Marketing' },
  { value: 'Publicity Solutions', label: 'Publicity Solutions' },
  { value: 'Branding', label: 'Complete Branding' },
  { value: 'Other', label: 'Other' },
] as const satisfies ReadonlyArray<Option>;

export const enquiryServiceOptions = [
  { value: 'graphic-design', label: 'Graphic Design' },
  { value: 'event-management', label: 'Event Management' },
  { value: 'publicity-solutions', label: 'Publicity Solutions' },
  { value: 'digital-marketing', label: 'Digital Marketing' },
  { value: 'multiple-services', label: 'Multiple Services' },
  { value: 'not-sure', label: 'Not Sure Yet' },
] as const satisfies ReadonlyArray<Option>;

export const budgetOptions = [
  { value: 'under-50k', label: 'Under ₹50K' },
  { value: '50k-1l', label: '₹50K – ₹1L' },
  { value: '1l-3l', label: '₹1L – ₹3L' },
  { value: '3l-5l', label: '₹3L – ₹5L' },
  { value: 'above-5l', label: 'Above ₹5L' },
  { value: 'discuss', label: "Let's discuss" },
] as const satisfies ReadonlyArray<Option>;

export const businessTypeOptions = [
  { value: 'startup', label: 'Startup' },
  { value: 'small-business', label: 'Small Business' },
  { value: 'medium-enterprise', label: 'Medium Enterprise' },
  { value: 'large-corporation', label: 'Large Corporation' },
  { value: 'non-profit', label: 'Non-Profit Organisation' },
  { value: 'educational', label: 'Educational Institution' },
  { value: 'personal', label: 'Personal Brand' },
  { value: 'other', label: 'Other' },
] as const satisfies ReadonlyArray<Option>;

export const challengeOptions = [
  { value: 'brand-identity', label: 'Building a brand identity' },
  { value: 'event-planning', label: 'Planning an event' },
  { value: 'digital-presence', label: 'Growing our digital presence' },
  { value: 'marketing-strategy', label: 'Shaping a marketing strategy' },
  { value: 'publicity-campaign', label: 'Running a publicity campaign' },
  { value: 'low-visibility', label: 'Low brand visibility' },
  { value: 'multiple-needs', label: 'Several of these' },
  { value: 'not-sure', label: 'Not sure yet' },
] as const satisfies ReadonlyArray<Option>;

export const preferredTimeOptions = [
  { value: 'morning', label: 'Morning (9 AM-12 PM)' },
  { value: 'afternoon', label: 'Afternoon (12 PM-4 PM)' },
  { value: 'evening', label: 'Evening (4 PM-8 PM)' },
  { value: 'flexible', label: 'Flexible (any time within business hours)' },
] as const satisfies ReadonlyArray<Option>;

export type ContactService = (typeof contactServiceOptions)[number]['value'];
export type EnquiryService = (typeof enquiryServiceOptions)[number]['value'];
export type Budget = (typeof budgetOptions)[number]['value'];
export type BusinessType = (typeof businessTypeOptions)[number]['value'];
export type Challenge = (typeof challengeOptions)[number]['value'];
export type PreferredTime = (typeof preferredTimeOptions)[number]['value'];

// ---------------------------------------------------------------------------------------------
// What each form submits. An optional select that was left alone is ''. Types, not interfaces,
// so each is a SubmissionValues (a record of strings), which the submission machine carries.

export type ContactValues = {
  name: string;
  email: string;
  phone: string;
  service: ContactService | '';
  message: string;
};

export type EnquiryValues = {
  name: string;
  email: string;
  phone: string;
  service: EnquiryService;
  budget: Budget | '';
  message: string;
};

export type ConsultationValues = {
  name: string;
  email: string;
  phone: string;
  businessType: BusinessType;
  challenge: Challenge;
  preferredTime: PreferredTime | '';
  message: string;
};

// ---------------------------------------------------------------------------------------------
// Fields shared by the three forms

const nameField = (label: string): TextFieldContent => ({
  label,
  placeholder: 'e.g. Priya Sharma',
  required: true,
  maxLength: FIELD_MAX_LENGTH.name,
  type: 'text',
  autoComplete: 'name',
  messages: { missing: 'Please enter your name.' },
});

const emailField = (required: boolean): TextFieldContent => ({
  label: 'Email Address',
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

const phoneField = (required: boolean, purpose?: string): TextFieldContent => ({
  label: 'Phone Number',
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

/** What a failed request to the form endpoint means, in plain words (product rule D16). */
export const submissionFailureText = {
  network: "We couldn't reach our server: please check your internet connection.",
  http: 'Our server answered with an error, so your details did not reach us.',
  timeout: 'Our server took too long to answer, so we stopped waiting.',
} as const;

// ---------------------------------------------------------------------------------------------
// Home contact form

export const contactFormContent = {
  title: 'Send us a message',
  intro: 'Your message opens in WhatsApp, ready to send to our team.',
  fields: {
    name: nameField('Your Name'),
    email: emailField(true),
    phone: phoneField(false),
    service: {
      label: 'Service Interest',
      placeholder: 'Select a service',
      required: false,
      options: contactServiceOptions,
    } satisfies SelectFieldContent<ContactService>,
    message: {
      label: 'Message',
      placeholder: 'Tell us about your project…',
      required: true,
      maxLength: FIELD_MAX_LENGTH.message,
      rows: 5,
      messages: { missing: 'Please write your message.' },
    } satisfies TextAreaContent,
  },
  submit: 'Send via WhatsApp',
  toast: {
    title: 'Message Sent!',
    message: "We'll get back to you soon via WhatsApp.",
  },
  /** The browser blocked the WhatsApp window (product rule D15): the fields stay filled in. */
  blocked: {
    title: "WhatsApp didn't open",
    message:
      'Your browser blocked the new window. Your message is ready and still in the form: open WhatsApp with the button below to send it.',
    link: 'Open WhatsApp with my message',
  },
  /** Shown under the button after a hand-over, so the visitor knows one step is left. */
  sent: 'WhatsApp opened with your message in a new tab. Press send there and our team will reply soon.',
} as const;

// ---------------------------------------------------------------------------------------------
// Project enquiry form (/start-project, /enquiry)

export const enquiryFormContent = {
  title: 'Project details',
  fields: {
    name: nameField('Full Name'),
    email: emailField(true),
    phone: phoneField(true, 'So we can call you back about your project.'),
    service: {
      label: 'Service Required',
      required: true,
      options: enquiryServiceOptions,
    } satisfies SelectFieldContent<EnquiryService>,
    budget: {
      label: 'Budget Range',
      placeholder: 'Select a budget (optional)',
      description: 'A rough band helps us suggest the right plan.',
      required: false,
      options: budgetOptions,
    } satisfies SelectFieldContent<Budget>,
    message: {
      label: 'Project Details',
      placeholder: 'What do you want to make, for whom, and by when?',
      required: true,
      maxLength: FIELD_MAX_LENGTH.message,
      rows: 6,
      messages: { missing: 'Please tell us about your project.' },
    } satisfies TextAreaContent,
  },
  submit: 'Submit Enquiry',
  toast: {
    title: 'Enquiry Submitted Successfully!',
    message: 'Our team will get in touch with you within 24 hours.',
  },
  failure: {
    title: "We couldn't send your enquiry",
    kept: 'Everything you typed is still here. Try again, or send the same details on WhatsApp or by e-mail.',
  },
  success: {
    title: 'Thank You!',
    message: 'Your enquiry is with us. Our team will get in touch with you within 24 hours.',
    /** With no form endpoint configured nothing was sent yet: the hand-over is how it arrives. */
    handOver: {
      delivered: 'Prefer to chat? Send the same details on WhatsApp or by e-mail.',
      notDelivered:
        'To make sure your details reach our team, send them on WhatsApp or by e-mail: everything is already filled in.',
    },
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Free consultation form (/consultation)

export const consultationFormContent = {
  title: 'Book your free consultation',
  fields: {
    name: nameField('Full Name'),
    email: emailField(true),
    phone: phoneField(true, 'We call you on this number to schedule the session.'),
    businessType: {
      label: 'Business Type',
      required: true,
      options: businessTypeOptions,
    } satisfies SelectFieldContent<BusinessType>,
    challenge: {
      label: 'Biggest Challenge',
      required: true,
      options: challengeOptions,
    } satisfies SelectFieldContent<Challenge>,
    preferredTime: {
      label: 'Preferred Time for a Call',
      placeholder: 'Select a time (optional)',
      description: `Our hours: ${businessHours}.`,
      required: false,
      options: preferredTimeOptions,
    } satisfies SelectFieldContent<PreferredTime>,
    message: {
      label: 'Additional Details',
      placeholder: 'Anything we should know before we call? (optional)',
      required: false,
      maxLength: FIELD_MAX_LENGTH.message,
      rows: 5,
      messages: { missing: 'Please add your details.' },
    } satisfies TextAreaContent,
  },
  submit: 'Book Free Consultation',
  toast: {
    title: 'Consultation Booked Successfully!',
    message: "We'll contact you within 4 hours to schedule your free consultation.",
  },
  failure: {
    title: "We couldn't book your consultation",
    kept: 'Everything you typed is still here. Try again, or send the same details on WhatsApp or by e-mail.',
  },
  success: {
    title: 'Consultation Booked!',
    message: "We'll contact you within 4 hours to schedule your free 30-minute consultation.",
    handOver: {
      delivered: 'Want to talk sooner? Continue on WhatsApp with your details already filled in.',
      notDelivered:
        'To make sure your booking reaches our team, send it on WhatsApp or by e-mail: everything is already filled in.',
    },
  },
} as const;

// ---------------------------------------------------------------------------------------------
// The side cards next to the enquiry and consultation forms

export interface AsideStep {
  title: string;
  text: string;
}

export const enquiryAsideContent = {
  title: 'What happens next',
  steps: [
    { title: 'We read your brief', text: 'A producer from our team reads every enquiry, the same day it arrives.' },
    {
      title: 'We reply within 24 hours',
      text: 'With the questions that shape your project, by phone or by e-mail.',
    },
    {
      title: 'You get a clear plan',
      text: 'Scope, timeline and cost in writing, before any work starts.',
    },
  ] satisfies AsideStep[],
  talkTitle: 'Rather talk now?',
  talkText: 'Call or message us during business hours.',
  whatsApp: 'Chat on WhatsApp',
  whatsAppGreeting: `Hello ${agency.name}! I'd like to talk about a project.`,
} as const;

export const consultationAsideContent = {
  title: 'Your free consultation',
  points: [
    { title: '30 minutes, free', text: 'With a strategist from our team, and no obligation to hire us.' },
    { title: 'A call within 4 hours', text: 'We contact you within 4 hours to schedule it at a time that suits you.' },
    {
      title: 'Ideas you can use',
      text: 'Bring your biggest challenge: you leave with next steps, whoever you work with.',
    },
  ] satisfies AsideStep[],
  whatsAppTitle: 'Prefer WhatsApp?',
  whatsAppText: 'Send what you have typed so far and we reply there.',
} as const;

/** The agency's own ways in, as plain links: when a form cannot work, and beside a failed load. */
export const directContacts = {
  call: 'Call',
  whatsApp: 'WhatsApp',
  email: 'E-mail',
  phone: agency.phones[0],
  chat: agency.whatsapp[0],
  mailbox: agency.emails[0],
} as const;

/**
 * Words and options of the project enquiry and free consultation forms (the submission flow):
 * labels, placeholders, option lists with the values docs/product-rules.md fixes, what a failed
 * request means, the side cards, and the messages after a submit.
 */

import { keepTogether } from './format/keepTogether';
import { agency } from './agency';
import {
  emailField,
  nameField,
  phoneField,
  type FieldsContent,
  type FormValues,
  type HandOverContent,
  type Option,
  type SelectFieldContent,
  type TextAreaContent,
  FIELD_MAX_LENGTH,
} from './forms';

/** "Mon-Fri 9:00 AM to 7:00 PM, Sat 10:00 AM to 5:00 PM", from the agency's identity; a time
 * never splits across two lines. */
const businessHours = agency.hours
  .map((band) => `${band.days} ${keepTogether(band.opens)} to ${keepTogether(band.closes)}`)
  .join(', ');

// ---------------------------------------------------------------------------------------------
// Options

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

export type EnquiryService = (typeof enquiryServiceOptions)[number]['value'];
export type Budget = (typeof budgetOptions)[number]['value'];
export type BusinessType = (typeof businessTypeOptions)[number]['value'];
export type Challenge = (typeof challengeOptions)[number]['value'];
export type PreferredTime = (typeof preferredTimeOptions)[number]['value'];

/** What a failed request to the form endpoint means, in plain words (product rule D16). */
export const submissionFailureText = {
  network: "We couldn't reach our server: your connection may have dropped, or our server is down for a moment.",
  offline: "You're offline. We'll send your details by ourselves as soon as your connection is back.",
  http: 'Our server answered with an error, so your details did not reach us.',
  timeout: 'Our server took too long to answer, so we stopped waiting.',
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
      answerLabel: 'Service',
      required: true,
      options: enquiryServiceOptions,
    } satisfies SelectFieldContent<EnquiryService>,
    budget: {
      label: 'Budget Range',
      answerLabel: 'Budget',
      wide: true,
      placeholder: 'Select a budget (optional)',
      description: 'A rough band helps us suggest the right plan.',
      required: false,
      options: budgetOptions,
    } satisfies SelectFieldContent<Budget>,
    message: {
      label: 'Project Details',
      answerLabel: 'Project details',
      placeholder: 'What do you want to make, for whom, and by when?',
      required: true,
      maxLength: FIELD_MAX_LENGTH.message,
      rows: 6,
      messages: { missing: 'Please tell us about your project.' },
    } satisfies TextAreaContent,
  } satisfies FieldsContent,
  handOver: {
    opening: "I'd like to start a project.",
    subject: (answers) => `Project enquiry: ${answers.service}`,
  } satisfies HandOverContent,
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
    /** Stored by the lead service (delivered), or, where none answered, the hand-over is how it
     * arrives (notDelivered). */
    handOver: {
      delivered: 'Prefer to chat? Send the same details on WhatsApp or by e-mail.',
      notDelivered:
        'To make sure your details reach our team, send them on WhatsApp or by e-mail: everything is already filled in.',
    },
  },
} as const;

export type EnquiryValues = FormValues<typeof enquiryFormContent.fields>;

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
      answerLabel: 'Business type',
      required: true,
      options: businessTypeOptions,
    } satisfies SelectFieldContent<BusinessType>,
    challenge: {
      label: 'Biggest Challenge',
      answerLabel: 'Main challenge',
      required: true,
      options: challengeOptions,
    } satisfies SelectFieldContent<Challenge>,
    preferredTime: {
      label: 'Preferred Time for a Call',
      answerLabel: 'Preferred time',
      placeholder: 'Select a time (optional)',
      description: `Our hours: ${businessHours}.`,
      required: false,
      options: preferredTimeOptions,
    } satisfies SelectFieldContent<PreferredTime>,
    message: {
      label: 'Additional Details',
      answerLabel: 'Additional details',
      placeholder: 'Anything we should know before we call? (optional)',
      required: false,
      maxLength: FIELD_MAX_LENGTH.message,
      rows: 5,
      messages: { missing: 'Please add your details.' },
    } satisfies TextAreaContent,
  } satisfies FieldsContent,
  handOver: {
    opening: "I'd like to book a free consultation.",
    subject: () => 'Free consultation request',
  } satisfies HandOverContent,
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

export type ConsultationValues = FormValues<typeof consultationFormContent.fields>;

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

/**
 * Words and options of the home page's contact form, which hands the visitor's message over to
 * WhatsApp (the words every form shares are in forms.ts).
 */

import {
  emailField,
  nameField,
  phoneField,
  FIELD_MAX_LENGTH,
  type FieldsContent,
  type FormValues,
  type HandOverContent,
  type Option,
  type SelectFieldContent,
  type TextAreaContent,
} from './forms';

/** The services the contact form offers (values exactly as product rule S3). */
export const contactServiceOptions = [
  { value: 'Graphic Design', label: 'Graphic Design' },
  { value: 'Event Management', label: 'Event Management' },
  { value: 'Digital Marketing', label: 'Digital Marketing' },
  { value: 'Publicity Solutions', label: 'Publicity Solutions' },
  { value: 'Branding', label: 'Complete Branding' },
  { value: 'Other', label: 'Other' },
] as const satisfies ReadonlyArray<Option>;

export type ContactService = (typeof contactServiceOptions)[number]['value'];

export const contactFormContent = {
  title: 'Send us a message',
  intro: 'Your message opens in WhatsApp, ready to send to our team.',
  fields: {
    name: nameField('Your Name'),
    email: emailField(true),
    phone: phoneField(false),
    service: {
      label: 'Service Interest',
      answerLabel: 'Service interest',
      placeholder: 'Select a service',
      required: false,
      options: contactServiceOptions,
    } satisfies SelectFieldContent<ContactService>,
    message: {
      label: 'Message',
      answerLabel: 'Message',
      placeholder: 'Tell us about your project…',
      required: true,
      maxLength: FIELD_MAX_LENGTH.message,
      rows: 5,
      messages: { missing: 'Please write your message.' },
    } satisfies TextAreaContent,
  } satisfies FieldsContent,
  handOver: { opening: "I'm writing from the contact form on your website." } satisfies HandOverContent,
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
  /** Beside the hand-over once the lead service has stored the same details. */
  stored: 'Your message has also reached our team directly, so nothing is lost if WhatsApp does not send it.',
  /** The browser blocked the WhatsApp window, but the lead service stored the details: the
   * message reached the agency, and WhatsApp is an option, not a step left. */
  blockedStored: {
    title: 'Your message reached our team',
    message: 'Your browser blocked the WhatsApp window. To chat with us there too, open it with the button below.',
  },
  /** Beside the hand-over while there is no connection to store the details with. */
  offline: "You're offline: your details will reach our team by themselves as soon as your connection is back.",
} as const;

export type ContactValues = FormValues<typeof contactFormContent.fields>;

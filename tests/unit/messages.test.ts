import fc from 'fast-check';
import { agency } from '../../src/content/agency';
import { type FieldsContent, type Option } from '../../src/content/forms';
import { contactFormContent, type ContactValues } from '../../src/content/contactForm';
import {
  budgetOptions,
  type ConsultationValues,
  type EnquiryValues,
  consultationFormContent,
  enquiryFormContent,
} from '../../src/content/submissionForms';
import { chatUrl, formMessage, handOverLinks } from '../../src/features/forms/messages';
import { freeText, text5000, textUpTo } from './textArbitraries';

/** How an optional answer left alone reads in the texts. */
const NOT_PROVIDED = 'Not provided';
const NOT_SPECIFIED = 'Not specified';

// The one builder, for each form's field list.
const contactMessage = (values: ContactValues) => formMessage(contactFormContent, values).whatsApp;
const enquiryMessage = (values: EnquiryValues) => formMessage(enquiryFormContent, values);
const enquiryLinks = (values: EnquiryValues) => handOverLinks(enquiryFormContent, values);
const consultationMessage = (values: ConsultationValues) => formMessage(consultationFormContent, values);

const WHATSAPP = agency.whatsapp[0].digits;
const EMAIL = agency.emails[1].address;
const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n');
const oneLine = (text: string) => text.replace(/\r\n|\r|\n/g, ' ');

/** Any answers to a form's fields: any text, as often one of any length up to the field's bound
 * (a long one past 5,000 characters besides), one of a choice's options, or none where the choice
 * is optional. */
const answersTo = (fields: FieldsContent) =>
  fc.record(
    Object.fromEntries(
      Object.entries(fields).map(([key, field]) => {
        if (!('options' in field)) {
          const text = fc.oneof(freeText, textUpTo(field.maxLength));
          return [key, 'rows' in field ? fc.oneof(text, text5000) : text];
        }
        const chosen = fc.constantFrom(...field.options.map((option) => option.value));
        return [key, field.required ? chosen : fc.oneof(chosen, fc.constant(''))];
      }),
    ) as Record<string, fc.Arbitrary<string>>,
  );

/** The text of a WhatsApp link, checking it goes to the agency's hand-over number. */
function whatsAppText(link: string): string {
  const url = new URL(link);
  expect(url.origin + url.pathname).toBe(`https://wa.me/${WHATSAPP}`);
  expect([...url.searchParams.keys()]).toEqual(['text']);
  return url.searchParams.get('text') ?? '';
}

/** Subject and body of a mailto link, checking it goes to the agency's new-projects address. */
function emailParts(link: string) {
  const url = new URL(link);
  expect(url.protocol).toBe('mailto:');
  expect(url.pathname).toBe(EMAIL);
  // A subject unless the message has none (the home form's, without a name).
  expect([...url.searchParams.keys()]).toEqual(url.searchParams.has('subject') ? ['subject', 'body'] : ['body']);
  return { subject: url.searchParams.get('subject') ?? '', body: url.searchParams.get('body') ?? '' };
}

const shown = (value: string) => (value.trim() === '' ? NOT_PROVIDED : value);
const labelOf = (options: ReadonlyArray<Option>, value: string) =>
  value === '' ? NOT_SPECIFIED : options.find((option) => option.value === value)?.label;

// ---------------------------------------------------------------------------------------------

describe('contact message', () => {
  test('lays out every field', () => {
    expect(
      contactMessage({
        name: 'Priya Sharma',
        email: 'priya@example.in',
        phone: '+91 98765 43210',
        service: 'Branding',
        message: 'We are opening a café in Koregaon Park.\nCan you design the brand?',
      }),
    ).toBe(
      `Hello ${agency.name}! I'm writing from the contact form on your website.\n` +
        '\n' +
        'Name: Priya Sharma\n' +
        'Email: priya@example.in\n' +
        'Phone: +91 98765 43210\n' +
        'Service interest: Complete Branding\n' +
        '\n' +
        'Message:\n' +
        'We are opening a café in Koregaon Park.\n' +
        'Can you design the brand?',
    );
  });

  test('empty optional fields read Not provided / Not specified', () => {
    const text = contactMessage({ name: 'Priya', email: 'priya@example.in', phone: '  ', service: '', message: 'Hi' });
    expect(text).toContain('\nPhone: Not provided\n');
    expect(text).toContain('\nService interest: Not specified\n');
  });
});

describe('enquiry message', () => {
  const values: EnquiryValues = {
    name: 'Rohan Kulkarni',
    email: 'rohan@kulkarni.co.in',
    phone: '+91 99220 11223',
    service: 'event-management',
    budget: '1l-3l',
    message: 'Annual dealers meet, 400 guests, Pune, March.',
  };
  const details =
    'Name: Rohan Kulkarni\n' +
    'Email: rohan@kulkarni.co.in\n' +
    'Phone: +91 99220 11223\n' +
    'Service: Event Management\n' +
    'Budget: ₹1L – ₹3L\n' +
    '\n' +
    'Project details:\n' +
    'Annual dealers meet, 400 guests, Pune, March.';

  test('lays out the WhatsApp text and the e-mail', () => {
    expect(enquiryMessage(values)).toEqual({
      whatsApp: `Hello ${agency.name}! I'd like to start a project.\n\n${details}`,
      email: {
        subject: 'Project enquiry: Event Management – Rohan Kulkarni',
        body: `Hello ${agency.name} team,\n\nI'd like to start a project.\n\n${details}`,
      },
    });
  });

  test('an unchosen budget reads Not specified; empty details read Not provided', () => {
    const message = enquiryMessage({ ...values, budget: '', message: '' });
    expect(message.whatsApp).toContain('\nBudget: Not specified\n');
    expect(message.whatsApp.endsWith('\nProject details:\nNot provided')).toBe(true);
  });

  test('the subject leaves out a missing name', () => {
    expect(enquiryMessage({ ...values, name: ' ' }).email.subject).toBe('Project enquiry: Event Management');
  });

  test('every budget band reads as rupees', () => {
    expect(
      budgetOptions.map(
        (option) => enquiryMessage({ ...values, budget: option.value }).whatsApp.match(/Budget: (.*)/)?.[1],
      ),
    ).toEqual(['Under ₹50K', '₹50K – ₹1L', '₹1L – ₹3L', '₹3L – ₹5L', 'Above ₹5L', "Let's discuss"]);
  });

  test('the e-mail link carries the body with CRLF line breaks', () => {
    const { subject, body } = emailParts(enquiryLinks(values).email);
    expect(subject).toBe('Project enquiry: Event Management – Rohan Kulkarni');
    expect(body).toBe(crlf(enquiryMessage(values).email.body));
    expect(body).toContain('\r\nBudget: ₹1L – ₹3L\r\n');
  });
});

describe('consultation message', () => {
  const values: ConsultationValues = {
    name: 'Fatima Shaikh',
    email: 'fatima@chaiwala.in',
    phone: '+91 98230 55667',
    businessType: 'small-business',
    challenge: 'low-visibility',
    preferredTime: 'morning',
    message: 'We run three tea shops in Pune.',
  };
  const details =
    'Name: Fatima Shaikh\n' +
    'Email: fatima@chaiwala.in\n' +
    'Phone: +91 98230 55667\n' +
    'Business type: Small Business\n' +
    'Main challenge: Low brand visibility\n' +
    'Preferred time: Morning (9 AM-12 PM)\n' +
    '\n' +
    'Additional details:\n' +
    'We run three tea shops in Pune.';

  test('lays out the WhatsApp text and the e-mail', () => {
    expect(consultationMessage(values)).toEqual({
      whatsApp: `Hello ${agency.name}! I'd like to book a free consultation.\n\n${details}`,
      email: {
        subject: 'Free consultation request – Fatima Shaikh',
        body: `Hello ${agency.name} team,\n\nI'd like to book a free consultation.\n\n${details}`,
      },
    });
  });

  test('an unchosen time reads Not specified; empty details read Not provided', () => {
    const message = consultationMessage({ ...values, preferredTime: '', message: '' });
    expect(message.whatsApp).toContain('\nPreferred time: Not specified\n');
    expect(message.whatsApp.endsWith('\nAdditional details:\nNot provided')).toBe(true);
  });

  test('a name of spaces only leaves the subject without one', () => {
    expect(consultationMessage({ ...values, name: '   ' }).email.subject).toBe('Free consultation request');
  });

  test('the flexible band says what it means', () => {
    expect(consultationMessage({ ...values, preferredTime: 'flexible' }).whatsApp).toContain(
      '\nPreferred time: Flexible (any time within business hours)\n',
    );
  });
});

describe.each([
  ['contact', contactFormContent],
  ['enquiry', enquiryFormContent],
  ['consultation', consultationFormContent],
] as const)('the %s form’s hand-over', (_, form) => {
  test('any input reaches it exactly, whole, at the agency, each answer under its label', () => {
    fc.assert(
      fc.property(answersTo(form.fields), (input) => {
        const message = formMessage(form, input);
        const links = handOverLinks(form, input);
        expect(chatUrl(form, input)).toBe(links.whatsApp);
        expect(whatsAppText(links.whatsApp)).toBe(message.whatsApp);
        const email = emailParts(links.email);
        expect(email.subject).toBe(oneLine(message.email.subject));
        expect(email.body).toBe(crlf(message.email.body));
        for (const text of [message.whatsApp, message.email.body])
          for (const [key, field] of Object.entries(form.fields)) {
            const answer = 'options' in field ? labelOf(field.options, input[key]!) : shown(input[key]!);
            if ('rows' in field) expect(text.endsWith(`\n${field.answerLabel}:\n${answer}`), key).toBe(true);
            else expect(text, key).toContain(`\n${field.answerLabel}: ${answer}\n`);
          }
      }),
      { numRuns: 200 },
    );
  });
});

test('the lengths drawn reach each bound: a 2,000-character message is among them', () => {
  const lengths = fc.sample(textUpTo(2000), { numRuns: 300, seed: 44 }).map((text) => text.length);
  expect(Math.max(...lengths)).toBe(2000);
  expect(lengths.filter((length) => length > 120).length).toBeGreaterThan(200);
});

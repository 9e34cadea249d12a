import fc from 'fast-check';
import { simpleParser } from 'mailparser';
import { leadFormFields } from '../../server/leads/checkLead.ts';
import { leadEmail } from '../../server/notify/leadEmail.ts';
import { startNotifier, type Notifier } from '../../server/notify/notifier.ts';
import type { LeadFormName } from '../../src/contract/lead.ts';
import { FIELD_MAX_LENGTH, type FieldsContent } from '../../src/content/forms.ts';
import { textUpTo } from '../unit/textArbitraries.ts';
import { openTestStore, store, type TestLead } from './notifySupport.ts';
import { startSmtp, type Smtp } from './support/smtp.ts';

/*
 * Verbatim, whatever the text: for any characters and any length within the fields' bounds, every
 * answer a stored lead holds appears unchanged in the e-mail, under the label the form gives it (a
 * choice as its option's label): exactly in the text handed to the SMTP server, and in the e-mail
 * the SMTP server receives, parsed back with mailparser as a mail program reads it.
 */

let db: Awaited<ReturnType<typeof openTestStore>>;
let smtp: Smtp;
let notifier: Notifier;

beforeAll(async () => {
  db = await openTestStore();
  smtp = await startSmtp();
  notifier = startNotifier({ store: db.store, smtpUrl: smtp.url, retryDelay: () => 10, log: () => {} });
}, 60_000);
afterAll(async () => {
  await notifier.stop();
  await smtp.stop();
  await db.close();
});

/** A value for each field of a form: any text within its bound, or one of its options. */
function valuesOf(fields: FieldsContent) {
  return fc.record(
    Object.fromEntries(
      Object.entries(fields).map(([key, content]) => [
        key,
        'options' in content
          ? fc.constantFrom(...content.options.map((option) => option.value))
          : textUpTo(content.maxLength, { storable: true }),
      ]),
    ),
  );
}

const lead: fc.Arbitrary<TestLead> = fc
  .constantFrom(...(Object.keys(leadFormFields) as LeadFormName[]))
  .chain((form) => valuesOf(leadFormFields[form]).map((values) => ({ form, values: { ...values }, flag: null })));

/** What the e-mail must carry of each answer, from the form's field list: `Label: answer`, a long
 * text under its label on lines of its own, a choice by its option's label, and a text of nothing
 * but spaces as not provided. */
function expectedLines(form: LeadFormName, values: Record<string, string>): string[] {
  return Object.entries(leadFormFields[form]).map(([key, content]) => {
    const value = values[key]!.trim() === '' ? 'Not provided' : values[key]!;
    if ('options' in content)
      return `${content.answerLabel}: ${content.options.find((o) => o.value === value)!.label}\n`;
    return 'rows' in content ? `\n${content.answerLabel}:\n${value}\n` : `${content.answerLabel}: ${value}\n`;
  });
}

test('every answer is in the text handed to the SMTP server exactly, byte for byte', () => {
  fc.assert(
    fc.property(lead, (submitted) => {
      const email = leadEmail(
        {
          id: '00000000-0000-4000-8000-000000000001',
          form: submitted.form,
          fields: submitted.values,
          flag: null,
          createdAt: new Date(),
        },
        { to: 'projects@example.in', from: 'site@example.in' },
      );
      for (const line of expectedLines(submitted.form, submitted.values)) expect(email.text.content).toContain(line);
    }),
    { numRuns: 500 },
  );
});

/** In an e-mail's text a line break is CR LF, whichever form the visitor's text had it in, and a
 * mail program reads each CR LF as one line break: so does mailparser. */
const asMailReads = (text: string) => text.replace(/\r\n/g, '\n');

test('every answer appears unchanged in the e-mail the SMTP server receives, as a mail program reads it', async () => {
  await fc.assert(
    fc.asyncProperty(lead, async (submitted) => {
      const before = smtp.received.length;
      const id = await store(db.db, submitted);
      notifier.wake();
      await vi.waitFor(() => expect(smtp.received.length).toBe(before + 1), { timeout: 20_000, interval: 5 });
      const { mail } = smtp.received.at(-1)!;
      expect(mail.messageId).toContain(id);
      for (const line of expectedLines(submitted.form, submitted.values))
        expect(mail.text).toContain(asMailReads(line));
    }),
    { numRuns: 50 },
  );
}, 120_000);

/** A subject as a mail program must show it: the name as typed, but each control character and
 * each text-direction control as its escape (`\u{202e}`), so that none acts on the line. */
// eslint-disable-next-line no-control-regex -- control characters are what it shows
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const shownName = (name: string) => name.replace(CONTROLS, (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`);

test.each([
  ['a name that is an encoded word', '=?UTF-8?B?SGFja2Vk?= Priya'],
  ['a right-to-left override', 'Priya \u202Egpj.exe'],
  ['an isolate and a mark', 'अनन्या \u2067שלום\u2069 \u200F!'],
  ['a line break', 'Eve\r\nBcc: thief@example.com'],
])('the subject reads literally through a real SMTP server: %s', async (_, name) => {
  const before = smtp.received.length;
  await store(db.db, {
    form: 'contact',
    values: { name, email: 'v@example.in', phone: '', service: '', message: 'Hi' },
    flag: null,
  });
  notifier.wake();
  await vi.waitFor(() => expect(smtp.received.length).toBe(before + 1), { timeout: 20_000, interval: 5 });
  expect(smtp.received.at(-1)!.mail.subject).toBe(`New contact form message from ${shownName(name)}`);
});

test('any name within its bound reads literally in the subject', () => {
  fc.assert(
    fc.asyncProperty(textUpTo(FIELD_MAX_LENGTH.name, { storable: true }), async (name) => {
      const email = leadEmail(
        {
          id: '00000000-0000-4000-8000-000000000002',
          form: 'contact',
          fields: { name },
          flag: null,
          createdAt: new Date(),
        },
        { to: 'projects@example.in', from: 'site@example.in' },
      );
      const parsed = await simpleParser(`Subject: ${email.headers.Subject.value}\r\n\r\n`);
      expect(parsed.subject).toBe(`New contact form message from ${shownName(name)}`);
    }),
    { numRuns: 300 },
  );
});

import { randomUUID } from 'node:crypto';
import { startNotifier, type Notifier } from '../../server/notify/notifier.ts';
import { startSmtp, type Smtp } from './support/smtp.ts';
import { startApiServer, type ApiServer } from './support/apiServer.ts';
import { drivers } from './support/databases.ts';
import { postLead } from './support/serverProcess.ts';

/*
 * From the form's POST to the agency's inbox: leads sent to the real lead API over HTTP are
 * e-mailed by the notifier to a real SMTP server, one e-mail per stored lead, whatever the
 * visitor wrote; a retried submission is one e-mail, and a lead the spam checks flagged is
 * e-mailed with its flag in the subject. The notifier finds the leads on its own (a short
 * interval here), as it finds those another process stored. A filled honeypot stores no outbox
 * row (leads.api.test.ts) and a lead without one is never e-mailed (notify.test.ts), which also
 * takes the notifier through SMTP outages and restarts.
 */

describe.each(drivers)('leads posted to the API on %s reach the agency by e-mail', (driver) => {
  let api: ApiServer;
  let smtp: Smtp;
  let notifier: Notifier;
  /** A token asked for over three seconds before the leads are sent, as a person's form has it. */
  let formToken: string;

  beforeAll(async () => {
    api = await startApiServer(driver);
    formToken = await api.formToken();
    smtp = await startSmtp();
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    notifier = startNotifier({
      store: api.store,
      smtpUrl: smtp.url,
      pollIntervalMs: 50,
      retryDelay: () => 50,
      log: () => {},
    });
  }, 120_000);
  afterAll(async () => {
    await notifier?.stop();
    await smtp?.stop();
    await api?.close();
  });

  const post = async (body: Record<string, unknown>, key = randomUUID()) => {
    const response = await postLead(api.origin, body, { key });
    return { status: response.status, body: (await response.json()) as { id?: string } };
  };

  /** A message as long as the field takes: Hindi, emoji, markup and SQL, then filled up. */
  const opening = `नमस्ते! 🎉 हमें दिवाली के लिए एक कार्यक्रम चाहिए।\n<b>"SQL'; drop table leads; --</b>\n`;
  const longest = opening + 'ॐ'.repeat(2000 - opening.length);

  const enquiry = (overrides: Record<string, unknown> = {}) => ({
    form: 'enquiry',
    name: 'प्रिया शर्मा 🙏',
    email: 'priya@example.in',
    phone: '+91 98765 43210',
    service: 'event-management',
    budget: '',
    message: longest,
    website: '',
    formToken,
    ...overrides,
  });

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const mailsFor = (id: string) => smtp.received.filter((each) => each.mail.messageId?.includes(id));

  test('a stored lead is one e-mail carrying every answer verbatim; its retry adds none', async () => {
    const key = randomUUID();
    const lead = enquiry();
    const first = await post(lead, key);
    expect(first.status).toBe(201);
    const id = first.body.id!;
    await vi.waitFor(() => expect(mailsFor(id)).toHaveLength(1), { timeout: 20_000 });
    expect((await post(lead, key)).status).toBe(200);
    await sleep(300);
    expect(mailsFor(id)).toHaveLength(1);

    const { mail, to } = mailsFor(id)[0]!;
    expect(to).toEqual(['projects@rangrezcreative.in']);
    expect(mail.subject).toBe('New project enquiry from प्रिया शर्मा 🙏');
    expect(mail.replyTo?.value[0]?.address).toBe('priya@example.in');
    expect(mail.text).toContain(`Name: ${lead.name}\n`);
    expect(mail.text).toContain('Service: Event Management\n');
    expect(mail.text).toContain('Budget: Not specified\n');
    expect(mail.text).toContain(`Project details:\n${lead.message}\n`);
    expect(lead.message).toHaveLength(2000);
  });

  test.each([
    ['sent too fast', async () => ({ formToken: await api.formToken() }), 'sent within 3 seconds of the first key'],
    ['without a token', async () => ({ formToken: undefined }), 'sent without the form’s token'],
    [
      'with a forged token',
      async () => ({ formToken: 'v1.abc.def.ghi' }),
      'sent with a form token the site did not issue',
    ],
  ])('%s: stored and e-mailed, its flag in the subject', async (_, signals, why) => {
    const answer = await post(enquiry({ name: 'Rohan', ...(await signals()) }));
    expect(answer.status).toBe(201);
    await vi.waitFor(() => expect(mailsFor(answer.body.id!)).toHaveLength(1), { timeout: 20_000 });
    expect(mailsFor(answer.body.id!)[0]!.mail.subject).toBe(`[Possibly spam: ${why}] New project enquiry from Rohan`);
  });
});

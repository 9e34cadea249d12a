import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { contactFormContent } from '../../src/content/contactForm';
import { consultationFormContent, enquiryFormContent } from '../../src/content/submissionForms';
import { handOverLinks } from '../../src/features/forms/messages';
import { paths } from '../../src/content/routes';
import { FORM_TIMEOUT_MS } from '../../machines/constants';
import { TOO_FAST_MS } from '../../server/leads/formToken';
import { FORM_TOKEN_PATH } from '../../src/contract/lead';
import { leadsCommand } from '../server/support/leadsCommand';
import { startServer, type ServerProcess } from '../server/support/serverProcess';
import { startSmtp, type Smtp } from '../server/support/smtp';
import { expect, stopClock, test } from './support/fixtures';
import { SubmissionFormPage } from './pages/SubmissionFormPage';
import { fillForm } from './support/formFields';
import { leadsTemplateSync } from '../support/leadsTemplate';

/*
 * Through the page, in Chromium, against the built site and the real lead server (server/main.ts
 * on PGlite) with a real SMTP server as the agency's mailbox: each form, submitted, stores exactly
 * one lead with every field as typed; the success words come only once the lead is stored; with
 * the server stopped at submit the form keeps every field, says so and offers Retry and the
 * hand-over, and Retry once it is back stores one lead.
 * The file's tests share one server in a folder of their own (a copy of the run's template,
 * tests/support/leadsTemplate.ts), which the tests of a stopped server stop and start again
 * (the suite's shared server is never stopped). Each reads back the leads it made as the agency's
 * own command, `npm run leads -- list --json`, does (through the server's admin API).
 */

// One server for the file, stopped and started by some tests: they take turns.
test.describe.configure({ mode: 'serial' });

/** A free port, so that a stopped server can come back where the page expects it. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

interface StoredLead {
  id: string;
  form: string;
  flag: string | null;
  fields: Record<string, string>;
}

let dataDir: string;
let port: number;
let smtp: Smtp;
let server: ServerProcess | null = null;
/** The leads stored before the test began. */
let earlier: Set<string>;

const serverEnv = () => ({
  PORT: String(port),
  LEADS_DATA_DIR: dataDir,
  LEADS_RATE_LIMIT: '100000',
  SMTP_URL: smtp.url,
});

/** Starts the file's server (again), on the same port, so that an open page finds it there. */
async function start(env: Record<string, string> = {}) {
  server = await startServer({ ...serverEnv(), ...env });
  return server.origin;
}

async function stop() {
  await server?.stop();
  server = null;
}

/** Every stored lead, as the agency's own command reads them (through the server while it runs). */
const everyLead = (): Promise<StoredLead[]> => leadsCommand({ LEADS_DATA_DIR: dataDir }, (leads) => leads.leads());

/** The leads stored since the test began. */
const storedLeads = async () => (await everyLead()).filter((lead) => !earlier.has(lead.id));

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-page-leads-'));
  cpSync(leadsTemplateSync(), dataDir, { recursive: true });
  port = await freePort();
  smtp = await startSmtp();
});

test.beforeEach(async () => {
  // A server's start takes most of a test's usual time on a busy machine.
  if (server === null) {
    test.setTimeout(120_000);
    await start();
  }
  earlier = new Set((await everyLead()).map((lead) => lead.id));
});

test.afterAll(async () => {
  await stop();
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A message of exactly 2,000 characters (as the browser counts them) in Hindi, emoji and Latin. */
const longMessage = (() => {
  const pieces = ['नमस्ते, हमें एक नया ब्रांड चाहिए। ', '🎉🙏🏾 ', 'Launch in Pune & Mumbai — 300 guests; ', '₹3L–₹5L\n'];
  let text = '';
  for (let index = 0; text.length < 2000; index += 1) text += pieces[index % pieces.length];
  text = text.slice(0, 2000);
  // Never half an emoji at the cut.
  return /[\uD800-\uDBFF]$/.test(text) ? `${text.slice(0, 1999)}!` : text;
})();

const enquiry = {
  name: 'प्रिया शर्मा 🌸',
  email: 'priya.sharma@example.in',
  phone: '+91 98765 43210',
  service: 'event-management',
  budget: '3l-5l',
  message: longMessage,
};
const consultation = {
  name: 'अर्जुन मेहता',
  email: 'arjun@example.in',
  phone: '(022) 2345-6789',
  businessType: 'small-business',
  challenge: 'low-visibility',
  preferredTime: 'evening',
  message: 'चाय की तीन दुकानें 🍵 — "quotes" & <b>tags</b> stay as typed.',
};
/** Another visitor's consultation, the browser's autofill filling it in one go. */
const autofilled = { ...consultation, name: 'Kavya Nair' };
const contact = {
  name: 'Fatima Shaikh 😀',
  email: 'fatima@chaiwala.in',
  phone: '',
  service: 'Branding',
  message: 'हमारी चाय के लिए नई पहचान।\nTwo lines, with an emoji 🫖.',
};

/**
 * Holds the page's POST to the lead service until `release` is called: the request reaches the
 * real server (the lead is stored) while the page is still waiting for its answer.
 */
async function holdAnswer(page: Page) {
  let held: { route: Route; response: Awaited<ReturnType<Route['fetch']>> } | null = null;
  await page.route('**/api/leads', async (route) => {
    held = { route, response: await route.fetch() };
  });
  return {
    stored: () => expect.poll(() => held !== null, 'the lead service answered').toBe(true),
    release: async () => {
      await held!.route.fulfill({ response: held!.response });
      await page.unroute('**/api/leads');
    },
  };
}

for (const [name, which, values] of [
  ['project enquiry', 'enquiry', enquiry],
  ['free consultation', 'consultation', consultation],
] as const) {
  test(`the ${name} form stores one lead, every field verbatim, and only then says so`, async ({ page }) => {
    test.setTimeout(180_000);
    const form = new SubmissionFormPage(page, which);
    const { content } = form;
    await page.clock.install();
    await page.goto(`${server!.origin}${paths[which]}`);
    await fillForm(page, 'main form', values);
    const answer = await holdAnswer(page);
    await stopClock(page);
    await form.submit();

    // Stored on the server, the answer held back: the page still says it is sending, until the
    // moment it would give up on the answer (on the page's clock).
    await answer.stored();
    await page.clock.runFor(FORM_TIMEOUT_MS - 1);
    await expect(page.getByRole('heading', { name: content.success.title })).toHaveCount(0);
    await form.expectShows('busy');

    await answer.release();
    await form.letToastIn();
    await form.expectShows('submitted', { submitted: values, delivered: true });

    const leads = await storedLeads();
    expect(leads).toHaveLength(1);
    expect(leads[0]!.form).toBe(which);
    expect(leads[0]!.fields).toEqual(values);
    if (which === 'enquiry') expect(leads[0]!.fields.message).toHaveLength(2000);
  });
}

test('the home contact form opens WhatsApp and stores one lead, verbatim, saying so once stored', async ({ page }) => {
  test.setTimeout(180_000);
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
  await page.clock.install();
  await page.goto(`${server!.origin}/#contact`);
  const form = `form[aria-label="${contactFormContent.title}"]`;
  await fillForm(page, form, contact);
  const answer = await holdAnswer(page);
  await stopClock(page);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.locator(form).locator('button[type="submit"]').click(),
  ]);
  // The hand-over: the chat opens at once with the same words, and the fields clear.
  expect(new URL(popup.url()).searchParams.get('text')).toBe(
    new URL(handOverLinks(contactFormContent, contact).whatsApp).searchParams.get('text'),
  );
  await popup.close();
  await expect(page.getByText(contactFormContent.sent)).toBeVisible();

  await answer.stored();
  await page.clock.runFor(FORM_TIMEOUT_MS - 1);
  await expect(page.getByText(contactFormContent.stored)).toHaveCount(0);
  await answer.release();
  await expect(page.getByText(contactFormContent.stored)).toBeVisible();

  const leads = await storedLeads();
  expect(leads).toHaveLength(1);
  expect(leads[0]!.form).toBe('contact');
  expect(leads[0]!.fields).toEqual(contact);
});

test('with the server stopped at submit, every field stays, Retry and the hand-over are offered; Retry stores one lead', async ({
  page,
  expectConsole,
}) => {
  test.setTimeout(180_000);
  // The browser logs the refused connection.
  expectConsole(/Failed to load resource/);
  await page.goto(`${server!.origin}${paths.enquiry}`);
  await fillForm(page, 'main form', enquiry);
  await stop();

  const form = new SubmissionFormPage(page, 'enquiry');
  await form.submit();
  await form.expectShows('failed', { failure: 'network', submitted: enquiry });
  await expect(page.getByRole('heading', { name: enquiryFormContent.success.title })).toHaveCount(0);

  await start();
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/leads')) keys.push(request.headers()['idempotency-key'] ?? '');
  });
  await form.retry();
  await form.expectShows('submitted', { submitted: enquiry, delivered: true });

  const leads = await storedLeads();
  expect(leads).toHaveLength(1);
  expect(leads[0]!.fields).toEqual(enquiry);
  expect(keys).toHaveLength(1);
});

/*
 * The spam signals never cost a real lead: the time a visitor took counts from the first key of
 * the draft, against a token the server signed, so a reload does not restart it; and a lead that
 * only looks hurried is e-mailed all the same, its flag in the subject (product rule D22). Here
 * with a real SMTP server, whose e-mails are the agency's inbox.
 */
test.describe('spam signals and real leads', () => {
  /** The agency's e-mail for the lead of `name`, once it has arrived. */
  async function emailFor(name: string) {
    await expect
      .poll(() => smtp.received.filter((each) => each.mail.subject?.includes(name)).length, {
        timeout: 30_000,
      })
      .toBe(1);
    return smtp.received.find((each) => each.mail.subject?.includes(name))!.mail;
  }

  test('typed at a person’s pace, the page reloaded, submitted at once: not flagged, and e-mailed', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const tokens: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === FORM_TOKEN_PATH) tokens.push(request.url());
    });
    await page.goto(`${server!.origin}${paths.enquiry}`);
    const form = page.locator('main form');
    // The first key asks for the form's token; once the server's rule for a person's pace has
    // passed since then (on the server's clock: the test waits on nothing else)...
    const [token] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === FORM_TOKEN_PATH),
      form.locator('[name="name"]').pressSequentially('Meera Pillai'),
    ]);
    const answeredAt = Date.now();
    expect(token.status()).toBe(200);
    await fillForm(page, 'main form', {
      email: 'meera@example.in',
      phone: '+91 98470 12345',
      service: 'event-management',
      message: 'A launch.',
    });
    // ...the phone discards the tab; it comes back with the draft whole, and the visitor presses
    // Submit: the token of the first key goes with it, not a new one.
    await page.reload();
    await expect(form.locator('[name="name"]')).toHaveValue('Meera Pillai');
    await expect.poll(() => Date.now() - answeredAt, { timeout: 2 * TOO_FAST_MS }).toBeGreaterThan(TOO_FAST_MS);
    await form.locator('button[type="submit"]').click();
    await expect(page.getByRole('heading', { level: 2, name: enquiryFormContent.success.title })).toBeVisible();
    expect(tokens).toHaveLength(1);

    const mail = await emailFor('Meera Pillai');
    expect(mail.subject).toBe('New project enquiry from Meera Pillai');
    expect(await storedLeads()).toMatchObject([{ form: 'enquiry', flag: null, fields: { name: 'Meera Pillai' } }]);
  });

  test('filled in one go with the form’s token lost on the way, then submitted: the lead is e-mailed, its flag in the subject', async ({
    page,
    expectConsole,
  }) => {
    test.setTimeout(180_000);
    expectConsole(/Failed to load resource: net::ERR_FAILED/);
    // A network that drops the token's request: the page sends without one, as a script would.
    await page.route(`**${FORM_TOKEN_PATH}`, (route) => route.abort());
    await page.goto(`${server!.origin}${paths.consultation}`);
    await fillForm(page, 'main form', autofilled);
    await page.locator('main form button[type="submit"]').click();
    await expect(page.getByRole('heading', { level: 2, name: consultationFormContent.success.title })).toBeVisible();

    // A too-fast lead's subject is the same sentence's other flag (notify.test.ts, leads.api.test.ts).
    const mail = await emailFor(autofilled.name);
    const [stored] = await storedLeads();
    expect(stored).toMatchObject({ flag: 'no-token', fields: autofilled });
    expect(mail.subject).toBe(
      `[Possibly spam: sent without the form’s token] New consultation request from ${autofilled.name}`,
    );
  });
});

import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { LEADS_PATH } from '../../../src/contract/lead';
import { inboxApi, INBOX_PATH } from '../../../src/contract/inbox';
import { inboxContent } from '../../../src/content/inbox';
import { paths } from '../../../src/content/routes';
import { enquiryFormContent, type EnquiryValues } from '../../../src/content/submissionForms';
import { leadsCommand } from '../../server/support/leadsCommand';
import { startServer, type ServerProcess } from '../../server/support/serverProcess';
import { startSmtp } from '../../server/support/smtp';
import { fillForm } from './formFields';

/*
 * The inbox as staff use it, for the inbox's end-to-end specs: a person's one-time link from the
 * agency's own command, a password set through it, a signed-in browser context, and a visitor's
 * enquiry sent through the site's own form. Every page is watched for console errors.
 */

const words = inboxContent;

export interface Person {
  email: string;
  name: string;
  password: string;
}

/** The one-time link `npm run leads -- add-user` gives `person`, on `origin` (`env`: the
 * server's database). */
export async function inviteLink(origin: string, person: Person, env: Record<string, string>): Promise<string> {
  const { token } = await leadsCommand(env, (leads) => leads.addUser(person.email, person.name));
  return `${origin}${INBOX_PATH}/welcome/${token}`;
}

/** What the browser says went wrong: failed requests the inbox expects (a session's 401) aside. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // Chromium logs each refused request: a sign-in page asks who is signed in and hears 401, a
    // used link 404, a change on an old version 409.
    if (/Failed to load resource: the server responded with a status of 40[1349]/.test(message.text())) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return problems;
}

/** A new page of `context`, watched. */
export async function watchedPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  return { page, problems: watchConsole(page) };
}

/** `use` on a new watched page of `context`; the browser must have said nothing went wrong (but
 * what `expected` matches), and the page closes. */
export async function onPage(context: BrowserContext, use: (page: Page) => Promise<void>, expected?: RegExp) {
  const { page, problems } = await watchedPage(context);
  await use(page);
  expect(problems.filter((line) => !expected?.test(line))).toEqual([]);
  await page.close();
}

export const ASHA: Person = {
  email: 'asha@rangrezcreative.in',
  name: 'Asha Kulkarni',
  password: 'marigold tea at four',
};

/**
 * The real lead server (server/main.ts) on the database `env` names, with a real SMTP server as
 * the agency's mailbox, opened at `localhost` (browsers refuse passkeys at an IP address), and a
 * signed-in browser context for each of `staff`.
 */
export async function startInbox(browser: Browser, env: Record<string, string>, staff: Person[]) {
  const smtp = await startSmtp();
  const contexts: BrowserContext[] = [];
  let server: ServerProcess | undefined;
  const stop = async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await server?.stop();
    await smtp.stop();
  };
  try {
    server = await startServer({ ...env, LEADS_RATE_LIMIT: '100000', SMTP_URL: smtp.url });
    const origin = server.origin.replace('127.0.0.1', 'localhost');
    contexts.push(...(await Promise.all(staff.map((person) => signedInContext(browser, origin, person, env)))));
    return { origin, contexts, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The list's heading: the inbox has let this person in. */
export const listHeading = (page: Page) => page.getByRole('heading', { level: 1, name: words.list.heading });

/** Sets `person`'s password through their one-time link, which signs them in. */
export async function setPasswordThroughLink(page: Page, link: string, person: Person) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: words.welcome.heading(person.name) })).toBeVisible();
  await page.getByLabel(words.welcome.password, { exact: true }).fill(person.password);
  await page.getByLabel(words.welcome.confirm, { exact: true }).fill(person.password);
  await page.getByRole('button', { name: words.welcome.submit }).click();
  await expect(listHeading(page)).toBeVisible();
}

/** Signs in with a password on the sign-in page the browser shows now. */
export async function signInWithPassword(page: Page, person: Person) {
  await page.getByLabel(words.signIn.email, { exact: true }).fill(person.email);
  await page.getByLabel(words.signIn.password, { exact: true }).fill(person.password);
  await page.getByRole('button', { name: words.signIn.submit, exact: true }).click();
}

/** A browser context in which `person` has set a password through their link and is signed in. */
export async function signedInContext(browser: Browser, origin: string, person: Person, env: Record<string, string>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await onPage(context, async (page) => setPasswordThroughLink(page, await inviteLink(origin, person, env), person));
  return context;
}

/** What a visitor types into the enquiry form, by field name. */
export type Enquiry = Record<keyof EnquiryValues, string>;

/** A visitor sends `enquiry` (its e-mail address their own) through the site's enquiry form;
 * resolves once the server has stored it and the page says so, with the lead's id as the agency's
 * command lists it (`env`: the server's database). */
export async function sendEnquiry(
  page: Page,
  origin: string,
  enquiry: Enquiry,
  env: Record<string, string>,
): Promise<string> {
  await page.goto(`${origin}${paths.enquiry}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await fillForm(page, 'main form', { ...enquiry });
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) => new URL(response.url()).pathname === LEADS_PATH && response.request().method() === 'POST',
    ),
    page.locator('main form button[type="submit"]').click(),
  ]);
  expect(answer.status()).toBe(201);
  await expect(page.getByRole('heading', { level: 2, name: enquiryFormContent.success.title })).toBeVisible();
  const stored = (await leadsCommand(env, (leads) => leads.leads())).filter(
    (lead) => lead.fields.email === enquiry.email,
  );
  expect(stored).toHaveLength(1);
  return stored[0]!.id;
}

/** The list's row link of the lead sent by `name`, read or not. */
export const leadLink = (page: Page, name: string) =>
  page.getByRole('link', { name: new RegExp(`^(${words.list.unread}: )?${escapeRegExp(name)}$`) });

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pipeline card of a lead's page. */
export const pipelineCard = (page: Page) => page.getByRole('region', { name: words.lead.pipeline });

/**
 * Records, in order, what `page` asks for the list (`list`) and hears on the inbox's event stream
 * (`heard {"type":"lead.created",…}`), from its first document on. `told(from, id)`: whether, since
 * entry `from`, the page heard of lead `id`'s arrival and asked for the list only after hearing of
 * a change: pushed, not polled. (How soon it showed would measure how busy the machine is.)
 */
export async function liveTraffic(page: Page) {
  await page.addInitScript((leadsPath) => {
    const log: string[] = [];
    (window as unknown as { liveTraffic: string[] }).liveTraffic = log;
    const Source = window.EventSource;
    window.EventSource = class extends Source {
      constructor(...args: ConstructorParameters<typeof EventSource>) {
        super(...args);
        this.addEventListener('message', (message) => log.push(`heard ${String(message.data)}`));
      }
    };
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname === leadsPath) log.push('list');
      return fetch(input, init);
    };
  }, inboxApi.leads);
  const read = () => page.evaluate(() => (window as unknown as { liveTraffic: string[] }).liveTraffic);
  return {
    length: async () => (await read()).length,
    told: async (from: number, id: string) => {
      const since = (await read()).slice(from);
      const heard = since.findIndex((entry) => entry.startsWith('heard'));
      return (
        since.some((entry) => entry.includes('lead.created') && entry.includes(id)) &&
        heard >= 0 &&
        heard < since.indexOf('list')
      );
    },
  };
}

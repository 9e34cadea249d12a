import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { createActor } from 'xstate';
import { leadPipelineMachine, type LeadPipelineEvent } from '../../machines/leadPipelineMachine';
import { inboxApi, INBOX_PATH, type LeadDetail } from '../../src/contract/inbox';
import { inboxContent } from '../../src/content/inbox';
import { paths } from '../../src/content/routes';
import { walksDoingWhat, type ModelPath } from '../support/model';
import { arrived, expectedAfter, leadPipelineModel, REASON, type Expected } from '../model/leadPipeline.model';
import { leadsCommand } from '../server/support/leadsCommand';
import { COVERAGE_ATTACHMENT, type BrowserCoverage } from './support/actorRecord';
import { axeViolations } from './support/axe';
import { animationsDone } from './support/fixtures';
import {
  ASHA,
  inviteLink,
  leadLink,
  listHeading,
  pipelineCard,
  sendEnquiry,
  signInWithPassword,
  liveTraffic,
  onPage,
  startInbox,
  watchedPage,
  type Enquiry,
  type Person,
} from './support/inbox';
import { leadsTemplateSync } from '../support/leadsTemplate';

/*
 * The staff inbox end to end, in Chromium, against the built site and inbox (dist/, dist-inbox/)
 * served by the real lead server (server/main.ts on PGlite) with a real SMTP server as the
 * agency's mailbox: staff are added with the agency's own command, set a password or register a
 * passkey through their one-time link, and work the leads that visitors send through the site's
 * own forms. One server for the file, in a data folder of its own; the staff's signed-in browser
 * contexts are made once and shared. The same journey on a PostgreSQL server is in
 * inboxPostgres.spec.ts.
 *
 * The inbox is opened at `localhost`, not 127.0.0.1: browsers refuse passkeys at an IP address.
 */

test.describe.configure({ mode: 'serial' });

const words = inboxContent;

const RAVI: Person = { email: 'ravi@rangrezcreative.in', name: 'Ravi Deshpande', password: 'monsoon over sinhagad' };
const NITA: Person = { email: 'nita@rangrezcreative.in', name: 'Nita Rao', password: 'a quiet studio morning' };
const MEERA: Person = { email: 'meera@rangrezcreative.in', name: 'Meera Iyer', password: '' };

let dataDir: string;
let inbox: Awaited<ReturnType<typeof startInbox>>;
let origin: string;
let asha: BrowserContext;
let ravi: BrowserContext;
const leadsEnv = () => ({ LEADS_DATA_DIR: dataDir });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-inbox-'));
  cpSync(leadsTemplateSync(), dataDir, { recursive: true });
  inbox = await startInbox(browser, leadsEnv(), [ASHA, RAVI]);
  ({ origin } = inbox);
  [asha, ravi] = inbox.contexts as [BrowserContext, BrowserContext];
});

test.afterAll(async () => {
  await inbox?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

let sent = 0;
/** A visitor's enquiry, each one from someone else. */
function enquiryFrom(name: string): Enquiry {
  sent += 1;
  return {
    name,
    email: `visitor${sent}@example.in`,
    phone: `98765 4${String(sent).padStart(4, '0')}`,
    service: 'event-management',
    budget: '3l-5l',
    message: `A launch in Pune for 300 guests, enquiry ${sent}.\nWe would like a quote by Friday.`,
  };
}

/** A visitor sends `enquiry` from a page of their own: the lead's id. */
async function visitorSends(enquiry: Enquiry) {
  const visitor = await (await asha.browser()!.newContext()).newPage();
  try {
    return await sendEnquiry(visitor, origin, enquiry, leadsEnv());
  } finally {
    await visitor.context().close();
  }
}

/** The lead as the API answers it to a signed-in page: its version and status. */
async function leadAsStored(page: Page, id: string): Promise<LeadDetail> {
  const answer = await page.request.get(`${origin}${inboxApi.lead(id)}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as LeadDetail;
}

const leadUrl = (id: string) => `${origin}${INBOX_PATH}/leads/${id}`;

test('the server serves the inbox at /inbox/, every path of it, uncached and kept from search engines', async ({
  request,
}) => {
  for (const path of [INBOX_PATH, `${INBOX_PATH}/`, `${INBOX_PATH}/leads/any-lead`, `${INBOX_PATH}/welcome/a-token`]) {
    const answer = await request.get(`${origin}${path}`);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-type'], path).toMatch(/^text\/html/);
    expect(answer.headers()['cache-control'], path).toBe('no-store');
    expect(answer.headers()['x-robots-tag'], path).toMatch(/noindex/);
    expect(answer.headers()['content-security-policy'], path).toMatch(/script-src 'self'/);
    const page = await answer.text();
    expect(page, path).toContain('<meta name="robots" content="noindex, nofollow" />');
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(page)?.[1];
    expect(script, path).toMatch(new RegExp(`^${INBOX_PATH}/assets/`));
    const asset = await request.get(`${origin}${script}`);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toMatch(/immutable/);
  }
  expect(await (await request.get(`${origin}/sitemap.xml`)).text()).not.toContain(INBOX_PATH);
  // The site's own pages are the site's: the inbox answers only under its path.
  expect((await request.get(`${origin}/inboxes`)).status()).toBe(404);
});

test('a person added with the command sets a password through the one-time link, signs out and in again', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await onPage(context, async (page) => {
    const link = await inviteLink(origin, NITA, leadsEnv());
    await page.goto(link);
    await expect(page.getByRole('heading', { name: words.welcome.heading(NITA.name) })).toBeVisible();
    await expect(page.getByText(words.welcome.intro(NITA.email))).toBeVisible();
    // Too short a password is refused before it is sent.
    await page.getByLabel(words.welcome.password, { exact: true }).fill('short');
    await page.getByLabel(words.welcome.confirm, { exact: true }).fill('short');
    await page.getByRole('button', { name: words.welcome.submit }).click();
    await expect(page.getByText(words.welcome.tooShort(12))).toBeVisible();
    await page.getByLabel(words.welcome.password, { exact: true }).fill(NITA.password);
    await page.getByLabel(words.welcome.confirm, { exact: true }).fill(NITA.password);
    await page.getByRole('button', { name: words.welcome.submit }).click();
    await expect(listHeading(page)).toBeVisible();

    await page.getByRole('button', { name: words.shell.account }).click();
    await page.getByRole('menuitem', { name: words.shell.signOut, exact: true }).click();
    await expect(page.getByRole('heading', { name: words.signIn.heading })).toBeVisible();
    // The link was used up.
    await page.goto(link);
    await expect(page.getByText(words.welcome.invalid)).toBeVisible();

    await page.goto(`${origin}${INBOX_PATH}/`);
    await signInWithPassword(page, { ...NITA, password: 'not the password at all' });
    await expect(page.getByText(words.signInProblems.wrongPassword)).toBeVisible();
    await signInWithPassword(page, NITA);
    await expect(listHeading(page)).toBeVisible();
  });
  await context.close();
});

test('a passkey registered through the one-time link signs in, with Chromium’s virtual authenticator', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await onPage(context, async (page) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.goto(await inviteLink(origin, MEERA, leadsEnv()));
    await page.getByRole('button', { name: words.welcome.passkey }).click();
    await expect(listHeading(page)).toBeVisible();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.rpId).toBe('localhost');

    await page.getByRole('button', { name: words.shell.account }).click();
    await page.getByRole('menuitem', { name: words.shell.signOut, exact: true }).click();
    await page.getByRole('button', { name: words.signIn.passkey }).click();
    await expect(listHeading(page)).toBeVisible();
    await page.getByRole('button', { name: words.shell.account }).click();
    await expect(page.getByText(words.shell.signedInAs(MEERA.name))).toBeVisible();
  });
  await context.close();
});

/** The lead the next tests work: sent by a visitor while Asha has the list open. */
let workedId: string;
const worked = enquiryFrom('Kavya Nair');

test('an enquiry sent on the site appears in the open inbox, pushed, without a reload', async () => {
  await onPage(asha, async (page) => {
    const traffic = await liveTraffic(page);
    await page.goto(`${origin}${INBOX_PATH}/`);
    await expect(listHeading(page)).toBeVisible();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const from = await traffic.length();
    workedId = await visitorSends(worked);
    await expect(page.getByRole('link', { name: `${words.list.unread}: ${worked.name}` })).toBeVisible();
    expect(await traffic.told(from, workedId), 'told on the event stream, then fetched').toBe(true);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});

test('a lead opened by one person is read for them, and still unread for a colleague', async () => {
  await onPage(asha, async (page) => {
    await page.goto(`${origin}${INBOX_PATH}/`);
    await leadLink(page, worked.name).click();
    await expect(page.getByRole('heading', { level: 1, name: worked.name })).toBeVisible();
    await page.getByRole('link', { name: words.lead.back }).click();
    await expect(page.getByRole('link', { name: worked.name, exact: true })).toBeVisible();
  });
  await onPage(ravi, async (colleague) => {
    await colleague.goto(`${origin}${INBOX_PATH}/`);
    await expect(colleague.getByRole('link', { name: `${words.list.unread}: ${worked.name}` })).toBeVisible();
  });
});

test('assigning, moving and a note each join the timeline; a move the pipeline forbids is refused', async () => {
  await onPage(asha, async (page) => {
    await page.goto(leadUrl(workedId));
    await expect(page.getByRole('heading', { level: 1, name: worked.name })).toBeVisible();
    const timeline = page.getByRole('region', { name: words.lead.timeline });

    await page.getByRole('combobox', { name: words.lead.assignee }).selectOption({ label: RAVI.name });
    await expect(timeline.getByText(words.timeline.assigned(RAVI.name))).toBeVisible();
    await pipelineCard(page).getByRole('button', { name: words.moves['lead.contact'], exact: true }).click();
    await expect(timeline.getByText(words.timeline.moved(words.statuses.new, words.statuses.contacted))).toBeVisible();
    await page.getByRole('textbox', { name: words.lead.note }).fill('Called her: wants a quote.\nBy Friday.');
    await page.getByRole('button', { name: words.lead.addNote }).click();
    await expect(timeline.getByText('By Friday.')).toBeVisible();
    await expect(timeline.getByText(words.timeline.by(ASHA.name), { exact: false })).toHaveCount(3);

    // From Contacted the rules allow Qualified, never Proposal sent: the page does not offer it, and
    // the server refuses it when asked anyway.
    await expect(pipelineCard(page).getByRole('button', { name: words.moves['lead.sendProposal'] })).toHaveCount(0);
    const before = await leadAsStored(page, workedId);
    const refused = await page.request.post(`${origin}${inboxApi.leadMove(workedId)}`, {
      headers: { Origin: origin },
      data: { event: { type: 'lead.sendProposal' }, version: before.version },
    });
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { error: string }).error).toBe('not-allowed');
    expect((await leadAsStored(page, workedId)).status).toBe('contacted');
  });
});

test('two people change one lead: the second is told of the conflict and sees the new state', async () => {
  await onPage(asha, (first) =>
    onPage(
      ravi,
      async (second) => {
        // The second page has lost its live connection: it cannot hear of the first one's change.
        await second.route(`**${inboxApi.events}`, (route) => route.abort());
        await Promise.all([first.goto(leadUrl(workedId)), second.goto(leadUrl(workedId))]);
        const qualify = (page: Page) =>
          pipelineCard(page).getByRole('button', { name: words.moves['lead.qualify'], exact: true });
        await expect(qualify(second)).toBeVisible();
        await qualify(first).click();
        await expect(pipelineCard(first).getByText(words.statuses.qualified, { exact: true })).toBeVisible();

        await pipelineCard(second).getByRole('button', { name: words.moves['lead.win'], exact: true }).click();
        await expect(second.getByRole('alert').filter({ hasText: words.changes.conflict })).toBeVisible();
        await expect(pipelineCard(second).getByText(words.statuses.qualified, { exact: true })).toBeVisible();
        await expect(qualify(second)).toHaveCount(0);
        expect((await leadAsStored(first, workedId)).status).toBe('qualified');
      },
      /net::ERR_FAILED/,
    ),
  );
});

test('the CSV export reads back the lead with the values the visitor sent', async () => {
  await onPage(asha, async (page) => {
    await page.goto(`${origin}${INBOX_PATH}/?q=${encodeURIComponent(worked.email)}`);
    await expect(page.getByRole('link', { name: worked.name, exact: true })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: words.list.export }).click(),
    ]);
    const rows = parse(readFileSync(await download.path()), { columns: true, bom: true }) as Array<
      Record<string, string>
    >;
    expect(rows).toHaveLength(1);
    // The site's own form says how each choice reads.
    const visitor = await (await asha.browser()!.newContext()).newPage();
    await visitor.goto(`${origin}${paths.enquiry}`);
    const label = (name: string, value: string) =>
      visitor.locator(`main form select[name="${name}"] option[value="${value}"]`).textContent();
    expect(rows[0]).toMatchObject({
      id: workedId,
      form: 'enquiry',
      status: 'qualified',
      name: worked.name,
      email: worked.email,
      phone: worked.phone,
      service: (await label('service', worked.service))!.trim(),
      budget: (await label('budget', worked.budget))!.trim(),
      message: worked.message,
    });
    await visitor.context().close();
  });
});

test('an ended session signs in again and comes back to the same lead', async ({ browser }) => {
  const context = await browser.newContext();
  await onPage(context, async (page) => {
    await page.goto(leadUrl(workedId));
    await signInWithPassword(page, NITA);
    await expect(page.getByRole('heading', { level: 1, name: worked.name })).toBeVisible();
    // Nita signs out on every device from another browser: this page's session ends on the server.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(`${origin}${INBOX_PATH}/`);
    await signInWithPassword(other, NITA);
    await other.getByRole('button', { name: words.shell.account }).click();
    await other.getByRole('menuitem', { name: words.shell.signOutEverywhere }).click();
    await expect(other.getByRole('heading', { name: words.signIn.heading })).toBeVisible();
    await elsewhere.close();

    await page.getByRole('textbox', { name: words.lead.note }).fill('Left before lunch.');
    await page.getByRole('button', { name: words.lead.addNote }).click();
    await expect(page.getByRole('heading', { name: words.signIn.heading })).toBeVisible();
    await expect(page.getByText(words.signIn.sessionEnded)).toBeVisible();
    await signInWithPassword(page, NITA);
    await expect(page.getByRole('heading', { level: 1, name: worked.name })).toBeVisible();
    await expect(page).toHaveURL(leadUrl(workedId));
  });
  await context.close();
});

test('a lead of markup, right-to-left text and 2,000 characters shows it all as text', async () => {
  const markup = '<img src=x onerror=alert(1)>';
  const name = `${markup} مرحبا`.slice(0, 80);
  let message = `${markup}\nنرغب في حملة رقمية لعلامتنا التجارية\n`;
  while (message.length < 2000) message += `${markup} עברית `;
  message = message.slice(0, 2000);
  const id = await visitorSends({ ...enquiryFrom(name), message });
  await onPage(asha, async (page) => {
    await page.goto(leadUrl(id));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(name);
    await expect(heading).toHaveAttribute('dir', 'auto');
    await expect(page.locator('main img')).toHaveCount(0);
    const details = page.getByRole('region', { name: words.lead.details });
    const shown = await details.getByText('نرغب في حملة رقمية', { exact: false }).locator('..').innerText();
    expect(shown.replace(/\n+/g, '\n')).toBe(message.replace(/\n+/g, '\n'));
    await page.goto(`${origin}${INBOX_PATH}/`);
    await expect(leadLink(page, name)).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(0);
  });
});

test('the list is drawn for whoever is signed in: it shows before the app’s code, and the app takes it over', async ({
  browser,
}) => {
  const name = 'Drawn Before Code';
  await visitorSends(enquiryFrom(name));
  // Nobody signed in: the page holds nothing of any lead.
  const anonymous = await (await fetch(`${origin}${INBOX_PATH}/`)).text();
  expect(anonymous).not.toContain(name);

  const context = await browser.newContext({ colorScheme: 'dark', storageState: await asha.storageState() });
  // The app's code never comes: the page as the server drew it, in the person's colours (the
  // head's colour scheme script, which the policy allows).
  await onPage(
    context,
    async (held) => {
      await held.route(`**${INBOX_PATH}/assets/*.js`, (route) => route.abort());
      await held.goto(`${origin}${INBOX_PATH}/`);
      await expect(leadLink(held, name)).toBeVisible();
      await expect(held.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    },
    /Failed to load resource|net::ERR_FAILED/,
  );

  // With its code, the app hydrates the same markup without a complaint, keeps the one layout the
  // width needs, and opens a lead without loading another page.
  await onPage(context, async (page) => {
    await page.goto(`${origin}${INBOX_PATH}/`);
    await expect(page.locator('table')).toHaveCount(1);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await leadLink(page, name).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });
  await context.close();
});

test('erasing names the person; the lead is gone from the list, the search and the database', async () => {
  const doomed = enquiryFrom('Zoya Mirza');
  const id = await visitorSends(doomed);
  await onPage(asha, async (page) => {
    await page.goto(leadUrl(id));
    await page.getByRole('button', { name: words.lead.erase }).click();
    const dialog = page.getByRole('dialog', { name: words.erase.title(doomed.name) });
    await dialog.getByRole('textbox', { name: words.erase.confirmLabel(doomed.name) }).fill(doomed.name);
    await dialog.getByRole('button', { name: words.erase.confirm(doomed.name) }).click();
    await expect(page.getByText(words.changes.erased(doomed.name))).toBeVisible();
    await expect(listHeading(page)).toBeVisible();
    await expect(leadLink(page, doomed.name)).toHaveCount(0);
    await page.getByRole('searchbox', { name: words.list.search }).fill(doomed.email);
    await expect(page.getByText(words.list.emptyFiltered)).toBeVisible();
    expect((await page.request.get(`${origin}${inboxApi.lead(id)}`)).status()).toBe(404);
    const listed = await leadsCommand(leadsEnv(), (leads) => leads.leads());
    expect(listed.map((lead) => lead.id)).not.toContain(id);
  });
});

test('every inbox view has no axe violation at 390 and 1280 px, in light and dark colours', async ({ browser }) => {
  test.setTimeout(180_000);
  const invite = await inviteLink(
    origin,
    { email: 'dev@rangrezcreative.in', name: 'Dev Shah', password: '' },
    leadsEnv(),
  );
  const signedOut = await browser.newContext({ colorScheme: 'light' });
  const signedIn = await browser.newContext({ colorScheme: 'light', storageState: await asha.storageState() });
  /** Each view: whose browser opens it, where, and what shows once it is there. */
  const views: Array<[string, BrowserContext, string, (page: Page) => Locator]> = [
    ['sign-in', signedOut, `${INBOX_PATH}/`, (page) => page.getByRole('heading', { name: words.signIn.heading })],
    [
      'welcome',
      signedOut,
      new URL(invite).pathname,
      (page) => page.getByRole('heading', { name: words.welcome.heading('Dev Shah') }),
    ],
    ['list', signedIn, `${INBOX_PATH}/`, (page) => leadLink(page, worked.name)],
    [
      'lead',
      signedIn,
      `${INBOX_PATH}/leads/${workedId}`,
      (page) => page.getByRole('region', { name: words.lead.timeline }),
    ],
  ];
  const found: string[] = [];
  for (const width of [390, 1280]) {
    for (const [view, context, path, ready] of views) {
      const { page, problems } = await watchedPage(context);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto(`${origin}${path}`);
      await expect(ready(page)).toBeVisible();
      // Every rule in light colours; switched to dark in place (the inbox follows the system's
      // scheme), the rules that read colours.
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await animationsDone(page);
        const where = `${view} at ${width} px, ${scheme}`;
        const violations = await axeViolations(page, { coloursOnly: scheme === 'dark' });
        found.push(...violations.map((line) => `${where}: ${line}`));
      }
      found.push(...problems.map((line) => `${view} at ${width} px: ${line}`));
      await page.close();
    }
  }
  await Promise.all([signedOut.close(), signedIn.close()]);
  expect(found).toEqual([]);
});

/*
 * The lead pipeline's model (tests/model/leadPipeline.model.ts, the graph the machine replay and
 * the jsdom replay walk) replayed by staff through the inbox in the browser, against the real
 * server, which keeps each lead's pipeline and checks every move against the machine. Each walk
 * (tests/support/model.ts `coveringWalks`) works a lead of its own: at each step staff make the move if the page offers it (lost through
 * its dialog, with the step's reason), and the page must then show the status and offer exactly
 * the moves the rules allow (the oracle, written apart from the chart), and the server must hold
 * that status. The coverage printed is of the transitions whose outcome the server confirmed.
 */
test.describe('the lead pipeline replays its model through the inbox', () => {
  const model = leadPipelineModel('leadPipelineMachine → inbox (browser)');
  // A lead walks on until it has done what all the model's paths do: fewer leads than paths.
  const { walks: replayed, missed } = walksDoingWhat(model.paths, model.graph);
  const moveTypes = Object.keys(words.moves) as Array<keyof typeof words.moves>;
  const eventOf = (type: LeadPipelineEvent['type']): LeadPipelineEvent =>
    type === 'lead.lose' ? { type, reason: REASON } : ({ type } as LeadPipelineEvent);
  const changes = (was: Expected, event: LeadPipelineEvent) =>
    JSON.stringify(expectedAfter(was, event)) !== JSON.stringify(was);

  test('the walks take every transition of the chart, and each move from each state', () => {
    expect(model.coverage.transitions.missing).toEqual([]);
    expect(missed()).toEqual([]);
  });

  for (const [number, path] of replayed.entries()) {
    test(`walk ${number + 1} of ${replayed.length} (${path.steps.length} moves)`, async () => {
      test.setTimeout(60_000 + path.steps.length * 5_000);
      const id = await visitorSends(enquiryFrom(`Pipeline Lead ${number + 1}`));
      const states = new Set(
        createActor(leadPipelineMachine)
          .getSnapshot()
          ._nodes.map((node) => node.id),
      );
      const transitions = new Set<string>();
      await onPage(asha, async (page) => {
        await page.goto(leadUrl(id));
        const card = pipelineCard(page);
        const shows = async (expected: Expected, where: string) => {
          await expect(card.getByText(words.statuses[expected.status], { exact: true }), where).toBeVisible();
          const allowed = moveTypes.filter((type) => changes(expected, eventOf(type))).map((type) => words.moves[type]);
          await expect
            .poll(async () => new Set(await card.getByRole('button').allTextContents()), { message: where })
            .toEqual(new Set(allowed));
          expect((await leadAsStored(page, id)).status, where).toBe(expected.status);
        };
        let expected = arrived;
        await shows(expected, 'on arrival');
        for (const [index, step] of (path as ModelPath<LeadPipelineEvent>).steps.entries()) {
          const where = `step ${index + 1} (${step.event.type})`;
          const allowed = changes(expected, step.event);
          const button = card.getByRole('button', { name: words.moves[step.event.type], exact: true });
          if (step.event.type === 'lead.lose' && (allowed || (await button.count()) > 0)) {
            // Lost through its dialog, with the step's reason; without one, the dialog refuses it.
            await button.click();
            const dialog = page.getByRole('dialog', { name: words.lose.title });
            await dialog.getByRole('textbox', { name: words.lose.reason }).fill(step.event.reason);
            await dialog.getByRole('button', { name: words.lose.confirm }).click();
            if (!allowed) {
              await expect(dialog.getByText(words.lose.missing)).toBeVisible();
              await dialog.getByRole('button', { name: words.lose.cancel }).click();
            }
            await expect(dialog).toHaveCount(0);
          } else if (!allowed) await expect(button, where).toHaveCount(0);
          else await button.click();
          expected = expectedAfter(expected, step.event);
          await shows(expected, where);
          if (expected.status === 'lost' && expected.lostReason)
            await expect(card.getByText(words.lead.lostBecause(REASON))).toBeVisible();
          // What the server confirmed: the model's transitions of this step, and where it stands.
          path.taken[index]!.forEach((key) => transitions.add(key));
          for (const node of step.state._nodes) states.add(node.id);
        }
      });
      const coverage: BrowserCoverage = {
        machine: leadPipelineMachine.id,
        states: [...states],
        transitions: [...transitions],
        paths: 1,
      };
      await test
        .info()
        .attach(COVERAGE_ATTACHMENT, { body: JSON.stringify([coverage]), contentType: 'application/json' });
    });
  }
});

import { expect, test } from '@playwright/test';
import postgres from 'postgres';
import { startTemporaryPostgres, type TemporaryPostgres } from '../../scripts/postgres';
import { INBOX_PATH } from '../../src/contract/inbox';
import { inboxContent } from '../../src/content/inbox';
import {
  ASHA,
  leadLink,
  listHeading,
  liveTraffic,
  onPage,
  pipelineCard,
  sendEnquiry,
  startInbox,
} from './support/inbox';

/*
 * The inbox's core journey (inbox.spec.ts has every part of it on PGlite) on a PostgreSQL server:
 * a throwaway cluster (scripts/postgres.ts, run as the `postgres` user in a temporary folder), the
 * real lead server on it, a real SMTP server. Staff sign in with a password set through their
 * one-time link; a visitor's enquiry appears live; it is read, worked and erased, and the database
 * itself then holds neither the lead nor its e-mail waiting in the outbox.
 */

test.describe.configure({ mode: 'serial' });

const words = inboxContent;
let database: TemporaryPostgres;
let inbox: Awaited<ReturnType<typeof startInbox>>;
const env = () => ({ DATABASE_URL: database.url });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  database = await startTemporaryPostgres({ fsync: 'off', synchronous_commit: 'off' });
  inbox = await startInbox(browser, env(), [ASHA]);
});

test.afterAll(async () => {
  await inbox?.stop();
  database?.stop();
});

test('on PostgreSQL a lead arrives live, is read, worked and erased, from the database and its outbox', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const enquiry = {
    name: 'Ishaan Kapoor',
    email: 'ishaan@example.in',
    phone: '98220 11223',
    service: 'graphic-design',
    budget: '1l-3l',
    message: 'A new identity for our chain of tea rooms.',
  };
  const { origin, contexts } = inbox;
  await onPage(contexts[0]!, async (page) => {
    const traffic = await liveTraffic(page);
    await page.goto(`${origin}${INBOX_PATH}/`);
    await expect(listHeading(page)).toBeVisible();
    const from = await traffic.length();
    const visitor = await (await browser.newContext()).newPage();
    const id = await sendEnquiry(visitor, origin, enquiry, env());
    await visitor.context().close();
    await page.getByRole('link', { name: `${words.list.unread}: ${enquiry.name}` }).click();
    // Announced across the PostgreSQL server's LISTEN/NOTIFY, pushed, then fetched (inbox.spec.ts).
    expect(await traffic.told(from, id)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: enquiry.name })).toBeVisible();
    const timeline = page.getByRole('region', { name: words.lead.timeline });
    await pipelineCard(page).getByRole('button', { name: words.moves['lead.contact'], exact: true }).click();
    await expect(timeline.getByText(words.timeline.moved(words.statuses.new, words.statuses.contacted))).toBeVisible();
    await page.getByRole('textbox', { name: words.lead.note }).fill('Sent the deck.');
    await page.getByRole('button', { name: words.lead.addNote }).click();
    await expect(timeline.getByText('Sent the deck.')).toBeVisible();
    await page.getByRole('link', { name: words.lead.back }).click();
    await expect(page.getByRole('link', { name: enquiry.name, exact: true })).toBeVisible();

    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      const stored = await sql<{ status: string }[]>`select status from leads where id = ${id}`;
      expect(stored.map((row) => row.status)).toEqual(['contacted']);
      expect(await sql`select 1 from outbox where lead_id = ${id}`).toHaveLength(1);

      await leadLink(page, enquiry.name).click();
      await page.getByRole('button', { name: words.lead.erase }).click();
      const dialog = page.getByRole('dialog', { name: words.erase.title(enquiry.name) });
      await dialog.getByRole('textbox', { name: words.erase.confirmLabel(enquiry.name) }).fill(enquiry.name);
      await dialog.getByRole('button', { name: words.erase.confirm(enquiry.name) }).click();
      await expect(page.getByText(words.changes.erased(enquiry.name))).toBeVisible();
      await expect(leadLink(page, enquiry.name)).toHaveCount(0);

      expect(await sql`select 1 from leads where id = ${id}`).toHaveLength(0);
      expect(await sql`select 1 from outbox where lead_id = ${id}`).toHaveLength(0);
      expect(await sql`select 1 from lead_events where lead_id = ${id}`).toHaveLength(0);
      // What the database keeps of it: that a lead was erased, not what it held.
      const kept = JSON.stringify(await sql`select * from erasures`);
      expect(kept).not.toContain(enquiry.email);
      expect(kept).not.toContain(enquiry.name);
    } finally {
      await sql.end();
    }
  });
});

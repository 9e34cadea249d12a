import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inboxApi, type LeadDetail, type LeadPage, type Me } from '../../src/contract/inbox';
import { inboxContent } from '../../src/content/inbox';
import { enquiry, liveInboxSuite, pageOnLiveInbox, type Browser, type LiveInbox } from '../support/liveInbox';
import { renderInbox } from '../support/renderInbox';

/*
 * The inbox's pages in jsdom, against the real lead service (its own process, a fresh database:
 * tests/support/liveInbox.ts), whose leads come as a visitor's form sends them: the list
 * (order, unread, the tab's title, filters in the address and the request, paging, export, live
 * changes) and a lead's page (every answer as text, right-to-left lines, replies, assignment,
 * notes, and a colleague's change arriving live).
 */

const words = inboxContent;
/** How many leads a page of the server's list holds (server/inbox/leads.ts). */
const PAGE_SIZE = 50;

// A mail server that is not there: each lead's e-mail to the agency fails, and is retried.
const live = liveInboxSuite(
  { asha: 'Asha Kulkarni', ravi: 'Ravi Deshpande' },
  {
    SMTP_URL: 'smtp://127.0.0.1:9',
    LEADS_NOTIFY_TO: 'leads@rangrezcreative.in',
    LEADS_NOTIFY_FROM: 'inbox@rangrezcreative.in',
  },
);
let inbox: LiveInbox;
let asha: Browser;
let ASHA: Me;
let ravi: Browser;
let RAVI: Me;
beforeAll(() => {
  ({ inbox } = live);
  ({ browser: asha, me: ASHA } = live.staff.asha);
  ({ browser: ravi, me: RAVI } = live.staff.ravi);
});
// Each test's page in Asha's browser; what it stored is erased after it.
pageOnLiveInbox(
  () => asha,
  () => inbox.eraseAll(asha),
);

/** A visitor's enquiry, as the inbox lists it. */
const submit = (name: string, extra: Record<string, string> = {}, options: { token?: 'fresh' | 'typed' } = {}) =>
  inbox.submit(enquiry(name, extra), options);

/** When the server received a lead, as it answers it. */
const receivedAt = async (id: string) => (await inbox.lead(ravi, id)).receivedAt;

/** A time as India's clock shows it (UTC+5:30, no daylight saving), worked out by hand. */
function inIndia(iso: string) {
  const shifted = new Date(Date.parse(iso) + (5 * 60 + 30) * 60_000);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    shifted.getUTCMonth()
  ]!;
  const hours = shifted.getUTCHours();
  const minutes = String(shifted.getUTCMinutes()).padStart(2, '0');
  return new RegExp(
    `^${shifted.getUTCDate()} ${month}, ${hours % 12 || 12}:${minutes}\\s?${hours < 12 ? 'am' : 'pm'}$`,
  );
}

/** The rows of the list, by the names their links show. */
const rowNames = () =>
  screen
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('link'))
    .map((row) => within(row).getByRole('link').textContent!.replace(`${words.list.unread}: `, ''));

/** Whether, in a page's traffic since a lead was sent, the page heard of that lead's arrival, and
 * asked for the list only after hearing of a change. */
const toldThenFetched = (traffic: string[], id: string) =>
  traffic.some((entry) => entry.startsWith('heard') && entry.includes('lead.created') && entry.includes(id)) &&
  traffic.findIndex((entry) => entry.startsWith('heard')) <
    traffic.findIndex((entry) => entry === `GET ${inboxApi.leads}`);

const listRequests = () =>
  asha.requests.filter((request) => new URL(request.url, 'http://x').pathname === inboxApi.leads);

describe('the list', () => {
  /** Three leads, oldest first, filled in by people; the oldest already opened by Asha. */
  const leads = async () => {
    const old = await submit('Oldest Lead', {}, { token: 'typed' });
    await inbox.lead(asha, old);
    const mid = await submit('Rahul Verma', {}, { token: 'typed' });
    const latest = await submit('Priya Sharma', {}, { token: 'typed' });
    return { old, mid, latest };
  };

  test('shows the newest first; the unread ones bold and named so; the tab counts them', async () => {
    await leads();
    renderInbox();
    await screen.findByRole('link', { name: /Priya Sharma/ });
    expect(rowNames()).toEqual(['Priya Sharma', 'Rahul Verma', 'Oldest Lead']);
    expect(screen.getByRole('link', { name: `${words.list.unread}: Priya Sharma` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oldest Lead' })).toBeInTheDocument();
    const unreadRows = screen.getAllByRole('row').filter((row) => row.hasAttribute('data-unread'));
    expect(unreadRows).toHaveLength(2);
    await waitFor(() => expect(document.title).toBe('(2) Leads · Rangrez Creative inbox'));
  });

  test('a row’s link opens that lead’s page', async () => {
    const user = userEvent.setup();
    const { mid } = await leads();
    const view = renderInbox();
    await user.click(await screen.findByRole('link', { name: /Rahul Verma/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rahul Verma' })).toBeInTheDocument();
    expect(view.location.current()).toBe(`/leads/${mid}`);
  });

  test('each row shows the form, the time in India, the contact, service and budget, status and e-mail', async () => {
    // Sent the moment its form was opened, and assigned to Ravi; its e-mail to the agency failed.
    const id = await submit('Priya Sharma', {}, { token: 'fresh' });
    const { version } = await inbox.lead(ravi, id);
    expect((await ravi.call('POST', inboxApi.leadAssign(id), { assigneeId: RAVI.id, version })).status).toBe(200);
    await vi.waitFor(async () => expect((await inbox.lead(ravi, id)).delivery).toBe('retrying'), {
      timeout: 10_000,
      interval: 100,
    });
    const received = await receivedAt(id);
    renderInbox();
    const row = (await screen.findByRole('link', { name: /Priya Sharma/ })).closest('tr')!;
    const text = row.textContent!;
    for (const part of [
      'priya@example.in',
      '+91 98765 43210',
      'We are launching a tea brand in January and need packaging.',
      'Project enquiry · Graphic Design · ₹1L – ₹3L',
      words.statuses.new,
      words.flags['too-fast'],
      words.delivery.retrying,
      '→ Ravi Deshpande',
    ])
      expect(text).toContain(part);
    expect(within(row).getByText(inIndia(received))).toHaveAttribute('dateTime', received);
  });

  test('filters live in the address, go to the API as its query, and the export takes the same', async () => {
    const user = userEvent.setup();
    // Priya's enquiry is Asha's: every filter below still finds it.
    const { latest } = await leads();
    const { version } = await inbox.lead(asha, latest);
    expect((await asha.call('POST', inboxApi.leadAssign(latest), { assigneeId: ASHA.id, version })).status).toBe(200);
    const view = renderInbox({ path: '/?spam=none' });
    await screen.findByRole('link', { name: /Priya Sharma/ });
    await user.selectOptions(screen.getByRole('combobox', { name: words.list.status }), words.statuses.new);
    await waitFor(() => expect(view.location.current()).toBe('/?status=new&spam=none'));
    await user.selectOptions(screen.getByRole('combobox', { name: words.list.assignee }), words.list.mine);
    await waitFor(() => expect(view.location.current()).toBe('/?status=new&spam=none&assignee=me'));
    await user.type(screen.getByRole('searchbox', { name: words.list.search }), 'tea');
    await waitFor(() => expect(view.location.current()).toBe('/?status=new&spam=none&assignee=me&q=tea'));
    await waitFor(() =>
      expect(listRequests().at(-1)!.url).toBe(`${inboxApi.leads}?status=new&spam=none&assignee=me&q=tea`),
    );
    expect(screen.getByRole('link', { name: words.list.export })).toHaveAttribute(
      'href',
      `${inboxApi.exportCsv}?status=new&spam=none&assignee=me&q=tea`,
    );
    await user.click(screen.getByRole('button', { name: words.list.clear }));
    await waitFor(() => expect(view.location.current()).toBe('/'));
    expect(screen.getByRole('searchbox', { name: words.list.search })).toHaveValue('');
  });

  test('no lead matching the filters says so, and offers to clear them', async () => {
    const user = userEvent.setup();
    await leads();
    const view = renderInbox({ path: '/?status=won' });
    expect(await screen.findByText(words.list.emptyFiltered)).toBeInTheDocument();
    // The empty state's own Clear filters (the filter bar has one too).
    await user.click(screen.getAllByRole('button', { name: words.list.clear }).at(-1)!);
    await waitFor(() => expect(view.location.current()).toBe('/'));
    expect(await screen.findByRole('link', { name: /Priya Sharma/ })).toBeInTheDocument();
  });

  // Fifty-one leads sent one after the other, and a page of them drawn: generous for a busy machine.
  test('pages come by the API’s keyset cursor, older leads below', async () => {
    const user = userEvent.setup();
    // One more lead than the server's page holds.
    const names = Array.from({ length: PAGE_SIZE + 1 }, (_, index) => `Lead ${String(index + 1).padStart(2, '0')}`);
    for (const name of names) await submit(name);
    const newestFirst = [...names].reverse();
    renderInbox();
    // The first screen of rows comes first, the rest of the page just after.
    await screen.findByRole('link', { name: new RegExp(newestFirst[PAGE_SIZE - 1]!) });
    expect(rowNames()).toEqual(newestFirst.slice(0, PAGE_SIZE));
    const first = listRequests().at(-1)!.answer as LeadPage;
    expect(first.next).not.toBeNull();
    await user.click(screen.getByRole('button', { name: words.list.more }));
    await waitFor(() => expect(rowNames()).toEqual(newestFirst));
    expect(listRequests().at(-1)!.url).toBe(`${inboxApi.leads}?cursor=${encodeURIComponent(first.next!)}`);
    expect(screen.getByText(words.list.end)).toBeInTheDocument();
  }, 120_000);

  test('a new lead appears at the top as it arrives, told by the server, without a reload', async () => {
    await leads();
    renderInbox();
    await screen.findByRole('link', { name: /Priya Sharma/ });
    await waitFor(() => expect(document.title).toBe('(2) Leads · Rangrez Creative inbox'));
    const from = asha.traffic.length;
    const id = await submit('Meher Baig');
    await waitFor(() => expect(rowNames()[0]).toBe('Meher Baig'));
    await waitFor(() => expect(document.title).toBe('(3) Leads · Rangrez Creative inbox'));
    // Told on the event stream, then fetched: not polled (how soon would measure the machine).
    expect(toldThenFetched(asha.traffic.slice(from), id)).toBe(true);
  });
});

describe('a lead’s page', () => {
  const hostile = () =>
    submit('<img src=x onerror=alert(1)>', { message: 'نرغب في حملة رقمية\n<b>not bold</b>\n\nThanks' });

  test('shows every answer as the visitor typed it: as text, never markup, each line its own direction', async () => {
    const id = await hostile();
    const { container } = renderInbox({ path: `/leads/${id}` });
    const heading = await screen.findByRole('heading', { level: 1, name: '<img src=x onerror=alert(1)>' });
    expect(heading).toHaveAttribute('dir', 'auto');
    expect(container.querySelector('img, b')).toBeNull();
    const message = screen.getByText('not bold', { exact: false });
    expect(message).toHaveTextContent('<b>not bold</b>');
    const lines = [...message.parentElement!.children];
    expect(lines.map((line) => line.textContent)).toEqual(['نرغب في حملة رقمية', '<b>not bold</b>', '', 'Thanks']);
    for (const line of lines) expect(line).toHaveAttribute('dir', 'auto');
    expect(document.title).toBe('<img src=x onerror=alert(1)> · Rangrez Creative inbox');
  });

  test('offers replies by e-mail with a subject, WhatsApp with a greeting, and a call', async () => {
    const id = await submit('Priya Sharma');
    renderInbox({ path: `/leads/${id}` });
    const replies = await screen.findByRole('group', { name: words.lead.reply });
    expect(within(replies).getByRole('link', { name: words.lead.replyEmail })).toHaveAttribute(
      'href',
      `mailto:priya@example.in?subject=${encodeURIComponent('Your project enquiry with Rangrez Creative')}`,
    );
    const whatsApp = within(replies).getByRole('link', { name: words.lead.replyWhatsApp });
    expect(whatsApp.getAttribute('href')).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent(words.lead.whatsAppGreeting('Priya Sharma', ASHA.name, 'Project enquiry'))}`,
    );
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(replies).getByRole('link', { name: words.lead.replyCall })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
  });

  test('an empty note is not sent; a note and an assignment are saved and join the timeline, by whom', async () => {
    const user = userEvent.setup();
    const id = await submit('Priya Sharma');
    renderInbox({ path: `/leads/${id}` });
    await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' });
    await user.click(screen.getByRole('button', { name: words.lead.addNote }));
    expect(await screen.findByText(words.lead.noteMissing)).toBeInTheDocument();
    expect(asha.requests.filter((request) => request.url.endsWith('/notes'))).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: words.lead.note }), 'Called: wants a quote.\nBy Friday.');
    await user.click(screen.getByRole('button', { name: words.lead.addNote }));
    expect(await screen.findByText('By Friday.')).toBeInTheDocument();
    expect(screen.getByText(`${words.timeline.by(ASHA.name)} ·`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: words.lead.note })).toHaveValue('');
    const noted = asha.requests.find((request) => request.url === inboxApi.leadNotes(id))!.answer as LeadDetail;
    await user.selectOptions(screen.getByRole('combobox', { name: words.lead.assignee }), RAVI.name);
    expect(await screen.findByText(words.timeline.assigned(RAVI.name))).toBeInTheDocument();
    expect(asha.requests.find((request) => request.url.endsWith('/assign'))!.body).toEqual({
      assigneeId: RAVI.id,
      version: noted.version,
    });
  });

  test('a colleague’s move shows live; a change made on the old version is then a conflict, not an overwrite', async () => {
    const user = userEvent.setup();
    const id = await submit('Priya Sharma');
    renderInbox({ path: `/leads/${id}` });
    const pipeline = await screen.findByRole('region', { name: words.lead.pipeline });
    expect(within(pipeline).getByRole('button', { name: words.moves['lead.contact'] })).toBeInTheDocument();
    // A colleague contacts the lead: the server tells every open inbox.
    const seen = await inbox.lead(ravi, id);
    const contacted = await ravi.call<LeadDetail>('POST', inboxApi.leadMove(id), {
      event: { type: 'lead.contact' },
      version: seen.version,
    });
    expect(contacted.status).toBe(200);
    expect(await within(pipeline).findByRole('button', { name: words.moves['lead.qualify'] })).toBeInTheDocument();
    expect(within(pipeline).queryByRole('button', { name: words.moves['lead.contact'] })).toBeNull();
    // Another colleague assigns it while this page's move is on its way: the move names the old
    // version.
    asha.hold = (method, path) => method === 'POST' && path === inboxApi.leadMove(id);
    await user.click(within(pipeline).getByRole('button', { name: words.moves['lead.qualify'] }));
    await waitFor(() => expect(asha.held).toHaveLength(1));
    const [move] = asha.held.splice(0);
    expect(move!.body).toEqual({ event: { type: 'lead.qualify' }, version: contacted.body.version });
    expect(
      (await ravi.call('POST', inboxApi.leadAssign(id), { assigneeId: RAVI.id, version: contacted.body.version }))
        .status,
    ).toBe(200);
    await move!.forward();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words.changes.conflict);
    expect(screen.getByRole('combobox', { name: words.lead.assignee })).toHaveDisplayValue(RAVI.name);
    expect(within(pipeline).getByRole('button', { name: words.moves['lead.qualify'] })).toBeInTheDocument();
    expect((await inbox.lead(ravi, id)).status).toBe('contacted');
  });

  test('erasing names the person, asks for their name, and goes back to the list saying so', async () => {
    const user = userEvent.setup();
    const id = await submit('Priya Sharma');
    const view = renderInbox({ path: `/leads/${id}` });
    await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' });
    await user.click(screen.getByRole('button', { name: words.lead.erase }));
    const dialog = await screen.findByRole('dialog', { name: words.erase.title('Priya Sharma') });
    await user.type(within(dialog).getByRole('textbox', { name: words.erase.confirmLabel('Priya Sharma') }), 'Priya');
    await user.click(within(dialog).getByRole('button', { name: words.erase.confirm('Priya Sharma') }));
    expect(await within(dialog).findByText(words.erase.mismatch)).toBeInTheDocument();
    expect(asha.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: words.erase.confirmLabel('Priya Sharma') }), ' Sharma');
    await user.click(within(dialog).getByRole('button', { name: words.erase.confirm('Priya Sharma') }));
    await waitFor(() => expect(view.location.current()).toBe('/'));
    expect(await screen.findByText(words.changes.erased('Priya Sharma'))).toBeInTheDocument();
    expect(asha.requests.find((request) => request.method === 'DELETE')!.body).toEqual({
      confirmName: 'Priya Sharma',
    });
    expect(await screen.findByText(words.list.empty)).toBeInTheDocument();
  });

  test('an erased or unknown lead says so, with the way back', async () => {
    renderInbox({ path: '/leads/nowhere' });
    expect(await screen.findByText(words.lead.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.lead.back }).getAttribute('href')).toMatch(/^\/inbox\/?$/);
  });
});

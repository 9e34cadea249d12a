import { notifications } from '@mantine/notifications';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inboxApi } from '../../src/contract/inbox';
import { inboxContent } from '../../src/content/inbox';
import { ASHA, fakeInbox, leadFixture, RAVI } from '../support/inboxServer';
import { renderInbox } from '../support/renderInbox';

/*
 * The inbox's pages in jsdom, against the fake inbox API (tests/support/inboxServer.ts): the list
 * (order, unread, the tab's title, filters in the address and the request, paging, export, live
 * changes) and a lead's page (every answer as text, right-to-left lines, replies, assignment,
 * notes, and a colleague's change arriving live).
 */

const words = inboxContent;

// A shared machine of two cores: a page may take more than Testing Library's default second.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

beforeEach(() => notifications.clean());
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The rows of the list, by the names their links show. */
const rowNames = () =>
  screen
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('link'))
    .map((row) => within(row).getByRole('link').textContent!.replace(`${words.list.unread}: `, ''));

const listRequests = (server: ReturnType<typeof fakeInbox>) =>
  server.requests.filter((request) => new URL(request.url, 'http://x').pathname === inboxApi.leads);

describe('the list', () => {
  const leads = () => [
    leadFixture({ id: 'old', name: 'Oldest Lead', receivedAt: '2026-11-20T05:00:00.000Z', unread: false }),
    leadFixture({ id: 'mid', name: 'Rahul Verma', receivedAt: '2026-11-25T05:00:00.000Z', unread: true }),
    leadFixture({ id: 'new', name: 'Priya Sharma', receivedAt: '2026-11-27T05:00:00.000Z', unread: true }),
  ];

  test('shows the newest first; the unread ones bold and named so; the tab counts them', async () => {
    fakeInbox({ leads: leads() }).install();
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
    fakeInbox({ leads: leads() }).install();
    const view = renderInbox();
    await user.click(await screen.findByRole('link', { name: /Rahul Verma/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rahul Verma' })).toBeInTheDocument();
    expect(view.location.current()).toBe('/leads/mid');
  });

  test('each row shows the form, the time in India, the contact, service and budget, status and e-mail', async () => {
    fakeInbox({
      leads: [
        leadFixture({
          id: 'a',
          receivedAt: '2026-11-27T20:05:00.000Z',
          flag: 'too-fast',
          delivery: 'retrying',
          status: 'new',
          assignee: RAVI,
        }),
      ],
    }).install();
    renderInbox();
    const row = (await screen.findByRole('link', { name: /Priya Sharma/ })).closest('tr')!;
    const text = row.textContent!;
    for (const part of [
      'priya@example.in',
      '+91 98765 43210',
      'We are launching a tea brand in January and need packaging.',
      'Project enquiry · Graphic Design · ₹1–3 lakh',
      words.statuses.new,
      words.flags['too-fast'],
      words.delivery.retrying,
      '→ Ravi Deshpande',
    ])
      expect(text).toContain(part);
    expect(within(row).getByText(/^28 Nov, 1:35\s?am$/)).toHaveAttribute('dateTime', '2026-11-27T20:05:00.000Z');
  });

  test('filters live in the address, go to the API as its query, and the export takes the same', async () => {
    const user = userEvent.setup();
    const server = fakeInbox({ leads: leads() });
    server.install();
    const view = renderInbox({ path: '/?spam=none' });
    await screen.findByRole('link', { name: /Priya Sharma/ });
    await user.selectOptions(screen.getByRole('combobox', { name: words.list.status }), words.statuses.new);
    await waitFor(() => expect(view.location.current()).toBe('/?status=new&spam=none'));
    await user.selectOptions(screen.getByRole('combobox', { name: words.list.assignee }), words.list.mine);
    await waitFor(() => expect(view.location.current()).toBe('/?status=new&spam=none&assignee=me'));
    await user.type(screen.getByRole('searchbox', { name: words.list.search }), 'tea');
    await waitFor(() => expect(view.location.current()).toBe('/?status=new&spam=none&assignee=me&q=tea'));
    await waitFor(() =>
      expect(listRequests(server).at(-1)!.url).toBe(`${inboxApi.leads}?status=new&spam=none&assignee=me&q=tea`),
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
    fakeInbox({ leads: leads() }).install();
    const view = renderInbox({ path: '/?status=won' });
    expect(await screen.findByText(words.list.emptyFiltered)).toBeInTheDocument();
    // The empty state's own Clear filters (the filter bar has one too).
    await user.click(screen.getAllByRole('button', { name: words.list.clear }).at(-1)!);
    await waitFor(() => expect(view.location.current()).toBe('/'));
    expect(await screen.findByRole('link', { name: /Priya Sharma/ })).toBeInTheDocument();
  });

  test('pages come by the API’s keyset cursor, older leads below', async () => {
    const user = userEvent.setup();
    const server = fakeInbox({ leads: leads(), pageSize: 2 });
    server.install();
    renderInbox();
    await screen.findByRole('link', { name: /Priya Sharma/ });
    expect(rowNames()).toEqual(['Priya Sharma', 'Rahul Verma']);
    await user.click(screen.getByRole('button', { name: words.list.more }));
    await waitFor(() => expect(rowNames()).toEqual(['Priya Sharma', 'Rahul Verma', 'Oldest Lead']));
    expect(listRequests(server).at(-1)!.url).toBe(`${inboxApi.leads}?cursor=2`);
    expect(screen.getByText(words.list.end)).toBeInTheDocument();
  });

  test('a new lead appears at the top as it arrives, within two seconds, without a reload', async () => {
    const server = fakeInbox({ leads: leads() });
    server.install();
    renderInbox();
    await screen.findByRole('link', { name: /Priya Sharma/ });
    server.add(leadFixture({ id: 'fresh', name: 'Meher Baig', receivedAt: '2026-11-28T05:00:00.000Z' }));
    const arrived = Date.now();
    act(() => server.emit({ type: 'lead.created', id: 'fresh' }));
    await waitFor(() => expect(rowNames()[0]).toBe('Meher Baig'), { timeout: 2000 });
    expect(Date.now() - arrived).toBeLessThan(2000);
    await waitFor(() => expect(document.title).toBe('(3) Leads · Rangrez Creative inbox'));
  });
});

describe('a lead’s page', () => {
  const hostile = leadFixture({
    id: 'x',
    name: '<img src=x onerror=alert(1)>',
    answers: [
      { label: 'Name', value: '<img src=x onerror=alert(1)>' },
      { label: 'Message', value: 'نرغب في حملة رقمية\n<b>not bold</b>\n\nThanks' },
    ],
  });

  test('shows every answer as the visitor typed it: as text, never markup, each line its own direction', async () => {
    fakeInbox({ leads: [hostile] }).install();
    const { container } = renderInbox({ path: '/leads/x' });
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
    fakeInbox({ leads: [leadFixture({ id: 'r' })] }).install();
    renderInbox({ path: '/leads/r' });
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

  test('a note and an assignment are saved and join the timeline, by whom', async () => {
    const user = userEvent.setup();
    const server = fakeInbox({ leads: [leadFixture({ id: 'n' })] });
    server.install();
    renderInbox({ path: '/leads/n' });
    await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' });
    await user.type(screen.getByRole('textbox', { name: words.lead.note }), 'Called: wants a quote.\nBy Friday.');
    await user.click(screen.getByRole('button', { name: words.lead.addNote }));
    expect(await screen.findByText('By Friday.')).toBeInTheDocument();
    expect(screen.getByText(`${words.timeline.by(ASHA.name)} ·`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: words.lead.note })).toHaveValue('');
    await user.selectOptions(screen.getByRole('combobox', { name: words.lead.assignee }), RAVI.name);
    expect(await screen.findByText(words.timeline.assigned(RAVI.name))).toBeInTheDocument();
    expect(server.requests.find((request) => request.url.endsWith('/assign'))!.body).toEqual({
      assigneeId: RAVI.id,
      version: 2,
    });
  });

  test('an empty note is not sent', async () => {
    const user = userEvent.setup();
    const server = fakeInbox({ leads: [leadFixture({ id: 'e' })] });
    server.install();
    renderInbox({ path: '/leads/e' });
    await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' });
    await user.click(screen.getByRole('button', { name: words.lead.addNote }));
    expect(await screen.findByText(words.lead.noteMissing)).toBeInTheDocument();
    expect(server.requests.filter((request) => request.url.endsWith('/notes'))).toHaveLength(0);
  });

  test('a colleague’s move shows live; a change made on the old version is then a conflict, not an overwrite', async () => {
    const user = userEvent.setup();
    const server = fakeInbox({ leads: [leadFixture({ id: 'c' })] });
    server.install();
    renderInbox({ path: '/leads/c' });
    const pipeline = await screen.findByRole('region', { name: words.lead.pipeline });
    expect(within(pipeline).getByRole('button', { name: words.moves['lead.contact'] })).toBeInTheDocument();
    // A colleague contacts the lead: the server tells every open inbox.
    server.colleague.move('c', { type: 'lead.contact' });
    act(() => server.emit({ type: 'lead.changed', id: 'c' }));
    expect(await within(pipeline).findByRole('button', { name: words.moves['lead.qualify'] })).toBeInTheDocument();
    expect(within(pipeline).queryByRole('button', { name: words.moves['lead.contact'] })).toBeNull();
    // Another colleague assigns it, and this page has not heard yet: its change names the old version.
    server.colleague.assign('c', RAVI);
    await user.click(within(pipeline).getByRole('button', { name: words.moves['lead.qualify'] }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words.changes.conflict);
    expect(screen.getByRole('combobox', { name: words.lead.assignee })).toHaveDisplayValue(RAVI.name);
    expect(within(pipeline).getByRole('button', { name: words.moves['lead.qualify'] })).toBeInTheDocument();
    expect(server.lead('c').status).toBe('contacted');
  });

  test('erasing names the person, asks for their name, and goes back to the list saying so', async () => {
    const user = userEvent.setup();
    const server = fakeInbox({ leads: [leadFixture({ id: 'z' })] });
    server.install();
    const view = renderInbox({ path: '/leads/z' });
    await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' });
    await user.click(screen.getByRole('button', { name: words.lead.erase }));
    const dialog = await screen.findByRole('dialog', { name: words.erase.title('Priya Sharma') });
    await user.type(within(dialog).getByRole('textbox', { name: words.erase.confirmLabel('Priya Sharma') }), 'Priya');
    await user.click(within(dialog).getByRole('button', { name: words.erase.confirm('Priya Sharma') }));
    expect(await within(dialog).findByText(words.erase.mismatch)).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: words.erase.confirmLabel('Priya Sharma') }), ' Sharma');
    await user.click(within(dialog).getByRole('button', { name: words.erase.confirm('Priya Sharma') }));
    await waitFor(() => expect(view.location.current()).toBe('/'));
    expect(await screen.findByText(words.changes.erased('Priya Sharma'))).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'DELETE')!.body).toEqual({
      confirmName: 'Priya Sharma',
    });
    expect(await screen.findByText(words.list.empty)).toBeInTheDocument();
  });

  test('an erased or unknown lead says so, with the way back', async () => {
    fakeInbox({ leads: [] }).install();
    renderInbox({ path: '/leads/nowhere' });
    expect(await screen.findByText(words.lead.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.lead.back }).getAttribute('href')).toMatch(/^\/inbox\/?$/);
  });
});

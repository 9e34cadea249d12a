/**
 * The inbox's API against its contract (src/contract/inbox.ts) and OWASP ASVS level 2 for
 * sign-in and sessions, over real HTTP, on PGlite and on a real PostgreSQL server: every route
 * shut without a session, changes refused from another origin, failed sign-ins counted in the
 * database, an unknown address answered as a wrong password is, tokens stored hashed; then the
 * work: the list and its filters, a lead's page, moves the pipeline allows and refuses, two staff
 * at once, notes, assignment, export, erasure and the live stream. The oracle is the contract's
 * statuses and bodies, and the rows found in the database.
 */
import { createHash, randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { erasures, leadEvents, leads, outbox } from '../../server/db/schema';
import { signInThrottle, staffInvites, staffSessions } from '../../server/db/staffSchema';
import { invite } from '../../server/inbox/accounts';
import { inboxApi, type LeadDetail, type LeadPage } from '../../src/contract/inbox';
import { drivers } from './support/databases';
import { startApiServer, type ApiServer } from './support/apiServer';
import { postLead } from './support/serverProcess';

const PASSWORD = 'saffron marigold indigo';

/** What a browser on the inbox's own origin sends: its cookie, and where the request comes from. */
class Browser {
  cookie = '';
  constructor(
    private readonly api: ApiServer,
    private readonly origin = api.origin,
  ) {}

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.api.origin}${path}`, {
      method,
      headers: {
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...(method === 'GET' ? {} : { Origin: this.origin, 'Sec-Fetch-Site': 'same-origin' }),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.get('set-cookie');
    if (set) this.cookie = set.split(';', 1)[0]!.endsWith('=') ? '' : set.split(';', 1)[0]!;
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: response.status, body: json as Record<string, unknown>, text, headers: response.headers };
  }

  /** What a GET answers, read as the contract's `T`. */
  async read<T>(path: string) {
    return (await this.send('GET', path)).body as unknown as T;
  }

  signIn(email: string, password = PASSWORD) {
    return this.send('POST', inboxApi.signIn, { email, password });
  }
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.each(drivers)('the inbox API on %s', (driver) => {
  let api: ApiServer;
  let priya: Browser;
  let arjun: Browser;
  /** The leads' ids by name, as the tests store them. */
  const ids = new Map<string, string>();

  /** Adds a staff member through their one-time link, as the inbox's welcome page does. */
  async function staffMember(email: string) {
    const { token } = await invite(api.db, email);
    const browser = new Browser(api);
    const set = await browser.send('POST', inboxApi.invitePassword(token), { password: PASSWORD });
    expect([set.status, set.body.email]).toEqual([200, email]);
    return browser;
  }

  async function submit(values: Record<string, string>, form = 'enquiry') {
    const response = await postLead(api.origin, { form, ...values });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    ids.set(values.name!, id);
    return id;
  }

  const enquiry = (name: string, extra: Record<string, string> = {}) => ({
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.in`,
    phone: '+91 98765 43210',
    service: 'graphic-design',
    budget: '1l-3l',
    message: `A brochure for ${name}.\nSecond line.`,
    ...extra,
  });

  beforeAll(async () => {
    api = await startApiServer(driver);
    priya = await staffMember('priya@rangrez.in');
    arjun = await staffMember('arjun@rangrez.in');
  }, 60_000);
  afterAll(async () => api?.close());

  test('every route but sign-in answers 401 without a session, and shows nothing of any lead', async () => {
    const id = await submit(enquiry('Sunita Rao'));
    const stranger = new Browser(api);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', inboxApi.me],
      ['GET', inboxApi.staff],
      ['GET', inboxApi.leads],
      ['GET', `${inboxApi.leads}?q=sunita`],
      ['GET', inboxApi.exportCsv],
      ['GET', inboxApi.events],
      ['GET', inboxApi.lead(id)],
      ['DELETE', inboxApi.lead(id), { confirmName: 'Sunita Rao' }],
      ['POST', inboxApi.leadUnread(id)],
      ['POST', inboxApi.leadMove(id), { event: { type: 'lead.contact' }, version: 0 }],
      ['POST', inboxApi.leadAssign(id), { assigneeId: null, version: 0 }],
      ['POST', inboxApi.leadNotes(id), { text: 'hello' }],
      ['POST', inboxApi.signOutEverywhere],
    ];
    for (const [method, path, body] of routes) {
      const answer = await stranger.send(method, path, body);
      expect([method, path, answer.status, answer.body]).toEqual([method, path, 401, { error: 'signed-out' }]);
      expect(answer.text).not.toContain('Sunita');
    }
    expect((await api.lead(id))?.status).toBe('new');
  });

  test('a change from another origin, with a valid session cookie, is refused 403 and changes nothing', async () => {
    const id = await submit(enquiry('Kavya Iyer'));
    const attacker = new Browser(api, 'https://evil.example');
    attacker.cookie = priya.cookie;
    const moved = await attacker.send('POST', inboxApi.leadMove(id), { event: { type: 'lead.contact' }, version: 0 });
    expect([moved.status, moved.body]).toEqual([403, { error: 'cross-origin' }]);
    // A cross-site request that names no origin, and one that names none at all, likewise.
    for (const headers of [
      { Origin: '', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: '', 'Sec-Fetch-Site': '' },
    ]) {
      const response = await fetch(`${api.origin}${inboxApi.leadNotes(id)}`, {
        method: 'POST',
        headers: Object.fromEntries(
          Object.entries({ ...headers, Cookie: priya.cookie, 'Content-Type': 'application/json' }).filter(([, v]) => v),
        ),
        body: JSON.stringify({ text: 'planted' }),
      });
      expect(response.status).toBe(403);
    }
    expect((await api.lead(id))?.status).toBe('new');
    expect(await api.db.select().from(leadEvents).where(eq(leadEvents.leadId, id))).toEqual([]);
  });

  test('sessions and one-time links are stored as their SHA-256, never as the token', async () => {
    const { token } = await invite(api.db, 'meena@rangrez.in');
    const browser = new Browser(api);
    await browser.send('POST', inboxApi.invitePassword(token), { password: PASSWORD });
    const sessionToken = decodeURIComponent(browser.cookie.split('=')[1]!);
    const sessions = await api.db.select({ id: staffSessions.id }).from(staffSessions);
    expect(sessions.map((row) => row.id)).toContain(sha256(sessionToken));
    expect(sessions.map((row) => row.id)).not.toContain(sessionToken);
    // The link is used up: gone, and refused again.
    expect(
      await api.db
        .select()
        .from(staffInvites)
        .where(eq(staffInvites.id, sha256(token))),
    ).toEqual([]);
    expect((await new Browser(api).send('GET', inboxApi.invite(token))).status).toBe(404);
    const { token: unused } = await invite(api.db, 'ravi@rangrez.in');
    const invites = (await api.db.select({ id: staffInvites.id }).from(staffInvites)).map((row) => row.id);
    expect(invites).toContain(sha256(unused));
    expect(invites).not.toContain(unused);
  });

  test('the session cookie is HttpOnly and SameSite, and Secure only over TLS', async () => {
    const response = await fetch(`${api.origin}${inboxApi.signIn}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: api.origin },
      body: JSON.stringify({ email: 'priya@rangrez.in', password: PASSWORD }),
    });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^inbox=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  test('an unknown e-mail and a wrong password get the same answer, in the same time (median of 50)', async () => {
    const unknown: number[] = [];
    const wrong: number[] = [];
    const answers = new Set<string>();
    for (let round = 0; round < 50; round += 1) {
      const pair = [
        [unknown, `nobody${round}@rangrez.in`],
        [wrong, 'priya@rangrez.in'],
      ] as const;
      // Each goes first in half the rounds: what the machine does between them weighs on both.
      for (const [times, email] of round % 2 ? [...pair].reverse() : pair) {
        const started = performance.now();
        const answer = await new Browser(api).signIn(email, 'not the password at all');
        times.push(performance.now() - started);
        answers.add(JSON.stringify([answer.status, answer.body]));
        // The lock is tested below: here each attempt is a first one.
        await api.db.delete(signInThrottle);
      }
    }
    expect([...answers]).toEqual([JSON.stringify([401, { error: 'sign-in-failed' }])]);
    const [a, b] = [median(unknown), median(wrong)];
    expect(Math.abs(a - b) / Math.max(a, b)).toBeLessThan(0.2);
  }, 120_000);

  test('20 wrong passwords lock the account for 15 minutes: the right one is refused until then', async () => {
    await staffMember('locked@rangrez.in');
    const browser = new Browser(api);
    for (let attempt = 1; attempt <= 20; attempt += 1)
      expect((await browser.signIn('locked@rangrez.in', `guess ${attempt}`)).status).toBe(401);
    const refused = await browser.signIn('locked@rangrez.in');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'locked' });
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // An unknown address is locked the same way: a lock says nothing of who has an account.
    for (let attempt = 1; attempt <= 20; attempt += 1) await browser.signIn('ghost@rangrez.in', `guess ${attempt}`);
    expect((await browser.signIn('ghost@rangrez.in')).status).toBe(429);
    // Fifteen minutes on, the right password is taken.
    await api.db.update(signInThrottle).set({ lockedUntil: sql`now() - interval '1 second'` });
    expect((await browser.signIn('locked@rangrez.in')).status).toBe(200);
  });

  test('a session ends after 12 hours idle or 30 days in all, and everywhere at once on request', async () => {
    const morning = new Browser(api);
    const evening = new Browser(api);
    expect((await morning.signIn('arjun@rangrez.in')).status).toBe(200);
    expect((await evening.signIn('arjun@rangrez.in')).status).toBe(200);
    const idOf = (browser: Browser) => sha256(decodeURIComponent(browser.cookie.split('=')[1]!));
    await api.db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now() - interval '12 hours 1 minute'` })
      .where(eq(staffSessions.id, idOf(morning)));
    expect((await morning.send('GET', inboxApi.me)).status).toBe(401);
    await api.db
      .update(staffSessions)
      .set({ createdAt: sql`now() - interval '30 days 1 minute'` })
      .where(eq(staffSessions.id, idOf(evening)));
    expect((await evening.send('GET', inboxApi.me)).status).toBe(401);

    const phone = new Browser(api);
    const laptop = new Browser(api);
    await phone.signIn('arjun@rangrez.in');
    await laptop.signIn('arjun@rangrez.in');
    expect((await phone.send('POST', inboxApi.signOutEverywhere)).status).toBe(204);
    expect((await laptop.send('GET', inboxApi.me)).status).toBe(401);
    expect((await arjun.send('GET', inboxApi.me)).status).toBe(401);
    expect((await arjun.signIn('arjun@rangrez.in')).status).toBe(200);
  });

  test('the list: newest first, paged by keyset with no lead twice or missed, and its filters', async () => {
    const batch = `Batch ${randomUUID().slice(0, 6)}`;
    const names = Array.from({ length: 120 }, (_, index) => `${batch} visitor ${index}`);
    for (const name of names) await submit(enquiry(name));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: LeadPage = await priya.read(
        `${inboxApi.leads}?q=${encodeURIComponent(batch)}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.leads.map((lead) => lead.name));
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual([...names].reverse());

    const contactId = await submit({ name: 'Farah Contact', email: 'farah@example.in', message: 'Hi' }, 'contact');
    const flagged = await submit(enquiry('Nisha Flagged'));
    await priya.send('POST', inboxApi.leadAssign(contactId), {
      assigneeId: await idOfStaff('priya@rangrez.in'),
      version: 0,
    });
    const names_ = async (query: string) =>
      (await priya.read<LeadPage>(`${inboxApi.leads}?${query}`)).leads.map((lead) => lead.name);
    expect(await names_('form=contact')).toEqual(['Farah Contact']);
    expect(await names_('assignee=me')).toEqual(['Farah Contact']);
    expect(await names_(`q=${encodeURIComponent('FLAGGED')}`)).toEqual(['Nisha Flagged']);
    // Every lead here came without a form token: flagged, and in the main list with its flag.
    const flaggedPage = await priya.read<LeadPage>(`${inboxApi.leads}?spam=only`);
    expect(flaggedPage.leads.every((lead) => lead.flag === 'no-token')).toBe(true);
    expect([flaggedPage.leads.length, flaggedPage.next !== null]).toEqual([50, true]);
    expect(await names_('spam=none')).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(await names_(`from=${today}&to=${today}&q=farah`)).toEqual(['Farah Contact']);
    expect(await names_(`to=2020-01-01&q=farah`)).toEqual([]);
    expect(ids.get('Nisha Flagged')).toBe(flagged);
  }, 120_000);

  async function idOfStaff(email: string) {
    const staff = await priya.read<Array<{ id: string; email: string }>>(inboxApi.staff);
    return staff.find((person) => person.email === email)!.id;
  }

  test('a lead’s page reads it for one person only; it can be unread again; the tab counts the unread', async () => {
    const id = await submit(enquiry('Leela Menon'));
    const unreadOf = async (browser: Browser) => (await browser.read<LeadPage>(inboxApi.leads)).unread;
    const rowOf = async (browser: Browser) => (await browser.read<LeadPage>(`${inboxApi.leads}?q=leela`)).leads[0]!;
    const [priyaBefore, arjunBefore] = [await unreadOf(priya), await unreadOf(arjun)];
    const page = await priya.read<LeadDetail>(inboxApi.lead(id));
    expect(page.answers).toContainEqual({ label: 'Budget', value: '₹1L – ₹3L' });
    expect((await rowOf(priya)).unread).toBe(false);
    expect((await rowOf(arjun)).unread).toBe(true);
    expect(await unreadOf(priya)).toBe(priyaBefore - 1);
    expect(await unreadOf(arjun)).toBe(arjunBefore);
    await priya.send('POST', inboxApi.leadUnread(id));
    expect((await rowOf(priya)).unread).toBe(true);
  });

  test('moves the pipeline allows, one it refuses, and two staff changing one lead at once', async () => {
    const id = await submit(enquiry('Devika Shah'));
    const move = (browser: Browser, type: string, version: number, reason?: string) =>
      browser.send('POST', inboxApi.leadMove(id), { event: { type, ...(reason ? { reason } : {}) }, version });
    const contacted = await move(priya, 'lead.contact', 0);
    expect([contacted.status, contacted.body.status, contacted.body.version]).toEqual([200, 'contacted', 1]);
    // A move the machine does not allow from here: refused, nothing changes.
    expect((await move(priya, 'lead.sendProposal', 1)).status).toBe(422);
    expect((await move(priya, 'lead.lose', 1, '   ')).status).toBe(422);
    // Arjun, on the version he saw, after Priya moved it: told, and shown where it stands now.
    const late = await move(arjun, 'lead.contact', 0);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: 'conflict', lead: { id, status: 'contacted', version: 1 } });
    const lost = await move(arjun, 'lead.lose', 1, 'Chose an agency in Mumbai');
    expect([lost.body.status, lost.body.lostReason]).toEqual(['lost', 'Chose an agency in Mumbai']);
    const assigned = await priya.send('POST', inboxApi.leadAssign(id), {
      assigneeId: await idOfStaff('arjun@rangrez.in'),
      version: 2,
    });
    expect((assigned.body as unknown as LeadDetail).assignee?.email).toBe('arjun@rangrez.in');
    await arjun.send('POST', inboxApi.leadNotes(id), { text: 'She may come back in March.' });
    const reopened = (await move(priya, 'lead.reopen', 3)).body as unknown as LeadDetail;
    expect([reopened.status, reopened.lostReason]).toEqual(['contacted', null]);
    expect(
      reopened.timeline.map((entry) => [
        entry.kind,
        'by' in entry ? entry.by?.email : undefined,
        'to' in entry ? entry.to : undefined,
      ]),
    ).toEqual([
      ['received', undefined, undefined],
      ['notEmailed', undefined, undefined],
      ['moved', 'priya@rangrez.in', 'contacted'],
      ['moved', 'arjun@rangrez.in', 'lost'],
      ['assigned', 'priya@rangrez.in', expect.objectContaining({ email: 'arjun@rangrez.in' })],
      ['note', 'arjun@rangrez.in', undefined],
      ['moved', 'priya@rangrez.in', 'contacted'],
    ]);
  });

  test('every field of a hostile lead comes back verbatim, as data', async () => {
    const hostile = '<img src=x onerror=alert(1)> \u202Eשלום עולם';
    const id = await submit({ ...enquiry('x'), name: hostile, message: `${hostile}\n${'ऋ'.repeat(1900)}` });
    const page = await priya.read<LeadDetail>(inboxApi.lead(id));
    expect(page.name).toBe(hostile);
    expect(page.fields.message).toBe(`${hostile}\n${'ऋ'.repeat(1900)}`);
    expect(page.firstLine).toBe(hostile);
  });

  test('the export reads back with the same values, choices by their labels, formulas defused', async () => {
    const id = await submit(enquiry('=Zoya Export', { phone: '+91 90000 11111' }));
    const csv = (await priya.send('GET', `${inboxApi.exportCsv}?q=zoya`)).text;
    const rows = parse(csv, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows).toEqual([
      expect.objectContaining({
        id,
        form: 'enquiry',
        status: 'new',
        name: "'=Zoya Export",
        phone: "'+91 90000 11111",
        service: 'Graphic Design',
        budget: '₹1L – ₹3L',
        message: 'A brochure for =Zoya Export.\nSecond line.',
      }),
    ]);
  });

  test('erased: gone from the list, the search, its events and its notification; that it was erased is kept', async () => {
    const id = await submit(enquiry('Tara Erase'));
    await priya.send('POST', inboxApi.leadNotes(id), { text: 'Asked us to erase her details.' });
    expect((await priya.send('DELETE', inboxApi.lead(id), { confirmName: 'Tara' })).status).toBe(400);
    const before = (await api.db.select().from(erasures)).length;
    expect((await priya.send('DELETE', inboxApi.lead(id), { confirmName: 'Tara Erase' })).status).toBe(204);
    expect((await priya.send('GET', inboxApi.lead(id))).status).toBe(404);
    expect((await priya.read<LeadPage>(`${inboxApi.leads}?q=tara`)).leads).toEqual([]);
    for (const table of [leads, outbox, leadEvents] as const)
      expect(
        await api.db
          .select()
          .from(table)
          .where(eq('leadId' in table ? table.leadId : leads.id, id)),
      ).toEqual([]);
    const recorded = await api.db.select().from(erasures);
    expect(recorded).toHaveLength(before + 1);
    expect(JSON.stringify(recorded)).not.toMatch(/Tara|erase her/);
  }, 120_000);

  test('a lead stored while an inbox is open reaches it within 2 s, as do a colleague’s changes', async () => {
    const response = await fetch(`${api.origin}${inboxApi.events}`, { headers: { Cookie: priya.cookie } });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const until = async (pattern: RegExp) => {
      const started = performance.now();
      while (!pattern.test(received)) {
        const next = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000 - (performance.now() - started))),
        ]);
        if (!next || next.done) break;
        received += next.value;
      }
      return performance.now() - started;
    };
    await until(/event: ready/);
    const id = await submit(enquiry('Live Lakshmi'));
    expect(await until(new RegExp(`"lead.created","id":"${id}"`))).toBeLessThan(2_000);
    await arjun.send('POST', inboxApi.leadNotes(id), { text: 'Calling her now.' });
    expect(await until(new RegExp(`"lead.changed","id":"${id}"`))).toBeLessThan(2_000);
    await reader.cancel();
  });
});

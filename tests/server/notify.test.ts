import { eq, sql } from 'drizzle-orm';
import { SimulatedClock } from 'xstate';
import { NOTIFY_MAX_ATTEMPTS } from '../../machines/leadNotificationMachine.ts';
import { databaseDriver } from '../../server/db/open.ts';
import { outbox } from '../../server/db/schema.ts';
import { openStore } from '../../server/db/store.ts';
import { eraseLead } from '../../server/leads/store.ts';
import { startNotifier, type Notifier, type NotifierOptions } from '../../server/notify/notifier.ts';
import { openTestStore, outboxRows, store, type TestLead } from './notifySupport.ts';
import { startSmtp, type Smtp } from './support/smtp.ts';
import { drivers } from './support/databases.ts';

/*
 * The notifier against a real database (PGlite, and a PostgreSQL server) and a real SMTP server: one e-mail per lead, an
 * outage or a restart loses none and doubles none, a notification gives up after its last
 * attempt, and nothing is sent for a lead without an outbox row.
 */

describe.each(drivers)('the notifier on %s', (kind) => {
  let db: Awaited<ReturnType<typeof openTestStore>>;
  let smtp: Smtp;
  const notifiers: Notifier[] = [];
  let logged: string[] = [];

  beforeAll(async () => {
    db = await openTestStore(kind);
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  beforeEach(async () => {
    await db.clear();
    smtp = await startSmtp();
    logged = [];
  });
  afterEach(async () => {
    await Promise.all(notifiers.splice(0).map((notifier) => notifier.stop()));
    await smtp.stop();
  });

  /** A notifier on the test database and SMTP server, retrying after `retryMs` instead of minutes. */
  function notifier(options: Partial<NotifierOptions> & { retryMs?: number } = {}) {
    const { retryMs = 20, ...rest } = options;
    const started = startNotifier({
      store: db.store,
      smtpUrl: smtp.url,
      retryDelay: () => retryMs,
      log: (line) => logged.push(line),
      ...rest,
    });
    notifiers.push(started);
    return started;
  }

  const priya: TestLead = {
    form: 'enquiry',
    values: {
      name: 'Priya Sharma',
      email: 'priya@example.in',
      phone: '+91 98765 43210',
      service: 'graphic-design',
      budget: '1l-3l',
      message: 'A new logo and packaging for our Diwali range.\nBy October, please.',
    },
    flag: null,
  };
  const arjun: TestLead = {
    form: 'consultation',
    values: {
      name: 'Arjun Mehta',
      email: 'arjun@example.in',
      phone: '+91 99887 76655',
      businessType: 'startup',
      challenge: 'brand-identity',
      preferredTime: '',
      message: '',
    },
    flag: null,
  };
  const meera: TestLead = {
    form: 'contact',
    values: { name: 'मीरा 🙏', email: 'meera@example.com', phone: '', service: 'Branding', message: 'नमस्ते!' },
    flag: null,
  };

  /** Leads numbered, so each e-mail is told apart by its visitor's name. */
  const numbered = (count: number): TestLead[] =>
    Array.from({ length: count }, (_, index) => ({
      ...priya,
      values: { ...priya.values, name: `Visitor ${index + 1}` },
    }));

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** The lead id each received e-mail names (its Message-ID carries it). */
  const leadIdsReceived = () =>
    smtp.received.map((each) => /<lead-([0-9a-f-]+)@/.exec(each.mail.messageId ?? '')?.[1] ?? 'none');

  async function statuses() {
    return (await outboxRows(db.db)).map((row) => row.status).sort();
  }

  async function expectEachSentOnce(ids: string[]) {
    await vi.waitFor(async () => expect(await statuses()).toEqual(ids.map(() => 'sent')), { timeout: 20_000 });
    // And nothing more comes, however long one waits: the retries have stopped.
    await sleep(200);
    expect(leadIdsReceived().sort()).toEqual([...ids].sort());
  }

  /** Personal data never appears in the log. */
  function expectNoPersonalData(leads: TestLead[]) {
    const text = logged.join('\n');
    for (const lead of leads)
      for (const value of Object.values(lead.values))
        if (value.length > 3 && !/^[a-z-\d]+$/.test(value)) expect(text).not.toContain(value);
  }

  test('each stored lead is one e-mail to the new-projects address, Reply-To the visitor', async () => {
    const ids = [await store(db.db, priya), await store(db.db, arjun), await store(db.db, meera)];
    await notifier().wake();
    await expectEachSentOnce(ids);

    const byName = new Map(smtp.received.map((each) => [each.mail.subject, each]));
    expect([...byName.keys()].sort()).toEqual([
      'New consultation request from Arjun Mehta',
      'New contact form message from मीरा 🙏',
      'New project enquiry from Priya Sharma',
    ]);
    for (const each of smtp.received) {
      expect(each.to).toEqual(['projects@rangrezcreative.in']);
      expect(each.mail.to).toMatchObject({ value: [{ address: 'projects@rangrezcreative.in' }] });
      expect(each.mail.from?.value[0]).toEqual({
        address: 'projects@rangrezcreative.in',
        name: 'Rangrez Creative website',
      });
    }
    const enquiry = byName.get('New project enquiry from Priya Sharma')!;
    expect(enquiry.mail.replyTo?.value).toEqual([{ address: 'priya@example.in', name: '' }]);
    expect(enquiry.mail.text).toContain(
      [
        'Name: Priya Sharma',
        'Email: priya@example.in',
        'Phone: +91 98765 43210',
        'Service: Graphic Design',
        'Budget: ₹1L – ₹3L',
        '',
        'Project details:',
        'A new logo and packaging for our Diwali range.\nBy October, please.',
      ].join('\n'),
    );
    expect(enquiry.mail.text).toContain(`npm run leads -- delete ${ids[0]}`);
    const consultation = byName.get('New consultation request from Arjun Mehta')!;
    expect(consultation.mail.text).toContain('Preferred time: Not specified\n');
    expect(consultation.mail.text).toContain('\nAdditional details:\nNot provided\n');

    const rows = await outboxRows(db.db);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    expectNoPersonalData([priya, arjun, meera]);
  });

  test("a visitor's line breaks cannot add a header or a recipient to the e-mail", async () => {
    const eve: TestLead = {
      ...priya,
      values: { ...priya.values, name: 'Eve\r\nBcc: thief@example.com\r\nX-Injected: 1' },
    };
    const id = await store(db.db, eve);
    await notifier().wake();
    await expectEachSentOnce([id]);
    const [{ mail, to }] = smtp.received as [(typeof smtp.received)[number]];
    expect(to).toEqual(['projects@rangrezcreative.in']);
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has('x-injected')).toBe(false);
    // The whole name is still there, in the body, as written (each CR LF a line break).
    expect(mail.text).toContain('Name: Eve\nBcc: thief@example.com\nX-Injected: 1\n');
  });

  test('a lead stored while the notifier runs is sent once woken', async () => {
    const running = notifier();
    await running.wake();
    const id = await store(db.db, arjun);
    await running.wake();
    await expectEachSentOnce([id]);
  });

  test('SMTP stopped: the leads wait and retry; started again, every e-mail arrives, none twice', async () => {
    await smtp.stop();
    const leads = numbered(5);
    const ids: string[] = [];
    for (const lead of leads) ids.push(await store(db.db, lead));
    const running = notifier({ retryMs: 30 });
    await running.wake();
    // Several attempts each while nothing listens: each one failed and waits to be retried.
    await vi.waitFor(
      async () => {
        const rows = await outboxRows(db.db);
        expect(rows.every((row) => row.attempts >= 2)).toBe(true);
      },
      { timeout: 20_000 },
    );
    expect(smtp.offered).toBe(0);
    const failed = await outboxRows(db.db);
    for (const row of failed) {
      expect(['retrying', 'sending']).toContain(row.status);
      if (row.status === 'retrying') expect(row.lastError).toMatch(/ECONNREFUSED/);
    }

    await smtp.start();
    await expectEachSentOnce(ids);
    expect(smtp.offered).toBe(5);
    expectNoPersonalData(leads);
  });

  test('the SMTP server refusing for a while (451) delays the e-mail, and it arrives once', async () => {
    smtp.setMode({ refuse: 451 });
    const id = await store(db.db, priya);
    await notifier({ retryMs: 30 }).wake();
    await vi.waitFor(async () => expect((await outboxRows(db.db))[0]?.attempts).toBeGreaterThanOrEqual(3), {
      timeout: 20_000,
    });
    expect((await outboxRows(db.db))[0]?.lastError).toMatch(/451/);
    smtp.setMode({ accept: true });
    await expectEachSentOnce([id]);
  });

  test('a restart of the worker mid-way loses nothing and doubles nothing', async () => {
    await smtp.stop();
    const ids = [await store(db.db, priya), await store(db.db, arjun)];
    const first = notifier({ retryMs: 30 });
    await first.wake();
    await vi.waitFor(async () => expect(await statuses()).toEqual(['retrying', 'retrying']), { timeout: 20_000 });
    await first.stop();
    const attempts = async () =>
      Object.fromEntries((await outboxRows(db.db)).map((row) => [row.leadId, [row.status, row.attempts]]));
    const atStop = await attempts();

    // Stopped: nothing moves, and a lead stored meanwhile waits too.
    ids.push(await store(db.db, meera));
    await sleep(100);
    expect(await attempts()).toEqual({ ...atStop, [ids[2]!]: ['waiting', 0] });

    await smtp.start();
    notifier({ retryMs: 30, pollIntervalMs: 50 });
    await expectEachSentOnce(ids);
  });

  test('a row left sending by a worker that died is sent by the next once its lease is over', async () => {
    const id = await store(db.db, priya);
    // What a worker killed in the middle of an attempt leaves: sending, its lease run out.
    await db.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(outbox.leadId, id));
    notifier();
    await expectEachSentOnce([id]);
    expect((await outboxRows(db.db))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  test('a row whose worker is still sending it (lease not over) is left alone by another', async () => {
    smtp.setMode({ hold: true });
    const id = await store(db.db, priya);
    await notifier().wake();
    await vi.waitFor(() => expect(smtp.held).toHaveLength(1), { timeout: 20_000 });
    const other = notifier();
    await other.wake();
    await sleep(100);
    expect(smtp.offered).toBe(1);
    await smtp.held[0]!.accept();
    await expectEachSentOnce([id]);
  });

  test('two workers on one database never send one lead twice', async () => {
    const ids: string[] = [];
    for (const lead of numbered(30)) ids.push(await store(db.db, lead));
    // On a PostgreSQL server, as two server processes would: each with connections of its own.
    // PGlite is one process's database: there the two share it.
    const second = kind === 'postgres' ? openStore(databaseDriver(db.database), () => {}) : null;
    try {
      const a = notifier();
      const b = notifier(second ? { store: second } : {});
      await Promise.all([a.wake(), b.wake(), a.wake(), b.wake()]);
      await expectEachSentOnce(ids);
      expect(smtp.offered).toBe(30);
    } finally {
      await Promise.all(notifiers.splice(0).map((each) => each.stop()));
      await second?.close();
    }
  });

  test(`a notification refused every time is given up after ${NOTIFY_MAX_ATTEMPTS} attempts`, async () => {
    smtp.setMode({ refuse: 550 });
    await store(db.db, priya);
    await notifier({ retryMs: 1 }).wake();
    await vi.waitFor(async () => expect(await statuses()).toEqual(['gaveUp']), { timeout: 20_000 });
    const [row] = await outboxRows(db.db);
    expect(row).toMatchObject({ status: 'gaveUp', attempts: NOTIFY_MAX_ATTEMPTS, sentAt: null });
    expect(row?.lastError).toMatch(/550/);
    await sleep(100);
    expect(smtp.offered).toBe(NOTIFY_MAX_ATTEMPTS);
    expect(smtp.received).toHaveLength(0);
    expect(logged.at(-1)).toMatch(/given up after 16 attempts/);
  });

  test('a lead that filled the honeypot is never e-mailed; one only sent too fast is, flagged in its subject', async () => {
    await store(db.db, { ...priya, flag: 'honeypot' });
    const hurried = await store(db.db, { ...arjun, flag: 'too-fast' });
    const id = await store(db.db, meera);
    const running = notifier();
    running.wake();
    await expectEachSentOnce([hurried, id]);
    running.wake();
    await sleep(100);
    expect(smtp.offered).toBe(2);
    const subjects = smtp.received.map((each) => each.mail.subject).sort();
    expect(subjects).toEqual([
      'New contact form message from मीरा 🙏',
      '[Possibly spam: sent within 3 seconds of the first key] New consultation request from Arjun Mehta',
    ]);
  });

  test('a worker whose row another took up while it waited to retry lets it go, and sends nothing', async () => {
    smtp.setMode({ refuse: 451 });
    const id = await store(db.db, priya);
    // The first worker's wait never ends by itself (its clock is the test's); the row says when
    // it is due, for any worker.
    const frozen = new SimulatedClock();
    await notifier({ retryMs: 100, clock: frozen, pollIntervalMs: 3_600_000 }).wake();
    await vi.waitFor(async () => expect(await statuses()).toEqual(['retrying']), { timeout: 20_000 });
    smtp.setMode({ accept: true });
    notifier({ pollIntervalMs: 50 });
    await expectEachSentOnce([id]);
    // The first worker's wait ends now: the row has moved on, so it sends nothing.
    frozen.increment(100);
    await sleep(300);
    expect(leadIdsReceived()).toEqual([id]);
    expect((await outboxRows(db.db))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(logged.some((line) => line.includes('no longer this worker'))).toBe(true);
  });

  test('a lead erased while its e-mail waits to be retried is never e-mailed', async () => {
    smtp.setMode({ refuse: 451 });
    const id = await store(db.db, priya);
    // The wait ends when the test says, so the erasure surely falls within it.
    const clock = new SimulatedClock();
    await notifier({ retryMs: 100, clock }).wake();
    await vi.waitFor(async () => expect(await statuses()).toEqual(['retrying']), { timeout: 20_000 });
    expect(await eraseLead(db.db, id)).toBe(true);
    smtp.setMode({ accept: true });
    clock.increment(100);
    await sleep(400);
    expect(smtp.offered).toBe(1);
    expect(smtp.received).toHaveLength(0);
    expect(await outboxRows(db.db)).toEqual([]);
  });

  test('stop() lets an e-mail being sent finish, and records it sent', async () => {
    smtp.setMode({ hold: true });
    const id = await store(db.db, priya);
    const running = notifier();
    await running.wake();
    await vi.waitFor(() => expect(smtp.held).toHaveLength(1), { timeout: 20_000 });
    expect(await statuses()).toEqual(['sending']);
    const stopped = running.stop();
    await sleep(50);
    await smtp.held[0]!.accept();
    await stopped;
    expect(await statuses()).toEqual(['sent']);
    expect(leadIdsReceived()).toEqual([id]);
  });

  test('stop() cuts short a send held past its grace: the attempt is recorded failed, and sent by the next start', async () => {
    smtp.setMode({ hold: true });
    const id = await store(db.db, priya);
    const first = notifier();
    await first.wake();
    await vi.waitFor(() => expect(smtp.held).toHaveLength(1), { timeout: 20_000 });
    await first.stop(100);
    expect((await outboxRows(db.db))[0]).toMatchObject({ status: 'retrying', attempts: 1 });
    expect((await outboxRows(db.db))[0]?.lastError).toMatch(/abort/i);
    smtp.setMode({ accept: true });
    // The next start finds it once its wait is over.
    notifier({ pollIntervalMs: 50 });
    await expectEachSentOnce([id]);
    expect((await outboxRows(db.db))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

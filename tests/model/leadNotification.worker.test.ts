import { eq, sql } from 'drizzle-orm';
import { SimulatedClock } from 'xstate';
import { leadNotificationMachine, NOTIFY_MAX_ATTEMPTS } from '../../machines/leadNotificationMachine';
import { outbox } from '../../server/db/schema';
import { startNotifier, type Notifier } from '../../server/notify/notifier';
import { openTestStore, outboxRows, store } from '../server/notifySupport';
import { startSmtp, type Smtp } from '../server/support/smtp';
import { inspectRender, measureReplays, recordInspection, type MeasuredReplay } from '../support/inspector';
import { coveringPaths, isTimer, pathsOf, recordCoverage, startOf, type ModelPath } from '../support/model';
import { expectedAfter, expectedRetryDelay, leadNotificationModel, type Delivery } from './leadNotification.model';

/*
 * The lead notification's model (leadNotification.model.ts) replayed on the real worker: a real
 * PGlite database holding the lead and its outbox row, and a real SMTP server that holds each
 * e-mail until the step says how it answers (accepts it, or refuses it with 451). The worker is
 * woken for `notification.due`; its back-off runs on XState's SimulatedClock, moved to the
 * millisecond; `released` is another worker taking the row up while this one waits to retry,
 * which this one learns at its next write (its wait's end). After each step the outbox row must
 * say what the delivery rules call for, the SMTP server must have been offered one e-mail per
 * attempt, and the worker's actor must have taken exactly the model step's transitions, measured
 * through XState's inspection API (tests/support/inspector.ts).
 */

/** The replays are slow (a database and an SMTP server per step): of each start, a few paths that
 * together exercise every transition and every event from every state. */
const { paths } = pathsOf(leadNotificationModel);
const replayed = ['new', 'spent'].flatMap((start) => coveringPaths(paths.filter((path) => path.start === start)));
const measured = measureReplays(leadNotificationMachine, 'leadNotificationMachine → worker');

let db: Awaited<ReturnType<typeof openTestStore>>;
let smtp: Smtp;
let notifier: Notifier | null = null;

beforeAll(async () => {
  db = await openTestStore();
  smtp = await startSmtp();
  smtp.setMode({ hold: true });
}, 60_000);
afterAll(async () => {
  recordCoverage(measured.coverage());
  await smtp.stop();
  await db.close();
});
afterEach(async () => {
  // An e-mail a path leaves held is refused, so the SMTP server lets the worker go.
  for (const held of smtp.held.splice(0)) held.refuse(451);
  await notifier?.stop();
  notifier = null;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const row = async () => (await outboxRows(db.db))[0]!;
const waitFor = (check: () => unknown) => vi.waitFor(check, { timeout: 20_000, interval: 10 });

async function replay(path: ModelPath) {
  await db.clear();
  // The actors recorded from here on are this replay's.
  inspectRender();
  const clock = new SimulatedClock();
  const logged: string[] = [];
  // Only `notification.due` steps take the row up.
  const options = { store: db.store, smtpUrl: smtp.url, clock, inspect: recordInspection, pollIntervalMs: 3_600_000 };
  notifier = startNotifier({ ...options, log: (line) => logged.push(line) });
  await notifier.wake();
  const values = { name: 'Priya Sharma', email: 'priya@example.in', phone: '+91 98765 43210' };
  const leadId = await store(db.db, {
    form: 'enquiry',
    values: { ...values, service: 'graphic-design', budget: '', message: 'A logo, please.' },
    flag: null,
  });
  let expected: Delivery = startOf(leadNotificationModel, path).initial;
  // What a worker stopped in the middle of its last attempt leaves: sending, its lease over.
  const stored = path.start === 'spent' ? 'sending' : 'waiting';
  if (path.start === 'spent') {
    const lapsed = {
      status: 'sending' as const,
      attempts: expected.attempts,
      nextAttemptAt: sql`now() - interval '1 second'`,
    };
    await db.db.update(outbox).set(lapsed).where(eq(outbox.leadId, leadId));
  }
  const offered = smtp.offered;
  let attempts = 0;
  let measuring: MeasuredReplay | null = null;
  expect(await row()).toMatchObject({ status: stored, attempts: expected.attempts });

  for (const [index, step] of path.steps.entries()) {
    const { event } = step;
    const was = expected;
    expected = expectedAfter(expected, event as never);
    if (expected.status === 'sending' && was.status !== 'sending') attempts += 1;
    let besides: string[] = [];
    if (event.type === 'notification.due') await notifier.wake();
    else if (event.type === 'xstate.done.actor.sendNotification') await smtp.held.shift()!.accept();
    else if (event.type === 'xstate.error.actor.sendNotification') smtp.held.shift()!.refuse(451);
    else if (event.type === 'notification.released') {
      // Another worker takes the row up (its write names the next attempt), then this one's wait
      // ends: it learns as it writes that its row has moved on.
      await db.db
        .update(outbox)
        .set({ status: 'sending', attempts: was.attempts + 1 })
        .where(eq(outbox.id, (await row()).id));
      expected = { ...expected, attempts: was.attempts + 1 };
      clock.increment(expectedRetryDelay(was.attempts));
      besides = ['xstate.after.retryDelay.leadNotification.retrying'];
    } else if (isTimer(event) && was.status === 'retrying') {
      // Never a millisecond early.
      clock.increment(expectedRetryDelay(was.attempts) - 1);
      await sleep(30);
      expect(smtp.offered - offered).toBe(attempts - 1);
      expect((await row()).status).toBe('retrying');
      clock.increment(1);
    } else if (isTimer(event)) clock.increment(2 * 3_600_000);

    // The row says what the rules call for (until a worker takes it up, as it was stored; let go,
    // as the other worker wrote it), and the SMTP server was offered one e-mail per attempt.
    const status =
      expected.status === 'waiting' ? stored : expected.status === 'released' ? 'sending' : expected.status;
    await waitFor(async () => {
      expect(await row()).toMatchObject({ status, attempts: expected.attempts });
      expect(smtp.offered - offered).toBe(attempts);
      if (expected.status === 'sending') expect(smtp.held).toHaveLength(1);
    });
    const now = await row();
    if (expected.lastError) expect(now.lastError).toMatch(/451/);
    else expect(now.lastError).toBeNull();
    expect(now.sentAt !== null).toBe(expected.status === 'sent');
    expect(smtp.received).toHaveLength(expected.status === 'sent' ? 1 : 0);

    // The worker's actor, created as it first takes the row up, took exactly the model's step.
    if (expected.status === 'waiting') {
      expect(path.taken[index]).toEqual([]);
      continue;
    }
    measuring ??= measured.replay(path, { fromStart: true });
    await waitFor(() => expect(measuring!.actor.getSnapshot().value).toEqual(step.state.value));
    measuring.step(index, { besides });
  }
  measuring?.done();
  expect(attempts).toBeLessThanOrEqual(NOTIFY_MAX_ATTEMPTS);
  smtp.received.splice(0);
  // Nothing the visitor wrote reaches the log.
  for (const line of logged) expect(line).not.toMatch(/Priya|priya@|98765|logo/);
}

describe('lead notification paths on the real worker', () => {
  // A path through every attempt makes many round trips to the database and the SMTP server.
  test.each(replayed.map((path) => [path.description, path] as const))('%s', (_name, path) => replay(path), 120_000);

  test('the replays take every state and transition of the machine', () => {
    expect(measured.coverage().states.missing).toEqual([]);
    expect(measured.coverage().transitions.missing).toEqual([]);
  });
});

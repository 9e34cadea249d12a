import { isDeepStrictEqual } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { SimulatedClock, type AnyMachineSnapshot, type AnyStateNode, type InspectionEvent } from 'xstate';
import { leadNotificationMachine, NOTIFY_MAX_ATTEMPTS } from '../../machines/leadNotificationMachine';
import { outbox } from '../../server/db/schema';
import { startNotifier, type Notifier } from '../../server/notify/notifier';
import { openTestStore, outboxRows, store } from '../server/notifySupport';
import { startSmtp, type Smtp } from '../server/support/smtp';
import { coverageFrom, coveringPaths, keyOfDefinition, recordCoverage, type ModelPath } from '../support/model';
import {
  describePath,
  expectedAfter,
  expectedRetryDelay,
  inputs,
  leadNotificationModels,
  type Expected,
  type ModelEvent,
  type NotificationEvent,
  type StartKind,
} from './leadNotification.model';

/*
 * The lead notification machine's paths (the same model as leadNotification.machine.test.ts),
 * replayed on the real worker: a real PGlite database holding the lead and its outbox row, and a
 * real SMTP server that holds each e-mail until the step says how it answers (accepts it, or
 * refuses it with 451). The worker is woken for `notification.due`; its back-off runs on XState's
 * SimulatedClock, moved to the millisecond for `after(retryDelay)`; `released` is another worker
 * taking the row up while this one waits to retry, which this one learns at its next write (its
 * wait's end). After each step the outbox row
 * must say what the delivery rules call for (`expectedAfter`, written apart from the chart), the
 * SMTP server must have been offered one e-mail per attempt, and the worker's actor must have
 * taken exactly the model step's transitions, measured through XState's inspection API.
 */

const models = leadNotificationModels();
/** The replays are slow (a database and an SMTP server per step): a few paths that together
 * exercise every transition and every event from every state. */
const replayed: Record<StartKind, ModelPath<NotificationEvent>[]> = {
  new: coveringPaths(models.new.paths),
  spent: coveringPaths(models.spent.paths),
};

let db: Awaited<ReturnType<typeof openTestStore>>;
let smtp: Smtp;
let notifier: Notifier | null = null;

beforeAll(async () => {
  db = await openTestStore();
  smtp = await startSmtp();
  smtp.setMode({ hold: true });
}, 60_000);
afterAll(async () => {
  recordCoverage(coverageFrom(leadNotificationMachine, 'leadNotificationMachine → worker', states, transitions, runs));
  await smtp.stop();
  await db.close();
});
afterEach(async () => {
  // An e-mail a path leaves held is refused, so the SMTP server lets the worker go.
  for (const held of smtp.held.splice(0)) held.refuse(451);
  await notifier?.stop();
  notifier = null;
});

// What the worker's actors did, from XState's inspection API.
interface Microstep {
  transitions: string[];
  snapshot: AnyMachineSnapshot;
}
let microsteps: Microstep[] = [];
let actors = 0;
const states = new Set<string>();
const transitions = new Set<string>();
let runs = 0;

function inspect(event: InspectionEvent) {
  const logic = (event.actorRef as { logic?: { id?: string } }).logic;
  if (logic?.id !== leadNotificationMachine.id) return;
  if (event.type === '@xstate.actor') actors += 1;
  if (event.type === '@xstate.microstep')
    microsteps.push({
      transitions: event._transitions.map((definition) => keyOfDefinition(definition as never)),
      snapshot: event.snapshot as AnyMachineSnapshot,
    });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isDelayed = (event: { type: string }) => event.type.startsWith('xstate.after.');

async function row() {
  const [only] = await outboxRows(db.db);
  return only!;
}

async function replay(path: ModelPath<NotificationEvent>, kind: StartKind) {
  await db.clear();
  microsteps = [];
  actors = 0;
  const clock = new SimulatedClock();
  const logged: string[] = [];
  notifier = startNotifier({
    store: db.store,
    smtpUrl: smtp.url,
    clock,
    inspect,
    // Only `notification.due` steps take the row up.
    pollIntervalMs: 3_600_000,
    log: (line) => logged.push(line),
  });
  await notifier.wake();

  const leadId = await store(db.db, {
    form: 'enquiry',
    values: {
      name: 'Priya Sharma',
      email: 'priya@example.in',
      phone: '+91 98765 43210',
      service: 'graphic-design',
      budget: '',
      message: 'A logo, please.',
    },
    flag: null,
  });
  if (kind === 'spent') {
    // What a worker stopped in the middle of its last attempt leaves: sending, its lease over.
    await db.db
      .update(outbox)
      .set({ status: 'sending', attempts: inputs.spent.attempts, nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(outbox.leadId, leadId));
  }
  let expected: Expected = { status: 'waiting', attempts: inputs[kind].attempts, failed: false };
  const offeredAtStart = smtp.offered;
  let attemptsMade = 0;
  let read = 0;
  const storedStatus = kind === 'spent' ? 'sending' : 'waiting';
  expect(await row()).toMatchObject({ status: storedStatus, attempts: expected.attempts });

  for (const [index, step] of path.steps.entries()) {
    const event = step.event as ModelEvent;
    const was = expected;
    expected = expectedAfter(expected, event);
    if (expected.status === 'sending' && was.status !== 'sending') attemptsMade += 1;
    // Until a worker takes it up, the row stays as it was stored (or as a stopped worker left it).
    const rowStatus =
      expected.status === 'waiting' ? storedStatus : expected.status === 'released' ? 'sending' : expected.status;
    let learnt: string[] = [];

    if (event.type === 'notification.due') {
      await notifier.wake();
    } else if (event.type === 'xstate.done.actor.sendNotification') {
      await smtp.held.shift()!.accept();
    } else if (event.type === 'xstate.error.actor.sendNotification') {
      smtp.held.shift()!.refuse(451);
    } else if (event.type === 'notification.released') {
      // Another worker takes the row up (its write names the next attempt), then this one's wait ends.
      await db.db
        .update(outbox)
        .set({ status: 'sending', attempts: was.attempts + 1 })
        .where(eq(outbox.id, (await row()).id));
      expected = { ...expected, attempts: was.attempts + 1 };
      clock.increment(expectedRetryDelay(was.attempts));
      learnt = [`leadNotification.retrying —xstate.after.retryDelay.leadNotification.retrying→`];
    } else if (isDelayed(event) && was.status === 'retrying') {
      // Never a millisecond early.
      clock.increment(expectedRetryDelay(was.attempts) - 1);
      await sleep(30);
      expect(smtp.offered - offeredAtStart).toBe(attemptsMade - 1);
      expect((await row()).status).toBe('retrying');
      clock.increment(1);
    } else if (isDelayed(event)) {
      // No wait runs outside `retrying`: however long the worker waits, nothing happens.
      clock.increment(3_600_000 * 2);
    }

    // The row says what the rules call for, and the SMTP server was offered one e-mail per attempt.
    await vi.waitFor(
      async () => {
        const now = await row();
        expect(now).toMatchObject({ status: rowStatus, attempts: expected.attempts });
        expect(smtp.offered - offeredAtStart).toBe(attemptsMade);
        if (expected.status === 'sending') expect(smtp.held).toHaveLength(1);
      },
      { timeout: 20_000, interval: 10 },
    );
    const now = await row();
    if (expected.failed) expect(now.lastError).toMatch(/451/);
    else expect(now.lastError).toBeNull();
    expect(now.sentAt !== null).toBe(expected.status === 'sent');
    expect(smtp.received).toHaveLength(expected.status === 'sent' ? 1 : 0);

    // The worker's actor took exactly the model step's transitions (after the end of the wait in
    // which it learnt that its row had moved on), to the model step's state.
    if (learnt.length > 0)
      await vi.waitFor(() => expect(microsteps.length - read).toBeGreaterThan(learnt.length), {
        timeout: 20_000,
        interval: 10,
      });
    const since = microsteps.slice(read);
    read = microsteps.length;
    const took = since.flatMap((microstep) => microstep.transitions);
    expect(took).toEqual([...learnt, ...path.taken[index]!]);
    const last = since.at(-1)?.snapshot;
    if (last) {
      expect(last.value).toEqual(step.state.value);
      for (const node of last._nodes as AnyStateNode[]) states.add(node.id);
    }
    for (const key of took) transitions.add(key);
  }
  expect(actors).toBeLessThanOrEqual(1);
  expect(attemptsMade).toBeLessThanOrEqual(NOTIFY_MAX_ATTEMPTS);
  if (actors === 1) states.add('leadNotification.waiting');
  runs += 1;
  smtp.received.splice(0);
  // Nothing the visitor wrote reaches the log.
  for (const line of logged) expect(line).not.toMatch(/Priya|priya@|98765|logo/);
}

describe.each(['new', 'spent'] as const)('lead notification paths on the real worker, %s', (kind) => {
  // A path through every attempt makes many round trips to the database and the SMTP server.
  test.each(replayed[kind].map((path) => [describePath(path), path] as const))(
    '%s',
    async (_name, path) => {
      await replay(path, kind);
    },
    120_000,
  );
});

test('the replays on the worker take every state and transition of the machine', () => {
  const measured = coverageFrom(leadNotificationMachine, 'worker', states, transitions, runs);
  expect(measured.states.missing).toEqual([]);
  expect(measured.transitions.missing).toEqual([]);
  expect(isDeepStrictEqual(measured.transitions.total, 7)).toBe(true);
});

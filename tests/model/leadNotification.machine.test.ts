import { createActor, fromPromise } from 'xstate';
import {
  failureText,
  leadNotificationMachine,
  NOTIFY_MAX_ATTEMPTS,
  NOTIFY_RETRY_BASE_MS,
  NOTIFY_RETRY_MAX_MS,
  retryDelayMs,
  type LeadNotificationInput,
  type NotificationRecord,
  type SendNotificationInput,
} from '../../machines/leadNotificationMachine';
import { recordCoverage, type ModelPath } from '../support/model';
import {
  describePath,
  expectedAfter,
  expectedRetryDelay,
  inputs,
  leadNotificationModels,
  unionCoverage,
  type Expected,
  type ModelEvent,
  type NotificationEvent,
  type StartKind,
} from './leadNotification.model';

const models = leadNotificationModels();
const coverage = unionCoverage('leadNotificationMachine', models.new.coverage, models.spent.coverage);

afterAll(() => recordCoverage(coverage));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets a settled promise reach the machine (a few microtask turns). */
async function flush() {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

interface Attempt {
  input: SendNotificationInput;
  signal: AbortSignal;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** The machine with a sendNotification whose promise the test settles, and a persist that
 * records what it is given. */
function harness(input: LeadNotificationInput) {
  const attempts: Attempt[] = [];
  const records: NotificationRecord[] = [];
  const machine = leadNotificationMachine.provide({
    actors: {
      sendNotification: fromPromise<void, SendNotificationInput>(
        ({ input: attempt, signal }) =>
          new Promise<void>((resolve, reject) => attempts.push({ input: attempt, signal, resolve, reject })),
      ),
    },
    actions: { persist: (_, record) => void records.push(record) },
  });
  const actor = createActor(machine, { input }).start();
  return {
    actor,
    attempts,
    records,
    async accept() {
      attempts.at(-1)?.resolve();
      await flush();
    },
    async refuse(error: unknown) {
      attempts.at(-1)?.reject(error);
      await flush();
    },
  };
}

const isDelayed = (event: { type: string }) => event.type.startsWith('xstate.after.');

async function replay(path: ModelPath<NotificationEvent>, kind: StartKind) {
  const h = harness(inputs[kind]);
  let expected: Expected = { status: 'waiting', attempts: inputs[kind].attempts, failed: false };
  let lastError: string | null = null;
  expect(h.actor.getSnapshot().value).toBe('waiting');
  expect(h.records).toEqual([]);

  for (const step of path.steps) {
    const event = step.event as ModelEvent;
    const recordsBefore = h.records.length;
    const attemptsBefore = h.attempts.length;
    const was = expected;
    expected = expectedAfter(expected, event);

    if (event.type === 'xstate.done.actor.sendNotification') await h.accept();
    else if (event.type === 'xstate.error.actor.sendNotification') {
      lastError = event.error.message;
      await h.refuse(event.error);
    } else if (isDelayed(event)) {
      if (was.status === 'retrying') {
        // The wait the back-off rule gives after this many failures, never a millisecond less.
        vi.advanceTimersByTime(expectedRetryDelay(was.attempts) - 1);
        expect(h.actor.getSnapshot().value).toBe('retrying');
        vi.advanceTimersByTime(1);
      } else {
        // No timer runs outside `retrying`: however long it waits, nothing happens.
        vi.advanceTimersByTime(NOTIFY_RETRY_MAX_MS * 2);
      }
    } else if (h.actor.getSnapshot().status === 'active') {
      // A finished notification's actor is stopped: an event for it would go nowhere.
      h.actor.send(event as NotificationEvent);
    }

    const after = h.actor.getSnapshot();
    expect(after.value).toEqual(step.state.value);
    expect(after.value).toBe(expected.status);
    expect(after.context.attempts).toBe(expected.attempts);
    expect(after.context.lastError).toBe(expected.failed ? lastError : null);
    expect(after.status).toBe(['sent', 'gaveUp', 'released'].includes(expected.status) ? 'done' : 'active');

    // Each state entered is persisted once, as it stands (but a row let go: it is not this
    // worker's to write); nothing else is.
    const entered = was.status !== expected.status || (was.status === 'retrying' && expected.status === 'sending');
    expect(h.records.slice(recordsBefore)).toEqual(
      entered && expected.status !== 'released'
        ? [{ status: expected.status, attempts: expected.attempts, lastError: expected.failed ? lastError : null }]
        : [],
    );
    // Each entry into `sending` is one attempt, numbered; leaving it ends that attempt.
    expect(h.attempts.length - attemptsBefore).toBe(expected.status === 'sending' && entered ? 1 : 0);
    if (expected.status === 'sending') expect(h.attempts.at(-1)?.input).toEqual({ attempt: expected.attempts });
  }
  expect(h.attempts.length).toBeLessThanOrEqual(NOTIFY_MAX_ATTEMPTS);
  h.actor.stop();
}

describe.each(['new', 'spent'] as const)('lead notification machine, %s: every edge of the model', (kind) => {
  test.each(models[kind].paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    await replay(path, kind);
  });
});

describe('lead notification machine: model coverage', () => {
  test('a new notification reaches all but the at-once give-up; a spent one only that', () => {
    expect(models.new.coverage.transitions.missing).toEqual(['leadNotification.waiting —notification.due#2→']);
    expect(models.spent.coverage.states.missing).toEqual([
      'leadNotification.sending',
      'leadNotification.retrying',
      'leadNotification.sent',
      'leadNotification.released',
    ]);
  });

  test('together the two cover every state and transition', () => {
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('lead notification machine: delivery rules', () => {
  test('the back-off doubles from a minute and stops at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 16].map(retryDelayMs)).toEqual([
      60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
    expect(NOTIFY_RETRY_BASE_MS).toBe(60_000);
    expect(NOTIFY_RETRY_MAX_MS).toBe(3_600_000);
  });

  test('an outage of the whole back-off gives up after every attempt, and not before', async () => {
    const h = harness({});
    h.actor.send({ type: 'notification.due' });
    let waited = 0;
    for (let attempt = 1; attempt < NOTIFY_MAX_ATTEMPTS; attempt += 1) {
      await h.refuse(new Error(`421 attempt ${attempt}`));
      expect(h.actor.getSnapshot().value).toBe('retrying');
      vi.advanceTimersByTime(retryDelayMs(attempt));
      waited += retryDelayMs(attempt);
      expect(h.actor.getSnapshot().value).toBe('sending');
    }
    await h.refuse(new Error('421 last'));
    expect(h.actor.getSnapshot().value).toBe('gaveUp');
    expect(h.attempts).toHaveLength(NOTIFY_MAX_ATTEMPTS);
    expect(h.records.at(-1)).toEqual({ status: 'gaveUp', attempts: NOTIFY_MAX_ATTEMPTS, lastError: '421 last' });
    // Long enough to outlast an outage of most of a working day, so a morning's leads get through.
    expect(waited).toBeGreaterThan(8 * 3_600_000);
  });

  test('an e-mail accepted after failures is sent, with the attempts it took', async () => {
    const h = harness({});
    h.actor.send({ type: 'notification.due' });
    await h.refuse(new Error('connect ECONNREFUSED 127.0.0.1:25'));
    vi.advanceTimersByTime(NOTIFY_RETRY_BASE_MS);
    await h.accept();
    expect(h.actor.getSnapshot().value).toBe('sent');
    expect(h.records.map((record) => record.status)).toEqual(['sending', 'retrying', 'sending', 'sent']);
    expect(h.records.at(-1)).toEqual({
      status: 'sent',
      attempts: 2,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
  });

  test('taken up again after a restart, it goes on counting the attempts already made', async () => {
    const h = harness({ attempts: 3, lastError: '421 busy' });
    h.actor.send({ type: 'notification.due' });
    expect(h.attempts[0]?.input).toEqual({ attempt: 4 });
    expect(h.records).toEqual([{ status: 'sending', attempts: 4, lastError: '421 busy' }]);
  });

  test('a notification whose last attempt was cut short is given up, not sent a seventeenth time', () => {
    const h = harness({ attempts: NOTIFY_MAX_ATTEMPTS, lastError: null });
    h.actor.send({ type: 'notification.due' });
    expect(h.actor.getSnapshot().value).toBe('gaveUp');
    expect(h.attempts).toHaveLength(0);
  });

  test('leaving `sending` is the end of the attempt: stopping the actor aborts the send', () => {
    const h = harness({});
    h.actor.send({ type: 'notification.due' });
    h.actor.stop();
    expect(h.attempts[0]?.signal.aborted).toBe(true);
  });

  test('if the worker forgets to provide sendNotification, the attempt fails visibly instead of hanging', async () => {
    const actor = createActor(leadNotificationMachine, { input: {} }).start();
    actor.send({ type: 'notification.due' });
    await flush();
    expect(actor.getSnapshot().value).toBe('retrying');
    expect(actor.getSnapshot().context.lastError).toMatch(/provide the sendNotification actor/);
    actor.stop();
  });
});

describe('failureText', () => {
  test.each([
    [new Error('550 5.1.1 mailbox unavailable'), '550 5.1.1 mailbox unavailable'],
    [new TypeError(''), 'TypeError'],
    ['boom', 'boom'],
    [undefined, 'undefined'],
    [42, '42'],
  ] as const)('%o → %s', (error, text) => {
    expect(failureText(error)).toBe(text);
  });
});

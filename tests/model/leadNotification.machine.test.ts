import { createActor } from 'xstate';
import {
  failureText,
  leadNotificationMachine,
  NOTIFY_MAX_ATTEMPTS,
  NOTIFY_RETRY_BASE_MS,
  NOTIFY_RETRY_MAX_MS,
  retryDelayMs,
  type NotificationRecord,
} from '../../machines/leadNotificationMachine';
import { heldActors } from '../support/heldActors';
import { describeMachineModel } from '../support/machineModel';
import { leadNotificationModel } from './leadNotification.model';

/** What the machine persisted since the last step, and the attempts the rules call for. */
let records: NotificationRecord[] = [];
let sends = 0;
describeMachineModel(leadNotificationModel, {
  machine: {
    provide: () => {
      [records, sends] = [[], 0];
      return leadNotificationMachine.provide({ actions: { persist: (_, record) => void records.push(record) } });
    },
    check: ({ after, view, was, started }) => {
      // Sent, given up and let go are the end.
      expect(after.status).toBe(['sent', 'gaveUp', 'released'].includes(view.status) ? 'done' : 'active');
      // Each state entered is persisted once, as it stands (but a row let go: it is not this
      // worker's to write); each entry into `sending` is one attempt, numbered.
      const entered = was.status !== view.status;
      expect(records.splice(0)).toEqual(entered && view.status !== 'released' ? [view] : []);
      if (view.status === 'sending' && entered) {
        sends += 1;
        expect(started.at(-1)!.input).toEqual({ attempt: view.attempts });
      }
      expect(started).toHaveLength(sends);
      expect(sends).toBeLessThanOrEqual(NOTIFY_MAX_ATTEMPTS);
    },
  },
});

test('the back-off doubles from a minute and stops at an hour, outlasting most of a working day', () => {
  const waits = Array.from({ length: NOTIFY_MAX_ATTEMPTS - 1 }, (_, index) => retryDelayMs(index + 1));
  expect(waits.slice(0, 8)).toEqual([60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000]);
  expect([NOTIFY_RETRY_BASE_MS, NOTIFY_RETRY_MAX_MS, retryDelayMs(16)]).toEqual([60_000, 3_600_000, 3_600_000]);
  // A morning's leads get through an outage of most of a working day.
  expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeGreaterThan(8 * 3_600_000);
});

test('taken up again after a restart, it goes on counting the attempts already made', () => {
  const held = heldActors(['sendNotification']);
  const records: NotificationRecord[] = [];
  const machine = leadNotificationMachine.provide({
    actors: held.actors,
    actions: { persist: (_, record) => void records.push(record) },
  });
  const actor = createActor(machine, { input: { attempts: 3, lastError: '421 busy' } }).start();
  actor.send({ type: 'notification.due' });
  expect(held.started[0]?.input).toEqual({ attempt: 4 });
  expect(records).toEqual([{ status: 'sending', attempts: 4, lastError: '421 busy' }]);
  // Leaving `sending` is the end of the attempt: stopping the actor aborts the send.
  actor.stop();
  expect(held.started[0]?.signal.aborted).toBe(true);
});

test('if the worker forgets to provide sendNotification, the attempt fails visibly instead of hanging', async () => {
  const actor = createActor(leadNotificationMachine, { input: {} }).start();
  actor.send({ type: 'notification.due' });
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('retrying'));
  expect(actor.getSnapshot().context.lastError).toMatch(/provide the sendNotification actor/);
  actor.stop();
});

test.each([
  [new Error('550 5.1.1 mailbox unavailable'), '550 5.1.1 mailbox unavailable'],
  [new TypeError(''), 'TypeError'],
  ['boom', 'boom'],
  [undefined, 'undefined'],
  [42, '42'],
] as const)('failureText(%o) is %s', (error, text) => expect(failureText(error)).toBe(text));

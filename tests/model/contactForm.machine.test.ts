import { createActor, fromCallback, fromPromise } from 'xstate';
import { FORM_TIMEOUT_MS, STORE_ATTEMPTS, STORE_RETRY_MS } from '../../machines/constants';
import { contactFormMachine } from '../../machines/contactFormMachine';
import type { LeadAnswer, PostFormRequest } from '../../machines/lead';
import { coveringPaths, recordCoverage, type ModelPath } from '../support/model';
import {
  blockedFirst,
  blockedSecond,
  contactFormModel,
  contactDraft,
  contactKeys,
  contactValues,
  describeContactPath,
  ENDPOINT,
  expectedAfter,
  LINK,
  nameOf,
  opened,
  OTHER_LINK,
  startView,
  type ContactEvent,
  type ContactModelEvent,
  type ContactView,
} from './contactForm.model';
import { SIGNALS } from './submission.model';

const model = contactFormModel('contactFormMachine');
/** Two regions side by side make many paths that differ only in the order of independent steps:
 * the replay takes the fewest that, together, take every transition and send every event from
 * every state (as the lightbox's UI replay does). */
const paths = coveringPaths(model.paths);

afterAll(() => recordCoverage(model.coverage));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function flush() {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

interface Request {
  input: PostFormRequest;
  signal: AbortSignal;
  resolve: (answer: LeadAnswer) => void;
  reject: (error: unknown) => void;
}

/** The machine with a postForm whose promise the test settles, what it told the page to do with
 * its fields and draft recorded, and whether it watches the connection. */
function harness({ started = true } = {}) {
  const requests: Request[] = [];
  const clearFields = vi.fn();
  const restoreFields = vi.fn();
  const forgetDraft = vi.fn();
  let watching = 0;
  const machine = contactFormMachine.provide({
    actions: { clearFields, restoreFields: (_, values) => restoreFields(values), forgetDraft },
    actors: {
      postForm: fromPromise<LeadAnswer, PostFormRequest>(
        ({ input, signal }) =>
          new Promise<LeadAnswer>((resolve, reject) => requests.push({ input, signal, resolve, reject })),
      ),
      connection: fromCallback(() => {
        watching += 1;
        return () => (watching -= 1);
      }),
    },
  });
  const actor = createActor(machine, { input: { endpoint: ENDPOINT } }).start();
  // The page starts the form as it takes it over; a model path starts it itself.
  if (started) actor.send({ type: 'draft.none' });
  return {
    actor,
    requests,
    clearFields,
    restoreFields,
    forgetDraft,
    get watching() {
      return watching;
    },
  };
}

/** The back-off before the try after `failed` failed tries. */
const backoff = (failed: number) => STORE_RETRY_MS * 2 ** (failed - 1);

async function replay(path: ModelPath<ContactEvent>) {
  const h = harness({ started: false });
  let handOvers = 0;
  let clears = 0;
  let restores = 0;
  let expected: ContactView = startView;
  let tries = 0;
  for (const step of path.steps) {
    const event = step.event as ContactModelEvent;
    const before = h.actor.getSnapshot();
    if (event.type === 'xstate.done.actor.postForm') {
      h.requests.at(-1)!.resolve(event.output);
      await flush();
    } else if (event.type === 'xstate.error.actor.postForm') {
      h.requests.at(-1)!.reject(event.error);
      await flush();
    } else if (event.type.startsWith('xstate.after.')) {
      // The time passes, never a millisecond short of it; a timer the state never started has
      // nothing to wait for.
      const running =
        (event.type.includes('requestTimeout') && before.matches({ storing: { sending: 'trying' } })) ||
        (event.type.includes('storeBackoff') && before.matches({ storing: { sending: 'waiting' } }));
      if (running) {
        const delay = event.type.includes('requestTimeout') ? FORM_TIMEOUT_MS : backoff(before.context.attempts);
        vi.advanceTimersByTime(delay - 1);
        expect(h.actor.getSnapshot().value).toEqual(before.value);
        vi.advanceTimersByTime(1);
      }
    } else {
      h.actor.send(event);
    }
    const after = h.actor.getSnapshot();
    expect(after.value).toEqual(step.state.value);
    // What the graph keeps apart (the record of keys follows from the values, fixed per message).
    const { link, queue, attempts } = after.context;
    expect({ link, queue, attempts }).toEqual({
      link: step.state.context.link,
      queue: step.state.context.queue,
      attempts: step.state.context.attempts,
    });

    // What product rules D15 and D16 call for, apart from the chart.
    expected = expectedAfter(expected, event);
    const store = expected.store;
    const handOver = (after.value as { handOver: string }).handOver;
    expect({
      view: handOver === 'starting' || handOver === 'restored' ? 'editing' : handOver,
      kept: handOver === 'restored',
      link: after.context.link,
    }).toEqual({ view: expected.view, kept: expected.kept, link: expected.link });
    // The connection is watched exactly while the store waits for it.
    expect(h.watching).toBe(store.phase === 'offline' ? 1 : 0);
    expect(after.context.queue.map((each) => nameOf(each.values as never))).toEqual(store.queue);
    const storing = after.value as { storing: string | { sending: string } };
    if (store.phase === 'resting') {
      expect(storing.storing).toBe(store.result === 'none' ? 'idle' : store.result);
    } else if (store.phase === 'offline') {
      expect(storing.storing).toBe('offline');
    } else {
      expect(storing.storing).toEqual({ sending: store.phase });
      expect(after.context.attempts).toBe(store.attempts);
    }

    // A hand-over happened: the window opened, or the visitor clicked the ready-made link.
    if (
      event.type === 'handover.opened' ||
      (event.type === 'handover.linkClicked' && before.matches({ handOver: 'blocked' }))
    ) {
      handOvers += 1;
    }
    // The fields clear, and the draft goes, with each hand-over and each Clear form.
    if (event.type === 'form.clear' && before.matches({ handOver: 'restored' })) clears += 1;
    expect(h.clearFields).toHaveBeenCalledTimes(handOvers + clears);
    expect(h.forgetDraft).toHaveBeenCalledTimes(handOvers + clears);
    if (event.type === 'draft.restore') {
      restores += 1;
      expect(h.restoreFields).toHaveBeenLastCalledWith(contactDraft);
    }
    expect(h.restoreFields).toHaveBeenCalledTimes(restores);

    // Each try posts the first waiting message, with its first key and signals, every retry alike.
    const trying = after.matches({ storing: { sending: 'trying' } });
    const newTry =
      trying &&
      (!before.matches({ storing: { sending: 'trying' } }) ||
        event.type === 'xstate.done.actor.postForm' ||
        before.context.queue[0] !== after.context.queue[0]);
    if (newTry) tries += 1;
    expect(h.requests).toHaveLength(tries);
    if (newTry) {
      const name = store.queue[0]!;
      expect(h.requests.at(-1)!.input).toEqual({
        endpoint: ENDPOINT,
        form: 'contact',
        values: contactValues[name],
        signals: SIGNALS,
        idempotencyKey: contactKeys[name],
      });
    }
  }
}

describe('contact form machine: every edge of the model', () => {
  test('covers every state and transition', () => {
    expect(model.coverage.states.missing).toEqual([]);
    expect(model.coverage.transitions.missing).toEqual([]);
  });

  test.each(paths.map((path) => [describeContactPath(path), path] as const))('%s', async (_description, path) => {
    await replay(path);
  });
});

describe('contact form machine: behaviour', () => {
  test('an opened WhatsApp window means sent, clears the fields, and the details are stored too', async () => {
    const h = harness();
    h.actor.send(opened);
    expect(h.actor.getSnapshot().matches({ handOver: 'sent' })).toBe(true);
    expect(h.clearFields).toHaveBeenCalledOnce();
    expect(h.requests).toHaveLength(1);
    h.requests[0]!.resolve({ outcome: 'stored' });
    await flush();
    expect(h.actor.getSnapshot().matches({ storing: 'stored' })).toBe(true);
  });

  test('a blocked window keeps the fields and the link even once the details are stored', async () => {
    const h = harness();
    h.actor.send(blockedFirst);
    h.requests[0]!.resolve({ outcome: 'stored' });
    await flush();
    expect(h.actor.getSnapshot().value).toEqual({ handOver: 'blocked', storing: 'stored' });
    expect(h.actor.getSnapshot().context.link).toBe(LINK);
    expect(h.clearFields).not.toHaveBeenCalled();
  });

  test('a failed store is tried again after 2, 4 and 8 s with the same key, then given up', async () => {
    const h = harness();
    h.actor.send(opened);
    for (const [failed, wait] of [
      [1, 2000],
      [2, 4000],
      [3, 8000],
    ] as const) {
      h.requests.at(-1)!.reject(new TypeError('Failed to fetch'));
      await flush();
      expect(h.actor.getSnapshot().context.attempts).toBe(failed);
      vi.advanceTimersByTime(wait - 1);
      expect(h.requests).toHaveLength(failed);
      vi.advanceTimersByTime(1);
      expect(h.requests).toHaveLength(failed + 1);
    }
    h.requests.at(-1)!.reject(new TypeError('Failed to fetch'));
    await flush();
    expect(h.requests).toHaveLength(STORE_ATTEMPTS);
    expect(new Set(h.requests.map((request) => request.input.idempotencyKey))).toEqual(new Set([contactKeys.first]));
    expect(h.actor.getSnapshot().matches({ storing: 'notStored' })).toBe(true);
    // Not lost: it waits, and goes first with the next submit.
    h.actor.send(blockedSecond);
    expect(h.requests.at(-1)!.input.values).toEqual(contactValues.first);
    expect(h.actor.getSnapshot().context.queue).toHaveLength(2);
  });

  test('a second message sent while the first is being stored waits its turn; neither is lost', async () => {
    const h = harness();
    h.actor.send(blockedFirst);
    h.actor.send(blockedSecond);
    expect(h.requests).toHaveLength(1);
    h.requests[0]!.resolve({ outcome: 'stored' });
    await flush();
    expect(h.requests).toHaveLength(2);
    expect(h.requests[1]!.input.values).toEqual(contactValues.second);
    expect(h.requests[1]!.input.idempotencyKey).toBe(contactKeys.second);
  });

  test('a store that never answers is given up on after 15 s and tried again', () => {
    const h = harness();
    h.actor.send(opened);
    vi.advanceTimersByTime(FORM_TIMEOUT_MS);
    expect(h.requests[0]!.signal.aborted).toBe(true);
    vi.advanceTimersByTime(STORE_RETRY_MS);
    expect(h.requests).toHaveLength(2);
  });

  test('a second blocked submit replaces the link with the new text', () => {
    const h = harness();
    h.actor.send(blockedFirst);
    h.actor.send(blockedSecond);
    expect(h.actor.getSnapshot().context.link).toBe(OTHER_LINK);
  });

  test('a clicked link means nothing while editing: not sent, no clearing', () => {
    const h = harness();
    h.actor.send({ type: 'handover.linkClicked' });
    expect(h.actor.getSnapshot().matches({ handOver: 'editing' })).toBe(true);
    expect(h.clearFields).not.toHaveBeenCalled();
  });

  test('if the page forgets to provide postForm, the store fails and is retried, never hangs', async () => {
    const actor = createActor(contactFormMachine, { input: { endpoint: ENDPOINT } }).start();
    actor.send(opened);
    await flush();
    expect(actor.getSnapshot().matches({ storing: { sending: 'waiting' } })).toBe(true);
  });
});

import { createActor, fromCallback, fromPromise, toPromise, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { FORM_TIMEOUT_MS, SUBMIT_DELAY_MS } from '../../machines/constants';
import { failureReasonOf, leadFormActors, type LeadAnswer } from '../../machines/lead';
import {
  submissionMachine,
  submissionView,
  type FailureReason,
  type PostFormRequest,
  type SubmissionInput,
  type SubmissionValues,
} from '../../machines/submissionMachine';
import type { ConsultationValues } from '../../src/content/submissionForms';
import { PostFormError, postFormActor } from '../../src/features/forms/endpoint/postForm';
import { newIdempotencyKey } from '../../src/features/forms/submission/newIdempotencyKey';
import { recordCoverage, type ModelPath } from '../support/model';
import {
  ENDPOINT,
  expectedAfter,
  formShown,
  noDraft,
  REFUSAL,
  serializeState,
  SIGNALS,
  submissionModel,
  submit,
  type ModelEvent,
  type SubmissionEvent,
} from './submission.model';

const consultation: ConsultationValues = {
  name: 'Arjun Mehta',
  email: 'arjun@example.in',
  phone: '+91 99887 76655',
  businessType: 'startup',
  challenge: 'brand-identity',
  preferredTime: '',
  message: '',
};
const consultationEdited: ConsultationValues = { ...consultation, preferredTime: 'evening', message: 'Call after 5.' };

const withEndpoint: SubmissionInput = { form: 'consultation', endpoint: ENDPOINT };

const consultationDraft: ConsultationValues = { ...consultation, message: 'Half written, kept in the tab.' };

const model = submissionModel('submissionMachine', {
  input: withEndpoint,
  first: consultation,
  edited: consultationEdited,
  draft: consultationDraft,
});

afterAll(() => recordCoverage(model.coverage));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Lets a settled promise reach the machine (a few microtask turns). */
async function flush() {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

interface Request {
  input: PostFormRequest;
  signal: AbortSignal;
  resolve: (answer: LeadAnswer) => void;
  reject: (error: unknown) => void;
}

/** The machine with a postForm whose promise the test settles, and a record of the refusals it
 * was told to show. */
function harness(
  input: SubmissionInput,
  requestTimeout: () => number = () => FORM_TIMEOUT_MS,
  { started = true } = {},
) {
  const requests: Request[] = [];
  const shown: Array<Record<string, string>> = [];
  /** What the page was told to do with its fields and its draft, in order. */
  const page: string[] = [];
  let waitingForConnection = 0;
  const machine = submissionMachine.provide({
    actors: {
      postForm: fromPromise<LeadAnswer, PostFormRequest>(
        ({ input: request, signal }) =>
          new Promise<LeadAnswer>((resolve, reject) => requests.push({ input: request, signal, resolve, reject })),
      ),
      connection: fromCallback(() => {
        waitingForConnection += 1;
        return () => (waitingForConnection -= 1);
      }),
    },
    actions: {
      showProblems: (_, problems) => shown.push({ ...problems }),
      restoreFields: (_, values) => page.push(`restore ${JSON.stringify(values)}`),
      clearFields: () => page.push('clear'),
      forgetDraft: () => page.push('forget draft'),
    },
    delays: { requestTimeout },
  });
  const actor = createActor(machine, { input }).start();
  // The page starts the form as it takes it over; a model path starts it itself.
  if (started) actor.send(noDraft);
  let now = 0;
  return {
    actor,
    requests,
    shown,
    page,
    get waitingForConnection() {
      return waitingForConnection;
    },
    get now() {
      return now;
    },
    advance(ms: number) {
      vi.advanceTimersByTime(ms);
      now += ms;
    },
    async answer(answer: LeadAnswer = { outcome: 'stored' }) {
      requests.at(-1)?.resolve(answer);
      await flush();
    },
    async fail(error: unknown) {
      requests.at(-1)?.reject(error);
      await flush();
    },
  };
}

/** A version 4 UUID, as the idempotency key is. */
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const delayName = (event: EventObject) => event.type.split('.')[2];
const isDelayed = (event: EventObject) => event.type.startsWith('xstate.after.');
const inSending = (snapshot: AnyMachineSnapshot) => snapshot.matches('sending');

/**
 * Delayed events are unordered in the graph, so it holds a path where the request times out
 * before the minimum delay is over. The machine is correct for any delay values; the replay gives
 * `requestTimeout` a value that realises the order each path takes: shorter than the minimum
 * delay when the timeout comes first, the real 15 s otherwise.
 */
function plannedTimeout(path: ModelPath<SubmissionEvent>, entering: number): number {
  let previous = path.steps[entering]?.state;
  for (const step of path.steps.slice(entering + 1)) {
    if (!previous || !inSending(previous)) break;
    if (isDelayed(step.event) && serializeState(step.state) !== serializeState(previous)) {
      const timeoutFirst =
        delayName(step.event) === 'requestTimeout' && previous.matches({ sending: { minimum: 'waiting' } });
      return timeoutFirst ? SUBMIT_DELAY_MS - 100 : FORM_TIMEOUT_MS;
    }
    previous = step.state;
  }
  return FORM_TIMEOUT_MS;
}

async function replay(path: ModelPath<SubmissionEvent>, input: SubmissionInput) {
  let timeout = FORM_TIMEOUT_MS;
  const h = harness(input, () => timeout, { started: false });
  let startedAt = 0;
  let values: SubmissionValues | null = null;
  let failure: FailureReason | null = null;
  let requestCount = 0;
  let key: string | null = null;
  /** The key each set of values got when it was first submitted. */
  const keyOf = new Map<string, string>();
  let expected = formShown;
  let shownCount = 0;
  let pageCount = 0;

  for (const [index, step] of path.steps.entries()) {
    const event = step.event as ModelEvent;
    const before = h.actor.getSnapshot();
    const changes = serializeState(step.state) !== serializeState(before);
    const entersFlow = changes && !inSending(before) && inSending(step.state);

    if (entersFlow) {
      timeout = plannedTimeout(path, index);
      startedAt = h.now;
    }

    if (isDelayed(step.event)) {
      if (changes) {
        const delay = delayName(step.event) === 'submitDelay' ? SUBMIT_DELAY_MS : timeout;
        const due = startedAt + delay;
        // Never a millisecond early.
        h.advance(due - 1 - h.now);
        expect(serializeState(h.actor.getSnapshot())).toBe(serializeState(before));
        h.advance(1);
      }
      // A delayed event that changes nothing is a timer the current state never started: there
      // is nothing to wait for.
    } else if (event.type === 'xstate.done.actor.postForm') {
      await h.answer(event.output);
    } else if (event.type === 'xstate.error.actor.postForm') {
      await h.fail(event.error);
    } else if (before.status === 'done') {
      // The flow is over (the success view replaced the form): no event can reach it.
      expect(changes).toBe(false);
    } else {
      h.actor.send(event as SubmissionEvent);
    }

    const after = h.actor.getSnapshot();
    expect(after.value).toEqual(step.state.value);
    expect(after.status).toBe(step.state.status);
    // What product rules S4 and D16 call for, apart from the chart.
    expected = expectedAfter(expected, event);
    expect({ view: submissionView(after), failure: after.context.failure }).toEqual({
      view: expected.view,
      failure: expected.failure,
    });
    // The success view says which success it is: delivered once stored, else the hand-over.
    if (expected.view === 'submitted') expect(after.matches('delivered')).toBe(expected.answer === 'stored');
    // A refusal's reasons are in the context while it shows, and shown once on entering it.
    if (after.matches('rejected')) {
      expect(after.context.problems).toEqual(REFUSAL);
      if (!before.matches('rejected')) expect(h.shown.at(-1)).toEqual(REFUSAL);
    } else {
      expect(after.context.problems).toBeNull();
    }
    expect(h.shown).toHaveLength(shownCount + (after.matches('rejected') && !before.matches('rejected') ? 1 : 0));
    shownCount = h.shown.length;

    // Context: the submitted values are kept from the submit on, whatever happens next. The
    // first submit of a set of values takes the new key its event brings, one never used
    // before; the same values submitted again, before or after others, carry their first key.
    if (event.type === 'form.submit' && changes) {
      values = event.values;
      const known = keyOf.get(JSON.stringify(values));
      if (known) {
        expect(after.context.idempotencyKey).toBe(known);
      } else {
        expect(after.context.idempotencyKey).toBe(event.newKey);
        expect([...keyOf.values()]).not.toContain(after.context.idempotencyKey);
        keyOf.set(JSON.stringify(values), after.context.idempotencyKey!);
      }
      key = after.context.idempotencyKey;
    }
    expect(after.context.values).toEqual(values);
    expect(after.context.idempotencyKey).toBe(key);
    expect(after.context.form).toBe(input.form);
    expect(after.context.endpoint).toBe(input.endpoint);

    // The draft: restored whole as the page starts; cleared with the form; gone once stored.
    const told: string[] = [];
    if (event.type === 'draft.restore' && changes) told.push(`restore ${JSON.stringify(event.values)}`);
    if (event.type === 'form.clear' && changes) told.push('clear', 'forget draft');
    if (after.matches('delivered') && !before.matches('delivered')) told.push('forget draft');
    expect(h.page.slice(pageCount)).toEqual(told);
    pageCount = h.page.length;
    expect(after.matches('restored')).toBe(expected.kept);
    // The connection is watched exactly while the details wait for it.
    expect(h.waitingForConnection).toBe(after.matches('offline') ? 1 : 0);

    const showsFailure = (snapshot: AnyMachineSnapshot) => snapshot.matches('failed') || snapshot.matches('offline');
    if (showsFailure(after)) {
      if (!showsFailure(before)) {
        failure = event.type === 'xstate.error.actor.postForm' ? event.error.reason : 'timeout';
      }
      expect(after.context.failure).toBe(failure);
    } else {
      expect(after.context.failure).toBeNull();
    }
    expect(after.context.failure).toEqual(step.state.context.failure);

    // Each entry into `sending` posts the current values once; leaving it stops the request.
    if (inSending(after) && !inSending(before)) {
      requestCount += 1;
      expect(h.requests.at(-1)?.input).toEqual({
        endpoint: input.endpoint,
        form: input.form,
        values,
        signals: SIGNALS,
        idempotencyKey: key,
      });
    }
    expect(h.requests).toHaveLength(requestCount);
    if (inSending(before) && showsFailure(after) && isDelayed(step.event)) {
      expect(h.requests.at(-1)?.signal.aborted).toBe(true);
    }

    // The success view (with its toast) never comes before the minimum delay.
    if (submissionView(after) === 'submitted') expect(h.now - startedAt).toBeGreaterThanOrEqual(SUBMIT_DELAY_MS);
  }
}

/** `submit(first) → postForm fails (http) → retry`: the model's description, readable. */
function describePath(path: ModelPath<SubmissionEvent>): string {
  const names = new Map<unknown, string>([
    [consultation, 'submit(first)'],
    [consultationEdited, 'submit(edited)'],
  ]);
  return path.steps
    .map((step) => {
      const event = step.event as ModelEvent;
      if (event.type === 'form.submit') return names.get(event.values) ?? 'submit';
      if (event.type === 'xstate.done.actor.postForm') return `postForm answers (${event.output.outcome})`;
      if (event.type === 'xstate.error.actor.postForm') return `postForm fails (${event.error.reason})`;
      if (isDelayed(event)) return `after ${delayName(event)}`;
      return event.type;
    })
    .join(' → ');
}

describe('submission machine: every edge of the model', () => {
  test.each(model.paths.map((path) => [describePath(path), path] as const))('%s', async (_description, path) => {
    await replay(path, withEndpoint);
  });

  test('the paths take every state and transition', () => {
    expect(model.coverage.states.missing).toEqual([]);
    expect(model.coverage.transitions.missing).toEqual([]);
  });
});

describe('submission machine: the request and its answer', () => {
  test('a fast answer still waits for the 500 ms minimum', async () => {
    const h = harness(withEndpoint);
    h.actor.send(submit(consultation));
    h.advance(100);
    await h.answer();
    expect(h.actor.getSnapshot().value).toEqual({ sending: { request: 'stored', minimum: 'waiting' } });
    h.advance(399);
    expect(h.actor.getSnapshot().matches('sending')).toBe(true);
    h.advance(1);
    expect(h.actor.getSnapshot().value).toBe('delivered');
  });

  test('a slow answer shows the success view as soon as it arrives', async () => {
    const h = harness(withEndpoint);
    h.actor.send(submit(consultation));
    h.advance(2000);
    expect(h.actor.getSnapshot().value).toEqual({ sending: { request: 'pending', minimum: 'elapsed' } });
    await h.answer();
    expect(h.actor.getSnapshot().value).toBe('delivered');
  });

  test('an error answer keeps every value and offers a retry that posts them again', async () => {
    const h = harness(withEndpoint);
    h.actor.send(submit(consultation));
    await h.fail(new PostFormError('http', 'The form endpoint answered 500.'));
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(h.actor.getSnapshot().context).toMatchObject({ failure: 'http', values: consultation });
    h.actor.send({ type: 'form.retry' });
    expect(h.actor.getSnapshot().context.failure).toBeNull();
    expect(h.requests).toHaveLength(2);
    expect(h.requests[1]?.input).toEqual({
      endpoint: ENDPOINT,
      form: 'consultation',
      values: consultation,
      signals: SIGNALS,
      idempotencyKey: h.requests[0]?.input.idempotencyKey,
    });
    h.advance(SUBMIT_DELAY_MS);
    await h.answer();
    expect(h.actor.getSnapshot().value).toBe('delivered');
  });

  test('an unreachable endpoint fails as a network error', async () => {
    const h = harness(withEndpoint);
    h.actor.send(submit(consultation));
    await h.fail(new TypeError('Failed to fetch'));
    expect(h.actor.getSnapshot().context.failure).toBe('network');
  });

  test('a silent endpoint times out after 15 s and the request is aborted', () => {
    const h = harness(withEndpoint);
    h.actor.send(submit(consultation));
    h.advance(FORM_TIMEOUT_MS - 1);
    expect(h.actor.getSnapshot().matches('sending')).toBe(true);
    expect(h.requests[0]?.signal.aborted).toBe(false);
    h.advance(1);
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(h.actor.getSnapshot().context).toMatchObject({ failure: 'timeout', values: consultation });
    expect(h.requests[0]?.signal.aborted).toBe(true);
  });

  test('editing after a failure returns to the form with the values kept', async () => {
    const h = harness(withEndpoint);
    h.actor.send(submit(consultation));
    await h.fail(new PostFormError('network', 'offline'));
    h.actor.send({ type: 'form.edit' });
    expect(h.actor.getSnapshot().value).toBe('editing');
    expect(h.actor.getSnapshot().context).toMatchObject({ failure: null, values: consultation });
  });

  test('submitting edited values from the failure posts the new values', async () => {
    const h = harness(withEndpoint);
    h.actor.send(submit(consultation));
    await h.fail(new PostFormError('http', '502'));
    h.actor.send(submit(consultationEdited));
    expect(h.requests[1]?.input.values).toEqual(consultationEdited);
    expect(h.actor.getSnapshot().context.values).toEqual(consultationEdited);
  });

  test('a timed-out request and its retry carry one idempotency key', () => {
    const h = harness(withEndpoint);
    h.actor.send(submit(consultation));
    h.advance(FORM_TIMEOUT_MS);
    expect(h.actor.getSnapshot().context.failure).toBe('timeout');
    h.actor.send({ type: 'form.retry' });
    const [first, retry] = h.requests.map((request) => request.input.idempotencyKey);
    expect(first).toMatch(UUID_V4);
    expect(retry).toBe(first);
  });

  test('the same values submitted again after going back to the form keep their key', async () => {
    const h = harness(withEndpoint);
    h.actor.send(submit(consultation));
    await h.fail(new PostFormError('network', 'offline'));
    h.actor.send({ type: 'form.edit' });
    h.actor.send(submit({ ...consultation }));
    expect(h.requests).toHaveLength(2);
    expect(h.requests[1]?.input.idempotencyKey).toBe(h.requests[0]?.input.idempotencyKey);
  });

  test('the first values submitted again after others carry their first key again', async () => {
    const h = harness(withEndpoint);
    h.actor.send(submit(consultation));
    h.advance(FORM_TIMEOUT_MS);
    h.actor.send(submit(consultationEdited));
    h.advance(FORM_TIMEOUT_MS);
    h.actor.send(submit({ ...consultation }));
    const [first, edited, again] = h.requests.map((request) => request.input.idempotencyKey);
    expect(edited).not.toBe(first);
    expect(again).toBe(first);
  });

  test('the same details in another order are the same submission, with its key', async () => {
    const h = harness(withEndpoint);
    h.actor.send(submit(consultation));
    await h.fail(new PostFormError('network', 'offline'));
    const reversed = Object.fromEntries(Object.entries(consultation).reverse()) as ConsultationValues;
    h.actor.send(submit(reversed));
    expect(h.requests).toHaveLength(2);
    expect(h.requests[1]?.input.idempotencyKey).toBe(h.requests[0]?.input.idempotencyKey);
  });

  test('changed values are a new submission with a new key', async () => {
    const h = harness(withEndpoint);
    h.actor.send(submit(consultation));
    await h.fail(new PostFormError('http', '502'));
    h.actor.send(submit(consultationEdited));
    const [first, second] = h.requests.map((request) => request.input.idempotencyKey);
    expect(second).toMatch(UUID_V4);
    expect(second).not.toBe(first);
  });

  test('two visitors (two machines) never share a key', () => {
    const keys = new Set(
      Array.from({ length: 200 }, () => {
        const h = harness(withEndpoint);
        h.actor.send(submit(consultation));
        return h.requests[0]?.input.idempotencyKey;
      }),
    );
    expect(keys.size).toBe(200);
  });

  test("with the page's postFormActor, the machine POSTs with the platform fetch", async () => {
    const fetchSpy = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchSpy);
    const machine = submissionMachine.provide({ actors: { postForm: postFormActor({ ownService: false }) } });
    const actor = createActor(machine, { input: withEndpoint }).start();
    actor.send(noDraft);
    actor.send(submit(consultation));
    await flush();
    expect(fetchSpy).toHaveBeenCalledOnce();
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(ENDPOINT);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ form: 'consultation', ...consultation, ...SIGNALS });
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(
      actor.getSnapshot().context.idempotencyKey,
    );
    expect(actor.getSnapshot().value).toEqual({ sending: { request: 'stored', minimum: 'waiting' } });
    vi.advanceTimersByTime(SUBMIT_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('delivered');
  });

  test('an error answer through postFormActor shows as an http failure', async () => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 503 }));
    const machine = submissionMachine.provide({ actors: { postForm: postFormActor({ ownService: false }) } });
    const actor = createActor(machine, { input: withEndpoint }).start();
    actor.send(noDraft);
    actor.send(submit(consultation));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('http');
  });

  test('if the page forgets to provide postForm, the submit fails visibly instead of hanging', async () => {
    const actor = createActor(submissionMachine, { input: withEndpoint }).start();
    actor.send(noDraft);
    actor.send(submit(consultation));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'network', values: consultation });
  });
});

test('the placeholders the page replaces say which actor it must provide, and how', async () => {
  const { postForm, connection } = leadFormActors('submissionMachine');
  const how = (actor: string) =>
    new Error(`submissionMachine: provide the ${actor} actor, e.g. machine.provide({ actors: { ${actor} } })`);
  const request = {
    endpoint: ENDPOINT,
    form: 'consultation',
    values: consultation,
    signals: SIGNALS,
    idempotencyKey: 'k',
  };
  await expect(toPromise(createActor(postForm, { input: request as never }).start())).rejects.toEqual(how('postForm'));
  const waiting = createActor(connection);
  waiting.subscribe({ error: () => {} });
  expect(waiting.start().getSnapshot()).toMatchObject({ status: 'error', error: how('connection') });
});

describe('submissionView', () => {
  test('the form, busy while sending or waiting, the failure, then the success view', async () => {
    const h = harness(withEndpoint);
    const view = () => submissionView(h.actor.getSnapshot());
    expect(view()).toBe('editing');
    h.actor.send(submit(consultation));
    expect(view()).toBe('busy');
    await h.fail(new PostFormError('http', '500'));
    expect(view()).toBe('failed');
    h.actor.send({ type: 'form.retry' });
    expect(view()).toBe('busy');
    h.advance(SUBMIT_DELAY_MS);
    expect(view()).toBe('busy');
    await h.answer();
    expect(view()).toBe('submitted');
    expect(h.actor.getSnapshot().matches('delivered')).toBe(true);
  });

  test('no lead service (a static host answered) shows the hand-over success after the minimum', async () => {
    const h = harness(withEndpoint);
    h.actor.send(submit(consultation));
    await h.answer({ outcome: 'noService' });
    expect(h.actor.getSnapshot().value).toEqual({ sending: { request: 'noService', minimum: 'waiting' } });
    h.advance(SUBMIT_DELAY_MS - 1);
    expect(submissionView(h.actor.getSnapshot())).toBe('busy');
    h.advance(1);
    expect(h.actor.getSnapshot().value).toBe('handOver');
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.actor.getSnapshot().context.values).toEqual(consultation);
  });

  test('a refusal returns to the form at once with every value and each reason, shown once', async () => {
    const h = harness(withEndpoint);
    h.actor.send(submit(consultation));
    await h.answer({ outcome: 'refused', problems: REFUSAL });
    expect(h.actor.getSnapshot().value).toBe('rejected');
    expect(h.actor.getSnapshot().context).toMatchObject({ problems: REFUSAL, values: consultation });
    expect(h.shown).toEqual([REFUSAL]);
    h.actor.send({ type: 'form.edit' });
    expect(h.actor.getSnapshot().value).toBe('editing');
    expect(h.actor.getSnapshot().context.problems).toBeNull();
  });

  test('a refusal, then the same details submitted again, carry one key and one body', async () => {
    const h = harness(withEndpoint);
    h.actor.send(submit(consultation, newIdempotencyKey(), { website: '', formToken: 'v1.first' }));
    await h.answer({ outcome: 'refused', problems: REFUSAL });
    h.actor.send(submit({ ...consultation }, newIdempotencyKey(), { website: '', formToken: 'v1.second' }));
    const [first, again] = h.requests.map((request) => request.input);
    expect(again?.idempotencyKey).toBe(first?.idempotencyKey);
    // The same submission: what the page measured the first time goes again, so the body matches.
    expect(again?.signals).toEqual({ website: '', formToken: 'v1.first' });
  });

  test("the page's postFormActor for its own lead service reads a static host's 405 as no lead service", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response('<h1>Method Not Allowed</h1>', { status: 405, headers: { 'Content-Type': 'text/html' } }),
    );
    const machine = submissionMachine.provide({ actors: { postForm: postFormActor({ ownService: true }) } });
    const actor = createActor(machine, { input: { form: 'enquiry', endpoint: '/api/leads' } }).start();
    actor.send(noDraft);
    actor.send(submit(consultation));
    await flush();
    vi.advanceTimersByTime(SUBMIT_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('handOver');
  });
});

describe('newIdempotencyKey', () => {
  test('makes version 4 UUIDs', () => {
    const keys = Array.from({ length: 1000 }, newIdempotencyKey);
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test("on https: and localhost it is the browser's own randomUUID, the platform's vetted generator", () => {
    const platformKey = '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f';
    const randomUUID = vi.spyOn(globalThis.crypto, 'randomUUID').mockReturnValue(platformKey);
    const getRandomValues = vi.spyOn(globalThis.crypto, 'getRandomValues');
    expect(newIdempotencyKey()).toBe(platformKey);
    expect(randomUUID).toHaveBeenCalledOnce();
    expect(getRandomValues).not.toHaveBeenCalled();
  });

  test('makes them from getRandomValues where randomUUID is missing (a page not on https:)', () => {
    const platform = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => platform.getRandomValues(bytes) });
    const keys = Array.from({ length: 1000 }, newIdempotencyKey);
    vi.unstubAllGlobals();
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('failureReasonOf', () => {
  test.each([
    [new PostFormError('http', 'x'), 'http'],
    [new PostFormError('timeout', 'x'), 'timeout'],
    [new PostFormError('network', 'x'), 'network'],
    [{ reason: 'http' }, 'http'],
    [{ reason: 'teapot' }, 'network'],
    [new TypeError('Failed to fetch'), 'network'],
    [new Error('postForm was not provided'), 'network'],
    [undefined, 'network'],
    [null, 'network'],
    ['boom', 'network'],
  ] as const)('%o → %s', (error, reason) => {
    expect(failureReasonOf(error)).toBe(reason);
  });
});

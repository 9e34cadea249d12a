import { createActor, toPromise } from 'xstate';
import { failureReasonOf, leadFormActors, type PostFormRequest } from '../../machines/lead';
import { submissionMachine, type SubmissionInput } from '../../machines/submissionMachine';
import { PostFormError, postFormActor } from '../../src/features/forms/endpoint/postForm';
import { newIdempotencyKey } from '../../src/features/forms/submission/newIdempotencyKey';
import { consultationDraft, consultationEdited, consultationFirst } from '../support/formValues';
import { heldActors, type HeldActor } from '../support/heldActors';
import { describeMachineModel, isTimer } from '../support/machineModel';
import { answered, failedWith, REFUSAL, SIGNALS } from './lead.model';
import { ENDPOINT, noDraft, submissionModel, submit } from './submission.model';

const input: SubmissionInput = { form: 'consultation', endpoint: ENDPOINT };
const model = submissionModel('submissionMachine', {
  input,
  first: consultationFirst,
  edited: consultationEdited,
  draft: consultationDraft,
});

const requestsOf = (started: readonly HeldActor[]) => started.filter((actor) => actor.name === 'postForm');
const keyOf = (request: HeldActor | undefined) => (request?.input as PostFormRequest | undefined)?.idempotencyKey;

/** What the machine told the page to do, the key each set of values was first sent with, and how
 * many requests the rules call for. */
let told: string[] = [];
let keys = new Map<string, string>();
let posts = 0;
describeMachineModel(model, {
  machine: {
    // What the graph tells apart; the rest of the context is the view's.
    context: (context) => ({ failure: context.failure, problems: context.problems }),
    provide: () => {
      [told, keys, posts] = [[], new Map(), 0];
      const tell = (what: string) => (_: unknown, params?: unknown) =>
        void told.push(params === undefined ? what : `${what} ${JSON.stringify(params)}`);
      return submissionMachine.provide({
        actions: {
          showProblems: tell('show'),
          restoreFields: tell('restore'),
          clearFields: tell('clear'),
          forgetDraft: tell('forget'),
        },
      });
    },
    check: ({ event, view, was, started }) => {
      // The page restores a draft whole as it starts, clears it with the form and forgets it once
      // stored; it shows a refusal's reasons once, as the refusal comes.
      const expected = [
        ...(event.type === 'draft.restore' ? [`restore ${JSON.stringify(consultationDraft)}`] : []),
        ...(event.type === 'form.clear' && was.kept ? ['clear', 'forget'] : []),
        ...(view.view === 'rejected' && was.view !== 'rejected' ? [`show ${JSON.stringify(REFUSAL)}`] : []),
        ...(view.answer === 'stored' && view.view === 'submitted' && was.view !== 'submitted' ? ['forget'] : []),
      ];
      expect(told.splice(0)).toEqual(expected);
      // The connection is watched exactly while the details wait for it.
      const watching = started.filter((actor) => actor.name === 'connection' && !actor.signal.aborted);
      expect(watching).toHaveLength(view.failure === 'offline' ? 1 : 0);
      // Each time the form turns busy it posts the details once. Details submitted for the first
      // time take the new key their submit brings, one never used before; the same details again,
      // before or after others, carry their first key.
      const requests = requestsOf(started);
      const entered = view.view === 'busy' && was.view !== 'busy';
      const details = JSON.stringify(view.values);
      if (entered && event.type === 'form.submit' && !keys.has(details)) {
        expect([...keys.values()]).not.toContain(event.newKey);
        keys.set(details, event.newKey);
      }
      if (entered) posts += 1;
      expect(requests).toHaveLength(posts);
      if (entered) {
        const request = { ...input, values: view.values, signals: SIGNALS, idempotencyKey: keys.get(details) };
        expect(requests.at(-1)!.input).toEqual(request);
      }
      // A request given up on is stopped.
      if (isTimer(event) && view.failure === 'timeout' && was.view === 'busy')
        expect(requests.at(-1)!.signal.aborted).toBe(true);
    },
  },
});

/** The machine with its page started, its postForm held until a test settles it. */
function started() {
  const held = heldActors(['postForm', 'connection']);
  const actor = createActor(submissionMachine.provide({ actors: held.actors }), { input }).start();
  actor.send(noDraft);
  return { actor, held, keys: () => requestsOf(held.started).map(keyOf) };
}

describe('what no path of the model does', () => {
  test('details submitted again after others, or after going back to the form, keep their first key', async () => {
    const { actor, held, keys } = started();
    actor.send(submit(consultationFirst, newIdempotencyKey()));
    await held.settle(failedWith('http'));
    actor.send(submit(consultationEdited, newIdempotencyKey()));
    await held.settle(failedWith('http'));
    actor.send({ type: 'form.edit' });
    // The same details, in another order, are the same submission.
    const reversed = Object.fromEntries(Object.entries(consultationFirst).reverse());
    actor.send(submit(reversed, newIdempotencyKey()));
    const [first, edited, again] = keys();
    expect(edited).not.toBe(first);
    expect(again).toBe(first);
  });

  test('a refusal, then the same details submitted again, carry one key and one body', async () => {
    const { actor, held } = started();
    actor.send(submit(consultationFirst, newIdempotencyKey(), { website: '', formToken: 'v1.first' }));
    await held.settle(answered({ outcome: 'refused', problems: REFUSAL }));
    actor.send(submit({ ...consultationFirst }, newIdempotencyKey(), { website: '', formToken: 'v1.second' }));
    const [first, again] = requestsOf(held.started).map((request) => request.input as PostFormRequest);
    expect(again?.idempotencyKey).toBe(first?.idempotencyKey);
    // The same submission: what the page measured the first time goes again, so the body matches.
    expect(again?.signals).toEqual({ website: '', formToken: 'v1.first' });
  });

  test('two visitors (two machines) never share a key', () => {
    const keys = Array.from({ length: 200 }, () => {
      const { actor, keys } = started();
      actor.send(submit(consultationFirst, newIdempotencyKey()));
      return keys()[0];
    });
    expect(new Set(keys).size).toBe(200);
  });
});

describe("with the page's postFormActor", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  async function sent(response: Response, ownService: boolean, endpoint = ENDPOINT) {
    const fetch = vi.fn(async () => response);
    vi.stubGlobal('fetch', fetch);
    const machine = submissionMachine.provide({ actors: { postForm: postFormActor({ ownService }) } });
    const actor = createActor(machine, { input: { form: 'enquiry', endpoint } }).start();
    actor.send(noDraft);
    actor.send(submit(consultationFirst, newIdempotencyKey()));
    await vi.advanceTimersByTimeAsync(500);
    return { actor, fetch };
  }

  test('the machine POSTs with the platform fetch, its key as the Idempotency-Key', async () => {
    const { actor, fetch } = await sent(new Response(null, { status: 204 }), false);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([fetch.mock.calls.length, url, init.method]).toEqual([1, ENDPOINT, 'POST']);
    expect(JSON.parse(init.body as string)).toEqual({ form: 'enquiry', ...consultationFirst, ...SIGNALS });
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(
      actor.getSnapshot().context.idempotencyKey,
    );
    expect(actor.getSnapshot().value).toBe('delivered');
  });

  test('an error answer shows as an http failure', async () => {
    const { actor } = await sent(new Response('nope', { status: 503 }), false);
    expect(actor.getSnapshot().context.failure).toBe('http');
  });

  test("for the site's own lead service, a static host's 405 reads as no lead service", async () => {
    const html = { status: 405, headers: { 'Content-Type': 'text/html' } };
    const { actor } = await sent(new Response('<h1>Method Not Allowed</h1>', html), true, '/api/leads');
    expect(actor.getSnapshot().value).toBe('handOver');
  });
});

test('if the page forgets to provide postForm, the submit fails visibly instead of hanging', async () => {
  const actor = createActor(submissionMachine, { input }).start();
  actor.send(noDraft);
  actor.send(submit(consultationFirst, newIdempotencyKey()));
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
  expect(actor.getSnapshot().context).toMatchObject({ failure: 'network', values: consultationFirst });
});

test('the placeholders the page replaces say which actor it must provide, and how', async () => {
  const { postForm, connection } = leadFormActors('submissionMachine');
  const how = (actor: string) =>
    new Error(`submissionMachine: provide the ${actor} actor, e.g. machine.provide({ actors: { ${actor} } })`);
  const request = { ...input, values: consultationFirst, signals: SIGNALS, idempotencyKey: 'k' };
  await expect(toPromise(createActor(postForm, { input: request }).start())).rejects.toEqual(how('postForm'));
  const waiting = createActor(connection);
  waiting.subscribe({ error: () => {} });
  expect(waiting.start().getSnapshot()).toMatchObject({ status: 'error', error: how('connection') });
});

describe('newIdempotencyKey', () => {
  afterEach(() => void vi.restoreAllMocks());
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const expectFresh = (keys: string[]) => {
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(keys.length);
  };

  test('makes version 4 UUIDs', () => expectFresh(Array.from({ length: 1000 }, newIdempotencyKey)));

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
    expectFresh(keys);
  });
});

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
] as const)('failureReasonOf(%o) is %s', (error, reason) => expect(failureReasonOf(error)).toBe(reason));

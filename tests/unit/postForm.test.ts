import { createActor, toPromise } from 'xstate';
import type { PostFormRequest } from '../../machines/lead';
import { postForm, postFormActor, PostFormError } from '../../src/features/forms/endpoint/postForm';

const request: PostFormRequest = {
  endpoint: 'https://forms.example.com/f/rangrez',
  form: 'enquiry',
  values: { name: 'Priya Sharma', email: 'priya@example.in', message: 'नमस्ते & hello\n😀' },
  signals: { website: '', formToken: 'v1.test-token' },
  idempotencyKey: '0b6f1e9c-3a57-4d2e-9c1b-7f52a4e8d901',
};

/** Another endpoint (VITE_FORM_ENDPOINT): taken at its status. The site's own lead service:
 * recognised by its JSON answers. */
const other = { ownService: false };
const own = { ownService: true };

/** A fetch that answers with `respond`, recording what it was asked. */
function fakeFetch(respond: (url: string, init: RequestInit) => Promise<Response>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => respond(String(input), init ?? {}));
}

/** postForm's outcome when the endpoint answers with `answer`, or fails as it throws. */
const outcomeOf = (answer: () => Response | Promise<Response>, service = own) =>
  postForm(
    fakeFetch(async () => answer()),
    request,
    service,
  );

async function reasonOf(promise: Promise<unknown>) {
  const error: unknown = await promise.then(
    () => null,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(PostFormError);
  return error as PostFormError;
}

describe('postForm', () => {
  test('POSTs the form as JSON to the endpoint, with its idempotency key and the signal', async () => {
    const fetch = fakeFetch(async () => new Response(null, { status: 200 }));
    const controller = new AbortController();
    await expect(postForm(fetch, request, other, controller.signal)).resolves.toEqual({ outcome: 'stored' });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(request.endpoint);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Idempotency-Key': request.idempotencyKey,
    });
    expect(init.credentials).toBe('omit');
    expect(init.signal).toBe(controller.signal);
    expect(JSON.parse(init.body as string)).toEqual({
      form: 'enquiry',
      ...request.values,
      website: '',
      formToken: 'v1.test-token',
    });
  });

  test('a form with no token sends none', async () => {
    const fetch = fakeFetch(async () => new Response(null, { status: 201 }));
    await postForm(fetch, { ...request, signals: { website: '', formToken: null } }, other);
    const body = JSON.parse((fetch.mock.calls[0] as [string, RequestInit])[1].body as string) as object;
    expect(body).not.toHaveProperty('formToken');
    expect(body).toHaveProperty('website', '');
  });

  test.each([200, 201, 202, 204])('from another endpoint, answer %i means the details arrived', async (status) => {
    await expect(outcomeOf(() => new Response(null, { status }), other)).resolves.toEqual({ outcome: 'stored' });
  });

  test.each([400, 403, 404, 413, 422, 429, 500, 502, 503])('answer %i is an http failure', async (status) => {
    const error = await reasonOf(outcomeOf(() => new Response('nope', { status }), other));
    expect(error.reason).toBe('http');
    expect(error.message).toBe(`The form endpoint answered ${status}.`);
  });

  test('no answer at all (offline, DNS, CORS) is a network failure', async () => {
    const cause = new TypeError('Failed to fetch');
    const fetch = fakeFetch(async () => {
      throw cause;
    });
    const error = await reasonOf(postForm(fetch, request, other, new AbortController().signal));
    expect(error.reason).toBe('network');
    expect(error.cause).toBe(cause);
  });

  test('an aborted request is a timeout', async () => {
    const controller = new AbortController();
    const fetch = fakeFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = postForm(fetch, request, other, controller.signal);
    controller.abort();
    expect((await reasonOf(pending)).reason).toBe('timeout');
  });
});

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
const html = (status: number) =>
  new Response('<!doctype html><title>Not here</title>', { status, headers: { 'Content-Type': 'text/html' } });

describe('postForm to the site’s own lead service: what each answer means', () => {
  test.each([
    [201, 'a new lead'],
    [200, 'a retry of one already stored'],
  ])('%i in JSON (%s): stored', async (status) => {
    const stored = () => json(status, { id: '7d0f6c2e-1b1a-4c53-9a0e-3f2d1c0b9a87' });
    await expect(outcomeOf(stored)).resolves.toEqual({ outcome: 'stored' });
  });

  test.each([
    ['a static host’s 404 page', () => html(404)],
    ['a static host’s 405 for a POST', () => html(405)],
    ['an app’s HTML fallback, 200', () => html(200)],
    ['an empty 204', () => new Response(null, { status: 204 })],
    [
      'a 400 whose JSON is labelled text',
      () => json(400, { error: 'invalid', fields: { email: 'No.' } }, 'text/plain; profile=application/json'),
    ],
  ])('%s: no lead service here', async (_name, answer) => {
    await expect(outcomeOf(answer)).resolves.toEqual({ outcome: 'noService' });
  });

  test('400 invalid: a reason that is not words is no reason', async () => {
    const refusal = () => json(400, { error: 'invalid', fields: { email: 'No.', phone: 5, name: null } });
    await expect(outcomeOf(refusal)).resolves.toEqual({ outcome: 'refused', problems: { email: 'No.' } });
  });

  test('400 invalid: refused, with each field’s reason', async () => {
    const fields = {
      email: 'Please enter an e-mail address such as you@company.com.',
      phone: 'Please enter your phone number.',
    };
    await expect(outcomeOf(() => json(400, { error: 'invalid', fields }))).resolves.toEqual({
      outcome: 'refused',
      problems: fields,
    });
  });

  test.each([
    ['400 malformed', () => json(400, { error: 'malformed', reason: 'not JSON' })],
    ['400 invalid without reasons', () => json(400, { error: 'invalid', fields: {} })],
    [
      '400 that is not JSON after all',
      () => new Response('{', { status: 400, headers: { 'Content-Type': 'application/json' } }),
    ],
    ['400 whose body is JSON null', () => json(400, null)],
    ['400 whose body is a JSON string', () => json(400, 'invalid')],
    ['400 of another error with reasons', () => json(400, { error: 'malformed', fields: { email: 'No.' } })],
    ['400 invalid whose reasons are a string', () => json(400, { error: 'invalid', fields: 'email' })],
    ['400 invalid whose reasons are null', () => json(400, { error: 'invalid', fields: null })],
    ['422 invalid with reasons: only a 400 refuses', () => json(422, { error: 'invalid', fields: { email: 'No.' } })],
    ['500 from a proxy, in HTML', () => html(500)],
    ['413 too large', () => json(413, { error: 'too-large' })],
    ['415', () => json(415, { error: 'unsupported-media-type' })],
    ['422 key reused', () => json(422, { error: 'key-reused' })],
    ['429 rate limited', () => json(429, { error: 'rate-limited' })],
    ['429 from a proxy, in HTML', () => html(429)],
    ['503 unavailable', () => json(503, { error: 'unavailable' })],
    ['502 from a proxy, in HTML', () => html(502)],
  ])('%s: an http failure (Retry and the hand-over)', async (_name, answer) => {
    expect((await reasonOf(outcomeOf(answer))).reason).toBe('http');
  });

  test('from another endpoint, a 400 invalid in JSON is a refusal too; any other 4xx a failure', async () => {
    const fields = { name: 'Please enter your name.' };
    const refusal = () => json(400, { error: 'invalid', fields });
    await expect(outcomeOf(refusal, other)).resolves.toEqual({ outcome: 'refused', problems: fields });
    expect((await reasonOf(outcomeOf(() => html(404), other))).reason).toBe('http');
  });
});

describe('PostFormError', () => {
  test('names itself, and says why in words', async () => {
    const offline = await reasonOf(
      outcomeOf(() => {
        throw new TypeError('Failed to fetch');
      }, other),
    );
    expect(offline.name).toBe('PostFormError');
    expect(offline.message).toBe('The form endpoint could not be reached.');
    const late = await reasonOf(
      outcomeOf(() => {
        throw new DOMException('timed out', 'TimeoutError');
      }, other),
    );
    expect(late.message).toBe('The form endpoint did not answer in time.');
    expect((late.cause as DOMException).name).toBe('TimeoutError');
  });

  test.each([
    ["a TimeoutError from the platform's own timeout signal", 'timeout', new DOMException('timed out', 'TimeoutError')],
    ['an AbortError without an aborted signal', 'timeout', new DOMException('aborted', 'AbortError')],
    ['a fetch that rejects with nothing', 'network', null],
  ])('%s is a %s failure', async (_, reason, rejection) => {
    expect((await reasonOf(outcomeOf(() => Promise.reject(rejection), other))).reason).toBe(reason);
  });
});

describe('postFormActor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test("posts with the platform's fetch and the actor's abort signal", async () => {
    const fetch = fakeFetch(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const actor = createActor(postFormActor(other), { input: request }).start();
    await expect(toPromise(actor)).resolves.toEqual({ outcome: 'stored' });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(request.endpoint);
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  test('stopping the actor aborts the request as a timeout', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      fakeFetch((_url, init) => {
        signal = init.signal ?? undefined;
        return new Promise<Response>(() => {});
      }),
    );
    const actor = createActor(postFormActor(other), { input: request }).start();
    await Promise.resolve();
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });

  /** The actor's failure with the platform's fetch failing as it does with no answer, while the
   * browser says it is online or not. */
  async function failureWhile(onLine: boolean | undefined, answer: () => Promise<Response>) {
    vi.stubGlobal('fetch', fakeFetch(answer));
    vi.stubGlobal('navigator', onLine === undefined ? undefined : { onLine });
    const actor = createActor(postFormActor(own), { input: request }).start();
    return reasonOf(toPromise(actor));
  }
  const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'));

  test('no answer while the browser says it is offline is an offline failure', async () => {
    const offline = await failureWhile(false, noAnswer);
    expect(offline.reason).toBe('offline');
    expect(offline.message).toBe('There is no connection to send the form on.');
    expect(offline.cause).toEqual(new TypeError('Failed to fetch'));
  });

  test('no answer while online, or where the platform has no navigator, stays a network failure', async () => {
    expect((await failureWhile(true, noAnswer)).reason).toBe('network');
    expect((await failureWhile(undefined, noAnswer)).reason).toBe('network');
  });

  test('an error answer is an http failure, whatever the browser says of its connection', async () => {
    const answer = async () => Response.json({ error: 'unavailable' }, { status: 503 });
    expect((await failureWhile(false, answer)).reason).toBe('http');
  });
});

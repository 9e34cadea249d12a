import { createActor, toPromise } from 'xstate';
import type { PostFormRequest } from '../../machines/submissionMachine';
import { postForm, postFormActor, PostFormError } from '../../src/features/forms/endpoint/postForm';

const request: PostFormRequest = {
  endpoint: 'https://forms.example.com/f/rangrez',
  form: 'enquiry',
  values: { name: 'Priya Sharma', email: 'priya@example.in', message: 'नमस्ते & hello\n😀' },
  idempotencyKey: '0b6f1e9c-3a57-4d2e-9c1b-7f52a4e8d901',
};

/** A fetch that answers with `respond`, recording what it was asked. */
function fakeFetch(respond: (url: string, init: RequestInit) => Promise<Response>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => respond(String(input), init ?? {}));
}

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
    await expect(postForm(fetch, request, controller.signal)).resolves.toBeUndefined();
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
    expect(JSON.parse(init.body as string)).toEqual({ form: 'enquiry', ...request.values });
  });

  test.each([200, 201, 202, 204])('answer %i means the details arrived', async (status) => {
    const fetch = fakeFetch(async () => new Response(null, { status }));
    await expect(postForm(fetch, request)).resolves.toBeUndefined();
  });

  test.each([400, 403, 404, 413, 422, 429, 500, 502, 503])('answer %i is an http failure', async (status) => {
    const fetch = fakeFetch(async () => new Response('nope', { status }));
    const error = await reasonOf(postForm(fetch, request));
    expect(error.reason).toBe('http');
    expect(error.message).toBe(`The form endpoint answered ${status}.`);
  });

  test('no answer at all (offline, DNS, CORS) is a network failure', async () => {
    const cause = new TypeError('Failed to fetch');
    const fetch = fakeFetch(async () => {
      throw cause;
    });
    const error = await reasonOf(postForm(fetch, request, new AbortController().signal));
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
    const pending = postForm(fetch, request, controller.signal);
    controller.abort();
    expect((await reasonOf(pending)).reason).toBe('timeout');
  });

  test("a TimeoutError from the platform's own timeout signal is a timeout", async () => {
    const fetch = fakeFetch(async () => {
      throw new DOMException('timed out', 'TimeoutError');
    });
    expect((await reasonOf(postForm(fetch, request))).reason).toBe('timeout');
  });
});

describe('PostFormError', () => {
  test('names itself, and says why in words', async () => {
    const offline = await reasonOf(
      postForm(
        fakeFetch(async () => {
          throw new TypeError('Failed to fetch');
        }),
        request,
      ),
    );
    expect(offline.name).toBe('PostFormError');
    expect(offline.message).toBe('The form endpoint could not be reached.');
    const late = await reasonOf(
      postForm(
        fakeFetch(async () => {
          throw new DOMException('timed out', 'TimeoutError');
        }),
        request,
      ),
    );
    expect(late.message).toBe('The form endpoint did not answer in time.');
    expect((late.cause as DOMException).name).toBe('TimeoutError');
  });

  test('an AbortError without an aborted signal is a timeout too', async () => {
    const fetch = fakeFetch(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    expect((await reasonOf(postForm(fetch, request))).reason).toBe('timeout');
  });

  test('a fetch that rejects with nothing is a network failure', async () => {
    const fetch = fakeFetch(() => Promise.reject(null as unknown as Error));
    expect((await reasonOf(postForm(fetch, request))).reason).toBe('network');
  });
});

describe('postFormActor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test("posts with the platform's fetch and the actor's abort signal", async () => {
    const fetch = fakeFetch(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const actor = createActor(postFormActor, { input: request }).start();
    await expect(toPromise(actor)).resolves.toBeUndefined();
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
    const actor = createActor(postFormActor, { input: request }).start();
    await Promise.resolve();
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });
});

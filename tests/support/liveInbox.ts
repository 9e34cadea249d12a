import { randomUUID } from 'node:crypto';
import { notifications } from '@mantine/notifications';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { inject } from 'vitest';
import { controlFileOf, readControl } from '../../server/admin/control';
import { TOO_FAST_MS } from '../../server/leads/formToken';
import { FORM_TOKEN_PATH } from '../../src/contract/lead';
import { inboxApi, type LeadDetail, type LeadPage, type Me } from '../../src/contract/inbox';
import { startServer, tinySite, type ServerProcess } from '../server/support/serverProcess';
import { copyOfTemplate } from './leadsTemplate';

/*
 * The real lead service (server/main.ts, its own process, on a copy of the PGlite template) for the
 * inbox's jsdom tests, and what jsdom lacks to talk to it as a browser would: a fetch that sends the page's
 * relative requests to the server's origin with the session cookie the server set and the Origin
 * and Sec-Fetch-Site a same-origin page sends, and an EventSource read from that fetch's streaming
 * body. Each `Browser` keeps its own cookie, so two of them are two staff (or two tabs' sessions).
 * Node's own fetch is taken before any test stubs the global one.
 */

const nodeFetch = globalThis.fetch.bind(globalThis);

export const PASSWORD = 'saffron marigold indigo';

/** A request the page made, and the server's answer to it. */
export interface SentRequest {
  method: string;
  /** As the page named it: the path and query. */
  url: string;
  body: unknown;
  status?: number;
  answer?: unknown;
}

/** A request held before it reaches the server: sent on (`forward`) when the test says, or lost
 * on the way (`fail`), as a dropped connection is. `standIn` answers it in the server's place, for
 * what the server cannot do for a page in jsdom (a passkey ceremony, which WebAuthn refuses at the
 * server's IP address). */
export interface HeldRequest {
  method: string;
  url: string;
  body: unknown;
  forward: () => Promise<void>;
  fail: () => void;
  standIn: (status: number, body?: unknown) => void;
}

export class Browser {
  private readonly cookies = new Map<string, string>();
  readonly requests: SentRequest[] = [];
  /** In order, what the page asked (`GET /api/inbox/leads`) and heard on its event stream
   * (`heard {"type":"lead.created",…}`): whether it fetched because it was told to. */
  readonly traffic: string[] = [];
  readonly held: HeldRequest[] = [];
  /** Which of the page's requests wait for the test (`held`). */
  hold: (method: string, path: string) => boolean = () => false;
  private readonly streams = new Set<AbortController>();

  constructor(readonly origin: string) {}

  /** A request as the inbox's page on the server's origin sends it. */
  private send(url: string, init: RequestInit = {}, signal?: AbortSignal) {
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    if (this.cookies.size)
      headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    headers.set('Sec-Fetch-Site', 'same-origin');
    if (method !== 'GET' && method !== 'HEAD') headers.set('Origin', this.origin);
    const request = () =>
      nodeFetch(new URL(url, this.origin), { ...init, method, headers, signal: signal ?? init.signal });
    // As a browser does, a request that met a kept-alive connection the server had just closed
    // (nothing answered) is sent again once: a busy machine makes the client's idle timer late.
    return request()
      .catch((error: Error & { cause?: { code?: string } }) => {
        if (error.cause?.code !== 'UND_ERR_SOCKET') throw error;
        return request();
      })
      .then((response) => {
        for (const cookie of response.headers.getSetCookie()) {
          const [pair = '', ...attributes] = cookie.split(';');
          const at = pair.indexOf('=');
          const name = pair.slice(0, at).trim();
          const value = pair.slice(at + 1).trim();
          const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*(0|-)/i.test(attribute));
          if (value === '' || expired) this.cookies.delete(name);
          else this.cookies.set(name, value);
        }
        return response;
      });
  }

  /** The page's fetch. */
  readonly fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const sent: SentRequest = { method, url, body };
    this.requests.push(sent);
    this.traffic.push(`${method} ${new URL(url, this.origin).pathname}`);
    const go = async () => {
      const response = await this.send(url, init);
      sent.status = response.status;
      if (response.headers.get('content-type')?.startsWith('application/json'))
        sent.answer = await response.clone().json();
      return response;
    };
    if (!this.hold(method, new URL(url, this.origin).pathname)) return go();
    return new Promise<Response>((resolve, reject) =>
      this.held.push({
        method,
        url,
        body,
        forward: () => go().then(resolve, reject),
        fail: () => reject(new TypeError('Failed to fetch')),
        standIn: (status, answer) =>
          resolve(answer === undefined ? new Response(null, { status }) : Response.json(answer, { status })),
      }),
    );
  };

  /** A request of the test's own, as this person's browser: the answer's status and JSON. */
  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await this.send(path, {
      method,
      ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async signIn(email: string, password = PASSWORD) {
    const answer = await this.call<Me>('POST', inboxApi.signIn, { email, password });
    if (answer.status !== 200) throw new Error(`${email} could not sign in: ${answer.status}`);
    return answer.body;
  }

  /** Ends the live streams this browser opened. */
  closeStreams() {
    for (const stream of this.streams) stream.abort();
    this.streams.clear();
  }

  /** The page's EventSource, on this browser's fetch: the server-sent events of one stream. */
  readonly EventSource = eventSourceOn(this, (controller) => this.streams.add(controller));

  /** For the EventSource: a GET of the stream with this browser's cookie. */
  stream(url: string, signal: AbortSignal) {
    return this.send(url, { headers: { Accept: 'text/event-stream' } }, signal);
  }

  /** Puts this browser's fetch and EventSource in the page's place. */
  install() {
    vi.stubGlobal('fetch', this.fetch);
    vi.stubGlobal('EventSource', this.EventSource);
  }
}

/** How long a browser waits before it reconnects a stream that ended, as the spec's default. */
const RECONNECT_MS = 3000;

function eventSourceOn(browser: Browser, opened: (controller: AbortController) => void) {
  return class LiveEventSource extends EventTarget {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSED = 2;
    readonly withCredentials = false;
    readyState = 0;
    onopen: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    private controller = new AbortController();
    private lastEventId = '';

    constructor(readonly url: string) {
      super();
      void this.connect();
    }

    private fire(event: Event) {
      this.dispatchEvent(event);
      const handler = { open: this.onopen, message: this.onmessage, error: this.onerror }[event.type];
      (handler as ((event: Event) => void) | null)?.call(this, event);
    }

    private async connect() {
      this.controller = new AbortController();
      opened(this.controller);
      const { signal } = this.controller;
      try {
        const response = await browser.stream(this.url, signal);
        if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
          // As the spec says: any other answer fails the connection for good.
          this.readyState = 2;
          await response.body?.cancel();
          this.fire(new Event('error'));
          return;
        }
        this.readyState = 1;
        this.fire(new Event('open'));
        await this.read(response.body!);
      } catch {
        if (signal.aborted) return;
      }
      if (this.readyState === 2 || signal.aborted) return;
      this.readyState = 0;
      this.fire(new Event('error'));
      setTimeout(() => {
        if (this.readyState === 0 && !signal.aborted) void this.connect();
      }, RECONNECT_MS);
    }

    private async read(body: ReadableStream<Uint8Array>) {
      const decoder = new TextDecoder();
      let buffer = '';
      let data: string[] = [];
      let type = '';
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        const lines = buffer.split(/\r\n|\r|\n/);
        buffer = lines.pop()!;
        for (const line of lines) {
          if (line === '') {
            if (data.length && this.readyState === 1) {
              if (!type) browser.traffic.push(`heard ${data.join('\n')}`);
              this.fire(new MessageEvent(type || 'message', { data: data.join('\n'), lastEventId: this.lastEventId }));
            }
            data = [];
            type = '';
            continue;
          }
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const field = colon === -1 ? line : line.slice(0, colon);
          const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'data') data.push(value);
          else if (field === 'event') type = value;
          else if (field === 'id') this.lastEventId = value;
        }
      }
    }

    close() {
      this.readyState = 2;
      this.controller.abort();
    }
  };
}

/** A form token as a visitor's form asks for it. */
async function formToken(origin: string) {
  const response = await nodeFetch(`${origin}${FORM_TOKEN_PATH}`);
  return ((await response.json()) as { token: string }).token;
}

/** An enquiry as a visitor sends it from the site's form. */
export const enquiry = (name: string, extra: Record<string, string> = {}) => ({
  name,
  email: 'priya@example.in',
  phone: '+91 98765 43210',
  service: 'graphic-design',
  budget: '1l-3l',
  message: 'We are launching a tea brand in January and need packaging.\nBudget is flexible.',
  ...extra,
});

export interface LiveInbox {
  origin: string;
  server: ServerProcess;
  /** A browser with no session yet. */
  browser: () => Browser;
  /** Adds a staff member as the `leads` command does and sets their password through their
   * one-time link, as the welcome page does; answers their browser, signed in. */
  addStaff: (email: string, name: string) => Promise<{ browser: Browser; me: Me }>;
  /** Adds a staff member through the server's admin API, as the `leads` command does while the
   * server runs (the command itself: leads.process.test.ts); answers their one-time link's token. */
  invite: (email: string, name: string) => Promise<string>;
  /** A visitor's submission, answering the lead's id: with no form token (a script), one just
   * issued (`fresh`: sent faster than a person types), or one issued when the server started and
   * old enough to have been typed (`typed`). */
  submit: (values: Record<string, string>, options?: { form?: string; token?: 'fresh' | 'typed' }) => Promise<string>;
  /** The lead as the server has it, read by `as`. */
  lead: (as: Browser, id: string) => Promise<LeadDetail>;
  /** Erases every lead, as staff would one by one: each test starts from an empty inbox. */
  eraseAll: (as: Browser) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * How long a check of the page waits for what the server's answer brings: as long as a test may
 * run, less a margin to report the failure. A busy machine makes an answer late, not wrong.
 */
export const ANSWER_WAIT_MS = 20_000;

/** Starts the lead service for one test file, with `settings` in its environment. */
export async function startLiveInbox(settings: Record<string, string> = {}): Promise<LiveInbox> {
  const env = {
    DIST: tinySite(),
    LEADS_DATA_DIR: copyOfTemplate(inject('pgliteTemplate')!, 'inbox-ui-'),
    LEADS_RATE_LIMIT: '100000',
    ...settings,
  };
  const server = await startServer(env);
  const { origin } = server;
  // A form opened as the server started: by the time it is sent, a person could have typed it.
  const typed = await formToken(origin);
  const untilTyped = new Promise((resolve) => setTimeout(resolve, TOO_FAST_MS));
  const browsers: Browser[] = [];
  const browser = () => {
    const made = new Browser(origin);
    browsers.push(made);
    return made;
  };
  const control = readControl(controlFileOf(env.LEADS_DATA_DIR))!;
  // The request the command makes (server/cli/backends.ts), on Node's own fetch: a test may have
  // put a browser's in the global's place.
  const invite = async (email: string, name: string) => {
    const added = await nodeFetch(`${control.origin}/api/admin/staff`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${control.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, name }),
    });
    if (!added.ok) throw new Error(`${email} was not added: ${added.status} ${await added.text()}`);
    return ((await added.json()) as { token: string }).token;
  };
  return {
    origin,
    server,
    browser,
    invite,
    async addStaff(email, name) {
      const token = await invite(email, name);
      const made = browser();
      const answer = await made.call<Me>('POST', inboxApi.invitePassword(token), { password: PASSWORD });
      if (answer.status !== 200) throw new Error(`${email}'s password was refused: ${answer.status}`);
      return { browser: made, me: answer.body };
    },
    async submit(values, { form = 'enquiry', token } = {}) {
      if (token === 'typed') await untilTyped;
      const response = await nodeFetch(`${origin}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: JSON.stringify({
          form,
          ...values,
          ...(token ? { formToken: token === 'typed' ? typed : await formToken(origin) } : {}),
        }),
      });
      if (response.status !== 201) throw new Error(`the lead was refused: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { id: string }).id;
    },
    async lead(as, id) {
      const answer = await as.call<LeadDetail>('GET', inboxApi.lead(id));
      if (answer.status !== 200) throw new Error(`lead ${id}: ${answer.status}`);
      return answer.body;
    },
    async eraseAll(as) {
      for (;;) {
        const page = await as.call<LeadPage>('GET', inboxApi.leads);
        if (page.body.leads.length === 0) return;
        for (const each of page.body.leads) {
          const erased = await as.call('DELETE', inboxApi.lead(each.id), { confirmName: each.name });
          if (erased.status !== 204) throw new Error(`lead ${each.id} was not erased: ${erased.status}`);
        }
      }
    },
    async stop() {
      for (const each of browsers) each.closeStreams();
      await server.stop();
    },
  };
}

/** A member of staff of a live inbox: their browser, signed in, and who they are. */
export interface Staff {
  browser: Browser;
  me: Me;
}

/**
 * The live inbox of a test file: started before its tests with `settings`, each of `staff` (by
 * first name: `asha@rangrezcreative.in`) added and signed in in a browser of their own, stopped
 * after them; meanwhile Testing Library's checks wait as long as an answer may take.
 */
export function liveInboxSuite<Name extends string>(
  staff: Record<Name, string>,
  settings: Record<string, string> = {},
) {
  const live = { staff: {} } as { inbox: LiveInbox; staff: Record<Name, Staff> };
  let asyncUtilTimeout: number;
  beforeAll(async () => {
    ({ asyncUtilTimeout } = getConfig());
    configure({ asyncUtilTimeout: ANSWER_WAIT_MS });
    live.inbox = await startLiveInbox(settings);
    for (const [first, name] of Object.entries<string>(staff))
      live.staff[first as Name] = await live.inbox.addStaff(`${first}@rangrezcreative.in`, name);
  }, 60_000);
  afterAll(async () => {
    configure({ asyncUtilTimeout });
    await live.inbox?.stop();
  });
  return live;
}

/**
 * Each test's page in `browser()` (its fetch and EventSource, its requests counted afresh), as in
 * a browser: the server's answers arrive in their own time, not inside a press, so React's act
 * environment is off (Testing Library's own act turns it on where it acts) and every check waits
 * for what it expects. After the test the page goes before the act environment comes back (an
 * answer still on its way finds no page), its held requests fail and its streams end; then
 * `afterward` (erasing what the test left).
 */
export function pageOnLiveInbox(browser: () => Browser, afterward?: () => Promise<void>) {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let page: Browser;
  beforeEach(() => {
    // Mantine keeps its notifications in a store of the module, beyond one render.
    notifications.clean();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    page = browser();
    page.requests.length = 0;
    page.install();
  });
  afterEach(async () => {
    cleanup();
    for (const request of page.held.splice(0)) request.fail();
    page.closeStreams();
    page.hold = () => false;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    vi.unstubAllGlobals();
    await afterward?.();
  });
}

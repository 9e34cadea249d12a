/**
 * The lead service's API, as docs/leads.md states it: every answer under /api/ is JSON, so the
 * page can tell the service from a static host. Each route checks what it is sent, calls one
 * function that does the work, and maps the outcome to a status; errors become answers in one
 * place (`onError`).
 */
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  FORM_TOKEN_PATH,
  IDEMPOTENCY_KEY_HEADER,
  LEADS_PATH,
  isEmailed,
  type FormTokenGrant,
  type LeadReceipt,
  type LeadRefusal,
} from '../../src/contract/lead.ts';
import type { Config } from '../config.ts';
import { describe, type Store } from '../db/store.ts';
import { Unavailable } from '../db/unavailable.ts';
import type { ClientOf } from '../http/client.ts';
import { checkLead } from '../leads/checkLead.ts';
import { issueFormToken, spamFlagOf } from '../leads/formToken.ts';
import { storeLead } from '../leads/store.ts';
import { isJsonInUtf8, readJsonBody } from './jsonBody.ts';
import { submissionLimits } from './limits.ts';

/** The largest request body the service reads. The longest real lead is under 10 KiB as UTF-8. */
export const MAX_BODY_BYTES = 32 * 1024;

/** What the page sends as Idempotency-Key (a UUID) and what a script may: printable ASCII. */
const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,200}$/;

export type ApiEnv = { Bindings: HttpBindings | Http2Bindings };

export interface ApiOptions {
  store: Store;
  client: ClientOf;
  rateLimit: Config['rateLimit'];
  log: (message: string) => void;
  /** Whether the server is stopping: readiness then says so. */
  stopping: () => boolean;
  /** Called when a new lead's notification is waiting in the outbox (the notifier's wake). */
  onNotificationWaiting?: () => void;
  /** Called after a lead is stored and before it is answered: the test-only fault hook. */
  afterStore?: () => void;
}

const refuse = (c: Context, refusal: LeadRefusal, status: 400 | 404 | 405 | 413 | 415 | 422 | 503) =>
  c.json(refusal, status);

export function createApi(options: ApiOptions) {
  const { store } = options;
  const api = new Hono<ApiEnv>();
  const addressOf = (c: Context<ApiEnv>) => options.client.address(c.env.incoming);

  api.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  const acceptsJsonInUtf8 = async (c: Context<ApiEnv>, next: () => Promise<void>) => {
    if (!isJsonInUtf8(c.req.header('content-type'))) return refuse(c, { error: 'unsupported-media-type' }, 415);
    await next();
  };

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      // The rest of the body is not read: over HTTP/1.1 the connection cannot carry another
      // request after it, and the client must know (HTTP/2 ends just the stream).
      if (c.env.incoming.httpVersionMajor === 1) c.header('Connection', 'close');
      return refuse(c, { error: 'too-large' }, 413);
    },
  });

  const [limitRefusals, limitSubmissions] = submissionLimits(options.rateLimit, addressOf);
  api.post(LEADS_PATH, limitRefusals, limitSubmissions, acceptsJsonInUtf8, limitBody, async (c) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined || !IDEMPOTENCY_KEY.test(key))
      return refuse(
        c,
        { error: 'malformed', reason: 'Idempotency-Key must be 1 to 200 printable ASCII characters' },
        400,
      );
    const reading = readJsonBody(Buffer.from(await c.req.arrayBuffer()));
    if (!reading.ok) return refuse(c, reading.refusal, 400);
    const checked = checkLead(reading.body);
    if (!checked.ok)
      return checked.error === 'invalid'
        ? refuse(c, { error: 'invalid', fields: checked.fields }, 400)
        : refuse(c, { error: 'malformed', reason: checked.reason }, 400);
    const { lead } = checked;
    const stored = await store.use((db, open) => {
      const flag = spamFlagOf(lead.signals, open.formSecret);
      return storeLead(db, lead, flag, key).then((result) => ({ ...result, flag }));
    });
    if (stored.outcome === 'key-reused') return refuse(c, { error: 'key-reused' }, 422);
    if (stored.outcome === 'created' && isEmailed(stored.flag)) options.onNotificationWaiting?.();
    options.afterStore?.();
    return c.json({ id: stored.id } satisfies LeadReceipt, stored.outcome === 'created' ? 201 : 200);
  });

  api.get(FORM_TOKEN_PATH, async (c) => {
    const token = await store.use(async (_, open) => issueFormToken(open.formSecret));
    return c.json({ token } satisfies FormTokenGrant, 200);
  });

  // Liveness: the process answers. It touches nothing that could hang.
  api.get('/api/health', (c) => c.json({ ok: true }, 200));

  // Readiness: the database takes a write now, proven within a second.
  api.get('/api/ready', async (c) => {
    if (options.stopping()) {
      c.header('Retry-After', '2');
      return c.json({ ok: false, reason: 'stopping' }, 503);
    }
    await store.proveReady();
    return c.json({ ok: true }, 200);
  });

  const allow = (methods: string) => (c: Context) => {
    c.header('Allow', methods);
    return refuse(c, { error: 'method-not-allowed' }, 405);
  };
  api.all(LEADS_PATH, allow('POST'));
  for (const path of [FORM_TOKEN_PATH, '/api/health', '/api/ready']) api.all(path, allow('GET, HEAD'));
  api.all('/api', (c) => refuse(c, { error: 'not-found' }, 404));
  api.all('/api/*', (c) => refuse(c, { error: 'not-found' }, 404));

  // What a route throws is the database failing or out of time (everything else is checked before
  // it): nothing was stored, and the visitor's page offers Retry.
  api.onError(answerUnavailable(options.log));

  return api;
}

/**
 * Every API's error answer: what a route throws is the database failing or out of time (everything
 * else is checked before it), so nothing was stored, and the caller may retry (the visitor's page
 * offers Retry). 503 with Retry-After, logged without anything the request carried.
 */
export const answerUnavailable = (log: (message: string) => void) => (error: Error, c: Context) => {
  const unavailable = error instanceof Unavailable ? error : new Unavailable(describe(error));
  c.header('Cache-Control', 'no-store');
  c.header('Retry-After', String(unavailable.retryAfterS));
  // Readiness says so in its answer; the database's own lines say when it fails and is back.
  if (c.req.path === '/api/ready') return c.json({ ok: false, reason: 'unavailable' }, 503);
  log(`${c.req.method} ${c.req.path}: unavailable (${unavailable.message})`);
  return c.json({ error: 'unavailable' } satisfies LeadRefusal, 503);
};

/**
 * The lead service's API, as docs/leads.md states it: every answer under /api/ is JSON, so the
 * page can tell the service from a static host. Each route checks what it is sent, calls one
 * function that does the work, and maps the outcome to a status; errors become answers in one
 * place (`onError`).
 */
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { rateLimiter } from 'hono-rate-limiter';
import { checkLead } from '../../src/common/forms/checkLead.ts';
import { LEAD_SERVICE_PATH } from '../../src/config/formEndpoint.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/open.ts';
import { ping, storeLead } from '../leads/store.ts';

/** The largest request body the service reads. The longest real lead is under 10 KiB as UTF-8. */
export const MAX_BODY_BYTES = 32 * 1024;

/** What the page sends as Idempotency-Key (a UUID) and what a script may: printable ASCII. */
const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,200}$/;

/** `application/json`, with or without parameters such as `charset=utf-8`. */
const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

type Env = { Bindings: HttpBindings | Http2Bindings };

export interface ApiOptions {
  /** The database, or null while it is not ready (migrations waiting for the server). */
  database: () => Database | null;
  rateLimit: Config['rateLimit'];
  log: (message: string) => void;
  /** Called when a new lead's notification is waiting in the outbox (the notifier's `wake`). */
  onNotificationWaiting?: () => void;
  /** Called after a lead is stored and before it is answered: the test-only fault hook. */
  afterStore?: () => void;
}

class Unavailable extends Error {}

/** A database error, named by its code alone: a driver's message can quote the values sent. */
function describe(error: unknown): string {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return `${current.name} ${code}`;
    current = current.cause;
  }
  return error instanceof Error ? error.name : 'unknown error';
}

export function createApi(options: ApiOptions) {
  const app = new Hono<Env>();

  const database = () => {
    const db = options.database();
    if (!db) throw new Unavailable('the database is not ready');
    return db;
  };

  const noStore = (c: Context) => c.header('Cache-Control', 'no-store');
  app.use('*', async (c, next) => {
    await next();
    noStore(c);
  });

  const limitPerAddress = rateLimiter<Env>({
    windowMs: options.rateLimit.windowMs,
    limit: options.rateLimit.limit,
    standardHeaders: 'draft-6',
    // In memory only, and only for this: the address is never stored or logged.
    keyGenerator: (c) => getConnInfo(c).remote.address ?? 'unknown',
    handler: (c) => c.json({ error: 'rate-limited' }, 429),
  });

  const acceptsJsonOnly = async (c: Context, next: () => Promise<void>) => {
    if (!JSON_MEDIA_TYPE.test(c.req.header('content-type') ?? ''))
      return c.json({ error: 'unsupported-media-type' }, 415);
    await next();
  };

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      // The rest of the body is not read: over HTTP/1.1 the connection cannot carry another
      // request after it, and the client must know (HTTP/2 ends just the stream).
      if (c.env.incoming.httpVersionMajor === 1) c.header('Connection', 'close');
      return c.json({ error: 'too-large' }, 413);
    },
  });

  app.post(LEAD_SERVICE_PATH, limitPerAddress, acceptsJsonOnly, limitBody, async (c) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined || !IDEMPOTENCY_KEY.test(key))
      return c.json({ error: 'malformed', reason: 'Idempotency-Key must be 1 to 200 printable ASCII characters' }, 400);
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.json({ error: 'malformed', reason: 'the body is not JSON' }, 400);
    }
    const checked = checkLead(body);
    if (!checked.ok)
      return checked.error === 'invalid'
        ? c.json({ error: 'invalid', fields: checked.fields }, 400)
        : c.json({ error: 'malformed', reason: checked.reason }, 400);
    const stored = await storeLead(database(), checked.lead, key);
    if (stored.outcome === 'key-reused') return c.json({ error: 'key-reused' }, 422);
    if (stored.outcome === 'created' && !checked.lead.flag) options.onNotificationWaiting?.();
    options.afterStore?.();
    return c.json({ id: stored.id }, stored.outcome === 'created' ? 201 : 200);
  });

  app.get('/api/health', async (c) => {
    try {
      await ping(database());
      return c.json({ ok: true }, 200);
    } catch (error) {
      options.log(`health: the database does not answer (${describe(error)})`);
      return c.json({ ok: false }, 503);
    }
  });

  const allow = (methods: string) => (c: Context) => {
    c.header('Allow', methods);
    return c.json({ error: 'method-not-allowed' }, 405);
  };
  app.all(LEAD_SERVICE_PATH, allow('POST'));
  app.all('/api/health', allow('GET, HEAD'));
  app.notFound((c) => c.json({ error: 'not-found' }, 404));

  // What a route throws is the database failing (everything else is checked before it): nothing
  // was stored, and the visitor's page offers Retry.
  app.onError((error, c) => {
    options.log(`database unavailable: ${describe(error)}`);
    noStore(c);
    return c.json({ error: 'unavailable' }, 503);
  });

  return app;
}

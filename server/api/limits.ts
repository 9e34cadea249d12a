/**
 * How often one visitor may send: the submissions that reach the database (stored, repeated or
 * refused for a reused key) count against `limit` a minute; requests refused for their form (not
 * JSON, not UTF-8, too large, malformed, invalid fields) count against a bound of their own, so a
 * visitor's mistakes, or a script's garbage sent from their address, never use up their allowance.
 * Counted in memory per client address (server/http/client.ts), which is never stored or logged.
 */
import type { Context, Env, MiddlewareHandler } from 'hono';
import { MemoryStore, rateLimiter } from 'hono-rate-limiter';
import type { Config } from '../config.ts';

/** Whether an answer is a refusal of the request's form rather than of what it asked. */
const isFormRefusal = (status: number) => status === 400 || status === 413 || status === 415;
/** Whether an answer counts against the allowance: the request reached the database's work. An
 * answer of 503 does not: the visitor's retry is the same submission. */
const usesAllowance = (status: number) => status < 400 || status === 422;

const limited = (c: Context) => c.json({ error: 'rate-limited' }, 429);

export function submissionLimits<E extends Env>(
  { limit, refusals, windowMs }: Config['rateLimit'],
  addressOf: (c: Context<E>) => string,
): [MiddlewareHandler<E>, MiddlewareHandler<E>] {
  // Refusals are counted once answered, so that submissions under way never count as refusals:
  // the library's own middleware counts every request as it arrives.
  const refused = new MemoryStore<E>();
  refused.init({ windowMs } as Parameters<typeof refused.init>[0]);
  const limitRefusals: MiddlewareHandler<E> = async (c, next) => {
    const key = addressOf(c);
    const seen = refused.get(key);
    if (seen && seen.totalHits >= refusals) {
      c.header('Retry-After', String(Math.max(1, Math.ceil(((seen.resetTime?.getTime() ?? 0) - Date.now()) / 1000))));
      return limited(c);
    }
    await next();
    if (isFormRefusal(c.res.status)) refused.increment(key);
  };
  const limitSubmissions = rateLimiter<E>({
    windowMs,
    limit,
    standardHeaders: 'draft-6',
    keyGenerator: addressOf,
    handler: limited,
    skipFailedRequests: true,
    requestWasSuccessful: (c) => usesAllowance(c.res.status),
  });
  return [limitRefusals, limitSubmissions];
}

/**
 * Form tokens: what tells a person's enquiry from a script's without trusting the page's word. A
 * form asks for one at the first key of its draft and keeps it with the draft, so a reload, a
 * restored tab or an offline retry keeps the time the visitor started. The token is the time it
 * was issued, signed with the database's key (HMAC-SHA-256, Node's crypto), so the service can
 * tell how long the visitor took, and a forged or altered token from a real one.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SpamFlag } from '../../src/contract/lead.ts';
import type { CheckedLead } from './checkLead.ts';

/** A form sent sooner than this after its first key was not filled in by a person. */
export const TOO_FAST_MS = 3000;

/** A token issued ahead of the server's clock by more than this is not one it issued. */
const CLOCK_SKEW_MS = 60_000;

const VERSION = 'v1';

const mac = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** A new token, issued `now`. */
export function issueFormToken(secret: Buffer, now = Date.now()): string {
  const payload = `${VERSION}.${now.toString(36)}.${randomBytes(9).toString('base64url')}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** How long ago a token was issued, or null when this database's key did not sign it. */
export function formTokenAge(secret: Buffer, token: string, now = Date.now()): number | null {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const payload = parts.slice(0, 3).join('.');
  const given = Buffer.from(parts[3]!);
  const expected = Buffer.from(mac(secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const issued = parseInt(parts[1]!, 36);
  if (!Number.isSafeInteger(issued) || issued > now + CLOCK_SKEW_MS) return null;
  return Math.max(now - issued, 0);
}

/** Why a submission looks like spam, if it does: the honeypot filled in, no token, a token this
 * database did not sign, or sent faster than a person types. */
export function spamFlagOf(signals: CheckedLead['signals'], secret: Buffer, now = Date.now()): SpamFlag | null {
  if (signals.honeypot !== '') return 'honeypot';
  if (signals.formToken === null) return 'no-token';
  const age = formTokenAge(secret, signals.formToken, now);
  if (age === null) return 'bad-token';
  return age < TOO_FAST_MS ? 'too-fast' : null;
}

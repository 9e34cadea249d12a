/**
 * Passkeys (WebAuthn), through SimpleWebAuthn: registering one with a one-time link or while
 * signed in, and signing in with one. Each ceremony's challenge is single use, kept five minutes
 * in the database under the SHA-256 of a short-lived cookie. User verification is required (the
 * phone's lock, a fingerprint): a passkey is then a whole second factor on its own.
 *
 * The relying party is the host the inbox is open at: `localhost` or a real domain name. WebAuthn
 * refuses an IP address as a site's identity, so at one the inbox offers the password only.
 */
import { isIP } from 'node:net';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/open.ts';
import { staffPasskeys, webauthnChallenges } from '../db/staffSchema.ts';
import { spendInvite } from './accounts.ts';
import { hashToken, newToken } from './secrets.ts';

const CHALLENGE_MS = 5 * 60 * 1000;

export interface RelyingParty {
  name: string;
  /** The host name, without port. */
  id: string;
  /** The origin the browser's response must name. */
  origin: string;
}

/** The relying party for an inbox open at `origin`, or null where WebAuthn cannot work (an IP). */
export function relyingParty(origin: string, name: string): RelyingParty | null {
  const { hostname } = new URL(origin);
  const host = hostname.replace(/^\[|\]$/g, '');
  return isIP(host) === 0 ? { name, id: hostname, origin } : null;
}

/** Keeps a ceremony's challenge; returns the handle its cookie carries. */
async function keepChallenge(
  db: Database,
  challenge: string,
  purpose: 'register' | 'sign-in',
  who: { staffId?: string; inviteId?: string } = {},
) {
  const handle = newToken();
  await db.insert(webauthnChallenges).values({
    id: hashToken(handle),
    challenge,
    purpose,
    staffId: who.staffId,
    inviteId: who.inviteId,
    expiresAt: sql`now() + make_interval(secs => ${CHALLENGE_MS / 1000})`,
  });
  return handle;
}

/** Takes a live challenge (once: it is deleted as it is read). */
async function takeChallenge(db: Database, handle: string, purpose: 'register' | 'sign-in') {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.id, hashToken(handle)),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

const transportsOf = (stored: string | null) => stored?.split(',') as AuthenticatorTransport[] | undefined;

export async function registrationOptions(
  db: Database,
  rp: RelyingParty,
  person: { id: string; email: string; name: string },
  inviteId?: string,
) {
  const existing = await db
    .select({ id: staffPasskeys.id, transports: staffPasskeys.transports })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, person.id));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: person.email,
    userDisplayName: person.name,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: transportsOf(passkey.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const handle = await keepChallenge(db, options.challenge, 'register', { staffId: person.id, inviteId });
  return { options, handle };
}

/** The staff member the new passkey belongs to, or null; a registration a link began uses it up. */
export async function verifyRegistration(
  db: Database,
  rp: RelyingParty,
  handle: string,
  response: RegistrationResponseJSON,
): Promise<string | null> {
  const challenge = await takeChallenge(db, handle, 'register');
  if (!challenge?.staffId) return null;
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) return null;
  if (challenge.inviteId && (await spendInvite(db, challenge.inviteId)) !== challenge.staffId) return null;
  const { credential, credentialBackedUp } = result.registrationInfo;
  await db.insert(staffPasskeys).values({
    id: credential.id,
    staffId: challenge.staffId,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports?.join(','),
    backedUp: credentialBackedUp,
  });
  return challenge.staffId;
}

export async function authenticationOptions(db: Database, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  return { options, handle: await keepChallenge(db, options.challenge, 'sign-in') };
}

/** The staff member who signed in, or null. */
export async function verifyAuthentication(
  db: Database,
  rp: RelyingParty,
  handle: string,
  response: AuthenticationResponseJSON,
): Promise<string | null> {
  const challenge = await takeChallenge(db, handle, 'sign-in');
  if (!challenge || typeof response?.id !== 'string') return null;
  const [stored] = await db.select().from(staffPasskeys).where(eq(staffPasskeys.id, response.id));
  if (!stored) return null;
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: stored.id,
      publicKey: new Uint8Array(stored.publicKey),
      counter: stored.counter,
      transports: transportsOf(stored.transports),
    },
  }).catch(() => null);
  if (!result?.verified) return null;
  await db
    .update(staffPasskeys)
    .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
    .where(eq(staffPasskeys.id, stored.id));
  return stored.staffId;
}

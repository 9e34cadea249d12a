/**
 * The secrets of staff sign-in, made and kept the way OWASP's cheat sheets ask: tokens of 256
 * random bits, stored only as their SHA-256; passwords hashed with Argon2id at OWASP's minimum
 * parameters (19 MiB, two passes, one lane) through a kept binding, never by code of ours.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A new token for a cookie or a link: 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps in place of a token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Argon2id (the binding's `Algorithm.Argon2id`, a const enum the compiler cannot inline here). */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2ID);

/** A hash no password matches: an unknown e-mail is checked against it, so that it takes the time
 * a wrong password takes. */
const nobodysHash = hashPassword(randomUUID());

/** Whether `password` matches `digest`; without a digest (no such person, or no password), the
 * same work against a hash no password matches, and false. */
export async function passwordMatches(digest: string | null | undefined, password: string): Promise<boolean> {
  const matches = await verify(digest ?? (await nobodysHash), password).catch(() => false);
  return Boolean(digest) && matches;
}

/**
 * Staff sessions, kept on the server in the database (the Lucia guide's way): the browser holds a
 * random token in an HttpOnly cookie, the database only its SHA-256. A session ends after 12 hours
 * without use or 30 days in all, when its owner signs out, or everywhere at once.
 */
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../db/open.ts';
import { staff, staffSessions } from '../db/staffSchema.ts';
import { hashToken, newToken } from './secrets.ts';

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often: a read does not need a write each time. */
const TOUCH_MS = 60_000;

const seconds = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

export async function startSession(db: Database, staffId: string): Promise<string> {
  const token = newToken();
  await db.insert(staffSessions).values({ id: hashToken(token), staffId });
  return token;
}

/** The staff member a live session belongs to, or null (unknown, idle too long, too old). */
export async function sessionOwner(db: Database, token: string) {
  const id = hashToken(token);
  const [found] = await db
    .select({ id: staff.id, email: staff.email, name: staff.name, lastSeenAt: staffSessions.lastSeenAt })
    .from(staffSessions)
    .innerJoin(staff, eq(staffSessions.staffId, staff.id))
    .where(
      and(
        eq(staffSessions.id, id),
        gt(staffSessions.lastSeenAt, sql`now() - ${seconds(SESSION_IDLE_MS)}`),
        gt(staffSessions.createdAt, sql`now() - ${seconds(SESSION_MAX_MS)}`),
      ),
    );
  if (!found) return null;
  if (Date.now() - found.lastSeenAt.getTime() >= TOUCH_MS)
    await db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(staffSessions.id, id));
  return { id: found.id, email: found.email, name: found.name };
}

export const endSession = (db: Database, token: string) =>
  db.delete(staffSessions).where(eq(staffSessions.id, hashToken(token)));

export const endEverySession = (db: Database, staffId: string) =>
  db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));

export const deleteExpiredSessions = (db: Database) =>
  db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.lastSeenAt, sql`now() - ${seconds(SESSION_IDLE_MS)}`),
        lt(staffSessions.createdAt, sql`now() - ${seconds(SESSION_MAX_MS)}`),
      ),
    );

/**
 * The session cookie: HttpOnly and SameSite=Lax always; `Secure`, with the `__Host-` prefix, when
 * the request came over TLS (WebKit keeps no Secure cookie over plain HTTP, even on 127.0.0.1).
 * It lasts as long as a session can; the server says when it has ended.
 */
const cookieName = (secure: boolean) => (secure ? '__Host-inbox' : 'inbox');

export const sessionToken = (c: Context, secure: boolean) => getCookie(c, cookieName(secure));

export function giveSessionCookie(c: Context, secure: boolean, token: string) {
  setCookie(c, cookieName(secure), token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    maxAge: SESSION_MAX_MS / 1000,
  });
}

export const takeSessionCookie = (c: Context, secure: boolean) =>
  deleteCookie(c, cookieName(secure), { path: '/', secure });

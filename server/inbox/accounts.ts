/**
 * Staff accounts, made only from the command line (product rule D21: no self sign-up): each new
 * person gets a one-time link, valid 24 hours, to set a password or register a passkey; the same
 * command lists and removes them. A link is stored as its SHA-256 and used up by what it sets.
 */
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/open.ts';
import { staff, staffInvites, staffPasskeys } from '../db/staffSchema.ts';
import { hashPassword, hashToken, newToken } from './secrets.ts';
import { endEverySession } from './sessions.ts';

export const INVITE_MS = 24 * 60 * 60 * 1000;

export interface StaffRow {
  id: string;
  email: string;
  name: string;
  hasPassword: boolean;
  passkeys: number;
}

/** A person's name from their address, until they say otherwise: `priya.sharma@…` → Priya Sharma. */
export const nameFromEmail = (email: string) =>
  email
    .split('@', 1)[0]!
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ');

/** Adds a person (or finds them, for a fresh link) and makes their one-time link's token. */
export async function invite(db: Database, email: string, name?: string): Promise<{ token: string; email: string }> {
  const address = email.trim().toLowerCase();
  const [person] = await db
    .insert(staff)
    .values({ email: address, name: name ?? nameFromEmail(address) })
    .onConflictDoUpdate({ target: staff.email, set: { email: address } })
    .returning({ id: staff.id });
  const token = newToken();
  await db.insert(staffInvites).values({
    id: hashToken(token),
    staffId: person!.id,
    expiresAt: sql`now() + make_interval(secs => ${INVITE_MS / 1000})`,
  });
  return { token, email: address };
}

/** Who a live link is for, or null (unknown, used, expired). */
export async function inviteHolder(db: Database, token: string) {
  const [found] = await db
    .select({ inviteId: staffInvites.id, id: staff.id, email: staff.email, name: staff.name })
    .from(staffInvites)
    .innerJoin(staff, eq(staffInvites.staffId, staff.id))
    .where(and(eq(staffInvites.id, hashToken(token)), gt(staffInvites.expiresAt, sql`now()`)));
  return found ?? null;
}

/** Uses up a live link: the staff member it was for, or null. */
export async function spendInvite(db: Database, inviteId: string): Promise<string | null> {
  const [used] = await db
    .delete(staffInvites)
    .where(and(eq(staffInvites.id, inviteId), gt(staffInvites.expiresAt, sql`now()`)))
    .returning({ staffId: staffInvites.staffId });
  return used?.staffId ?? null;
}

/** Sets a password with a live link, ending every session the person had. */
export async function setPasswordWithInvite(db: Database, token: string, password: string): Promise<string | null> {
  const staffId = await spendInvite(db, hashToken(token));
  if (!staffId) return null;
  await db
    .update(staff)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(staff.id, staffId));
  await endEverySession(db, staffId);
  return staffId;
}

export async function listStaff(db: Database): Promise<StaffRow[]> {
  const rows = await db
    .select({
      id: staff.id,
      email: staff.email,
      name: staff.name,
      hasPassword: sql<boolean>`${staff.passwordHash} is not null`,
      passkeys: count(staffPasskeys.id),
    })
    .from(staff)
    .leftJoin(staffPasskeys, eq(staffPasskeys.staffId, staff.id))
    .groupBy(staff.id)
    .orderBy(asc(staff.email));
  return rows.map((row) => ({ ...row, hasPassword: Boolean(row.hasPassword), passkeys: Number(row.passkeys) }));
}

/** Removes a person: their sessions, passkeys and links go with them; what they did to leads
 * stays, without their name. False when there was nobody with that address. */
export async function removeStaff(db: Database, email: string): Promise<boolean> {
  const removed = await db.delete(staff).where(eq(staff.email, email.trim().toLowerCase())).returning({ id: staff.id });
  return removed.length > 0;
}

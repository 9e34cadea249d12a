/**
 * The staff who work the leads in the inbox, and how they prove who they are: their passkeys,
 * their sessions, their one-time set-up links, the passkey ceremonies under way, and the count of
 * failed sign-ins. A token given to a browser or printed in a link is never stored: its SHA-256 is
 * the row's id (server/inbox/tokens.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const staff = pgTable('staff', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower case, as the sign-in form's is compared. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** Argon2id (the PHC string), or null for someone who signs in with passkeys only. */
  passwordHash: text('password_hash'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    /** The credential's id, base64url. */
    id: text('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    publicKey: bytea('public_key').notNull(),
    counter: integer('counter').notNull(),
    transports: text('transports'),
    backedUp: boolean('backed_up').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
  },
  (table) => [index('staff_passkeys_staff_id_idx').on(table.staffId)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    /** The SHA-256 of the cookie's token. */
    id: text('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  },
  (table) => [index('staff_sessions_staff_id_idx').on(table.staffId)],
);

/** One-time set-up links: a password or a passkey, within 24 hours. */
export const staffInvites = pgTable('staff_invites', {
  /** The SHA-256 of the link's token. */
  id: text('id').primaryKey(),
  staffId: uuid('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
});

/** A passkey ceremony under way: its challenge, single use, for five minutes. */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    /** The SHA-256 of the short-lived cookie that names it. */
    id: text('id').primaryKey(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose').$type<'register' | 'sign-in'>().notNull(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    /** The set-up link that began a registration, used up once it succeeds. */
    inviteId: text('invite_id'),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [check('webauthn_challenges_purpose_check', sql`${table.purpose} in ('register', 'sign-in')`)],
);

/** Failed sign-ins in the current window, per account (`account:<email>`) and per address
 * (`address:<ip>`), and until when each is locked. */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: at('window_started_at').notNull(),
  lockedUntil: at('locked_until'),
});

export type Staff = typeof staff.$inferSelect;

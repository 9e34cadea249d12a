/**
 * The lead service's tables, one definition for both drivers (PGlite and a PostgreSQL server);
 * drizzle-kit generates the committed migrations from it (server/db/migrations).
 *
 * A lead and its outbox row are written in one transaction (the transactional outbox), so a lead
 * is never stored without its notification waiting, nor a notification without its lead. Flagged
 * leads (spam) get no outbox row: nobody is told of them.
 */
import { sql, type Column } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { deliveryStatuses, spamFlags, type DeliveryStatus, type SpamFlag } from '../../src/contract/lead.ts';

/** A check that a column holds one of the contract's values (constants, so written inline). */
const oneOf = (column: Column, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which form: contact, enquiry or consultation. */
    form: text('form').notNull(),
    /** The form's fields, each exactly as the visitor wrote it (field name to text). */
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    /** Why it looks like spam, if it does (the contract's spam flags). */
    flag: text('flag').$type<SpamFlag>(),
    /** The page's Idempotency-Key: unique, so a retried submission can only ever be one row. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** A digest of the form and its values, to tell a retry from another submission reusing a key. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leads_created_at_idx').on(table.createdAt),
    check('leads_flag_check', sql`${table.flag} is null or ${oneOf(table.flag, spamFlags)}`),
  ],
);

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    status: text('status').$type<DeliveryStatus>().notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_lead_id_idx').on(table.leadId),
    check('outbox_status_check', oneOf(table.status, deliveryStatuses)),
  ],
);

/** Secrets the server makes for itself on its first start and every server on the database
 * shares: the key that signs form tokens. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row, written by each readiness check: the proof that the database takes a write. */
export const writeChecks = pgTable('write_checks', {
  id: smallint('id').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type OutboxRow = typeof outbox.$inferSelect;

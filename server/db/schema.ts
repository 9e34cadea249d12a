/**
 * The lead service's tables, one definition for both drivers (PGlite and a PostgreSQL server);
 * drizzle-kit generates the committed migrations from it (server/db/migrations).
 *
 * A lead and its outbox row are written in one transaction (the transactional outbox), so a lead
 * is never stored without its notification waiting, nor a notification without its lead. A lead
 * that filled the honeypot gets no outbox row: nobody is told of it. Each lead carries its place
 * in the pipeline (its machine's persisted snapshot), and every change to it is an event row, so
 * its timeline is a query.
 */
import { sql, type Column } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  deliveryStatuses,
  pipelineStatuses,
  spamFlags,
  type DeliveryStatus,
  type PipelineStatus,
  type SpamFlag,
} from '../../src/contract/lead.ts';
import { staff } from './staffSchema.ts';

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
    /** Where it stands in the pipeline, for the list's filter; `pipeline` holds the whole state. */
    status: text('status').$type<PipelineStatus>().notNull().default('new'),
    /** Its pipeline machine's persisted snapshot, or null while it has never moved. */
    pipeline: jsonb('pipeline'),
    lostReason: text('lost_reason'),
    assigneeId: uuid('assignee_id').references(() => staff.id, { onDelete: 'set null' }),
    /** One more with each move or assignment: a change names the version it saw, so two staff
     * changing one lead at once cannot overwrite each other unseen. */
    version: integer('version').notNull().default(0),
    /** What the inbox's search reads: the name, e-mail, phone and message, lower case. */
    search: text('search').generatedAlwaysAs(
      sql`lower(coalesce(fields->>'name', '') || ' ' || coalesce(fields->>'email', '') || ' ' || coalesce(fields->>'phone', '') || ' ' || coalesce(fields->>'message', ''))`,
    ),
  },
  (table) => [
    index('leads_created_at_idx').on(table.createdAt),
    // The list's keyset: newest first, the id breaking a tie.
    index('leads_newest_idx').on(table.createdAt.desc(), table.id.desc()),
    index('leads_search_idx').using('gin', sql`${table.search} gin_trgm_ops`),
    check('leads_flag_check', sql`${table.flag} is null or ${oneOf(table.flag, spamFlags)}`),
    check('leads_status_check', oneOf(table.status, pipelineStatuses)),
  ],
);

/** Every change staff made to a lead: a move through the pipeline, an assignment, a note. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who did it: null once they are no longer staff. */
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'moved' | 'assigned' | 'note'>().notNull(),
    fromStatus: text('from_status').$type<PipelineStatus>(),
    toStatus: text('to_status').$type<PipelineStatus>(),
    reason: text('reason'),
    assigneeId: uuid('assignee_id').references(() => staff.id, { onDelete: 'set null' }),
    text: text('text'),
  },
  (table) => [
    index('lead_events_lead_id_idx').on(table.leadId, table.at),
    check('lead_events_kind_check', sql`${table.kind} in ('moved', 'assigned', 'note')`),
  ],
);

/** Which leads each staff member has yet to open: a lead arrives unread for everyone on the staff
 * (a trigger, server/db/migrations/0004), and opening it takes its row away. Kept as the unread
 * rather than the read, so that counting them costs what there are, not what the inbox holds. */
export const leadUnreads = pgTable(
  'lead_unreads',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.leadId] })],
);

/** That a lead was erased, by whom and when: never what it held (product rule D21). */
export const erasures = pgTable('erasures', {
  id: uuid('id').primaryKey().defaultRandom(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  /** Who erased it from the inbox; null from the command line. */
  staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
});

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
export type LeadEvent = typeof leadEvents.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type OutboxRow = typeof outbox.$inferSelect;

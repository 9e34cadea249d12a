/**
 * The leads as the inbox works them: the list (filtered, searched, paged by keyset so the
 * thousandth page costs what the first does), a lead's page with its timeline, what each staff
 * member has read, and each change (a move, an assignment, a note), written as one statement with
 * its event row, so the timeline is a query and a change is never half made.
 */
import { and, desc, eq, gte, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LeadPipelineEvent } from '../../machines/leadPipelineMachine.ts';
import { answersOf } from '../../src/contract/answers.ts';
import type {
  EmailState,
  LeadDetail,
  LeadFilters,
  LeadPage,
  LeadSummary,
  StaffMember,
  TimelineEntry,
} from '../../src/contract/inbox.ts';
import { leadFormNames, pipelineStatuses, type LeadFormName, type PipelineStatus } from '../../src/contract/lead.ts';
import { AGENCY_TIME_ZONE } from '../../src/content/agency.ts';
import { optionLabel } from '../../src/content/forms.ts';
import type { Database } from '../db/open.ts';
import { leadEvents, leadUnreads, leads, outbox, type Lead } from '../db/schema.ts';
import { staff } from '../db/staffSchema.ts';
import { leadFormFields } from '../leads/checkLead.ts';
import { move, persistedPipeline } from './pipeline.ts';

/** Rows a page of the list holds. */
export const PAGE_SIZE = 50;

const assignees = alias(staff, 'assignees');

/** What one row of the list reads, and what a lead's page reads besides. */
const summaryColumns = {
  id: leads.id,
  form: leads.form,
  fields: leads.fields,
  flag: leads.flag,
  createdAt: leads.createdAt,
  /** The time at its full precision (microseconds), for the keyset. */
  cursorAt: sql<string>`${leads.createdAt}::text`,
  status: leads.status,
  version: leads.version,
  pipeline: leads.pipeline,
  lostReason: leads.lostReason,
  delivery: outbox.status,
  unreadFor: leadUnreads.staffId,
  assigneeId: assignees.id,
  assigneeEmail: assignees.email,
  assigneeName: assignees.name,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K] extends { _: { data: infer D } } ? D | null : never;
};

const summaries = (db: Database, me: string) =>
  db
    .select(summaryColumns)
    .from(leads)
    .leftJoin(outbox, eq(outbox.leadId, leads.id))
    .leftJoin(leadUnreads, and(eq(leadUnreads.leadId, leads.id), eq(leadUnreads.staffId, me)))
    .leftJoin(assignees, eq(assignees.id, leads.assigneeId));

const isFormName = (form: string): form is LeadFormName => (leadFormNames as readonly string[]).includes(form);

/** A choice by its option's label, where the form asks for it. */
function labelOf(form: LeadFormName, field: string, value: string | undefined): string | null {
  const content = leadFormFields[form][field];
  if (!content || !('options' in content)) return null;
  return value ? optionLabel(content.options, value) : null;
}

function summaryOf(row: SummaryRow): LeadSummary {
  const fields = row.fields ?? {};
  const form = isFormName(row.form!) ? row.form : 'contact';
  const delivery: EmailState = row.delivery ?? 'never';
  return {
    id: row.id!,
    form,
    receivedAt: row.createdAt!.toISOString(),
    name: fields.name ?? '',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    service: labelOf(form, 'service', fields.service),
    budget: labelOf(form, 'budget', fields.budget),
    firstLine: (fields.message ?? '').split(/\r\n|\r|\n/, 1)[0]!,
    status: row.status!,
    flag: row.flag ?? null,
    delivery,
    unread: row.unreadFor !== null,
    assignee: row.assigneeId ? { id: row.assigneeId, email: row.assigneeEmail!, name: row.assigneeName! } : null,
    version: row.version!,
  };
}

/** The start of a day in India (`YYYY-MM-DD`), as a time. */
const indiaDay = (day: string, plusDays = 0) =>
  sql`(${day}::date + ${plusDays}::int)::timestamp at time zone ${AGENCY_TIME_ZONE}`;

/** A search text as a LIKE pattern that matches it anywhere, its own `%` and `_` taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The filters as conditions; without a status, the spam view's leads are left out. */
function conditions(me: string, filters: LeadFilters): SQL[] {
  const where: SQL[] = [];
  where.push(filters.status ? eq(leads.status, filters.status) : ne(leads.status, 'spam'));
  if (filters.form) where.push(eq(leads.form, filters.form));
  if (filters.from) where.push(gte(leads.createdAt, indiaDay(filters.from)));
  if (filters.to) where.push(lt(leads.createdAt, indiaDay(filters.to, 1)));
  if (filters.spam === 'only') where.push(isNotNull(leads.flag));
  if (filters.spam === 'none') where.push(isNull(leads.flag));
  if (filters.assignee === 'me') where.push(eq(leads.assigneeId, me));
  else if (filters.assignee === 'none') where.push(isNull(leads.assigneeId));
  else if (filters.assignee) where.push(eq(leads.assigneeId, filters.assignee));
  if (filters.q?.trim()) where.push(sql`${leads.search} like ${containing(filters.q.trim())}`);
  return where;
}

/** Filters from a query string, each checked: an unknown value is no filter, never an error. */
export function filtersFrom(query: Record<string, string | undefined>): LeadFilters {
  const day = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const filters: LeadFilters = {};
  if ((pipelineStatuses as readonly string[]).includes(query.status ?? ''))
    filters.status = query.status as PipelineStatus;
  if (isFormName(query.form ?? '')) filters.form = query.form as LeadFormName;
  if (day(query.from)) filters.from = query.from;
  if (day(query.to)) filters.to = query.to;
  if (query.spam === 'only' || query.spam === 'none') filters.spam = query.spam;
  if (query.assignee === 'me' || query.assignee === 'none' || uuid.test(query.assignee ?? ''))
    filters.assignee = query.assignee;
  if (query.q && query.q.length <= 200) filters.q = query.q;
  return filters;
}

const encodeCursor = (row: SummaryRow) => Buffer.from(JSON.stringify([row.cursorAt, row.id])).toString('base64url');

function decodeCursor(cursor: string | undefined): [string, string] | null {
  if (!cursor) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'string'))
      return value as [string, string];
  } catch {
    // Not one of ours: the first page.
  }
  return null;
}

export async function listLeads(
  db: Database,
  me: string,
  filters: LeadFilters,
  cursor?: string,
  limit = PAGE_SIZE,
): Promise<LeadPage> {
  const where = conditions(me, filters);
  const after = decodeCursor(cursor);
  if (after) where.push(sql`(${leads.createdAt}, ${leads.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`);
  const rows = (await summaries(db, me)
    .where(and(...where))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit + 1)) as SummaryRow[];
  const [unread] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leadUnreads)
    .innerJoin(leads, eq(leads.id, leadUnreads.leadId))
    .where(and(eq(leadUnreads.staffId, me), ne(leads.status, 'spam')));
  const page = rows.slice(0, limit);
  return {
    leads: page.map(summaryOf),
    next: rows.length > limit ? encodeCursor(page.at(-1)!) : null,
    unread: Number(unread?.n ?? 0),
  };
}

/** Every lead the filters show, for the CSV export: newest first, as stored. */
export async function leadsFor(db: Database, me: string, filters: LeadFilters): Promise<Lead[]> {
  return (
    await db
      .select({ lead: leads })
      .from(leads)
      .where(and(...conditions(me, filters)))
      .orderBy(desc(leads.createdAt), desc(leads.id))
  ).map((row) => row.lead);
}

const member = (id: string | null, email: string | null, name: string | null): StaffMember | null =>
  id ? { id, email: email!, name: name! } : null;

async function timelineOf(db: Database, row: SummaryRow): Promise<TimelineEntry[]> {
  const by = alias(staff, 'by');
  const to = alias(staff, 'to');
  const events = await db
    .select({
      event: leadEvents,
      byId: by.id,
      byEmail: by.email,
      byName: by.name,
      toId: to.id,
      toEmail: to.email,
      toName: to.name,
    })
    .from(leadEvents)
    .leftJoin(by, eq(by.id, leadEvents.staffId))
    .leftJoin(to, eq(to.id, leadEvents.assigneeId))
    .where(eq(leadEvents.leadId, row.id!))
    .orderBy(leadEvents.at, leadEvents.id);
  const [delivery] = await db.select().from(outbox).where(eq(outbox.leadId, row.id!));
  const received = row.createdAt!.toISOString();
  const emailed: TimelineEntry = !delivery
    ? { kind: 'notEmailed', at: received, why: 'honeypot' }
    : delivery.status === 'sent'
      ? { kind: 'emailed', at: delivery.sentAt!.toISOString() }
      : delivery.status === 'gaveUp'
        ? { kind: 'emailGaveUp', at: received, attempts: delivery.attempts, error: delivery.lastError }
        : delivery.attempts > 0 && delivery.lastError
          ? { kind: 'emailFailing', at: received, attempts: delivery.attempts, error: delivery.lastError }
          : { kind: 'notEmailed', at: received, why: 'waiting' };
  const changes = events.map(({ event, byId, byEmail, byName, toId, toEmail, toName }): TimelineEntry => {
    const at = event.at.toISOString();
    const who = member(byId, byEmail, byName);
    if (event.kind === 'moved')
      return { kind: 'moved', at, by: who, from: event.fromStatus!, to: event.toStatus!, reason: event.reason };
    if (event.kind === 'assigned') return { kind: 'assigned', at, by: who, to: member(toId, toEmail, toName) };
    return { kind: 'note', at, by: who, text: event.text ?? '' };
  });
  const timeline: TimelineEntry[] = [{ kind: 'received', at: received }, emailed, ...changes];
  return timeline.sort((a, b) => a.at.localeCompare(b.at));
}

/** A lead's page, or null when there is none; opening it reads it, for this staff member. */
export async function leadDetail(
  db: Database,
  me: string,
  id: string,
  { read = true }: { read?: boolean } = {},
): Promise<LeadDetail | null> {
  if (read) await db.delete(leadUnreads).where(and(eq(leadUnreads.leadId, id), eq(leadUnreads.staffId, me)));
  const [row] = (await summaries(db, me).where(eq(leads.id, id))) as SummaryRow[];
  if (!row) return null;
  const summary = summaryOf(row);
  const fields = row.fields ?? {};
  const answers = answersOf(leadFormFields[summary.form], fields);
  return {
    ...summary,
    fields,
    answers: Object.entries(leadFormFields[summary.form]).map(([key, content]) => ({
      label: content.answerLabel,
      value: answers[key]!,
    })),
    lostReason: row.lostReason ?? null,
    pipeline: persistedPipeline(row.pipeline, summary.status),
    timeline: await timelineOf(db, row),
  };
}

export async function markUnread(db: Database, me: string, id: string): Promise<void> {
  await db.execute(sql`
    insert into ${leadUnreads} (lead_id, staff_id) select id, ${me} from ${leads} where id = ${id}
    on conflict do nothing`);
}

/** How a change came out: made, refused by the pipeline, made by someone else first, or no lead. */
export type ChangeOutcome = 'changed' | 'not-allowed' | 'conflict' | 'not-found';

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;

/** Moves a lead through its pipeline, if its machine allows it from the version the mover saw. */
export async function moveLead(
  db: Database,
  me: string,
  id: string,
  event: LeadPipelineEvent,
  version: number,
): Promise<ChangeOutcome> {
  const [lead] = await db
    .select({ status: leads.status, pipeline: leads.pipeline, version: leads.version })
    .from(leads)
    .where(eq(leads.id, id));
  if (!lead) return 'not-found';
  if (lead.version !== version) return 'conflict';
  const moved = move(lead.pipeline, lead.status, event);
  if (!moved.allowed) return 'not-allowed';
  const result = await db.execute(sql`
    with changed as (
      update ${leads} set status = ${moved.to}, pipeline = ${JSON.stringify(moved.snapshot)}::jsonb,
        lost_reason = ${moved.lostReason}, version = version + 1
      where id = ${id} and version = ${version}
      returning id
    )
    insert into ${leadEvents} (lead_id, staff_id, kind, from_status, to_status, reason)
    select id, ${me}, 'moved', ${moved.from}, ${moved.to}, ${moved.lostReason} from changed
    returning lead_id`);
  return rowsOf(result).length > 0 ? 'changed' : 'conflict';
}

/** Assigns a lead to one staff member (or to nobody), from the version the assigner saw. */
export async function assignLead(
  db: Database,
  me: string,
  id: string,
  assigneeId: string | null,
  version: number,
): Promise<ChangeOutcome> {
  const [lead] = await db.select({ version: leads.version }).from(leads).where(eq(leads.id, id));
  if (!lead) return 'not-found';
  if (assigneeId && (await db.select({ id: staff.id }).from(staff).where(eq(staff.id, assigneeId))).length === 0)
    return 'not-allowed';
  const result = await db.execute(sql`
    with changed as (
      update ${leads} set assignee_id = ${assigneeId}, version = version + 1
      where id = ${id} and version = ${version}
      returning id
    )
    insert into ${leadEvents} (lead_id, staff_id, kind, assignee_id)
    select id, ${me}, 'assigned', ${assigneeId} from changed
    returning lead_id`);
  return rowsOf(result).length > 0 ? 'changed' : 'conflict';
}

/** The longest note: a page of text. */
export const NOTE_MAX_LENGTH = 4000;

export async function addNote(db: Database, me: string, id: string, text: string): Promise<ChangeOutcome> {
  const result = await db.execute(sql`
    insert into ${leadEvents} (lead_id, staff_id, kind, text)
    select id, ${me}, 'note', ${text} from ${leads} where id = ${id}
    returning lead_id`);
  return rowsOf(result).length > 0 ? 'changed' : 'not-found';
}

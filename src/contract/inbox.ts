/**
 * The inbox's contract: the routes the agency's staff inbox calls on the lead service, and the
 * shapes they answer with (docs/inbox.md). The inbox (src/inbox/) and the server (server/inbox/)
 * both import it; visitor pages never do. It imports nothing but the lead contract.
 */
import type { DeliveryStatus, LeadFormName, PipelineStatus, SpamFlag } from './lead';

/** Where the inbox is served, on the site's own origin. */
export const INBOX_PATH = '/inbox';

/** The shortest and longest password the inbox accepts when one is set (`invitePassword`),
 * counted in characters (code points): length, not rules (OWASP ASVS 2.1.1, 2.1.2). The server
 * refuses any other with `invalid` on `password`. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** The inbox's routes under the lead service. Every one but sign-in and the invites needs a
 * session; every one that changes something needs a request from the inbox's own origin.
 *
 * Answers: JSON, as each route says below; a refusal is an `InboxRefusal`. A route that needs a
 * session answers 401 `{ error: 'signed-out' }` without one (the inbox then signs in again and
 * comes back); a sign-in that fails answers 401 `{ error: 'sign-in-failed' }` and, after too many,
 * 429 `{ error: 'locked', retryAfterS }`, which the inbox does not take for an ended session. */
export const inboxApi = {
  /** GET: who is signed in, `Me` (401 when nobody). */
  me: '/api/inbox/me',
  /** POST `{ email, password }`: signs in with a password; answers `Me`. */
  signIn: '/api/inbox/sign-in',
  /** POST: ends this session (204). */
  signOut: '/api/inbox/sign-out',
  /** POST: ends every session of the signed-in person (204). */
  signOutEverywhere: '/api/inbox/sign-out-everywhere',
  /** POST: the options for signing in with a passkey (`PublicKeyCredentialRequestOptionsJSON`);
   * then POST `{ response }` (`AuthenticationResponseJSON`) to verify, which signs in and answers
   * `Me`. */
  passkeySignInOptions: '/api/inbox/passkeys/sign-in/options',
  passkeySignInVerify: '/api/inbox/passkeys/sign-in/verify',
  /** POST `{ token? }`: the options for registering a passkey, for an invite's holder or the
   * signed-in person (`PublicKeyCredentialCreationOptionsJSON`); then POST `{ token?, response }`
   * (`RegistrationResponseJSON`) to verify, which uses up the invite, signs its holder in and
   * answers `Me`. At an address that is no domain name (an IP address), both answer 400
   * `passkeys-need-a-name`. */
  passkeyRegisterOptions: '/api/inbox/passkeys/register/options',
  passkeyRegisterVerify: '/api/inbox/passkeys/register/verify',
  /** GET: what a one-time link is for (`Invite`, 404 `not-found` when used or expired); POST
   * `{ password }` to its `/password` to set a password (at least `PASSWORD_MIN_LENGTH`), which
   * uses up the invite, signs its holder in and answers `Me`. */
  invite: (token: string) => `/api/inbox/invites/${encodeURIComponent(token)}`,
  invitePassword: (token: string) => `/api/inbox/invites/${encodeURIComponent(token)}/password`,
  /** GET: the staff, for assigning a lead. */
  staff: '/api/inbox/staff',
  /** GET with `LeadFilters` and `cursor` as query parameters (`leadsQuery`): a `LeadPage`,
   * newest first. */
  leads: '/api/inbox/leads',
  /** GET with `LeadFilters` (`leadsQuery`, no cursor): what the filters show, as CSV. */
  exportCsv: '/api/inbox/leads.csv',
  /** GET: a `LeadDetail` with its timeline (and it is read, for the signed-in person); DELETE
   * with `{ confirmName }` (the lead's name as it shows): erases it (204; 400 `invalid` on
   * `confirmName` when it is not the name). */
  lead: (id: string) => `/api/inbox/leads/${encodeURIComponent(id)}`,
  /** POST: unread again, for the signed-in person; answers the `LeadDetail`. */
  leadUnread: (id: string) => `/api/inbox/leads/${encodeURIComponent(id)}/unread`,
  /** POST `{ event, version }`: a move through the pipeline (a `LeadPipelineEvent`); answers the
   * `LeadDetail` as it now is, or 409 `conflict` when `version` is not the lead's. */
  leadMove: (id: string) => `/api/inbox/leads/${encodeURIComponent(id)}/move`,
  /** POST `{ assigneeId, version }`: assigns it (or not, with null); answers as a move does. */
  leadAssign: (id: string) => `/api/inbox/leads/${encodeURIComponent(id)}/assign`,
  /** POST `{ text }`: adds a note (never a conflict); answers the `LeadDetail`. */
  leadNotes: (id: string) => `/api/inbox/leads/${encodeURIComponent(id)}/notes`,
  /** GET: server-sent events, one `InboxChange` each as JSON in an unnamed event (`data:` only,
   * so `EventSource.onmessage` hears it), while the inbox is open. */
  events: '/api/inbox/events',
} as const;

export interface StaffMember {
  id: string;
  email: string;
  name: string;
}

/** Who is signed in, and how they may sign in. */
export interface Me extends StaffMember {
  hasPassword: boolean;
  passkeys: number;
}

/** The list's filters, each one a query parameter. Dates are days in India (YYYY-MM-DD). */
export interface LeadFilters {
  status?: PipelineStatus;
  form?: LeadFormName;
  from?: string;
  to?: string;
  /** Leads flagged as possible spam: with the others (default), only them, or none. */
  spam?: 'only' | 'none';
  /** `me`, `none` (unassigned) or a staff member's id. */
  assignee?: string;
  /** Searched in the name, e-mail, phone and message. */
  q?: string;
}

/** The order of `LeadFilters`' query parameters, and the `cursor` after them. */
const filterKeys = ['status', 'form', 'from', 'to', 'spam', 'assignee', 'q'] as const satisfies ReadonlyArray<
  keyof LeadFilters
>;

/** The query string of `leads` (with a page's `cursor`) and `exportCsv` (without), `?` included
 * when it is not empty: each filter that is set, empty ones left out. */
export function leadsQuery(filters: LeadFilters, cursor?: string | null): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** What a one-time link (`invite`) is for. */
export interface Invite {
  email: string;
  name: string;
}

/** Where a lead's e-mail to the agency stands: its delivery's status, or `never` for a lead that
 * filled the honeypot (it is not e-mailed). */
export type EmailState = DeliveryStatus | 'never';

/** A lead as a row of the list shows it. */
export interface LeadSummary {
  id: string;
  form: LeadFormName;
  receivedAt: string;
  name: string;
  email: string;
  phone: string;
  /** The service and the budget by their options' labels, where the form asks for them. */
  service: string | null;
  budget: string | null;
  /** The message's first line. */
  firstLine: string;
  status: PipelineStatus;
  flag: SpamFlag | null;
  /** Where its e-mail to the agency stands. */
  delivery: EmailState;
  /** Not yet opened by the signed-in person. */
  unread: boolean;
  assignee: StaffMember | null;
  /** Changes with each change to the lead: a move or an assignment names the version it saw. */
  version: number;
}

export interface LeadPage {
  leads: LeadSummary[];
  /** The next page's cursor, or null at the end. */
  next: string | null;
  /** Leads the signed-in person has not opened, spam left out: the tab's title counts them. */
  unread: number;
}

export type TimelineEntry =
  | { kind: 'received'; at: string }
  | { kind: 'emailed'; at: string }
  | { kind: 'emailFailing'; at: string; attempts: number; error: string | null }
  | { kind: 'emailGaveUp'; at: string; attempts: number; error: string | null }
  | { kind: 'notEmailed'; at: string; why: 'honeypot' | 'waiting' }
  | {
      kind: 'moved';
      at: string;
      by: StaffMember | null;
      from: PipelineStatus;
      to: PipelineStatus;
      reason: string | null;
    }
  | { kind: 'assigned'; at: string; by: StaffMember | null; to: StaffMember | null }
  | { kind: 'note'; at: string; by: StaffMember | null; text: string };

/** A lead's page: every field verbatim, each answer by its label, and its timeline. */
export interface LeadDetail extends LeadSummary {
  fields: Record<string, string>;
  /** Each answer as the form labels it, in the form's order: `{ label, value }`. */
  answers: Array<{ label: string; value: string }>;
  lostReason: string | null;
  /** The pipeline machine's persisted snapshot: the moves it allows now. */
  pipeline: unknown;
  timeline: TimelineEntry[];
}

/** What an inbox refusal says. */
export type InboxRefusal =
  | { error: 'signed-out' }
  | { error: 'sign-in-failed' }
  | { error: 'locked'; retryAfterS: number }
  | { error: 'cross-origin' }
  | { error: 'not-found' }
  | { error: 'not-allowed' }
  | { error: 'conflict'; lead: LeadDetail }
  | { error: 'invalid'; fields: Record<string, string> }
  | { error: 'passkeys-need-a-name'; reason: string }
  | { error: 'unavailable' };

/** One change, pushed to every open inbox. */
export type InboxChange =
  { type: 'lead.created'; id: string } | { type: 'lead.changed'; id: string } | { type: 'lead.erased'; id: string };

/**
 * The lead contract: what a form sends to the lead service, what the service answers, and the
 * facts about a stored lead that the page, the machines and the server all name. Each is written
 * here once and imported from here; it imports nothing, so everything can stand on it
 * (docs/leads.md describes the API these shapes make).
 */

/** Where the site's own lead service takes submissions, on the page's origin. */
export const LEADS_PATH = '/api/leads';

/** Where a form asks for its token at the first key of a draft (`GET`, answered `FormTokenGrant`). */
export const FORM_TOKEN_PATH = '/api/leads/token';

/** The header naming a submission, the same on each of its retries (the IETF HTTP API draft). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The forms that send leads, by the name they send in `form`. */
export const leadFormNames = ['contact', 'enquiry', 'consultation'] as const;
export type LeadFormName = (typeof leadFormNames)[number];

/** The fields a submission carries besides its form's own: what the spam checks read. */
export const signalFields = {
  /** The hidden field people never see and bots fill in. */
  honeypot: 'website',
  /** The token the service signed at the draft's first key: when the visitor started. */
  formToken: 'formToken',
} as const;

/** What a form sends besides its fields: the honeypot's value (people leave it empty) and the
 * token its draft was given, if it got one. */
export interface LeadSignals {
  website: string;
  formToken: string | null;
}

/** A submission's body: the form, its fields by name, and the signals. */
export type LeadRequest = { form: LeadFormName; website?: string; formToken?: string } & Record<string, string>;

/** What `FORM_TOKEN_PATH` answers. */
export interface FormTokenGrant {
  token: string;
}

/**
 * Why a stored lead is flagged. The honeypot is the one flag that keeps a lead from the agency's
 * e-mail; the others only say it looks hurried or came without a valid token, and such a lead is
 * e-mailed with its flag in the subject (product rule D22): a missed real lead costs more than one
 * more spam e-mail.
 */
export const spamFlags = ['honeypot', 'too-fast', 'no-token', 'bad-token'] as const;
export type SpamFlag = (typeof spamFlags)[number];

/** Whether a lead with this flag is e-mailed to the agency. */
export const isEmailed = (flag: SpamFlag | null): boolean => flag !== 'honeypot';

/** Where a lead's e-mail to the agency stands: one status per state of its delivery machine. */
export const deliveryStatuses = ['waiting', 'sending', 'sent', 'retrying', 'gaveUp'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** Where a lead stands in the agency's pipeline: one per state of its pipeline machine. */
export const pipelineStatuses = ['new', 'contacted', 'qualified', 'proposalSent', 'won', 'lost', 'spam'] as const;
export type PipelineStatus = (typeof pipelineStatuses)[number];

/** The fields the service refused, each with its reason in the field's own words. */
export type FieldProblems = Readonly<Record<string, string>>;

/** A stored submission's answer (201 new, 200 a retry of one stored before). */
export interface LeadReceipt {
  id: string;
}

/** Every refusal the service answers with, by its `error`. */
export type LeadRefusal =
  | { error: 'invalid'; fields: FieldProblems }
  | { error: 'malformed'; reason: string; field?: string }
  | { error: 'key-reused' }
  | { error: 'too-large' }
  | { error: 'unsupported-media-type' }
  | { error: 'rate-limited' }
  | { error: 'unavailable' }
  | { error: 'method-not-allowed' }
  | { error: 'not-found' };

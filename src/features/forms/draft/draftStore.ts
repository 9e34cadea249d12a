import type { LeadValues } from '../../../../machines/lead';
import type { LeadFormName } from '../../../contract/lead';

/*
 * What a visitor has typed into a form, kept in this tab's session storage (product rule D20):
 * it survives a reload, a discarded tab's return and Back, and goes when the tab is closed, so the
 * next person on a shared phone never sees it. Never local storage or a cookie.
 */

const keyOf = (form: LeadFormName) => `rangrez.draft.${form}`;
/** The form token kept with a draft: when the visitor started it, as the lead service signed. */
const tokenKeyOf = (form: LeadFormName) => `rangrez.draft.${form}.token`;

/** Storage can be missing or refuse (a private window, a full quota): a draft is a kindness,
 * never a reason for the form to fail. */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft of `form`, whole: every field of `fields` as text, or null. A draft of another
 * version of the form (a field added or gone) is none at all, so no field comes back half. */
export function readDraft(form: LeadFormName, fields: readonly string[]): LeadValues | null {
  let kept: unknown;
  try {
    kept = JSON.parse(storage()?.getItem(keyOf(form)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof kept !== 'object' || kept === null || Array.isArray(kept)) return null;
  const entries = Object.entries(kept);
  const whole =
    entries.length === fields.length &&
    fields.every((field) => typeof (kept as Record<string, unknown>)[field] === 'string');
  return whole ? (kept as LeadValues) : null;
}

/** Keeps `values` as the draft of `form`; a form as it first showed (`initial`) keeps none. */
export function saveDraft(form: LeadFormName, values: LeadValues, initial: LeadValues): void {
  try {
    if (Object.keys(values).every((field) => values[field] === initial[field])) storage()?.removeItem(keyOf(form));
    else storage()?.setItem(keyOf(form), JSON.stringify(values));
  } catch {
    // Full or refused: the form goes on without a draft.
  }
}

/** The draft's form token, or null. */
export function readFormToken(form: LeadFormName): string | null {
  try {
    return storage()?.getItem(tokenKeyOf(form)) ?? null;
  } catch {
    return null;
  }
}

export function keepFormToken(form: LeadFormName, token: string): void {
  try {
    storage()?.setItem(tokenKeyOf(form), token);
  } catch {
    // Full or refused: the lead goes without one, and reaches the agency all the same.
  }
}

/** The draft goes, and its token with it: the next one starts afresh. */
export function forgetDraft(form: LeadFormName): void {
  try {
    storage()?.removeItem(keyOf(form));
    storage()?.removeItem(tokenKeyOf(form));
  } catch {
    // Refused: there was nothing kept either.
  }
}

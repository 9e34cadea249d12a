import type { LeadForm, LeadValues } from '../../../../machines/lead';

/*
 * What a visitor has typed into a form, kept in this tab's session storage (product rule D20):
 * it survives a reload, a discarded tab's return and Back, and goes when the tab is closed, so the
 * next person on a shared phone never sees it. Never local storage or a cookie.
 */

const keyOf = (form: LeadForm) => `rangrez.draft.${form}`;

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
export function readDraft(form: LeadForm, fields: readonly string[]): LeadValues | null {
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
export function saveDraft(form: LeadForm, values: LeadValues, initial: LeadValues): void {
  try {
    if (Object.keys(values).every((field) => values[field] === initial[field])) storage()?.removeItem(keyOf(form));
    else storage()?.setItem(keyOf(form), JSON.stringify(values));
  } catch {
    // Full or refused: the form goes on without a draft.
  }
}

export function forgetDraft(form: LeadForm): void {
  try {
    storage()?.removeItem(keyOf(form));
  } catch {
    // Refused: there was nothing kept either.
  }
}

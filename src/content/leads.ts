/**
 * What the lead service and the forms agree on besides each form's fields: which forms there are,
 * when a submission is too fast to be a person's, and the words of a
 * refusal that no single field's content says.
 */

/** The forms that send leads, by the name they send in `form`. */
export const leadFormNames = ['contact', 'enquiry', 'consultation'] as const;
export type LeadFormName = (typeof leadFormNames)[number];

/** A form sent sooner than this after its first input was not filled in by a person. */
export const TOO_FAST_MS = 3000;

export const leadRefusals = {
  /** A choice that is not one of the field's options. */
  notAnOption: 'Please choose one of the options.',
} as const;

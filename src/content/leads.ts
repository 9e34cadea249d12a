/**
 * The words of a refusal that no single field's content says: the lead service and the forms both
 * show them.
 */
export const leadRefusals = {
  /** A choice that is not one of the field's options. */
  notAnOption: 'Please choose one of the options.',
} as const;

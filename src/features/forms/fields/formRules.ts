/**
 * A field list's rules and first values, in the form library's terms: each typed field checked by
 * the contract's rule for it (src/contract/answers.ts), the same rule the lead service applies.
 */
import type { FormRulesRecord } from '@mantine/form';
import { isTyped, problemOf } from '../../../contract/answers';
import type { FieldsContent, FormValues } from '../../../content/forms';

/** The library's `validate` for a field list. A select needs none: a required one has no empty
 * choice, and its options are all the values it takes. */
export function formRules<TFields extends FieldsContent>(fields: TFields): FormRulesRecord<FormValues<TFields>> {
  const rules: Record<string, (value: string) => string | null> = {};
  for (const [key, content] of Object.entries(fields))
    if (isTyped(content)) rules[key] = (value) => problemOf(content, value);
  return rules as unknown as FormRulesRecord<FormValues<TFields>>;
}

/** A field list's values before anything is typed: a required select starts on its first choice
 * (product rule S5), everything else empty. */
export function initialValues<TFields extends FieldsContent>(fields: TFields): FormValues<TFields> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, content]) => [
      key,
      'options' in content && content.required ? (content.options[0]?.value ?? '') : '',
    ]),
  ) as FormValues<TFields>;
}

import type { Page } from '@playwright/test';

/** A form's values by field name. */
export type FieldValues = Record<string, string>;

/** Fills the fields of the form `form` (a selector) by name, as a visitor would: selects by value. */
export async function fillForm(page: Page, form: string, values: FieldValues) {
  const scope = page.locator(form);
  for (const [key, value] of Object.entries(values)) {
    const field = scope.locator(`[name="${key}"]`);
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** What the fields named in `values` show now. */
export async function shownValues(page: Page, form: string, values: FieldValues): Promise<FieldValues> {
  const shown: FieldValues = {};
  for (const key of Object.keys(values)) shown[key] = await page.locator(form).locator(`[name="${key}"]`).inputValue();
  return shown;
}

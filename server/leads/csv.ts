/**
 * Leads as CSV, for a spreadsheet: the `leads export --csv` command's and the inbox's export. Every
 * field of every form has a column, a choice by its option's label; a visitor's words are data,
 * never instructions, so a cell that a spreadsheet would run as a formula starts with `'` (OWASP's
 * CSV injection advice). UTF-8 with a byte order mark, which spreadsheets need to read it as such.
 */
import { stringify } from 'csv-stringify/sync';
import { optionLabel } from '../../src/content/forms.ts';
import type { Lead } from '../db/schema.ts';
import { leadFormFields } from './checkLead.ts';

/** Every field of every form, in the order the forms show them, without repeats. */
export const fieldColumns = [...new Set(Object.values(leadFormFields).flatMap((fields) => Object.keys(fields)))];

/** What a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A field's answer as the CSV has it: a choice by its option's label, text as it was typed. */
function cellOf(lead: Pick<Lead, 'form' | 'fields'>, name: string): string {
  const value = lead.fields[name] ?? '';
  const content = leadFormFields[lead.form as keyof typeof leadFormFields]?.[name];
  return content && 'options' in content && value !== '' ? optionLabel(content.options, value) : value;
}

export function leadsCsv(leads: readonly Lead[]): string {
  return stringify(
    leads.map((lead) => [
      lead.id,
      lead.createdAt.toISOString(),
      lead.form,
      lead.status,
      lead.flag ?? '',
      ...fieldColumns.map((name) => spreadsheetSafe(cellOf(lead, name))),
    ]),
    { header: true, columns: ['id', 'received', 'form', 'status', 'spam', ...fieldColumns], bom: true },
  );
}

/**
 * Leads as the `leads` command shows them: a table for a terminal, JSON for a script, CSV for a
 * spreadsheet. A visitor's words are data, never instructions: in a terminal their control
 * characters (which can move the cursor or recolour the screen) and text-direction overrides are
 * shown as escapes; in a CSV a cell that a spreadsheet would run as a formula starts with `'`.
 */
import { stringify } from 'csv-stringify/sync';
import type { Lead } from '../db/schema.ts';
import { leadFormFields } from '../leads/checkLead.ts';
import { visibleControls } from '../text/visibleControls.ts';

/** Every field of every form, in the order the forms show them, without repeats. */
export const fieldColumns = [...new Set(Object.values(leadFormFields).flatMap((fields) => Object.keys(fields)))];

/** How much of a long answer a table shows; `--json` and the CSV give every character. */
const TABLE_CELL_CHARS = 40;

function cell(text: string): string {
  const chars = [...text];
  const shown = chars.length > TABLE_CELL_CHARS ? `${chars.slice(0, TABLE_CELL_CHARS - 1).join('')}…` : text;
  return visibleControls(shown);
}

export function leadsTable(leads: readonly Lead[]): string {
  if (leads.length === 0) return 'No leads stored.';
  const header = ['id', 'received', 'form', 'spam', 'name', 'email', 'phone', 'message'];
  const rows = leads.map((lead) => [
    lead.id,
    lead.createdAt.toISOString().slice(0, 16).replace('T', ' '),
    lead.form,
    lead.flag ?? '',
    cell(lead.fields.name ?? ''),
    cell(lead.fields.email ?? ''),
    cell(lead.fields.phone ?? ''),
    cell(lead.fields.message ?? ''),
  ]);
  const widths = header.map((title, column) =>
    Math.max([...title].length, ...rows.map((row) => [...row[column]!].length)),
  );
  const line = (row: readonly string[]) =>
    row.map((value, column) => value + ' '.repeat(widths[column]! - [...value].length)).join('  ');
  return [line(header), ...rows.map(line), `${leads.length} lead(s).`].join('\n');
}

/** For scripts: every lead, every field, exactly as stored (JSON escapes what needs escaping). */
export function leadsJson(leads: readonly Lead[]): string {
  return `${JSON.stringify(
    leads.map((lead) => ({
      id: lead.id,
      createdAt: lead.createdAt.toISOString(),
      form: lead.form,
      flag: lead.flag,
      fields: lead.fields,
    })),
    null,
    2,
  )}\n`;
}

/** What a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function leadsCsv(leads: readonly Lead[]): string {
  return stringify(
    leads.map((lead) => [
      lead.id,
      lead.createdAt.toISOString(),
      lead.form,
      lead.flag ?? '',
      ...fieldColumns.map((name) => spreadsheetSafe(lead.fields[name] ?? '')),
    ]),
    { header: true, columns: ['id', 'received', 'form', 'spam', ...fieldColumns], bom: true },
  );
}

/**
 * Leads as the `leads` command shows them: a table for a terminal, JSON for a script (the CSV is
 * server/leads/csv.ts, the inbox's too). A visitor's words are data, never instructions: in a
 * terminal their control characters (which can move the cursor or recolour the screen) and
 * text-direction overrides are shown as escapes.
 */
import type { Lead } from '../db/schema.ts';
import type { StaffRow } from '../inbox/accounts.ts';
import { visibleControls } from '../text/visibleControls.ts';

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

/** The inbox's staff, for a terminal: who can sign in, and how. */
export function staffTable(staff: readonly StaffRow[]): string {
  if (staff.length === 0) return 'Nobody can sign in to the inbox yet: npm run leads -- add-user EMAIL';
  const rows = staff.map((person) => [
    person.email,
    visibleControls(person.name),
    [person.hasPassword ? 'password' : '', person.passkeys ? `${person.passkeys} passkey(s)` : '']
      .filter(Boolean)
      .join(', ') || 'link not used yet',
  ]);
  const header = ['email', 'name', 'signs in with'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => [...row[column]!].length)));
  const line = (row: readonly string[]) =>
    row.map((value, column) => value + ' '.repeat(widths[column]! - [...value].length)).join('  ');
  return [line(header), ...rows.map(line), `${staff.length} staff member(s).`].join('\n');
}

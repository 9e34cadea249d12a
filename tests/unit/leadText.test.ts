import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { leadsJson, leadsTable } from '../../server/cli/leadText';
import { fieldColumns, leadsCsv, spreadsheetSafe } from '../../server/leads/csv';
import { visibleControls } from '../../server/text/visibleControls';
import type { Lead } from '../../server/db/schema';
import { freeText } from './textArbitraries';

const lead = (fields: Record<string, string>, overrides: Partial<Lead> = {}): Lead => ({
  id: '0b6f3c52-1111-4222-8333-444455556666',
  form: 'enquiry',
  fields,
  flag: null,
  idempotencyKey: 'k',
  fingerprint: 'f',
  createdAt: new Date('2026-11-27T08:00:00Z'),
  status: 'new',
  pipeline: null,
  lostReason: null,
  assigneeId: null,
  version: 0,
  search: null,
  ...overrides,
});

test('a terminal never receives a control character or a direction override from a visitor', () => {
  expect(visibleControls('\u001b[2J\u001b[31mred')).toBe('\\u{1b}[2J\\u{1b}[31mred');
  expect(visibleControls('abc\u202Eevil')).toBe('abc\\u{202e}evil');
  expect(visibleControls('नमस्ते 👩🏽‍💻')).toBe('नमस्ते 👩🏽‍💻');
  fc.assert(
    fc.property(freeText, (text) => {
      // eslint-disable-next-line no-control-regex -- control characters are what it checks for
      expect(visibleControls(text)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    }),
  );
});

test('the table shows each lead on one line, long answers cut with …', () => {
  const table = leadsTable([lead({ name: 'Priya\nSharma', email: 'p@x.in', message: 'm'.repeat(100) })]);
  const lines = table.split('\n');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain('Priya\\u{a}Sharma');
  expect(lines[1]).toContain(`${'m'.repeat(39)}…`);
  expect(lines[2]).toBe('1 lead(s).');
  expect(leadsTable([])).toBe('No leads stored.');
});

test('JSON gives every field exactly', () => {
  const fields = { name: 'a\u001b"b', message: '<script>' };
  expect(JSON.parse(leadsJson([lead(fields)]))[0].fields).toEqual(fields);
});

test('a spreadsheet cell never starts a formula', () => {
  expect(spreadsheetSafe('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
  expect(spreadsheetSafe('+91 98765 43210')).toBe("'+91 98765 43210");
  expect(spreadsheetSafe('@SUM(A1)')).toBe("'@SUM(A1)");
  expect(spreadsheetSafe('Priya')).toBe('Priya');
});

test('property: the CSV reads back as each lead’s words, a formula start escaped and nothing else changed', () => {
  fc.assert(
    fc.property(fc.array(fc.record({ name: freeText, message: freeText }), { maxLength: 5 }), (rows) => {
      const csv = leadsCsv(rows.map((fields) => lead(fields)));
      const records = parse(csv, { bom: true, columns: true, relax_quotes: false }) as Array<Record<string, string>>;
      expect(records).toHaveLength(rows.length);
      records.forEach((record, index) => {
        expect(Object.keys(record)).toEqual(['id', 'received', 'form', 'status', 'spam', ...fieldColumns]);
        expect(record.name).toBe(spreadsheetSafe(rows[index]!.name));
        expect(record.message).toBe(spreadsheetSafe(rows[index]!.message));
      });
    }),
    { numRuns: 200 },
  );
});

test('a choice is exported by its option’s label, as a person reads it', () => {
  const [record] = parse(leadsCsv([lead({ name: 'Asha', service: 'event-management', budget: 'above-5l' })]), {
    bom: true,
    columns: true,
  }) as Array<Record<string, string>>;
  expect([record!.service, record!.budget]).toEqual(['Event Management', 'Above ₹5L']);
});

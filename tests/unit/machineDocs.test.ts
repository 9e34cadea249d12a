import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOC_PATH, generateMachinesDoc, MACHINES } from '../../scripts/machines-to-mermaid';

test('docs/machines.md matches the machines (regenerate with npm run docs:machines)', async () => {
  const expected = await generateMachinesDoc();
  const current = readFileSync(DOC_PATH, 'utf8');
  expect(current, 'docs/machines.md is stale: run `npm run docs:machines` and commit it').toBe(expected);
});

test('every machine in machines/ has a chart, drawn from its own states and transitions', async () => {
  const files = readdirSync(join(DOC_PATH, '..', '..', 'machines')).filter((file) => file !== 'constants.ts');
  expect(files.map((file) => file.replace(/\.ts$/, ''))).toEqual(MACHINES);
  expect(MACHINES.length).toBeGreaterThanOrEqual(10);
  const doc = await generateMachinesDoc();
  for (const machine of MACHINES) {
    expect(doc).toContain(`## ${machine}`);
    expect(doc.split(`## ${machine}`)[1]).toMatch(/^[\s\S]*?```mermaid\nstateDiagram-v2\n/);
  }
  expect(doc).toContain('open_playing --> open_playing: after 3000ms / showNext');
  expect(doc).toContain('open_any --> open_any: zoom.in [canZoomIn] / zoomIn<br/>zoom.out [canZoomOut] / zoomOut');
  expect(doc).toContain('machine_any --> oneCategory: filter.select [isKnownCategory] / selectCategory');
  expect(doc).toContain('open --> closed: lightbox.close / resetView, popHistoryEntry<br/>history.back / resetView');
});

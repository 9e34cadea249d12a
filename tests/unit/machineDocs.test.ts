import { readFileSync } from 'node:fs';
import { DOC_PATH, generateMachinesDoc } from '../../scripts/machines-to-mermaid';

test('docs/machines.md matches the machines (regenerate with npm run docs:machines)', async () => {
  const expected = await generateMachinesDoc();
  const current = readFileSync(DOC_PATH, 'utf8');
  expect(current, 'docs/machines.md is stale: run `npm run docs:machines` and commit it').toBe(expected);
});

test('every machine has a chart, drawn from its own states and transitions', async () => {
  const doc = await generateMachinesDoc();
  for (const machine of ['mobileMenuMachine', 'lightboxMachine', 'galleryMachine', 'portfolioFilterMachine']) {
    expect(doc).toContain(`## ${machine}`);
  }
  expect(doc).toContain('open_playing --> open_playing: after 3000ms / showNext');
  expect(doc).toContain('open_any --> open_any: zoom.in [canZoomIn] / zoomIn<br/>zoom.out [canZoomOut] / zoomOut');
  expect(doc).toContain('machine_any --> graphicDesign: filter.select [isCategory(Graphic Design)]');
  expect(doc).toContain('open --> closed: lightbox.close / resetView, popHistoryEntry<br/>history.back / resetView');
});

import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Rolldown } from 'vite';
import { firstScreenStylesheets, importedNames } from '../../scripts/build/mantineStyleGroups';
import { mantineStylesheet } from '../../scripts/build/mantineStyles';

const mantine = join(process.cwd(), 'node_modules', '@mantine');
const core = (path: string) => join(mantine, 'core', path);

describe('mantineStylesheet: the stylesheet a published Mantine module stands for', () => {
  test("a component's class names bring its layered stylesheet", () => {
    expect(mantineStylesheet(core('esm/components/Button/Button.module.mjs'), 'export default {}')).toBe(
      core('styles/Button.layer.css'),
    );
    expect(
      mantineStylesheet(core('esm/components/Checkbox/CheckboxCard/CheckboxCard.module.mjs'), 'export default {}'),
    ).toBe(core('styles/CheckboxCard.layer.css'));
  });

  test("the provider's empty modules bring the base stylesheets", () => {
    expect(mantineStylesheet(core('esm/core/MantineProvider/baseline.mjs'), '"use client";\n')).toBe(
      core('styles/baseline.layer.css'),
    );
    expect(mantineStylesheet(core('esm/core/MantineProvider/global.mjs'), '"use client";')).toBe(
      core('styles/global.layer.css'),
    );
  });

  test("a package with one stylesheet brings it for its component's class names", () => {
    expect(mantineStylesheet(join(mantine, 'notifications/esm/Notifications.module.mjs'), 'export default {}')).toBe(
      join(mantine, 'notifications/styles.layer.css'),
    );
  });

  test('code brings none, even where a stylesheet has its name', () => {
    expect(mantineStylesheet(core('esm/components/Button/Button.mjs'), 'export const Button = 1;')).toBeNull();
    expect(mantineStylesheet(core('esm/core/MantineProvider/global.mjs'), 'export const x = 1;')).toBeNull();
  });

  test('class names without a stylesheet stop the build, naming the module', () => {
    expect(() => mantineStylesheet(core('esm/components/Nothing/Nothing.module.mjs'), 'export default {}')).toThrow(
      /Nothing\.module\.mjs/,
    );
  });
});

describe("firstScreenStylesheets: a page's first screen, read from the module graph", () => {
  const index = core('esm/index.mjs');
  const css = (name: string) => core(`styles/${name}.layer.css`);
  // Modal and Card are in the package index, as every component is; the page imports Card from it
  // and loads a view that uses Modal.
  const modules: Record<string, Partial<Rolldown.ModuleInfo>> = {
    '/src/Page.tsx': {
      importedIds: ['/src/Aside.tsx', index],
      dynamicallyImportedIds: ['/src/View.tsx'],
      code: 'import { Text as Words } from "@mantine/core";',
    },
    '/src/Aside.tsx': { importedIds: [index], code: 'import { Card, type CardProps } from "@mantine/core";' },
    '/src/View.tsx': { importedIds: [index], code: 'import { Modal } from "@mantine/core";' },
    [index]: { importedIds: ['card', 'modal', 'text'] },
    card: { exports: ['Card', 'CardSection'], importedIds: ['paper', css('Card')] },
    paper: { exports: ['Paper'], importedIds: [css('Paper')] },
    modal: { exports: ['Modal'], importedIds: ['paper', css('Modal')] },
    text: { exports: ['Text'], importedIds: [css('Text')] },
  };
  const graph = {
    getModuleInfo: (id: string) =>
      ({ importedIds: [], exports: [], code: null, ...modules[id] }) as Rolldown.ModuleInfo,
  };

  test('takes the components its modules import by name, with theirs, and leaves out what it loads later', () => {
    expect([...firstScreenStylesheets(graph, '/src/Page.tsx')].sort()).toEqual(
      [css('Card'), css('Paper'), css('Text')].sort(),
    );
    expect([...firstScreenStylesheets(graph, '/src/View.tsx')].sort()).toEqual([css('Modal'), css('Paper')].sort());
  });

  test('reads named, renamed, default-and-named and namespace imports', () => {
    const from = '@mantine/core';
    expect(importedNames(`import { A, B as C, type D } from "${from}";`, from)).toEqual(new Set(['A', 'B']));
    expect(importedNames(`import X, { E } from '${from}'`, from)).toEqual(new Set(['E']));
    expect(importedNames(`import{F}from"${from}";import { G } from "@mantine/hooks";`, from)).toEqual(new Set(['F']));
    expect(importedNames(`import * as M from "${from}";`, from)).toBe('all');
  });
});

import { resolve } from 'node:path';
import type { Rolldown } from 'vite';

/**
 * Which file each of Mantine's stylesheets goes into (mantineStyles.ts puts them in the module
 * graph), as code-splitting groups for vite.config.ts. Those of the first screen's components are
 * in the `styles` chunk. Left to Rolldown, each of the others would go with the chunk of its
 * component, and a component that several parts share (Paper, Text, CloseButton…) is a chunk of
 * its own: a stylesheet of a few hundred bytes each, three more in the head of a form page, and
 * each one compresses worse alone. So they make two kinds of file:
 * - what the first screen of some page needs (a form page's fields, alerts and cards): one file
 *   for each set of pages that need the same, in the head of those pages;
 * - the rest (what dialogs, full-screen views, toasts and sections below the first screen need):
 *   one file, which comes with the first part that needs it.
 * `pageLoader` is the module that imports each page on demand (src/app/pages/pageFiles.ts).
 */
export function mantineStyleGroups({ pageLoader }: { pageLoader: string }): Rolldown.CodeSplittingGroup[] {
  const loader = resolve(pageLoader);
  return [
    { name: (id, graph) => firstScreensFile(graph, loader, id), test: layeredStylesheet, priority: 1 },
    { name: 'mantine-later', test: layeredStylesheet, priority: 1 },
  ];
}

type Graph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>;

const layeredStylesheet = /[\\/]node_modules[\\/]@mantine[\\/].+\.layer\.css$/;

/** A package's index, which re-exports every component: the module graph has an edge from it to
 * each of them, used or not, so the walk below follows only the names a module imports from it. */
const packageIndex = /[\\/]node_modules[\\/]@mantine[\\/]([\w-]+)[\\/]esm[\\/]index\.mjs$/;

/** The name of the file for the stylesheet `id` if some page's first screen needs it, else null. */
function firstScreensFile(graph: Graph, pageLoader: string, id: string): string | null {
  const pages = pagesNeeding(graph, pageLoader).get(id);
  return pages ? `mantine-${pages.join('-')}` : null;
}

/** Worked out once per chunking pass, whose module infos are the same objects throughout. */
const passes = new WeakMap<Rolldown.ModuleInfo, Map<string, string[]>>();

/** Each layered stylesheet that a page's first screen needs, with the names of those pages. */
function pagesNeeding(graph: Graph, pageLoader: string): Map<string, string[]> {
  const loader = graph.getModuleInfo(pageLoader);
  if (!loader) throw new Error(`mantine-style-groups: ${pageLoader} is not in the build`);
  const known = passes.get(loader);
  if (known) return known;
  const pages = new Map<string, string[]>();
  for (const page of [...loader.dynamicallyImportedIds].sort()) {
    const name = page.replace(/^.*[\\/]/, '').replace(/\..*$/, '');
    for (const stylesheet of firstScreenStylesheets(graph, page))
      pages.set(stylesheet, [...(pages.get(stylesheet) ?? []), name]);
  }
  passes.set(loader, pages);
  return pages;
}

/** The layered stylesheets of everything `page` imports statically: the code of its first screen. */
export function firstScreenStylesheets(graph: Graph, page: string): Set<string> {
  const stylesheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    if (layeredStylesheet.test(id)) stylesheets.add(id);
    const module = graph.getModuleInfo(id);
    if (!module) return;
    for (const imported of module.importedIds) {
      const index = packageIndex.exec(imported);
      if (index) exportersOf(graph, imported, importedNames(module.code ?? '', `@mantine/${index[1]}`)).forEach(visit);
      else visit(imported);
    }
  };
  visit(page);
  return stylesheets;
}

/** The modules behind `names` in the package index `index`. */
function exportersOf(graph: Graph, index: string, names: Set<string> | 'all'): string[] {
  const modules = graph.getModuleInfo(index)?.importedIds ?? [];
  if (names === 'all') return modules;
  return modules.filter((id) => graph.getModuleInfo(id)?.exports.some((name) => names.has(name)));
}

/** The names `code` imports from `specifier`, or 'all' for a namespace import. */
export function importedNames(code: string, specifier: string): Set<string> | 'all' {
  const from = `\\s*from\\s*["']${specifier}["']`;
  if (new RegExp(`import\\s*\\*\\s*as\\s+[\\w$]+${from}`).test(code)) return 'all';
  const names = new Set<string>();
  for (const [, list] of code.matchAll(new RegExp(`import\\s*(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}${from}`, 'g')))
    for (const item of list!.split(',')) {
      const name = item.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.add(name);
    }
  return names;
}

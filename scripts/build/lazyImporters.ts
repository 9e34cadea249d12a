import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Beside Vite's manifest in the build: for each chunk loaded by `import()`, the modules that load it. */
export const lazyImportersFile = '.vite/lazy-importers.json';

/** A chunk's file (as the manifest's `file`) → the modules that load it with `import()`, as the
 * manifest names sources. */
export type LazyImporters = Record<string, string[]>;

/**
 * Writes which module loads each lazily loaded one. Vite's manifest says which chunk loads which,
 * but a chunk holds many modules, so from it a page's own sections (which the page module loads and
 * its HTML shows) and the views its parts open on demand look alike; the prerenderer links the
 * first kind's CSS only (scripts/build/pageStylesheets.ts).
 */
export function lazyImporters(): Plugin {
  let root = '';
  return {
    name: 'lazy-importers',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_, bundle) {
      const key = (id: string) => relative(root, id).split(sep).join('/');
      const importers: LazyImporters = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        // Not only the chunk's own module: one loaded lazily by a part and at once by another is in
        // a shared chunk.
        const loaders = chunk.moduleIds.flatMap((id) => this.getModuleInfo(id)?.dynamicImporters ?? []);
        if (loaders.length > 0) importers[chunk.fileName] = [...new Set(loaders.map(key))].sort();
      }
      this.emitFile({ type: 'asset', fileName: lazyImportersFile, source: `${JSON.stringify(importers, null, 2)}\n` });
    },
  };
}

/**
 * The stylesheets a prerendered page links, read from Vite's manifest (every chunk's CSS is a file
 * of its own, vite.config.ts):
 * - `firstScreen`, in the head, where they block the first paint: the CSS of the code the page
 *   starts with, the app (src/app/start.tsx) and the route's page chunk, with every chunk each
 *   imports statically;
 * - `later`, at the end of the body, where the page paints without them: the CSS of the sections
 *   the page module loads lazily (below the first screen, in its HTML all the same), with what
 *   they import statically. JavaScript off, the page has every style its HTML shows.
 * What opens on demand (dialogs, full-screen views, toasts) is not in the HTML, and its CSS is not
 * linked: Vite's loader brings it with the view's code, so it costs the first paint nothing.
 */
import { appSource } from './firstLoad';
import type { LazyImporters } from './lazyImporters';

export type StyledManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }
>;

export function pageStylesheets(manifest: StyledManifest, lazyImporters: LazyImporters, pageSource: string) {
  const chunkOf = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    return chunk;
  };
  const seen = new Set<string>();
  /** The chunks `key` brings with it, in the order their CSS must come: what a chunk imports
   * before the chunk itself, whose CSS refines it. */
  const staticClosure = (key: string): string[] => {
    if (seen.has(key)) return [];
    seen.add(key);
    return [...(chunkOf(key).imports ?? []).flatMap(staticClosure), key];
  };
  const cssOf = (keys: string[]) => keys.flatMap((key) => (chunkOf(key).css ?? []).map((file) => `/${file}`));

  const app = staticClosure(appSource);
  const page = staticClosure(pageSource);
  const firstScreen = [...new Set(cssOf([...app, ...page]))];

  const sections = page
    .flatMap((key) => chunkOf(key).dynamicImports ?? [])
    .filter((key) => lazyImporters[chunkOf(key).file]?.includes(pageSource));
  const laterChunks = sections.flatMap(staticClosure);
  const later = [...new Set(cssOf(laterChunks))].filter((file) => !firstScreen.includes(file));
  return { firstScreen, later };
}

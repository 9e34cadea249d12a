/**
 * The stylesheets a prerendered page links, read from Vite's manifest (every chunk's CSS is a file
 * of its own, vite.config.ts):
 * - `firstScreen`, in the head, where they block the first paint: the CSS of the code the page
 *   starts with, the app (src/app/start.tsx) and the route's page chunk, with every chunk each
 *   imports statically;
 * - `later`, at the end of the body, where the page paints without them: the CSS of what the page
 *   loads afterwards (its sections below the first screen, its dialogs and full-screen views),
 *   followed through their own imports. JavaScript off, the page still has every style it shows.
 */
import { appSource } from './firstLoad';

export type StyledManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }
>;

export function pageStylesheets(manifest: StyledManifest, pageSource: string) {
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

  const laterChunks: string[] = [];
  const queue = [...page];
  while (queue.length > 0) {
    for (const dynamic of chunkOf(queue.shift()!).dynamicImports ?? []) {
      const brought = staticClosure(dynamic);
      laterChunks.push(...brought);
      queue.push(...brought);
    }
  }
  const later = [...new Set(cssOf(laterChunks))].filter((file) => !firstScreen.includes(file));
  return { firstScreen, later };
}

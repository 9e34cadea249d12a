/**
 * The JavaScript a page needs before it can answer, read from Vite's manifest of the build: the
 * page's own entry (index.html's module script), the app that entry imports once the page has
 * painted (src/app/start.tsx), and the route's page chunk, each with every chunk it imports
 * statically. Counted by the byte budgets (tests/e2e/budgets.spec.ts) and `npm run bench`.
 */
export type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The app's entry, as the manifest names it (vite.config.ts). */
export const appSource = 'src/app/start.tsx';

/** The first-load files of the page whose page component is `pageSource` (e.g.
 * `src/app/pages/Home.page.tsx`), as URL paths (`/assets/…js`). */
export function firstLoadFiles(manifest: Manifest, pageSource: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    const file = `/${chunk.file}`;
    if (files.has(file)) return;
    files.add(file);
    chunk.imports?.forEach(visit);
  };
  ['index.html', appSource, pageSource].forEach(visit);
  return [...files];
}

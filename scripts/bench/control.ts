/**
 * `npm run bench -- --control`: the measured routes again, as copies of their prerendered pages
 * that fetch and run no JavaScript: every <script> and every `<link rel="modulepreload">` (or
 * script preload) removed. What Lighthouse then counts is the first render alone (the HTML, its
 * CSS, fonts and images, parse, style, layout, paint), so a route's ratio to its copy says what
 * its JavaScript costs, the download included. tests/e2e/benchControl.spec.ts checks in a browser
 * that a copy asks for no script.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The prerendered page of `route` in a build directory. */
export const pageOf = (dir: string, route: string) => join(dir, route === '/' ? '' : route.slice(1), 'index.html');

/** A `<link>` that fetches a script: a module preload, or a preload `as="script"`. */
const fetchesScript = (tag: string) =>
  /\brel=["']?modulepreload\b/i.test(tag) || (/\brel=["']?preload\b/i.test(tag) && /\bas=["']?script\b/i.test(tag));

export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/\s*<link\b[^>]*>/gi, (tag) => (fetchesScript(tag) ? '' : tag));
}

/** A temporary copy of `dist` whose pages for `routes` fetch no scripts; `remove` deletes it. */
export function scriptlessCopy(dist: string, routes: readonly string[]): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-control-'));
  cpSync(dist, dir, { recursive: true });
  for (const route of routes) {
    const page = pageOf(dir, route);
    const html = Buffer.from(withoutScripts(readFileSync(page, 'utf8')));
    writeFileSync(page, html);
    // The server prefers the precompressed copies, so they are written again from the new page.
    writeFileSync(`${page}.gz`, gzipSync(html, { level: 9 }));
    writeFileSync(`${page}.br`, brotliCompressSync(html));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

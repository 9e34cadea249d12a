/**
 * `npm run bench -- --control`: the measured routes again, as copies of their prerendered pages
 * with every <script> removed. What Lighthouse then counts is the first render alone (parse,
 * style, layout, paint, fonts), which shows how much of a route's TBT its JavaScript is.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The prerendered page of `route` in a build directory. */
const pageOf = (dir: string, route: string) => join(dir, route === '/' ? '' : route.slice(1), 'index.html');

export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
}

/** A temporary copy of `dist` whose pages for `routes` have no scripts; `remove` deletes it. */
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

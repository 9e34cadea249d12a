/**
 * Renders every route of the built site into static HTML (dist/<route>/index.html and
 * dist/404.html) from the same React tree the browser hydrates. Run after `vite build` (client)
 * and `vite build --ssr` (dist-ssr/entry-server.js); `npm run build` does all three.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildHead, routeOutputFile } from './prerender/head.ts';
import type * as ServerEntryModule from '../src/entry-server';

type ServerEntry = typeof ServerEntryModule;

const root = process.cwd();
const dist = join(root, 'dist');
const templatePath = join(dist, 'index.html');
const template = readFileSync(templatePath, 'utf8');

// The template is vite's output; once prerendered it no longer holds the markers, and rendering
// it again would turn every page into the home page (TOOLCHAIN.md).
if (!template.includes('<!--app-->') || !template.includes('<!--head-->')) {
  throw new Error('dist/index.html is not a fresh vite build (markers missing): run `npm run build`.');
}

const server = (await import(pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href)) as ServerEntry;
const routes = [...Object.values(server.paths), server.notFoundRoute];

for (const route of routes) {
  const appHtml = await server.renderRoute(route);
  const meta = server.pageMeta[route];
  if (!meta) throw new Error(`No page metadata for ${route}`);
  const html = template
    .replace('<!--head-->', buildHead(route, meta))
    .replace('<div id="root"><!--app--></div>', `<div id="root" data-route="${route}">${appHtml}</div>`);
  const file = join(dist, routeOutputFile(route));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  console.log(
    `prerendered ${route.padEnd(16)} → dist/${routeOutputFile(route)} (${(html.length / 1024).toFixed(1)} KB)`,
  );
}

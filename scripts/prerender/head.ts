import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { ColorSchemeScript } from '@mantine/core';
import type { PageMeta } from '../../src/content/pages';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where a route's HTML goes: `/` → index.html, `/404` → 404.html, `/x` → x/index.html. */
export function routeOutputFile(route: string) {
  if (route === '/') return 'index.html';
  if (route === '/404') return '404.html';
  return `${route.slice(1)}/index.html`;
}

/** The route's <head> tags: title, description, robots, and the script that applies the visitor's
 * colour scheme before first paint (no flash of the wrong scheme). */
export function buildHead(_route: string, meta: PageMeta) {
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.index ? '' : '<meta name="robots" content="noindex" />',
    renderToStaticMarkup(createElement(ColorSchemeScript, { defaultColorScheme: 'auto' })),
  ]
    .filter(Boolean)
    .join('\n    ');
}

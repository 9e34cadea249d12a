import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { iconId, iconNames, type IconName } from '../../src/common/components/Icon/iconNames.ts';

// The package exports its drawings by path: '@tabler/icons/outline/check.svg'.
const drawing = (path: string) => createRequire(import.meta.url).resolve(`@tabler/icons/${path}`);

/** One icon's drawing as a `<symbol>`: Tabler's paths without their invisible bounding box. */
function symbol(name: IconName): string {
  const filled = name.endsWith('-filled');
  const file = drawing(`${filled ? 'filled' : 'outline'}/${name.replace(/-filled$/, '')}.svg`);
  const svg = readFileSync(file, 'utf8');
  const body = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (!body) throw new Error(`icon sprite: no drawing in ${file}`);
  const shapes = body
    .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/, '')
    .replace(/\s*\n\s*/g, '')
    .trim();
  // A filled drawing paints its own fill and no stroke, whatever the icon's CSS says.
  const drawn = filled ? `<g fill="currentColor" stroke="none">${shapes}</g>` : shapes;
  return `<symbol id="${iconId(name)}" viewBox="0 0 24 24">${drawn}</symbol>`;
}

/** Every icon of iconNames.ts, once, for `<Icon>` to refer to (`<use href="#icon-…">`). */
export const iconSpriteMarkup = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${iconNames.map(symbol).join('')}</svg>`;

/**
 * Puts the icon sprite at the top of the body of index.html, outside the app's root: each page
 * carries every icon's drawing once, as markup React never hydrates, in the dev server and the
 * build alike.
 */
export function iconSprite(): Plugin {
  return {
    name: 'icon-sprite',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('<body>', `<body>\n    ${iconSpriteMarkup()}`),
    },
  };
}

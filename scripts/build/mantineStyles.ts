import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Mantine's CSS, per component, wherever the component is used: no list of stylesheets to keep.
 *
 * Mantine's source imports each component's stylesheet (`Button.module.css`) and the provider its
 * base ones (`baseline.css`, `global.css`…); its published modules keep those imports as
 * JavaScript modules (`Button.module.mjs`, the class names; `baseline.mjs`, empty) and ship the
 * CSS beside them (`styles/Button.layer.css`). This plugin gives each of those modules back its
 * import of the layered stylesheet, so the CSS follows the component through the module graph:
 * Vite's CSS code splitting puts it in the stylesheet of the chunk that uses the component (the
 * first screen's `styles` chunk, a page's, a lazily loaded view's), lists it in the manifest for
 * the prerenderer (scripts/build/pageStylesheets.ts) and links it when the app loads that chunk.
 * Layered files, so the cascade's layers decide between them (src/app/theme/layers.css).
 *
 * In the dev server, Mantine's packages are pre-bundled whole: the same imports go in there, and
 * every component's CSS comes with them, as soon as a page's code imports Mantine, which can be
 * before the app's own CSS has declared the cascade's layers; so the page links `layerOrder`
 * first, where the build has it first in the `styles` chunk.
 */
export function mantineStyles({ layerOrder }: { layerOrder: string }): Plugin {
  const transform = {
    filter: { id: mantineModule },
    handler(code: string, id: string) {
      const stylesheet = mantineStylesheet(id, code);
      if (stylesheet === null) return null;
      // At the end, so Mantine's "use client" directive stays first. Marked as having side
      // effects: the provider imports its base modules for nothing but their CSS.
      return { code: `${code}\nimport ${JSON.stringify(stylesheet)};\n`, map: null, moduleSideEffects: true };
    },
  };
  return {
    name: 'mantine-styles',
    transform,
    config: () => ({ optimizeDeps: { rolldownOptions: { plugins: [{ name: 'mantine-styles', transform }] } } }),
    transformIndexHtml: {
      order: 'pre',
      handler: (html, { server }) =>
        server ? html.replace('<head>', `<head>\n    <link rel="stylesheet" href="/${layerOrder}" />`) : html,
    },
  };
}

/** A module of one of Mantine's packages, as published (`@mantine/core/esm/…`). */
const mantineModule = /[\\/]node_modules[\\/]@mantine[\\/][\w-]+[\\/]esm[\\/].+\.mjs$/;

/**
 * The layered stylesheet that the Mantine module `id` stands for, or null when it stands for none:
 * a CSS module's class names (`Button.module.mjs`: `styles/Button.layer.css`, or a package's one
 * `styles.layer.css` where it has no folder of them, as `@mantine/notifications`) or an empty
 * module left where Mantine's source imported a global stylesheet (`baseline.mjs`).
 */
export function mantineStylesheet(id: string, code: string): string | null {
  const path = id.replaceAll('\\', '/').replace(/\?.*$/, '');
  const found = /^(.*\/node_modules\/@mantine\/[\w-]+)\/esm\/(?:.*\/)?([\w-]+?)(\.module)?\.mjs$/.exec(path);
  if (!found) return null;
  const [, packageDir, name, cssModule] = found;
  const own = `${packageDir}/styles/${name}.layer.css`;
  if (!cssModule) {
    const placeholder = code.replace(/^\s*(["'])use client\1;?/, '').trim() === '';
    return placeholder && existsSync(own) ? own : null;
  }
  const stylesheet = existsSync(`${packageDir}/styles`) ? own : `${packageDir}/styles.layer.css`;
  if (existsSync(stylesheet)) return stylesheet;
  // Mantine has changed how it ships its CSS: the component would be unstyled.
  throw new Error(`mantine-styles: no layered stylesheet for ${path} (looked for ${stylesheet})`);
}

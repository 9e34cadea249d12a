import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import { siteConfig } from '../../../vite.config.ts';

/** The gallery harness (gallery.html) built with the site's own plugins and settings, apart from
 * the site's build (production never contains benchmark code), into node_modules/.cache/, where
 * neither git, ESLint nor Prettier look. The site's public files come along: the images'
 * encoded variants are among them (public/assets/). */
export default mergeConfig(
  siteConfig,
  defineConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    base: '/',
    publicDir: fileURLToPath(new URL('../../../public', import.meta.url)),
    logLevel: 'warn',
    build: {
      outDir: fileURLToPath(new URL('../../../node_modules/.cache/bench-gallery', import.meta.url)),
      emptyOutDir: true,
      manifest: false,
      rollupOptions: { input: fileURLToPath(new URL('gallery.html', import.meta.url)) },
    },
  }),
);

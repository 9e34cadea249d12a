import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { formEndpointCheck } from './scripts/build/formEndpointCheck.ts';
import { iconSprite } from './scripts/build/iconSprite.ts';
import { inboxHeaders } from './scripts/build/inboxHeaders.ts';
import { mantineStyleGroups } from './scripts/build/mantineStyleGroups.ts';
import { mantineStyles } from './scripts/build/mantineStyles.ts';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));

// The site is a static build: `vite build` for the browser bundle, `vite build --ssr` for the
// prerender entry (scripts/prerender.ts renders every route into HTML from it).
export const siteConfig: UserConfig = {
  plugins: [formEndpointCheck(), iconSprite(), mantineStyles({ layerOrder: 'src/app/theme/layers.css' }), react()],
  build: {
    target: 'es2022',
    // The prerenderer reads it for each page's stylesheets: every chunk's CSS is a file of its own,
    // so a part below the first screen brings its styles without holding up the first paint.
    manifest: true,
    assetsInlineLimit: 0,
    // Every browser the site serves fetches module preloads itself but Safari before 17, which
    // then fetches each import as the module asks for it: the polyfill would cost every visitor
    // its bytes in the entry for a few older phones' round trips.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The page's entry (index.html's main.ts) asks for the app (start.tsx) once the page has
      // painted. As an entry of its own, the app keeps what it imports statically in its initial
      // chunks (the vendor group below) rather than in many small ones.
      input: { index: 'index.html', start: 'src/app/start.tsx' },
      output: {
        codeSplitting: {
          // The libraries every page starts with (React, Mantine's core, XState, wouter) in one
          // file: it compresses better than the dozen small chunks it would otherwise be, in fewer
          // requests (docs/performance.md), and stays cached across releases that change only the
          // site. What only a view, a dialog or a page uses stays in its chunk.
          groups: [
            { name: 'vendor', test: /node_modules[\\/].*\.[cm]?js$/, tags: ['$initial'] },
            // Every stylesheet the first screen needs, ours and Mantine's, in one file: first, as
            // the vendor group would otherwise take the Mantine files its modules import.
            { name: 'styles', test: /\.css$/, tags: ['$initial'], priority: 2 },
            // Mantine's stylesheets for what comes later, in as few files as the pages allow.
            ...mantineStyleGroups({ pageLoader: 'src/app/pages/pageFiles.ts' }),
          ],
        },
      },
    },
  },
  server: { port: 5173 },
};

/**
 * The staff inbox (`vite build --mode inbox`): a single-page app of its own, from src/inbox/ into
 * dist-inbox/, which a static deploy of dist/ never carries. The lead service serves it at
 * /inbox/ on the site's origin (docs/inbox.md); no page of the site links to or loads it. Not
 * prerendered: it shows nothing before its code has asked who is signed in. In development
 * (`vite --mode inbox`) it proxies /api/ to a lead service on port 4173 (`npm run serve`).
 */
export const inboxConfig: UserConfig = {
  root: fileURLToPath(new URL('./src/inbox', import.meta.url)),
  base: '/inbox/',
  envDir: projectRoot,
  publicDir: false,
  // Mantine's CSS for the components the inbox uses, as the site has it. In the dev server the
  // page links the cascade's layers first, by their file's path (the inbox's root is src/inbox).
  plugins: [
    mantineStyles({ layerOrder: `@fs${fileURLToPath(new URL('./src/app/theme/layers.css', import.meta.url))}` }),
    react(),
    inboxHeaders(),
  ],
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('./dist-inbox', import.meta.url)),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    // Staff's app, on no visitor's budget: the libraries the list starts with in one file, cached
    // across releases of the inbox's own code (React, Mantine, XState, TanStack Query, the table);
    // what only another page uses comes with that page.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] }] },
      },
    },
  },
  server: { port: 5174, proxy: { '/api': 'http://127.0.0.1:4173' } },
  preview: { port: 4174 },
};

export default defineConfig(({ mode }) => (mode === 'inbox' ? inboxConfig : siteConfig));

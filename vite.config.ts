import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { imagetools } from 'vite-imagetools';
import { formEndpointCheck } from './scripts/build/formEndpointCheck.ts';

// The first load's modules, in chunks the bootstrap evaluates one per task (scripts/build/bootstrap.ts).
// As one 300 KB chunk, evaluating it was a single 40-87 ms task, most of it V8 re-parsing the
// whole chunk for a stack trace (npm run bench: TBT). Only modules the entry loads statically
// (`$initial`) are grouped, so a dialog's code stays in its own chunk.
const firstLoadGroups = [
  { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
  { name: 'react', test: /node_modules[\\/]react[\\/]/ },
  { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
  { name: 'xstate', test: /node_modules[\\/](xstate|@xstate)[\\/]/ },
  { name: 'vendor', test: /node_modules[\\/]/ },
  { name: 'content', test: /[\\/]src[\\/](content|assets)[\\/]/ },
  { name: 'app', test: /[\\/](src|machines)[\\/](?!main\.tsx)/ },
].map((group, index, all) => ({ ...group, priority: all.length - index, tags: ['$initial' as const] }));

// Hydration runs nearly all of react-dom, so V8 is told to compile all of it with the chunk (V8's
// explicit compile hints) rather than function by function on the main thread as hydration first
// calls each: that lazy compiling was one 25 ms task on a throttled phone, 100 ms of TBT.
const compileEagerly = (chunk: { name: string }) => (chunk.name === 'react-dom' ? '//# allFunctionsCalledOnLoad' : '');

// The site is a static build: `vite build` for the browser bundle, `vite build --ssr` for the
// prerender entry (scripts/prerender.ts renders every route into HTML from it).
export default defineConfig({
  plugins: [
    formEndpointCheck(),
    react(),
    imagetools({
      // Every raster image becomes AVIF + WebP + a JPEG fallback at a few widths unless the
      // import asks for something else; see src/content/images.ts.
      removeMetadata: true,
    }),
  ],
  build: {
    target: 'es2022',
    // The prerenderer reads it to list each route's modules for the bootstrap to preload.
    manifest: true,
    // One stylesheet for every page and dialog: 21.8 KB gzip, less than the 22.7 KB the home page
    // needed in 12 split files, and one render-blocking request instead of 12 (npm run bench).
    cssCodeSplit: false,
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: { groups: firstLoadGroups }, postBanner: compileEagerly } },
  },
  server: { port: 5173 },
});

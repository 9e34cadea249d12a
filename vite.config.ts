import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { imagetools } from 'vite-imagetools';

// The site is a static build: `vite build` for the browser bundle, `vite build --ssr` for the
// prerender entry (scripts/prerender.ts renders every route into HTML from it).
export default defineConfig({
  plugins: [
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
  },
  server: { port: 5173 },
});

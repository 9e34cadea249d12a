/**
 * The gallery's cost as the portfolio grows: builds the harness page (harness/gallery.tsx, the real
 * gallery with N generated projects) into node_modules/.cache/bench-gallery/, serves it on loopback and, with Playwright
 * and the system Chromium, opens the gallery and presses Next on a fresh page, several times per N.
 */
import { join } from 'node:path';
import { build } from 'vite';
import { chromePath } from './lighthouse';
import { launchBrowser, onExit, withTimeout } from './processes';
import type { GalleryResult } from './report';
import { median } from './stats';
import { serveFolder } from '../serveFolder';

export const galleryProjectCounts = [15, 150, 1500];
export const gallerySamples = 5;

/** A phone, like Lighthouse's mobile preset (the menu toggle shows at this width); no throttling here. */
export const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

async function serveHarness(dir: string) {
  const server = await serveFolder(dir, { etag: true });
  const remove = onExit(server.stop);
  return {
    origin: server.origin,
    stop: async () => {
      remove();
      await server.stop();
    },
  };
}

export async function measureGallery(root: string, log: (line: string) => void): Promise<GalleryResult[]> {
  log('Gallery: building the harness (scripts/bench/harness/)…');
  const outDir = join(root, 'node_modules', '.cache', 'bench-gallery');
  await build({
    configFile: join(root, 'scripts', 'bench', 'harness', 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const server = await serveHarness(outDir);
  const { browser, close } = await launchBrowser(chromePath);
  const results: GalleryResult[] = [];
  try {
    for (const projects of galleryProjectCounts) {
      const openRuns: number[] = [];
      const nextRuns: number[] = [];
      const imageCounts: number[] = [];
      for (let sample = 1; sample <= gallerySamples; sample += 1) {
        // A fresh context each time: an empty cache, so opening includes fetching the gallery's code.
        const context = await browser.newContext(phone);
        try {
          const page = await context.newPage();
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          const measure = async () => {
            await page.goto(`${server.origin}/gallery.html?projects=${projects}`, { waitUntil: 'networkidle' });
            const count = Number(await page.evaluate('window.bench.count'));
            if (count !== projects) throw new Error(`harness shows ${count} projects, not ${projects}`);
            openRuns.push(Number(await page.evaluate('window.bench.open()')));
            imageCounts.push(Number(await page.evaluate('window.bench.images()')));
            // Let the neighbours' images preload, well before autoplay's first advance (3 s).
            await page.waitForTimeout(500);
            nextRuns.push(Number(await page.evaluate('window.bench.next()')));
          };
          await withTimeout(measure(), 60_000, `gallery with ${projects} projects`).catch((error: Error) => {
            throw new Error(`${error.message}${errors.length ? ` (page errors: ${errors.join('; ')})` : ''}`);
          });
        } finally {
          await context.close();
        }
      }
      const result: GalleryResult = {
        projects,
        openMs: median(openRuns),
        nextMs: median(nextRuns),
        images: Math.max(...imageCounts),
        openRuns: openRuns.map((ms) => Math.round(ms)),
        nextRuns: nextRuns.map((ms) => Math.round(ms)),
      };
      results.push(result);
      log(
        `  ${projects} projects: open ${result.openRuns.join(', ')} ms; next ${result.nextRuns.join(', ')} ms; ${result.images} <img>`,
      );
    }
  } finally {
    await close();
    await server.stop();
  }
  return results;
}

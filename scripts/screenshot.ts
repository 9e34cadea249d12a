/**
 * Screenshots of the served site for a look by eye: every given route at 390 and 1280 px, light
 * and dark. `tsx scripts/screenshot.ts / /portfolio` (the site must be served on BASE_URL).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumFlags } from './chromiumFlags';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const out = process.env.OUT ?? 'test-results/screens';
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const full = process.env.FULL !== '0';
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
const schemes = (process.env.SCHEMES ?? 'light,dark').split(',') as Array<'light' | 'dark'>;
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumFlags,
});
for (const scheme of schemes) {
  for (const width of widths) {
    const page = await browser.newPage({
      viewport: { width, height: width < 500 ? 844 : 800 },
      colorScheme: scheme,
      deviceScaleFactor: 1,
    });
    for (const route of routes) {
      await page.goto(base + route, { waitUntil: 'networkidle' });
      // Load lazy images before a full-page capture, and render the sections that skip rendering
      // until a visitor scrolls near them (`.deferred`, src/common/styles/shared.css): a capture does not scroll.
      if (full) {
        await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
        await page.evaluate(
          `document.querySelectorAll('img[loading=lazy]').forEach((img) => { img.loading = 'eager'; })`,
        );
        await page.waitForLoadState('networkidle');
      }
      await page.waitForTimeout(300);
      const name = `${route === '/' ? 'home' : route.replace(/\//g, '_').replace(/^_/, '')}-${width}-${scheme}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: full });
      console.log(`${out}/${name}`);
    }
    await page.close();
  }
}
await browser.close();

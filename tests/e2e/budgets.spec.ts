import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { firstLoadFiles, type Manifest } from '../../scripts/build/firstLoad';
import { inboxContent } from '../../src/content/inbox';
import { expect, test } from './support/fixtures';

/**
 * Byte budgets, deterministic for a given build, so they are tests; speed and scores are measured
 * by `npm run bench`. First load = the HTML, its stylesheets, and the JavaScript the page needs
 * before it can answer: its entry, the app the entry asks for once the page has painted, and the
 * route's page chunk, with their static imports (scripts/build/firstLoad.ts, from Vite's manifest).
 * Before a press = everything the page fetches until the network is quiet, which adds the home
 * sections whose code comes on its own (the contact form): splitting code moves bytes off the
 * first load without adding any. JavaScript is counted gzip -9, as the goals are written and
 * `npm run bench` counts it; the bytes as the server sends them (brotli) are printed beside.
 * `blockingCss` counts the stylesheets linked in the head, which the first paint waits for, gzip
 * -9; those of the parts below the first screen and of the views come at the end of the body
 * (scripts/build/pageStylesheets.ts), and `cssBeforePress` counts them all: Lighthouse prices
 * every file that arrived before the largest paint into it, which on a fast load is all of them.
 * 1 KB = 1024 bytes.
 */
const budgets = {
  // The empty React + Mantine + XState stack is ~117 KB gzip.
  '/': { js: 130, beforePress: 160, blockingCss: 12, cssBeforePress: 28, page: 'Home' },
  '/portfolio': { js: 135, beforePress: 135, blockingCss: 12, cssBeforePress: 21, page: 'Portfolio' },
  // The form pages hydrate their form at once (it is the page), with @mantine/form; its fields'
  // CSS is their first screen's.
  '/start-project': { js: 150, beforePress: 150, blockingCss: 17, cssBeforePress: 20, page: 'Enquiry' },
  '/consultation': { js: 150, beforePress: 150, blockingCss: 17, cssBeforePress: 20, page: 'Consultation' },
} as const;

const manifest = JSON.parse(readFileSync(join(process.cwd(), 'dist', '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The full-screen views and the dialogs: their code comes when first wanted, never with a page. */
const onDemand = /\/(Lightbox|Gallery|ImageViewer|ServiceDialog|Modal)-/;

/** Bytes on the wire as served to a browser (brotli where the build precompressed the file; the
 * client decodes the body, so a compressed answer's length is its header's) and as gzip -9. */
async function sizes(request: APIRequestContext, url: string) {
  const sent = await request.get(url, { headers: { 'Accept-Encoding': 'br' } });
  const plain = await (await request.get(url, { headers: { 'Accept-Encoding': 'identity' } })).body();
  const transfer = sent.headers()['content-encoding'] ? Number(sent.headers()['content-length']) : plain.length;
  expect(transfer, `${url} bytes sent`).toBeGreaterThan(0);
  return { transfer, gzip: gzipSync(plain, { level: 9 }).length };
}

/** What a route needs before it is interactive: its stylesheets (from its HTML) and its first-load
 * JavaScript. */
async function firstLoad(request: APIRequestContext, route: keyof typeof budgets) {
  const html = await (await request.get(route)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const css = [...head.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(entry, `${route} has an entry module`).toBeDefined();
  const js = firstLoadFiles(manifest, `src/app/pages/${budgets[route].page}.page.tsx`);
  expect(js, "the manifest's entry is the page's").toContain(entry);
  const total = async (urls: Iterable<string>) => {
    const sum = { transfer: 0, gzip: 0 };
    for (const url of urls) {
      const size = await sizes(request, url);
      sum.transfer += size.transfer;
      sum.gzip += size.gzip;
    }
    return { kb: sum.transfer / 1024, gzipKb: sum.gzip / 1024 };
  };
  const [jsSize, cssSize] = [await total(js), await total(css)];
  return {
    jsKb: jsSize.kb,
    jsGzipKb: jsSize.gzipKb,
    blockingCssGzipKb: cssSize.gzipKb,
    htmlKb: gzipSync(html).length / 1024,
    files: [...js],
  };
}

test.describe('byte budgets @desktop', () => {
  for (const [route, budget] of Object.entries(budgets) as Array<
    [keyof typeof budgets, (typeof budgets)[keyof typeof budgets]]
  >) {
    test(`${route}: first-load JavaScript ≤ ${budget.js} KB gzip and CSS blocking the first paint ≤ ${budget.blockingCss} KB gzip`, async ({
      request,
    }) => {
      const load = await firstLoad(request, route);
      const line = `${route}: JS ${load.jsGzipKb.toFixed(1)} KB gzip (${load.jsKb.toFixed(1)} KB sent), CSS in the head ${load.blockingCssGzipKb.toFixed(1)} KB gzip, HTML ${load.htmlKb.toFixed(1)} KB gzip`;
      test.info().annotations.push({ type: 'bytes', description: line });
      console.log(`budget ${line}`);
      expect(load.files.length).toBeGreaterThan(0);
      expect(load.files.filter((file) => onDemand.test(file))).toEqual([]);
      expect(load.jsGzipKb).toBeLessThanOrEqual(budget.js);
      expect(load.blockingCssGzipKb).toBeLessThanOrEqual(budget.blockingCss);
    });

    // The budget above counts what the HTML asks for; this counts what the page fetches once it
    // runs, before any press: a section whose code comes on its own adds to it, a view or dialog
    // never does (a component mounted at start-up that imports its own chunk, as an unused toast
    // stack once did, would show here: 13.6 KB gzip on every visit).
    test(`${route}: JavaScript fetched before a press ≤ ${budget.beforePress} KB gzip, no view among it, CSS ≤ ${budget.cssBeforePress} KB gzip`, async ({
      page,
      request,
    }) => {
      const fetched = new Set<string>();
      const stylesheets = new Set<string>();
      page.on('request', (sent) => {
        if (sent.resourceType() === 'script') fetched.add(new URL(sent.url()).pathname);
        if (sent.resourceType() === 'stylesheet') stylesheets.add(new URL(sent.url()).pathname);
      });
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const { files } = await firstLoad(request, route);
      expect(
        files.filter((file) => !fetched.has(file)),
        'first-load files the page did not fetch',
      ).toEqual([]);
      expect([...fetched].filter((file) => onDemand.test(file))).toEqual([]);
      let gzip = 0;
      for (const file of fetched) gzip += (await sizes(request, file)).gzip;
      console.log(
        `budget ${route}: ${(gzip / 1024).toFixed(1)} KB gzip of JavaScript before a press, ${fetched.size} files`,
      );
      expect(gzip / 1024).toBeLessThanOrEqual(budget.beforePress);

      let css = 0;
      for (const file of stylesheets) css += (await sizes(request, file)).gzip;
      console.log(
        `budget ${route}: ${(css / 1024).toFixed(1)} KB gzip of CSS before a press, ${stylesheets.size} files`,
      );
      expect(stylesheets.size).toBeGreaterThan(0);
      expect(css / 1024).toBeLessThanOrEqual(budget.cssBeforePress);
    });
  }
});

// A script waits for the stylesheets linked before it, so with the stylesheet first the body is
// parsed, and first laid out, with its styles (src/app/seo/head.ts): Chromium's form autofill lays out
// the page at DOMContentLoaded, unstyled if the stylesheet has not arrived.
test.describe('what the first layout waits for @desktop', () => {
  for (const route of [...Object.keys(budgets), '/privacy', '/no-such-page']) {
    test(`${route} links its stylesheet before any script it runs`, async ({ request }) => {
      const html = await (await request.get(route)).text();
      const stylesheet = html.search(/<link rel="stylesheet"/);
      const firstScript = html.search(/<script(?![^>]*type="application\/ld\+json")/);
      expect(stylesheet).toBeGreaterThan(-1);
      expect(firstScript).toBeGreaterThan(stylesheet);
    });
  }
});

// Chromium's form autofill reads every form and field as the page finishes loading, and draws the
// section around each one, even a section the browser would skip as far off-screen
// (`content-visibility: auto`): 402 elements styled and laid out at load when the portfolio
// filter was a form. The contact form is the one section below the first screen that must hold
// fields; the hero, drawn at load anyway, holds the image's opener, a form with a button and no field.
test('on / only the hero and the contact section hold a form or fields @desktop', async ({ page }) => {
  await page.goto('/');
  const holding = await page.evaluate(() =>
    [...document.querySelectorAll('main section')]
      .filter((section) => section.querySelector('form, input, select, textarea'))
      .map((section) => section.id),
  );
  expect(holding).toEqual(['home', 'contact']);
});

// The staff inbox is a build of its own (dist-inbox/, `vite build --mode inbox`): a visitor's
// page never fetches its code, and a static deploy of dist/ carries none of it. Read from the
// built files: no script, stylesheet or page of dist/ names the inbox's API, its entry, its words or
// its table library, and the sitemap does not list it.
test('dist/ holds nothing of the staff inbox, and the sitemap does not list it @desktop', () => {
  const dist = join(process.cwd(), 'dist');
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(js|css|html|xml|txt)$/.test(file),
  );
  expect(files.length).toBeGreaterThan(10);
  const carrying = files.filter((file) => {
    const text = readFileSync(join(dist, file), 'utf8');
    return (
      text.includes('/api/inbox') ||
      text.includes('src/inbox') ||
      text.includes(inboxContent.signIn.heading) ||
      text.includes('mantine-datatable') ||
      /\/inbox\b/.test(file)
    );
  });
  expect(carrying).toEqual([]);
  expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).not.toContain('/inbox');
});

import { gzipSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * First-load byte budgets (gzip), deterministic for a given build, so they are tests; speed and
 * scores are measured by `npm run bench`. First load = the HTML, its stylesheets, its entry script
 * and every module it preloads, plus the route's page chunk, which the entry loads before hydrating.
 */
const budgets = {
  // The budget for the home page: the empty React + Mantine + XState stack is ~117 KB.
  '/': { js: 130, css: 25 },
  '/portfolio': { js: 135, css: 25 },
  // The form pages hydrate their form at once (it is the page), with @mantine/form.
  '/start-project': { js: 160, css: 25 },
  '/consultation': { js: 160, css: 25 },
} as const;

async function gzipSize(request: APIRequestContext, url: string) {
  const body = await (await request.get(url, { headers: { 'Accept-Encoding': 'identity' } })).body();
  return gzipSync(body, { level: 9 }).length;
}

/** The JS a route needs before it is interactive: entry, preloads, and their static imports. */
async function firstLoad(request: APIRequestContext, route: string) {
  const html = await (await request.get(route)).text();
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
  const css = attr(/<link rel="stylesheet"[^>]*href="([^"]+)"/g);
  // The bootstrap script lists the modules it loads after the first paint (scripts/build/bootstrap.ts).
  const queue = attr(/<script data-modules='([^']+)'>/g).flatMap((list) => JSON.parse(list) as string[]);
  expect(queue.length, `${route} lists the modules it starts`).toBeGreaterThan(0);
  const js = new Set<string>();
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (js.has(url)) continue;
    js.add(url);
    const source = await (await request.get(url)).text();
    // Static imports of this chunk (dynamic `import()` of other pages and dialogs is not first load).
    for (const match of source.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
      queue.push(new URL(match[1]!, new URL(url, 'http://x')).pathname);
    }
  }
  let jsBytes = 0;
  for (const url of js) jsBytes += await gzipSize(request, url);
  let cssBytes = 0;
  for (const url of css) cssBytes += await gzipSize(request, url);
  return { jsKb: jsBytes / 1024, cssKb: cssBytes / 1024, htmlKb: gzipSync(html).length / 1024, files: [...js] };
}

test.describe('byte budgets @desktop', () => {
  for (const [route, budget] of Object.entries(budgets)) {
    test(`${route}: first-load JavaScript ≤ ${budget.js} KB and CSS ≤ ${budget.css} KB gzip`, async ({ request }) => {
      const load = await firstLoad(request, route);
      test.info().annotations.push({
        type: 'bytes',
        description: `${route}: JS ${load.jsKb.toFixed(1)} KB, CSS ${load.cssKb.toFixed(1)} KB, HTML ${load.htmlKb.toFixed(1)} KB gzip`,
      });
      console.log(
        `budget ${route}: JS ${load.jsKb.toFixed(1)} KB, CSS ${load.cssKb.toFixed(1)} KB, HTML ${load.htmlKb.toFixed(1)} KB gzip`,
      );
      expect(load.files.length).toBeGreaterThan(0);
      expect(load.jsKb).toBeLessThanOrEqual(budget.js);
      expect(load.cssKb).toBeLessThanOrEqual(budget.css);
    });
  }
});

// A script waits for the stylesheets linked before it, so with the stylesheet first the body is
// parsed, and first laid out, with its styles (src/seo/head.ts): Chromium's form autofill lays out
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

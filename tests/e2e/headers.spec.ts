import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * The headers every answer of the served build carries, against the one _headers file the build
 * wrote: every route (with and without its trailing slash), the other files at the root, hashed
 * assets, a missing asset and a missing page. Each header the file gives a path arrives byte for
 * byte, no policy header arrives that the file does not give, and the values are the policy's:
 * HTML and other unhashed files revalidated (`no-cache`), hashed assets immutable only on a
 * successful answer, a same-origin opener and resource policy, HSTS without `preload` unless the
 * build asked for it, and a CSP that frames only the map's embed page. Over plain HTTP, as here,
 * the server leaves out what only TLS may carry (HSTS, `upgrade-insecure-requests`). Error answers carry the
 * rules of /404.html, the page they show.
 */

const dist = join(process.cwd(), 'dist');

/** The `_headers` format, read here with a parser of the test's own: a path pattern (`*` for any
 * run of characters) on its own line, then indented `Name: value` lines. */
function readRules(text: string) {
  const rules: Array<{ pattern: RegExp; headers: Array<[string, string]> }> = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!line.startsWith(' ')) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
    } else {
      const [, name, value] = /^\s+([^:]+):\s?(.*)$/.exec(line)!;
      rules.at(-1)!.headers.push([name!.toLowerCase(), value!]);
    }
  }
  return rules;
}

const rules = readRules(readFileSync(join(dist, '_headers'), 'utf8'));
/** Every header name the file sets anywhere: what counts as a policy header. */
const policyNames = new Set(rules.flatMap((rule) => rule.headers.map(([name]) => name)));
const fileRulesFor = (path: string) => rules.filter((rule) => rule.pattern.test(path)).flatMap((rule) => rule.headers);

/** What the file gives a path, as an answer over plain HTTP carries it (the suite's server has no
 * TLS): no HSTS, and no `upgrade-insecure-requests` in the CSP, which only mean something over TLS. */
const expectedFor = (path: string) =>
  fileRulesFor(path).flatMap(([name, value]): Array<[string, string]> => {
    if (name === 'strict-transport-security') return [];
    if (name !== 'content-security-policy') return [[name, value]];
    return [[name, value.replace(/;\s*upgrade-insecure-requests\b/, '')]];
  });

/** Every route the build prerendered, from the files themselves. */
const routes = (function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : pages(join(dir, entry.name));
    if (entry.name !== 'index.html') return [];
    const route = `/${relative(dist, dir).split(sep).join('/')}`;
    return route === '/' ? ['/'] : [route, `${route}/`];
  });
})(dist);

const rootFiles = readdirSync(dist).filter((name) => /\.(txt|xml|webmanifest|svg|png|jpg)$/.test(name));

/** The answer's headers against the file's: each one it gives, byte for byte, and no other. */
function expectHeadersOfFile(response: APIResponse, path: string) {
  const rulesPath = response.status() >= 400 ? '/404.html' : path;
  const expected = expectedFor(rulesPath);
  expect(expected.length, `rules for ${rulesPath}`).toBeGreaterThan(0);
  const headers = response.headers();
  for (const [name, value] of expected) expect(headers[name], `${path}: ${name}`).toBe(value);
  const extra = Object.keys(headers).filter(
    (name) => policyNames.has(name) && !expected.some(([expectedName]) => expectedName === name),
  );
  expect(extra, `${path}: policy headers the file does not give it`).toEqual([]);
}

/** The policy itself, on every answer. */
function expectPolicy(response: APIResponse) {
  const headers = response.headers();
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toBeUndefined();
  const csp = headers['content-security-policy']!;
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(csp).toContain('frame-src https://www.google.com/maps;');
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
}

test.describe('headers, from the one _headers file @desktop', () => {
  test('the file gives HTTPS hosts HSTS and upgrade-insecure-requests on every path', () => {
    for (const path of ['/', '/assets/app.js', '/404.html']) {
      const file = new Map(fileRulesFor(path));
      expect(file.get('strict-transport-security'), path).toBe('max-age=63072000; includeSubDomains');
      expect(file.get('content-security-policy'), path).toMatch(/; upgrade-insecure-requests$/);
    }
  });

  test('the routes found in the build are the site’s', () => {
    expect(routes).toEqual(expect.arrayContaining(['/', '/start-project', '/portfolio/', '/consultation']));
    expect(routes.length).toBeGreaterThanOrEqual(13);
  });

  for (const route of routes) {
    test(`${route}: the page, revalidated before each use`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(response.headers()['etag']).toBeTruthy();
      expectHeadersOfFile(response, route);
      expectPolicy(response);
    });
  }

  test('the other files at the root are revalidated too', async ({ request }) => {
    expect(rootFiles).toEqual(expect.arrayContaining(['robots.txt', 'sitemap.xml', 'manifest.webmanifest']));
    for (const name of rootFiles) {
      const response = await request.get(`/${name}`);
      expect(response.status(), name).toBe(200);
      expect(response.headers()['cache-control'], name).toBe('no-cache');
      expectHeadersOfFile(response, `/${name}`);
      expectPolicy(response);
    }
  });

  test('hashed assets are immutable for a year, and a revalidation says so again', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      expectHeadersOfFile(response, asset);
      expectPolicy(response);
    }
    const first = await request.get(assets[0]!);
    const again = await request.get(assets[0]!, { headers: { 'If-None-Match': first.headers()['etag']! } });
    expect(again.status()).toBe(304);
    expect(again.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a page revalidated with its ETag is a 304 that keeps no-cache', async ({ request }) => {
    const first = await request.get('/portfolio');
    const again = await request.get('/portfolio', { headers: { 'If-None-Match': first.headers()['etag']! } });
    expect(again.status()).toBe(304);
    expect(again.headers()['cache-control']).toBe('no-cache');
  });

  for (const [what, path] of [
    ['a missing asset', '/assets/missing-00000000.js'],
    ['a missing page', '/nothing-here'],
    ['a missing file at the root', '/missing.txt'],
  ] as const) {
    test(`${what} is a 404 with the 404 page's headers, never the year-long cache`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(await response.text()).toContain('Oops! Page not found');
      expectHeadersOfFile(response, path);
      expectPolicy(response);
    });
  }

  test('an unsatisfiable range on an asset is a 416 without the year-long cache', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
    const response = await request.get(asset, { headers: { Range: 'bytes=100-5' } });
    expect(response.status()).toBe(416);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectHeadersOfFile(response, asset);
  });
});

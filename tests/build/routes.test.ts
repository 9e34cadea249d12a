import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { browseBuilt, fixtureSite } from './support/fixtureSite';

/*
 * Routes are written once, in src/content/routes.ts: a route added there, with its page file and
 * its title, is routed, prerendered and in the sitemap, with no other edit.
 */

const heading = 'Careers at the agency';
const title = 'Careers | Fixture';

let site: ReturnType<typeof fixtureSite>;
let built: Awaited<ReturnType<typeof browseBuilt>>;

beforeAll(async () => {
  site = fixtureSite();
  site.edit('src/content/routes.ts', (text) =>
    text.replace(
      "  terms: { path: '/terms', page: 'Terms' },\n",
      "  terms: { path: '/terms', page: 'Terms' },\n  careers: { path: '/careers', page: 'Careers' },\n",
    ),
  );
  site.edit('src/content/pages.ts', (text) =>
    text.replace(
      '  [notFoundRoute]: {',
      `  [paths.careers]: { title: '${title}', description: 'Work with us.', index: true },\n  [notFoundRoute]: {`,
    ),
  );
  site.write(
    'src/app/pages/Careers.page.tsx',
    `export default function CareersPage() {\n  return <h1>${heading}</h1>;\n}\n`,
  );
  built = await browseBuilt(site);
}, 240_000);

afterAll(async () => {
  if (built) await built.close();
  else site?.remove();
});

describe('a route added to the route list', () => {
  test('is prerendered: its own HTML, with its page and its title', () => {
    const html = site.read('dist/careers/index.html');
    expect(html).toContain('<div id="root" data-route="/careers">');
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toContain(`<title>${title}</title>`);
  });

  test('is in the sitemap', () => {
    const locs = [...site.read('dist/sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.map((loc) => new URL(loc!).pathname)).toContain('/careers');
  });

  test('is routed: the app takes the page over from its HTML, downloading its own chunk', async () => {
    const page = await built.browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${built.origin}/careers`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
    expect(scripts.some((script) => /\/Careers\.page-[\w-]+\.js$/.test(script))).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});

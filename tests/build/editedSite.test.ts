import { Badge } from '@mantine/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { browseBuilt, fixtureSite } from './support/fixtureSite';

/*
 * A copy of the site changed as an editor would change it, built once with `npm run build`:
 * - Routes are written once, in src/content/routes.ts: a route added there, with its page file and
 *   its title, is routed, prerendered and in the sitemap, with no other edit.
 * - Mantine's CSS comes with the component that uses it, worked out by the build
 *   (scripts/build/mantineStyles.ts): a component added to a view the page loads on demand is
 *   styled when the view opens, with no other edit, and no page's first paint waits for its CSS.
 * The two changes touch different files; one build serves both.
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
  // Badge, which the site uses nowhere else, in the service dialog, which is a chunk of its own.
  site.edit('src/features/services/ServiceDialog.tsx', (text) =>
    text
      .replace('import { Button, Group,', 'import { Badge, Button, Group,')
      .replace('<Stack gap="md">', '<Stack gap="md">\n<Badge data-testid="added">New</Badge>'),
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

describe('a Mantine component added to a view loaded on demand', () => {
  test('is styled when the view opens', async () => {
    const page = await built.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${built.origin}/`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Learn more about Graphic Design' }).click();
    const badge = page.getByRole('dialog', { name: 'Graphic Design' }).getByTestId('added');
    await badge.waitFor();
    // Badge's own CSS: unstyled, it would be a span in the text's case, with no sizes of its own.
    const style = await badge.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { textTransform: computed.textTransform, height: computed.getPropertyValue('--badge-height-md') };
    });
    expect(style).toEqual({ textTransform: 'uppercase', height: expect.stringMatching(/rem/) });
    await page.close();
  });

  test("its CSS is in no page's head, where the first paint would wait for it", async () => {
    for (const route of ['/', '/portfolio', '/start-project']) {
      const html = await (await fetch(`${built.origin}${route}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      for (const [, href] of head.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)) {
        const css = await (await fetch(`${built.origin}${href}`)).text();
        expect(css, `${route}: ${href}`).not.toContain(`.${Badge.classes.root}`);
      }
    }
  });
});

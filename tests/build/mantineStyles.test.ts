import { Badge } from '@mantine/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { browseBuilt, fixtureSite } from './support/fixtureSite';

/*
 * Mantine's CSS comes with the component that uses it, worked out by the build
 * (scripts/build/mantineStyles.ts): a component added to a view the page loads on demand is styled
 * when the view opens, with no other edit, and no page's first paint waits for its CSS.
 */

let site: ReturnType<typeof fixtureSite>;
let built: Awaited<ReturnType<typeof browseBuilt>>;

beforeAll(async () => {
  site = fixtureSite();
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

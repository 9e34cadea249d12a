import { createHash } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { pageMeta } from '../../src/content/pages';

// What crawlers and link-preview bots read: the HTML as served, without running JavaScript.
test.describe('search and sharing @desktop', () => {
  const indexable = ['/', '/start-project', '/portfolio', '/consultation', '/privacy', '/terms'];

  test('every page has its own title, description, canonical URL and link-preview tags', async ({ request }) => {
    const titles = new Set<string>();
    for (const route of indexable) {
      const html = await (await request.get(route)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, route).toBeTruthy();
      titles.add(title!);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="https://www.rangrezcreative.in${route}" />`);
      expect(html).toContain('<meta property="og:image" content="https://www.rangrezcreative.in/og-image.jpg" />');
      expect(html).toContain('<meta property="og:locale" content="en_IN" />');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(html).not.toContain('noindex');
    }
    expect(titles.size).toBe(indexable.length);
  });

  test('client-side navigation from the footer reaches the privacy and terms pages, the document holding one title, the current page’s', async ({
    page,
  }) => {
    const titles = page.locator('title');
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page).toHaveTitle(pageMeta['/']!.title);
    await expect(titles).toHaveCount(1);

    // Client-side navigation: the app changes the title in place, it never adds one.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page).toHaveTitle(pageMeta['/privacy']!.title);
    await expect(titles).toHaveCount(1);
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page).toHaveTitle(pageMeta['/terms']!.title);
    await expect(titles).toHaveCount(1);
    await expect(page.locator('head > title')).toHaveCount(1);
  });

  test('the home page describes the agency as a ProfessionalService in JSON-LD', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const json = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(json!);
    expect(data['@type']).toBe('ProfessionalService');
    expect(data.address.addressLocality).toContain('Pune');
    expect(data.hasOfferCatalog.itemListElement).toHaveLength(4);
  });

  test('sitemap, robots, manifest and icons are served', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect([...sitemap.matchAll(/<loc>/g)]).toHaveLength(indexable.length);
    expect(sitemap).not.toContain('/enquiry');
    expect(await (await request.get('/robots.txt')).text()).toContain(
      'Sitemap: https://www.rangrezcreative.in/sitemap.xml',
    );
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.name).toBe('Rangrez Creative');
    for (const icon of [
      '/favicon.svg',
      '/favicon-32.png',
      '/apple-touch-icon.png',
      '/icon-192.png',
      '/icon-512.png',
      '/og-image.jpg',
    ]) {
      expect((await request.get(icon)).status(), icon).toBe(200);
    }
  });

  test('the enquiry alias and the 404 page are kept out of the index', async ({ request }) => {
    expect(await (await request.get('/enquiry')).text()).toContain('<meta name="robots" content="noindex" />');
    expect(await (await request.get('/nothing-here')).text()).toContain('<meta name="robots" content="noindex" />');
  });

  test('every response carries the security headers, with a strict script policy', async ({ request }) => {
    for (const path of ['/', '/portfolio', '/nothing-here', '/robots.txt']) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers['content-security-policy'];
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
      // The inline scripts the page runs (the colour scheme's, the colour toggle's before the app
      // starts, and on `/` React's form replaying, which holds a press on the hero image until
      // the app runs) are allowed by their hashes alone.
      if (path !== '/robots.txt') {
        const html = await response.text();
        const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)];
        expect(inline.length, path).toBe(path === '/' ? 3 : 2);
        // All in the head, so they run before anything on the page can be pressed.
        for (const script of inline) expect(script.index, path).toBeLessThan(html.indexOf('<body'));
        for (const [, source] of inline)
          expect(csp).toContain(`'sha256-${createHash('sha256').update(source!).digest('base64')}'`);
      }
      // No unsafe-inline, frame-src, nosniff and no HSTS over plain HTTP: headers.spec.ts.
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
    }
  });
});

import fc from 'fast-check';
import { agency } from '../../src/content/agency';
import { services } from '../../src/content/services';
import { buildHead, buildSitemap, canonicalPath } from '../../src/app/seo/head';
import { agencyStructuredData, serializeJsonLd } from '../../src/app/seo/structuredData';
import { pageMeta } from '../../src/content/pages';

const origin = 'https://www.example.in';

describe('agency structured data', () => {
  const data = agencyStructuredData(origin);

  test('describes a ProfessionalService with address, geo, contacts, hours and social profiles', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('ProfessionalService');
    expect(data.name).toBe(agency.name);
    expect(data.url).toBe(`${origin}/`);
    expect(data.logo).toMatch(/^https:\/\/www\.example\.in\/.+\.png$/);
    expect(data.telephone).toMatch(/^\+91\d{10}$/);
    expect(data.email).toBe(agency.emails[0].address);
    expect(data.address).toMatchObject({
      '@type': 'PostalAddress',
      addressRegion: 'Maharashtra',
      postalCode: '411045',
      addressCountry: 'IN',
    });
    expect(data.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: agency.geo.latitude,
      longitude: agency.geo.longitude,
    });
    expect(data.sameAs).toHaveLength(4);
    expect(data.sameAs.every((url) => url.startsWith('https://'))).toBe(true);
    expect(data.areaServed).toEqual({ '@type': 'Country', name: 'India' });
  });

  test('opening hours are product rule S9: Mon-Fri 9:00-19:00, Sat 10:00-17:00', () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
        opens: '09:00',
        closes: '19:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '10:00',
        closes: '17:00',
      },
    ]);
  });

  test('lists the four services as Service entries provided by the agency', () => {
    const offered = data.hasOfferCatalog.itemListElement.map((offer) => offer.itemOffered);
    expect(offered.map((service) => service.name)).toEqual(services.map((service) => service.title));
    for (const service of offered) {
      expect(service['@type']).toBe('Service');
      expect(service.provider).toEqual({ '@id': `${origin}/#organization` });
    }
  });
});

describe('JSON-LD serialisation', () => {
  test('no text can close the script element early, and the JSON reads back unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const value = { name: `${text}</script><script>alert(1)</script>`, text };
        const serialised = serializeJsonLd(value);
        expect(serialised).not.toMatch(/<\/?script/i);
        expect(serialised).not.toContain('<');
        expect(JSON.parse(serialised)).toEqual(value);
      }),
    );
  });
});

describe('page head', () => {
  const assets = {
    fonts: ['/assets/inter.woff2'],
    stylesheets: ['/assets/style.css'],
    themeStyles: '<style>:root{}</style>',
    colorSchemeScript: '<script>1</script>',
  };

  test('the stylesheet is linked before the first inline script, so the body is parsed styled', () => {
    for (const route of ['/', '/start-project', '/404'] as const) {
      const head = buildHead(route, pageMeta[route]!, origin, assets);
      const link = head.indexOf('<link rel="stylesheet" crossorigin href="/assets/style.css" />');
      expect(link).toBeGreaterThan(-1);
      expect(link).toBeLessThan(head.indexOf('<script'));
    }
  });

  test("React's inline scripts come right after the colour scheme script, in the head", () => {
    const head = buildHead('/', pageMeta['/']!, origin, { ...assets, reactScripts: ['<script>2</script>'] });
    expect(head).toContain('<script>1</script>\n    <script>2</script>');
  });

  test('/enquiry is the same page as /start-project: one canonical address, not indexed twice', () => {
    expect(canonicalPath('/enquiry')).toBe('/start-project');
    expect(canonicalPath('/404')).toBeNull();
    const head = buildHead('/enquiry', pageMeta['/enquiry']!, origin, assets);
    expect(head).toContain(`<link rel="canonical" href="${origin}/start-project" />`);
  });

  test('each page has a title, description, Open Graph and Twitter card with the 1200×630 image', () => {
    for (const route of ['/', '/start-project', '/portfolio', '/consultation', '/privacy', '/terms'] as const) {
      const head = buildHead(route, pageMeta[route]!, origin, assets);
      expect(head).toContain(`<title>`);
      expect(head).toContain('<meta property="og:locale" content="en_IN" />');
      expect(head).toContain(`<meta property="og:image" content="${origin}/og-image.jpg" />`);
      expect(head).toContain('<meta property="og:image:width" content="1200" />');
      expect(head).toContain('<meta property="og:image:height" content="630" />');
      expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(head).not.toContain('noindex');
    }
  });

  test('titles are distinct', () => {
    const titles = Object.values(pageMeta).map((meta) => meta.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('the sitemap lists only indexable, canonical pages', () => {
    const sitemap = buildSitemap(
      Object.entries(pageMeta).map(([route, meta]) => ({ route, meta })),
      origin,
    );
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      ['/', '/start-project', '/portfolio', '/consultation', '/privacy', '/terms'].map((route) => `${origin}${route}`),
    );
  });
});

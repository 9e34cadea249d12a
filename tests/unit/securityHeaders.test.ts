import {
  contentSecurityPolicy,
  headersFile,
  hstsPreloadSetting,
  inboxHeadersFile,
  MAP_FRAME_SOURCE,
  requestPaths,
  type PolicyInputs,
} from '../../scripts/build/securityHeaders';
import { headersFor, parseHeadersFile } from '../../server/static/headers';

const policy: PolicyInputs = { scriptHashes: ['sha256-abc='], formEndpointOrigin: null, hstsPreload: false };
const files = [
  '/index.html',
  '/404.html',
  '/portfolio/index.html',
  '/start-project/index.html',
  '/robots.txt',
  '/favicon.svg',
  '/assets/app-1a2b3c4d.js',
  '/assets/hero-1a2b3c4d.avif',
];
/** Every path under which a browser may ask for one of `files`, and one asked for in vain. */
const requested = ['/', '/index.html', '/404.html', '/portfolio', '/portfolio/', '/portfolio/index.html'].concat([
  '/start-project',
  '/robots.txt',
  '/favicon.svg',
  '/assets/app-1a2b3c4d.js',
  '/nothing',
]);

function headersAt(text: string, path: string) {
  return headersFor(parseHeadersFile(text), path);
}

describe('the _headers file', () => {
  const text = headersFile(policy, files);

  test.each(requested)('%s gets each header once, whatever rules match it, the policy headers among them', (path) => {
    const names = headersAt(text, path).map(([name]) => name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const headers = new Map(headersAt(text, path));
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy(policy));
  });

  test.each(['/', '/index.html', '/portfolio', '/portfolio/', '/portfolio/index.html', '/404.html', '/robots.txt'])(
    '%s is revalidated before each use',
    (path) => {
      expect(new Map(headersAt(text, path)).get('Cache-Control')).toBe('no-cache');
    },
  );

  test('hashed assets are cached for a year, unchanged', () => {
    expect(new Map(headersAt(text, '/assets/app-1a2b3c4d.js')).get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  test('a path no file answers to has no cache rule of its own', () => {
    expect(new Map(headersAt(text, '/nothing')).has('Cache-Control')).toBe(false);
  });

  test('HSTS asks to be preloaded only when the owner says so', () => {
    const preloaded = headersFile({ ...policy, hstsPreload: true }, files);
    expect(new Map(headersAt(preloaded, '/')).get('Strict-Transport-Security')).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
  });
});

describe('the inbox’s _headers file', () => {
  const rules = parseHeadersFile(
    inboxHeadersFile(['/index.html', '/assets/index-1a2b3c4d.js'], ['sha256-c2NoZW1lIHNjcmlwdA==']),
  );
  const header = (path: string, name: string) =>
    headersFor(rules, path)
      .filter(([each]) => each === name)
      .map(([, value]) => value);

  // `/` is the inbox's own path (/inbox/ on the server), `/index.html` what answers every path it routes.
  test.each(['/', '/index.html'])('%s is never cached, kept from search engines, under the policy', (path) => {
    expect(header(path, 'Cache-Control')).toEqual(['no-store']);
    expect(header(path, 'X-Robots-Tag')).toEqual(['noindex, nofollow']);
    expect(header(path, 'Content-Security-Policy')).toHaveLength(1);
    // The page's one inline script, the colour scheme's, runs by its hash.
    expect(header(path, 'Content-Security-Policy')[0]).toMatch(/script-src 'self' 'sha256-c2NoZW1lIHNjcmlwdA=='/);
  });

  test('its hashed assets alone are cached, for a year', () => {
    expect(header('/assets/index-1a2b3c4d.js', 'Cache-Control')).toEqual(['public, max-age=31536000, immutable']);
    expect(header('/assets/index-1a2b3c4d.js', 'X-Robots-Tag')).toEqual(['noindex, nofollow']);
  });
});

describe('requestPaths', () => {
  test.each([
    ['/index.html', ['/', '/index.html']],
    ['/portfolio/index.html', ['/portfolio', '/portfolio/*']],
    ['/404.html', ['/404.html']],
    ['/robots.txt', ['/robots.txt']],
  ])('%s is asked for as %j', (file, paths) => {
    expect(requestPaths(file)).toEqual(paths);
  });
});

describe('the content security policy', () => {
  test('frames only the map embed page, and the script policy has no unsafe-inline', () => {
    const csp = contentSecurityPolicy(policy);
    expect(MAP_FRAME_SOURCE).toBe('https://www.google.com/maps');
    expect(csp).toContain("frame-src https://www.google.com/maps; frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self' 'sha256-abc='; ");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("connect-src 'self'; ");
  });

  test('the form endpoint origin, and only it, may be fetched besides the site', () => {
    expect(contentSecurityPolicy({ ...policy, formEndpointOrigin: 'https://forms.example.com' })).toContain(
      "connect-src 'self' https://forms.example.com; ",
    );
  });
});

describe('hstsPreloadSetting', () => {
  test.each([
    [undefined, false],
    ['', false],
    ['false', false],
    [' true ', true],
  ])('%j → %s', (value, preload) => {
    expect(hstsPreloadSetting(value)).toBe(preload);
  });

  test.each(['yes', '1', 'TRUE', 'preload'])('%j fails the build', (value) => {
    expect(() => hstsPreloadSetting(value)).toThrow(
      `HSTS_PRELOAD must be "true" or "false" (or unset), not "${value}"`,
    );
  });
});

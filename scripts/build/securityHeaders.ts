/**
 * The HTTP headers of every response, written to dist/_headers (the format Netlify and Cloudflare
 * Pages read; server/main.ts applies the same file, so every test runs under them). Along the
 * lines of the OWASP Secure Headers Project: a strict CSP, HSTS, no framing, no sniffing, a
 * same-origin opener and resource policy, and caching that never keeps a deploy from a visitor.
 */
import { agency } from '../../src/content/agency';
import { mapsEmbedUrl } from '../../src/common/links';

export interface PolicyInputs {
  /** sha256 sources of the inline scripts the pages carry (the colour scheme script). */
  scriptHashes: string[];
  /** Origin of the optional form endpoint, allowed for fetch. */
  formEndpointOrigin: string | null;
  /** Ask browsers to preload HSTS (HSTS_PRELOAD=true): only when the owner means it. */
  hstsPreload: boolean;
}

/**
 * The map is the only third party the site embeds, and only its embed page may be framed: the
 * origin and path of the URL the map iframe loads (src/features/home/contact/OfficeMap.tsx), without
 * the query. A path without a trailing slash matches that exact path in CSP.
 */
export const MAP_FRAME_SOURCE = (() => {
  const url = new URL(mapsEmbedUrl(agency.geo.latitude, agency.geo.longitude));
  return `${url.origin}${url.pathname}`;
})();

export function contentSecurityPolicy({ scriptHashes, formEndpointOrigin }: PolicyInputs): string {
  return [
    "default-src 'self'",
    // Scripts: our own files and the hashed inline colour scheme script; no 'unsafe-inline'.
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(' ')}`,
    // Mantine writes CSS variables into style elements and attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${formEndpointOrigin ? ` ${formEndpointOrigin}` : ''}`,
    `frame-src ${MAP_FRAME_SOURCE}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/**
 * `HSTS_PRELOAD` as a flag: unset, empty or `false` leaves `preload` out; `true` adds it. Anything
 * else fails the build, since a typo must not decide something this hard to undo (a preloaded
 * domain stays HTTPS-only in browsers for months after it is removed from the list).
 */
export function hstsPreloadSetting(value: string | undefined): boolean {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') return true;
  throw new Error(`HSTS_PRELOAD must be "true" or "false" (or unset), not "${setting}"`);
}

/** Every response: the policy headers. */
function policyHeaders(policy: PolicyInputs): string[] {
  return [
    `Content-Security-Policy: ${contentSecurityPolicy(policy)}`,
    // Two years, subdomains included; `preload` only on the owner's word.
    `Strict-Transport-Security: max-age=63072000; includeSubDomains${policy.hstsPreload ? '; preload' : ''}`,
    'X-Content-Type-Options: nosniff',
    // For browsers without CSP's frame-ancestors.
    'X-Frame-Options: DENY',
    'Referrer-Policy: strict-origin-when-cross-origin',
    'Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    // Windows the site opens (WhatsApp) and windows that open it share no browsing context group.
    'Cross-Origin-Opener-Policy: same-origin',
    // No other site may load the site's files (images, scripts, fonts) into its pages.
    'Cross-Origin-Resource-Policy: same-origin',
    'X-Permitted-Cross-Domain-Policies: none',
  ];
}

/** Hashed assets: their name changes with their content, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else: a cache may keep it, but asks with the ETag before each use. */
export const REVALIDATE = 'no-cache';

/**
 * The paths under which a browser asks for a built file outside assets/: a page's HTML under its
 * route, with and without a trailing slash (`/portfolio`, `/portfolio/*` for `/portfolio/` and
 * `/portfolio/index.html`), the home page under `/` and `/index.html`, any other file under its
 * own path.
 */
export function requestPaths(urlPath: string): string[] {
  if (urlPath === '/index.html') return ['/', '/index.html'];
  const page = /^(\/.+)\/index\.html$/.exec(urlPath);
  if (page) return [page[1]!, `${page[1]}/*`];
  return [urlPath];
}

/**
 * The `_headers` file: the policy headers for every path, then the cache rule of each file. No
 * header appears in two rules that match one path (hosts join such values with a comma), so the
 * revalidated files are listed one by one instead of under `/*`. `files` are the built files'
 * URL paths (`/robots.txt`, `/portfolio/index.html`); those under /assets/ share one rule.
 */
export function headersFile(policy: PolicyInputs, files: readonly string[]): string {
  const block = (path: string, headers: string[]) => [path, ...headers.map((header) => `  ${header}`), ''];
  const revalidated = files
    .filter((file) => !file.startsWith('/assets/'))
    .sort()
    .flatMap(requestPaths);
  return [
    ...block('/*', policyHeaders(policy)),
    ...block('/assets/*', [`Cache-Control: ${IMMUTABLE}`]),
    ...revalidated.flatMap((path) => block(path, [`Cache-Control: ${REVALIDATE}`])),
  ].join('\n');
}

/**
 * The inbox's `_headers` (dist-inbox/, which the server serves at /inbox): the site's policy, no
 * search engine (`X-Robots-Tag: noindex`), and nothing kept by any cache but its hashed assets, so
 * that a lead's words never stay in a cache after staff sign out. Paths are the inbox's own, under
 * its mount (`/index.html` is what answers /inbox/ and every path the app routes).
 */
export function inboxHeadersFile(files: readonly string[], scriptHashes: string[]): string {
  const block = (path: string, headers: string[]) => [path, ...headers.map((header) => `  ${header}`), ''];
  const policy = { scriptHashes, formEndpointOrigin: null, hstsPreload: false };
  return [
    ...block('/*', [...policyHeaders(policy), 'X-Robots-Tag: noindex, nofollow']),
    ...block('/assets/*', [`Cache-Control: ${IMMUTABLE}`]),
    ...files
      .filter((file) => !file.startsWith('/assets/'))
      .sort()
      .flatMap(requestPaths)
      .flatMap((path) => block(path, ['Cache-Control: no-store'])),
  ].join('\n');
}

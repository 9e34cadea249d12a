/**
 * The HTTP headers every response carries, written to dist/_headers (the format Netlify and
 * Cloudflare Pages read; scripts/serve.ts applies the same file, so every test runs under them).
 */
export interface PolicyInputs {
  /** sha256 sources of the inline scripts the pages carry (the colour scheme script). */
  scriptHashes: string[];
  /** Origin of the optional form endpoint, allowed for fetch. */
  formEndpointOrigin: string | null;
}

/** The map is the only third party the site embeds; nothing else may frame or be framed. */
export const MAP_ORIGIN = 'https://www.google.com';

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
    `frame-src ${MAP_ORIGIN}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    'upgrade-insecure-requests',
  ].join('; ');
}

export function headersFile(policy: PolicyInputs): string {
  return [
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(policy)}`,
    '  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    '',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

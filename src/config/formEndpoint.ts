/**
 * The optional form endpoint (`VITE_FORM_ENDPOINT`), read by Vite at build time from the
 * environment or a `.env` file and baked into the bundle. `configuredFormEndpoint` is the one
 * reading of it: the enquiry and consultation forms post to what it returns, and the prerenderer
 * takes the CSP's `connect-src` from the same call in the server bundle, so the two cannot differ.
 * Vite's config checks the setting before anything is built (scripts/build/formEndpointCheck.ts).
 */
import { LEADS_PATH } from '../contract/lead.ts';

/** Plain http is accepted only for these hosts, to test against an endpoint on one's own machine. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The endpoint from its setting: null when unset or blank, the normalised URL when it is an
 * absolute https: URL (or http: on localhost / 127.0.0.1) without a user name or password; any
 * other value throws a TypeError that says what is wrong, so a misconfigured build fails instead
 * of shipping forms that post nowhere (or a password to every visitor).
 */
export function formEndpoint(setting: string | undefined): string | null {
  const value = setting?.trim() ?? '';
  if (value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(
      `VITE_FORM_ENDPOINT must be an absolute URL such as https://forms.example.com/f/abc, not "${value}"`,
    );
  }
  if (url.username || url.password) {
    // The message names the address without the secret, which must not reach a build log either.
    url.username = '***';
    url.password = '';
    throw new TypeError(
      `VITE_FORM_ENDPOINT must not hold a user name or password (${url.href}): the bundle is public, ` +
        'and browsers refuse to fetch such a URL',
    );
  }
  const local = url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !local) {
    throw new TypeError(
      `VITE_FORM_ENDPOINT must be an https: URL (http: only for localhost or 127.0.0.1), not "${value}"`,
    );
  }
  return url.href;
}

/** The endpoint this build was made with, or null when it has none. */
export function configuredFormEndpoint(): string | null {
  return formEndpoint(import.meta.env.VITE_FORM_ENDPOINT as string | undefined);
}

/** Where the forms send: the endpoint the build names, or else the site's own lead service, which
 * the page recognises by its JSON answers (docs/form-endpoint.md). */
export function leadTarget(): { endpoint: string; ownService: boolean } {
  const configured = configuredFormEndpoint();
  return configured === null ? { endpoint: LEADS_PATH, ownService: true } : { endpoint: configured, ownService: false };
}

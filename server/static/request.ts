/**
 * What the static server checks before it looks for a file: the method, the request target and
 * the Host header. Pure functions of the request line and headers, so every rule is tested on its
 * own (tests/unit/serveRequest.test.ts) and the server never parses a target any other way.
 */

/** The only methods a static site answers; anything else is 405 with this list in `Allow`. */
export const ALLOWED_METHODS = ['GET', 'HEAD'] as const;

/** Longer targets are answered 414: the longest real path of the site is under 100 characters. */
export const MAX_TARGET_LENGTH = 2048;

export type TargetCheck =
  | {
      ok: true;
      /** The decoded path, without query: always starts with `/`, never holds a dot segment. */ pathname: string;
    }
  | { ok: false; status: 400 | 414; reason: string };

const rejected = (reason: string, status: 400 | 414 = 400): TargetCheck => ({ ok: false, status, reason });

/** A request-target's scheme and authority in absolute form (`GET http://host/path`), which a
 * server must accept (RFC 9112 §3.2.2). */
const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)/i;
/** Printable US-ASCII: what an origin-form target may hold unencoded. */
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;
/** A `%` not followed by two hex digits. */
const BROKEN_ESCAPE = /%(?![0-9A-Fa-f]{2})/;
/** Control characters and the backslash (a path separator on Windows) after decoding. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const FORBIDDEN_DECODED = /[\x00-\x1f\x7f\\]/;

/**
 * Checks a request target and returns its decoded path, or why it is refused: 414 past
 * MAX_TARGET_LENGTH, 400 for anything but origin or absolute form, characters outside printable
 * ASCII, a fragment, a backslash, broken or non-UTF-8 percent-encoding, control characters (NUL
 * included) once decoded, and `.` or `..` segments, encoded or not. Browsers remove dot segments
 * before they send a URL, so only a crafted request carries one; refusing them, rather than
 * resolving them, means no path can climb out of the site's folder.
 */
export function checkTarget(target: string | undefined): TargetCheck {
  if (!target) return rejected('empty target');
  if (target.length > MAX_TARGET_LENGTH) return rejected(`target longer than ${MAX_TARGET_LENGTH} characters`, 414);
  let rest = target;
  const absolute = ABSOLUTE_FORM.exec(rest);
  if (absolute) {
    if (!isHost(absolute[1]!)) return rejected('malformed authority');
    rest = rest.slice(absolute[0].length) || '/';
  }
  if (!rest.startsWith('/')) return rejected('not a path');
  if (!PRINTABLE_ASCII.test(rest)) return rejected('characters outside printable ASCII');
  if (rest.includes('#')) return rejected('fragment in the target');
  const rawPath = rest.split('?', 1)[0]!;
  if (rawPath.includes('\\')) return rejected('backslash in the path');
  if (BROKEN_ESCAPE.test(rawPath)) return rejected('broken percent-encoding');
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return rejected('percent-encoding that is not UTF-8');
  }
  if (FORBIDDEN_DECODED.test(pathname)) return rejected('control character or backslash in the path');
  if (pathname.split('/').some((segment) => segment === '.' || segment === '..')) return rejected('dot segment');
  return { ok: true, pathname };
}

/** `host`, `host:port`, `[v6]` or `[v6]:port`, as the Host header and an absolute target's
 * authority carry it; no user information. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

export function isHost(value: string): boolean {
  return value.length <= 255 && HOST.test(value);
}

/**
 * The Host header of an HTTP/1.1 request: exactly one, well formed (RFC 9112 §3.2 asks for 400
 * otherwise). Node itself refuses an HTTP/1.1 request without one. `rawHeaders` is Node's flat
 * name, value, name, value list; HTTP/2 requests carry `:authority` instead and are not checked.
 */
export function checkHost(rawHeaders: readonly string[]): { ok: true } | { ok: false; reason: string } {
  const hosts: string[] = [];
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    if (rawHeaders[index]!.toLowerCase() === 'host') hosts.push(rawHeaders[index + 1]!);
  }
  if (hosts.length > 1) return { ok: false, reason: 'more than one Host header' };
  if (hosts.length === 1 && !isHost(hosts[0]!)) return { ok: false, reason: 'malformed Host header' };
  return { ok: true };
}

/** Whether a method name is a well-formed token (RFC 9110 §9.1), so that an unknown one is told
 * apart from a garbled request line. */
export function isMethodToken(method: string): boolean {
  return /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(method);
}

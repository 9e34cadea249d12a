/**
 * The one line logged per request: method, path, status and time. The path is cut at its query,
 * where a link could carry what someone typed, and is quoted so that a crafted one cannot forge
 * a line of its own; no header, body or address is ever logged.
 */

/** A longer path is cut: the site's longest is under 100 characters. */
const MAX_LOGGED_PATH = 200;

export function requestLine(method: string | undefined, url: string | undefined, status: number, ms: number): string {
  const path = (url ?? '').split('?', 1)[0]!.slice(0, MAX_LOGGED_PATH);
  return `${(method ?? '-').slice(0, 16)} ${JSON.stringify(path)} ${status} ${ms.toFixed(1)}ms`;
}

/**
 * The one line logged per request: method, path, what was sent and time. The path is cut at its
 * query, where a link could carry what someone typed, and is quoted so that a crafted one cannot
 * forge a line of its own; no header, body or address is ever logged.
 */
import type { ServerResponse } from 'node:http';
import type { Http2ServerResponse } from 'node:http2';

/** A longer path is cut: the site's longest is under 100 characters. */
const MAX_LOGGED_PATH = 200;

/** What an answer came to: its status once sent whole, the status and `cut short` when the
 * connection ended part way, `abandoned` when it ended before any answer was sent. */
export function outcomeOf(res: ServerResponse | Http2ServerResponse): string {
  if (res.writableFinished) return String(res.statusCode);
  return res.headersSent ? `${res.statusCode} cut short` : 'abandoned';
}

export function requestLine(method: string | undefined, url: string | undefined, outcome: string, ms: number): string {
  const path = (url ?? '').split('?', 1)[0]!.slice(0, MAX_LOGGED_PATH);
  return `${(method ?? '-').slice(0, 16)} ${JSON.stringify(path)} ${outcome} ${ms.toFixed(1)}ms`;
}

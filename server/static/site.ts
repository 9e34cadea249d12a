/**
 * The built site, served as a static host serves it: the app's last middleware (server/app.ts),
 * which answers every request outside /api/ on the raw Node request and response. The files are sent by
 * `send` (the Express project's static file sender), which does what a static host does with
 * ranges (one satisfiable range → 206; unsatisfiable or inverted → 416; several → the whole file),
 * conditional requests (ETag, Last-Modified → 304 or 412) and HEAD. What comes before it is ours:
 * the method, the target and the Host header are checked (server/static/request.ts), and only a
 * file listed at start-up can be sent (server/static/files.ts).
 *
 * Headers come from the build's `_headers` file alone. A file's own answer (200, 206, 304) carries
 * the rules that match the requested path; every error answer (404, 400, 405, 414, 416, 412)
 * carries the rules of the 404 page, so that a missing or refused asset is never given the
 * year-long cache of the files under /assets/.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentType } from 'mime-types';
import send from 'send';
import { forPlainHttp, headersFor, parseHeadersFile } from './headers.ts';
import { listSiteFiles, pickEncoding, resolveFile, type Encoding, type SiteFile } from './files.ts';
import { ALLOWED_METHODS, checkHost, checkTarget, isMethodToken } from './request.ts';

type Request = IncomingMessage | Http2ServerRequest;
type Response = ServerResponse | Http2ServerResponse;

/** Where an error goes: one line per problem, never thrown. */
export type Log = (message: string) => void;

/** The path whose `_headers` rules every error answer carries. */
export const ERROR_RULES_PATH = '/404.html';

const ALLOW = ALLOWED_METHODS.join(', ');
const CONTENT_ENCODING: Record<Encoding, string> = { br: 'br', gzip: 'gzip' };

/** Ends an answer that cannot be completed: the connection (HTTP/1) or the stream (HTTP/2). */
function abort(res: Response) {
  if ('stream' in res) res.stream.destroy();
  else res.destroy();
}

/** Whether a request came over TLS: its connection is encrypted. */
const overTls = (req: Request) => Boolean((req.socket as { encrypted?: boolean } | null)?.encrypted);

export type Site = ReturnType<typeof createSite>;

export interface SiteOptions {
  isSecure?: (req: Request) => boolean;
  /** Where the build is served: its files' paths begin here (`/inbox`); the root by default. */
  mount?: string;
  /** A single-page app's page, for any path under the mount that is no file: the app routes it. */
  fallback?: string;
}

export function createSite(dist: string, log: Log, { isSecure = overTls, mount = '', fallback }: SiteOptions = {}) {
  const root = resolve(dist);
  const files = listSiteFiles(root);
  const headersPath = join(root, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  const notFoundPage = fallback ? Buffer.from('404 Not Found\n') : readFileSync(join(root, '404.html'));
  /** The `_headers` rules for a path, less what only TLS may carry when the request came without. */
  const policyFor = (req: Request, path: string) => {
    const headers = headersFor(rules, path);
    return isSecure(req) ? headers : forPlainHttp(headers);
  };

  /** An answer without a file: the 404 page for 404, a line of text for the others. */
  function answerError(req: Request, res: Response, status: number, extra: Record<string, string> = {}) {
    if (res.headersSent) {
      // The file was already on its way (a read error mid-stream): all that is left is to stop.
      abort(res);
      return;
    }
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    const body = status === 404 ? notFoundPage : Buffer.from(`${status} ${STATUS_CODES[status] ?? 'Error'}\n`);
    res.statusCode = status;
    for (const [name, value] of policyFor(req, ERROR_RULES_PATH)) res.setHeader(name, value);
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
    res.setHeader('Content-Type', status === 404 ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8');
    res.setHeader('Content-Length', body.length);
    // A refused request line leaves the connection in doubt: HTTP/1.1 closes it (HTTP/2 may not).
    if (status === 400 && req.httpVersionMajor === 1) res.setHeader('Connection', 'close');
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  }

  function sendFile(req: Request, res: Response, pathname: string, found: SiteFile) {
    const available = (['br', 'gzip'] as const).filter((encoding) => found.variants[encoding]);
    const encoding = pickEncoding(req.headers['accept-encoding'], available);
    const file = encoding ? found.variants[encoding]! : found.file;
    // `send` decodes the path it is given; the listed name is encoded so that it stays itself.
    const path = `/${file.split('/').map(encodeURIComponent).join('/')}`;
    const stream = send(req as IncomingMessage, path, {
      root,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      etag: true,
      lastModified: true,
    });
    stream.on('headers', () => {
      for (const [name, value] of policyFor(req, pathname)) res.setHeader(name, value);
      res.setHeader('Content-Type', contentType(extname(found.file)) || 'application/octet-stream');
      if (available.length > 0) res.setHeader('Vary', 'Accept-Encoding');
      if (encoding) res.setHeader('Content-Encoding', CONTENT_ENCODING[encoding]);
    });
    stream.on('directory', () => answerError(req, res, 404));
    stream.on('error', (error: { status?: number; statusCode?: number; headers?: Record<string, string> }) => {
      const status = error.status ?? error.statusCode ?? 500;
      if (status >= 500) log(`${req.method} ${req.url}: ${String((error as Error).stack ?? error)}`);
      answerError(req, res, status, status === 416 ? (error.headers ?? {}) : {});
    });
    stream.pipe(res as ServerResponse);
  }

  function serve(req: Request, res: Response) {
    if (!(ALLOWED_METHODS as readonly (string | undefined)[]).includes(req.method)) {
      answerError(req, res, 405, { Allow: ALLOW });
      return;
    }
    const host = checkHost(req.rawHeaders);
    if (!host.ok) {
      answerError(req, res, 400);
      return;
    }
    const target = checkTarget(req.url);
    if (!target.ok) {
      answerError(req, res, target.status);
      return;
    }
    const inMount = target.pathname === mount || target.pathname.startsWith(`${mount}/`);
    const pathname = inMount ? target.pathname.slice(mount.length) || '/' : null;
    const file = pathname === null ? undefined : resolveFile(files, pathname);
    // The app's page answers for a path it routes, with that page's headers.
    const found = file ?? (pathname !== null && fallback ? files.get(`/${fallback}`) : undefined);
    if (!found) {
      answerError(req, res, 404);
      return;
    }
    sendFile(req, res, file ? pathname! : `/${fallback}`, found);
  }

  /** The request handler: every request gets an answer, and nothing it sends can throw out of it. */
  function handle(req: Request, res: Response) {
    res.on('error', (error: Error) => log(`${req.method} ${req.url}: response error: ${error.message}`));
    try {
      serve(req, res);
    } catch (error) {
      log(`${req.method} ${req.url}: ${String((error as Error).stack ?? error)}`);
      try {
        answerError(req, res, 500);
      } catch {
        abort(res);
      }
    }
  }

  /**
   * What Node's HTTP/1 parser could not read (a garbled request line, an unknown method, headers
   * over its 16 KB limit): a bare answer and a closed connection, as Node's own default does, but
   * logged, and an unknown method gets 405 like a known one the site does not answer.
   */
  function clientError(error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex) {
    // As Node's own handler: nothing more to say once the connection is gone or an answer to
    // this request has begun (a body cut short after the answer, say).
    const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || answering?.headersSent) {
      socket.destroy();
      return;
    }
    const method = error.rawPacket?.toString('latin1').split(' ', 1)[0] ?? '';
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : error.code === 'HPE_INVALID_METHOD' && isMethodToken(method)
            ? 405
            : 400;
    log(`refused a request Node could not parse (${error.code ?? error.message}): ${status}`);
    const allow = status === 405 ? `Allow: ${ALLOW}\r\n` : '';
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${allow}Content-Length: 0\r\nConnection: close\r\n\r\n`);
  }

  /** A CONNECT request (a proxy's method): Node hands over the bare socket, which would be
   * closed without a word; it gets the same 405 as any other method the site does not answer. */
  function connect(_req: IncomingMessage, socket: Duplex) {
    socket.on('error', () => socket.destroy());
    socket.end(
      `HTTP/1.1 405 ${STATUS_CODES[405]}\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  }

  /** The answer to a request that cannot be read as one at all (a malformed absolute target, say),
   * before there is a request to answer on: what `answerError` sends, as a Response. */
  function errorResponse(status: number): globalThis.Response {
    const headers = new Headers(forPlainHttp(headersFor(rules, ERROR_RULES_PATH)));
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    headers.set('Connection', 'close');
    return new Response(`${status} ${STATUS_CODES[status] ?? 'Error'}\n`, { status, headers });
  }

  /**
   * A page drawn for this request in place of the app's page (`fallback`, server/inbox/
   * drawnList.ts): with that page's headers, compressed as its file would be. Brotli at a quick
   * level, as it is made for each request.
   */
  function drawnPage(req: Request, html: string): globalThis.Response {
    const headers = new Headers(policyFor(req, `/${fallback}`));
    headers.set('Content-Type', 'text/html; charset=utf-8');
    headers.set('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
    if (!encoding) return new Response(html, { headers });
    headers.set('Content-Encoding', CONTENT_ENCODING[encoding]);
    const body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(html);
    return new Response(new Uint8Array(body), { headers });
  }

  return { handle, errorResponse, clientError, connect, files, drawnPage };
}

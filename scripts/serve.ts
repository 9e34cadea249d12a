/**
 * Serves the built site the way a static host does: files from dist/, `/x` from x/index.html,
 * precompressed .br/.gz when the browser accepts them, the headers of dist/_headers (the same file
 * Netlify and Cloudflare Pages read), and dist/404.html with status 404 for unknown paths.
 * Used by `npm start`, the Playwright suite and the benchmark.
 *
 * With TLS_CERT and TLS_KEY (PEM files) it speaks HTTPS with HTTP/2, as static hosts do: one
 * connection carries every request. The benchmark serves that way (scripts/bench/tls.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import { join } from 'node:path';
import sirv from 'sirv';
import { headersFor, parseHeadersFile } from './serve/headers.ts';

// DIST: another build directory (the benchmark's copy without scripts, scripts/bench/control.ts).
const dist = process.env.DIST ?? join(process.cwd(), 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist} has no build: run \`npm run build\` first.`);
  process.exit(1);
}

const rules = existsSync(join(dist, '_headers')) ? parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8')) : [];
const notFoundPage = readFileSync(join(dist, '404.html'));
const applyHeaders = (res: ServerResponse, pathname: string) => {
  for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
};

const assets = sirv(dist, {
  extensions: ['html'],
  gzip: true,
  brotli: true,
  etag: true,
  setHeaders: (res, pathname) => applyHeaders(res, pathname),
});

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const handle = (req: IncomingMessage, res: ServerResponse) => {
  assets(req, res, () => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    applyHeaders(res, pathname);
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(notFoundPage);
  });
};

const { TLS_CERT, TLS_KEY } = process.env;
const tls = TLS_CERT && TLS_KEY ? { cert: readFileSync(TLS_CERT), key: readFileSync(TLS_KEY) } : null;
const server = tls
  ? // Node's HTTP/2 compatibility API gives sirv the request and response methods it uses.
    createSecureServer({ ...tls, allowHTTP1: true }, handle as unknown as Parameters<typeof createSecureServer>[1])
  : createServer(handle);
const scheme = tls ? 'https' : 'http';
server.listen(port, host, () => {
  console.log(`Serving dist/ at ${scheme}://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});

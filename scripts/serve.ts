/**
 * Serves the built site the way a static host does: files from dist/, `/x` from x/index.html,
 * precompressed .br/.gz when the browser accepts them, the headers of dist/_headers (the same file
 * Netlify and Cloudflare Pages read), and dist/404.html with status 404 for unknown paths. No
 * request stops it: malformed ones are refused with a 4xx, and errors are logged to stderr
 * (scripts/serve/site.ts; tests/server/serve.robustness.test.ts). Used by `npm start`, the
 * Playwright suite and the benchmark.
 *
 * With TLS_CERT and TLS_KEY (PEM files) it speaks HTTPS with HTTP/2, as static hosts do: one
 * connection carries every request. The benchmark serves that way (scripts/bench/tls.ts).
 * PORT=0 takes any free port; the line it prints names the one it got.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createSite } from './serve/site.ts';

// DIST: another build directory (the benchmark's copy without scripts, scripts/bench/control.ts).
const dist = process.env.DIST ?? join(process.cwd(), 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  const build = dist.endsWith('dist-model') ? 'build:model' : 'build';
  console.error(`${dist} has no build: run \`npm run ${build}\` first.`);
  process.exit(1);
}

const log = (message: string) => console.error(`[serve] ${new Date().toISOString()} ${message}`);
const site = createSite(dist, log);

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const { TLS_CERT, TLS_KEY } = process.env;
const tls = TLS_CERT && TLS_KEY ? { cert: readFileSync(TLS_CERT), key: readFileSync(TLS_KEY) } : null;
const server = tls
  ? createSecureServer({ ...tls, allowHTTP1: true }, site.handle)
  : createServer({ requireHostHeader: true }, site.handle);
server.on('clientError', site.clientError);
server.on('connect', site.connect);
if (tls) {
  // A failed handshake or a broken HTTP/2 session ends that connection, never the server.
  server.on('tlsClientError', (error: Error) => log(`TLS handshake failed: ${error.message}`));
  server.on('sessionError', (error: NodeJS.ErrnoException) => {
    // A browser closing its connection mid-session is no error of the server's.
    if (error.code !== 'ECONNRESET') log(`HTTP/2 session error: ${error.message}`);
  });
}
// Before listening (a port in use, say) an error is the operator's to fix: it stops the process.
server.once('error', (error: Error) => {
  console.error(`Could not serve ${dist} on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  server.removeAllListeners('error');
  server.on('error', (error: Error) => log(`server error: ${error.message}`));
  const scheme = tls ? 'https' : 'http';
  const { port: bound } = server.address() as AddressInfo;
  console.log(`Serving dist/ at ${scheme}://${host === '0.0.0.0' ? 'localhost' : host}:${bound}/`);
});

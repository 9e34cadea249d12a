/**
 * What only a connection over TLS may carry, HSTS and CSP's `upgrade-insecure-requests`, as the
 * real server sends it: over its own TLS, over plain HTTP, and behind a proxy that says the
 * visitor came over HTTPS, which is believed only when the operator named that proxy
 * (`TRUST_PROXY`). Over plain HTTP a browser would otherwise ask for every script over an
 * https:// address that is not there (WebKit does so even on 127.0.0.1).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { headersFile } from '../../scripts/build/securityHeaders';
import { pgliteFolder } from './support/databases';
import { startServer, tinySite, type ServerProcess } from './support/serverProcess';

let dist: string;
let certs: string;
const running: ServerProcess[] = [];
const folders: string[] = [];

beforeAll(() => {
  dist = tinySite();
  const policy = { scriptHashes: ['sha256-test'], formEndpointOrigin: null, hstsPreload: false };
  writeFileSync(join(dist, '_headers'), headersFile(policy, ['/index.html', '/404.html']));
  certs = mkdtempSync(join(tmpdir(), 'serve-tls-'));
  const request = 'req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1'.split(' ');
  execFileSync('openssl', [...request, '-keyout', join(certs, 'key.pem'), '-out', join(certs, 'cert.pem')]);
});
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  for (const folder of [dist, certs, ...folders]) rmSync(folder, { recursive: true, force: true });
});

async function start(env: Record<string, string>) {
  const dataDir = pgliteFolder();
  folders.push(dataDir);
  const server = await startServer({ DIST: dist, LEADS_DATA_DIR: dataDir, ...env }, { ready: false });
  running.push(server);
  return server;
}

/** The headers of `/` (and of a missing page), over the server's own scheme. */
async function headersOf(origin: string, path = '/', headers: Record<string, string> = {}) {
  if (origin.startsWith('http:')) return (await fetch(`${origin}${path}`, { headers })).headers;
  return new Promise<Headers>((resolve, reject) => {
    const req = httpsRequest(`${origin}${path}`, { rejectUnauthorized: false, headers }, (res) => {
      res.resume();
      resolve(new Headers(res.headers as Record<string, string>));
    });
    req.on('error', reject);
    req.end();
  });
}

const HSTS = 'max-age=63072000; includeSubDomains';

test('over TLS, a page and a missing one carry HSTS and upgrade-insecure-requests', async () => {
  const server = await start({ TLS_CERT: join(certs, 'cert.pem'), TLS_KEY: join(certs, 'key.pem') });
  expect(server.origin).toMatch(/^https:/);
  for (const path of ['/', '/nothing-here']) {
    const headers = await headersOf(server.origin, path);
    expect(headers.get('strict-transport-security'), path).toBe(HSTS);
    expect(headers.get('content-security-policy'), path).toMatch(/; upgrade-insecure-requests$/);
  }
}, 60_000);

test('over plain HTTP, neither; a client that claims HTTPS is not believed without a trusted proxy', async () => {
  const server = await start({});
  for (const claimed of [{}, { 'X-Forwarded-Proto': 'https' }] as Array<Record<string, string>>) {
    const headers = await headersOf(server.origin, '/', claimed);
    expect(headers.get('strict-transport-security')).toBeNull();
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  }
}, 60_000);

test('behind a trusted proxy that says the visitor came over HTTPS, both; over HTTP, neither', async () => {
  const server = await start({ TRUST_PROXY: 'loopback' });
  const overHttps = await headersOf(server.origin, '/', { 'X-Forwarded-Proto': 'https' });
  expect(overHttps.get('strict-transport-security')).toBe(HSTS);
  expect(overHttps.get('content-security-policy')).toMatch(/; upgrade-insecure-requests$/);
  const overHttp = await headersOf(server.origin, '/', { 'X-Forwarded-Proto': 'http' });
  expect(overHttp.get('strict-transport-security')).toBeNull();
  expect(overHttp.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
}, 60_000);

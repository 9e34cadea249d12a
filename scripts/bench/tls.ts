/**
 * A throwaway certificate for the benchmark's HTTPS server. Static hosts serve HTTPS with HTTP/2,
 * and Lighthouse's simulation prices connections by the protocol it observes: over HTTP/1.1 each
 * of the first paint's parallel requests would pay a connection setup a visitor of a real host
 * does not. The key lives in a temporary folder for one run; Chromium is told to accept it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Certificate {
  cert: string;
  key: string;
  remove: () => void;
}

/** A self-signed certificate for 127.0.0.1, valid for a day (needs the `openssl` command). */
export function loopbackCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
        ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
      ],
      { stdio: 'pipe' },
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`bench: could not create a certificate with openssl (${(error as Error).message})`);
  }
  return { cert, key, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

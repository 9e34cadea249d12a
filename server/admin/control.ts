/**
 * How the `leads` command reaches a running server on the embedded database, which only the server
 * may open (PGlite is one session: a second client's transaction would swallow the server's
 * writes). The server writes a control file beside the database's folder, readable only by the
 * user it runs as: its address and a token of 256 random bits for its admin API, fresh at each
 * start. The command reads it; anyone else cannot.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export interface Control {
  origin: string;
  token: string;
}

/** The control file of the embedded database in `dataDir`. */
export const controlFileOf = (dataDir: string) => `${dataDir}.control.json`;

/** Writes a fresh control file (mode 0600) and returns its token; the file goes when the server ends. */
export function writeControl(file: string, origin: string): string {
  const token = randomBytes(32).toString('base64url');
  rmSync(file, { force: true });
  writeFileSync(file, JSON.stringify({ origin, token } satisfies Control), { mode: 0o600, flag: 'wx' });
  process.once('exit', () => rmSync(file, { force: true }));
  return token;
}

export function readControl(file: string): Control | null {
  try {
    const control = JSON.parse(readFileSync(file, 'utf8')) as Partial<Control>;
    return typeof control.origin === 'string' && typeof control.token === 'string' ? (control as Control) : null;
  } catch {
    return null;
  }
}

/** Whether an Authorization header carries `token`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

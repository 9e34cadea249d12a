/**
 * The two databases every storage test runs on: PGlite in a temporary folder of its own, and a
 * fresh database on the run's PostgreSQL server (tests/support/databasesSetup.ts). Both are opened
 * the way the server opens them (server/db/open.ts), migrations included.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import type { Config } from '../../../server/config';

export type DriverName = Config['database']['kind'];
export const drivers: DriverName[] = ['pglite', 'postgres'];

/**
 * A PGlite folder of its own: a copy of the run's template (initialised and migrated once, by the
 * global setup), where there is one; else empty, for PGlite to initialise when it is opened.
 */
export function pgliteFolder(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'leads-pglite-'));
  const template = inject('pgliteTemplate');
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** A database of its own for one test file: a folder, or a new database on the server. */
export async function freshDatabase(
  kind: DriverName,
): Promise<{ database: Config['database']; env: Record<string, string>; remove: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = pgliteFolder();
    return {
      database: { kind, dataDir },
      env: { LEADS_DATA_DIR: dataDir },
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = inject('postgresUrl');
  const name = `leads_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: { kind, url: url.toString() },
    env: { DATABASE_URL: url.toString() },
    remove: async () => {
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

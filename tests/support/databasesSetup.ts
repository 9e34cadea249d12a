/**
 * Vitest's global setup for the server tests: the two databases they run on, made once for the
 * run.
 *
 * - One throwaway PostgreSQL server (scripts/postgres.ts finds Debian's binaries, or installs them
 *   as root); each test file makes a database of its own on it (tests/server/support/databases.ts).
 * - One PGlite folder, initialised and migrated by the agency's own `leads` command, as the first
 *   start of a server does it: the template each test copies for a PGlite database of its own.
 *   PGlite's initdb (PostgreSQL's, in WebAssembly) is the slowest part of opening a new folder,
 *   and a copied folder is what every later start of a server opens.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { startTemporaryPostgres } from '../../scripts/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** Absent where this setup did not run (the logic project): there a test makes a new folder. */
    pgliteTemplate?: string;
  }
}

export default async function setup(project: TestProject) {
  const template = join(mkdtempSync(join(tmpdir(), 'leads-pglite-template-')), 'data');
  // Its own process: PGlite's initdb runs there while PostgreSQL's runs in another.
  const making = promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/leads.ts', 'list'], {
    env: { ...process.env, LEADS_DATA_DIR: template },
  });
  // Durability is not what these tests are about: without fsync the server starts and writes faster.
  const server = await startTemporaryPostgres({ fsync: 'off', synchronous_commit: 'off' }, (line) => console.log(line));
  try {
    await making;
  } catch (error) {
    server.stop();
    throw error;
  }
  project.provide('postgresUrl', server.url);
  project.provide('pgliteTemplate', template);
  return () => {
    server.stop();
    rmSync(join(template, '..'), { recursive: true, force: true });
  };
}

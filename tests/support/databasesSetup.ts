/**
 * Vitest's global setup for the server tests: the two databases they run on, made once for the
 * run.
 *
 * - One throwaway PostgreSQL server (scripts/postgres.ts finds Debian's binaries, or installs them
 *   as root); each test file makes a database of its own on it (tests/server/support/databases.ts).
 * - The PGlite template (./leadsTemplate.ts), which each test copies for a database of its own.
 */
import type { TestProject } from 'vitest/node';
import { startTemporaryPostgres } from '../../scripts/postgres';
import { leadsTemplate } from './leadsTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** Absent where this setup did not run (the logic project): there a test makes a new folder. */
    pgliteTemplate?: string;
  }
}

export default async function setup(project: TestProject) {
  // Its own process: PGlite's initdb, when the template is yet to be made, runs there while
  // PostgreSQL's runs in another.
  const making = leadsTemplate();
  // Durability is not what these tests are about: without fsync the server starts and writes faster.
  const server = await startTemporaryPostgres({ fsync: 'off', synchronous_commit: 'off' }, (line) => console.log(line));
  try {
    project.provide('pgliteTemplate', await making);
  } catch (error) {
    server.stop();
    throw error;
  }
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}

/**
 * Vitest's global setup for the server tests: one throwaway PostgreSQL server for the run
 * (scripts/postgres.ts finds Debian's binaries, or installs them as root), so that the storage
 * tests run against a real PostgreSQL server as well as PGlite. Each test file makes a database
 * of its own on it (tests/server/support/databases.ts).
 */
import type { TestProject } from 'vitest/node';
import { startTemporaryPostgres } from '../../scripts/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // Durability is not what these tests are about: without fsync the server starts and writes faster.
  const server = await startTemporaryPostgres({ fsync: 'off', synchronous_commit: 'off' }, (line) => console.log(line));
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}

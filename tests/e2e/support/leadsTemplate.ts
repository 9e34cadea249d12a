/**
 * One PGlite folder a run, initialised and migrated by the agency's own `leads` command as a
 * server's first start does it, that every lead server of the run starts on a copy of: PGlite's
 * initdb (PostgreSQL's, in WebAssembly) is most of a first start, and a copied folder is what a
 * server opens on every start after its first. A server's first start on an empty folder is
 * tested through its process in tests/server/leads.process.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The run's template in `runDir`, made there by the first caller (Playwright's main process). */
export function leadsTemplate(runDir: string): string {
  const template = join(runDir, 'template');
  if (existsSync(template)) return template;
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/leads.ts', 'list'], {
    env: { ...process.env, LEADS_DATA_DIR: template },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (made.status !== 0)
    throw new Error(`\`npm run leads -- list\` could not initialise ${template}:\n${made.stderr}${made.error ?? ''}`);
  return template;
}

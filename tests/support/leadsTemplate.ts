/**
 * One PGlite folder, initialised and migrated by the agency's own `leads` command as a server's
 * first start does it, that every lead server and PGlite test database starts on a copy of:
 * PGlite's initdb (PostgreSQL's, in WebAssembly) is most of a first start, and a copied folder is
 * what a server opens on every start after its first. A server's first start on an empty folder is
 * tested through its process in tests/server/leads.process.test.ts.
 *
 * Made once for every stage of `npm test` (Vitest's projects, Playwright, the Firefox and WebKit
 * smoke) and kept in node_modules/.cache, under a name taken from what decides its contents: the
 * migrations, the code that opens the database, and PGlite's version. Copied, never opened.
 */
import { createHash } from 'node:crypto';
import { execFile, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

const decidedBy = ['server/db/migrations', 'server/db/migrations/meta', 'server/db/pglite.ts', 'server/db/open.ts'];

function templateDir(): string {
  const hash = createHash('sha256');
  for (const path of decidedBy) {
    const files = path.endsWith('.ts') ? [path] : readdirSync(path).map((name) => join(path, name));
    for (const file of files.sort()) if (!file.endsWith('meta')) hash.update(file).update(readFileSync(file));
  }
  hash.update(JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')).version as string);
  return resolve('node_modules/.cache/leads-template', hash.digest('hex').slice(0, 16), 'data');
}

/** `npm run leads -- list` on a folder: initialises and migrates it, as a server's first start does. */
const LIST = ['--import', 'tsx', 'server/cli/leads.ts', 'list'];
const listIn = (dataDir: string) =>
  ({ env: { ...process.env, LEADS_DATA_DIR: dataDir }, encoding: 'utf8', timeout: 120_000 }) as const;

/** Makes the folder beside its place, then moves it in: a maker beside this one loses nothing. */
function settle(template: string, made: string) {
  try {
    renameSync(made, template);
  } catch (error) {
    if (!existsSync(template)) throw error;
  }
  rmSync(join(made, '..'), { recursive: true, force: true });
}

const makingDir = (template: string) => {
  mkdirSync(join(template, '..'), { recursive: true });
  return join(mkdtempSync(`${template}-making-`), 'data');
};

/** The template's folder, made first if need be. */
export async function leadsTemplate(): Promise<string> {
  const template = templateDir();
  if (existsSync(template)) return template;
  const made = makingDir(template);
  await promisify(execFile)(process.execPath, LIST, listIn(made));
  settle(template, made);
  return template;
}

/** The same, for a caller that cannot wait on a promise (Playwright's configuration). */
export function leadsTemplateSync(): string {
  const template = templateDir();
  if (existsSync(template)) return template;
  const made = makingDir(template);
  const result = spawnSync(process.execPath, LIST, listIn(made));
  if (result.status !== 0)
    throw new Error(`\`npm run leads -- list\` could not initialise ${made}:\n${result.stderr}${result.error ?? ''}`);
  settle(template, made);
  return template;
}

/** A folder of its own (under the system's temporary folder) holding a copy of the template. */
export function copyOfTemplate(template: string, prefix: string): string {
  const dataDir = join(mkdtempSync(join(tmpdir(), prefix)), 'data');
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** As Vitest's global setup (the inbox's project): the template, made before its files start. */
export default async function setup(project: TestProject) {
  project.provide('pgliteTemplate', await leadsTemplate());
}

import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { findHeadlessShell } from '../../../scripts/chromium';
import { chromiumFlags } from '../../../scripts/chromiumFlags';
import { serveFolder } from '../../../scripts/serveFolder';

const root = process.cwd();

/** What a build reads, copied so a test can change it; the rest is linked, as it is only read. */
const copied = [
  'src',
  'machines',
  'scripts',
  'server',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
];
const linked = ['node_modules', 'public'];

/**
 * A copy of the site in a folder of its own, for a test to change as an editor would (add a page,
 * use another component) and build with the project's own command, leaving the working tree alone.
 */
export function fixtureSite() {
  const dir = mkdtempSync(join(tmpdir(), 'fixture-site-'));
  for (const path of copied) cpSync(join(root, path), join(dir, path), { recursive: true });
  for (const path of linked) symlinkSync(join(root, path), join(dir, path));
  const file = (path: string) => join(dir, path);
  return {
    dir,
    write: (path: string, text: string) => writeFileSync(file(path), text),
    /** Changes a file, failing if the change finds nothing to change. */
    edit(path: string, change: (text: string) => string) {
      const before = readFileSync(file(path), 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`fixture: the change to ${path} changed nothing`);
      writeFileSync(file(path), after);
    },
    read: (path: string) => readFileSync(file(path), 'utf8'),
    /** `npm run build` there: the site, the prerender entry and the prerendered pages, in dist/. */
    build: () => promisify(execFile)('npm', ['run', 'build'], { cwd: dir, maxBuffer: 16 * 1024 * 1024 }),
    /** Serves its dist/ on loopback, as a static host would. */
    serve: () => serveFolder(join(dir, 'dist'), { extensions: ['html'] }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export type FixtureSite = ReturnType<typeof fixtureSite>;

/** Builds a changed copy, serves it and starts Chromium to look at it; `close` undoes all three. */
export async function browseBuilt(site: FixtureSite) {
  await site.build();
  const server = await site.serve();
  const browser = await chromium.launch({ executablePath: findHeadlessShell() ?? undefined, args: chromiumFlags });
  return {
    origin: server.origin,
    browser,
    async close() {
      await browser.close();
      await server.stop();
      site.remove();
    },
  };
}

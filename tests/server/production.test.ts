/**
 * A production install, as docs/leads.md has an operator do it: a copy of the project with its
 * built site, `npm ci --omit=dev` (no development dependency installed), then `npm run serve`. It
 * serves the site and stores a lead, and the inbox's server entry, which draws the list, loads:
 * every package the server needs at run time is listed as a dependency of its own.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { postLead, startServer, type ServerProcess } from './support/serverProcess';

let copy: string;
let server: ServerProcess | null = null;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'production-'));
  // The project's own files (tracked, or new and not ignored), then the build.
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    encoding: 'utf8',
  })
    .split('\0')
    // Never a node_modules linked in (a worktree's, untracked): npm ci would empty its target.
    .filter((file) => !['', 'node_modules'].includes(file) && !/^(tests|docs)\//.test(file));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(file, join(copy, file));
  }
  for (const build of ['dist', 'dist-inbox', 'dist-inbox-ssr']) cpSync(build, join(copy, build), { recursive: true });
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: copy,
    stdio: 'pipe',
    timeout: 300_000,
  });
}, 320_000);

afterAll(async () => {
  await server?.stop();
  rmSync(copy, { recursive: true, force: true });
  // A copy with its own node_modules: removing it takes seconds on a busy machine.
}, 120_000);

test('npm ci --omit=dev, then npm run serve: the site is served and a lead is stored', async () => {
  server = await startServer(
    { LEADS_DATA_DIR: join(copy, 'data', 'leads') },
    { command: ['npm', 'run', '--silent', 'serve'], cwd: copy },
  );
  const page = await fetch(`${server.origin}/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('id="root"');
  const lead = { form: 'contact', name: 'Asha', email: 'asha@example.in', message: 'Namaste' };
  expect((await postLead(server.origin, lead)).status).toBe(201);
  // What the server imports to draw the inbox's list, as it does: React's production build.
  const drawer = execFileSync(
    'node',
    [
      '--input-type=module',
      '-e',
      "const e = await import('./dist-inbox-ssr/entry-server.js'); console.log(typeof e.drawList)",
    ],
    { cwd: copy, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  expect(drawer.trim()).toBe('function');
}, 120_000);

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, stopClock, test } from './support/fixtures';
import { leadsTemplateSync } from '../support/leadsTemplate';
import { enquiryEdited, enquiryFirst } from '../support/formValues';
import { fillForm } from './support/formFields';

/*
 * The form endpoint end to end, configured the way Vite documents it: a copy of the project is
 * built with VITE_FORM_ENDPOINT in a .env file (and not in the environment), pointing at a small
 * endpoint on 127.0.0.1 that answers the CORS preflight and records every request. The built
 * site is served by server/main.ts, and Chromium submits an enquiry whose first POST gets no
 * answer: after the 15 s timeout (the page's clock) the visitor retries, and the endpoint must
 * see two POSTs of one enquiry with one idempotency key. Misconfigured settings in .env must
 * fail the build with their messages. The copy's build takes one to two minutes.
 */

const root = process.cwd();
/** What the build needs from the project; node_modules is linked, not copied. */
const projectFiles = [
  'index.html',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'src',
  'machines',
  'scripts',
  // The prerenderer reads the site's serving rules from the server's static host.
  'server',
  'public',
];
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Recorded {
  method: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let copy: string;
let endpoint: Server;
let endpointUrl: string;
let site: ChildProcess;
let siteOrigin: string;
const recorded: Recorded[] = [];
/** Answers the test holds back: the endpoint "does not answer in time". */
const held: ServerResponse[] = [];
let holdNextPost = false;

/** `npm run build` in the copy, with the endpoint set only in its .env file. */
function build(dotenv: string) {
  writeFileSync(join(copy, '.env'), dotenv);
  const env = { ...process.env };
  delete env.VITE_FORM_ENDPOINT;
  delete env.HSTS_PRELOAD;
  const result = spawnSync('npm', ['run', 'build'], { cwd: copy, env, encoding: 'utf8', timeout: 10 * 60_000 });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

function cors(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
}

test.describe('a build with VITE_FORM_ENDPOINT in .env @desktop', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(12 * 60_000);
    endpoint = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        recorded.push({ method: req.method!, headers: req.headers, body });
        cors(req, res);
        if (req.method === 'OPTIONS') {
          res.setHeader('Access-Control-Allow-Methods', 'POST');
          res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Idempotency-Key');
          res.writeHead(204).end();
        } else if (req.method === 'POST' && holdNextPost) {
          holdNextPost = false;
          held.push(res);
        } else {
          res.writeHead(req.method === 'POST' ? 201 : 405).end();
        }
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/forms/enquiries`;

    copy = mkdtempSync(join(tmpdir(), 'endpoint-build-'));
    for (const file of projectFiles) cpSync(join(root, file), join(copy, file), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const result = build(`# The form endpoint, as a site owner would set it\nVITE_FORM_ENDPOINT=${endpointUrl}\n`);
    expect(result.status, result.output.slice(-3000)).toBe(0);

    // The site's lead store is unused here (the forms post to the endpoint): the run's template.
    cpSync(leadsTemplateSync(), join(copy, 'leads'), { recursive: true });
    site = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
      cwd: root,
      env: { ...process.env, DIST: join(copy, 'dist'), PORT: '0', LEADS_DATA_DIR: join(copy, 'leads') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    siteOrigin = await new Promise<string>((resolve, reject) => {
      let stdout = '';
      site.stdout!.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const address = /Serving dist\/ at (http:\/\/127\.0\.0\.1:\d+)\//.exec(stdout)?.[1];
        if (address) resolve(address);
      });
      site.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    });
  });

  test.afterAll(async () => {
    site?.kill();
    for (const res of held) res.destroy();
    endpoint?.closeAllConnections();
    await new Promise((resolve) => endpoint?.close(resolve));
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  test('the bundle posts to the endpoint, and the CSP built with it allows its origin', async ({ request }) => {
    const origin = new URL(endpointUrl).origin;
    const csp = (await request.get(`${siteOrigin}/start-project`)).headers()['content-security-policy'];
    expect(csp).toContain(`connect-src 'self' ${origin};`);
    expect(readFileSync(join(copy, 'dist', '_headers'), 'utf8')).toContain(`connect-src 'self' ${origin};`);
    const bundles = readdirSync(join(copy, 'dist', 'assets')).filter((name) => name.endsWith('.js'));
    const withEndpoint = bundles.filter((name) =>
      readFileSync(join(copy, 'dist', 'assets', name), 'utf8').includes(endpointUrl),
    );
    expect(withEndpoint.length).toBeGreaterThan(0);
  });

  test('an enquiry that times out, then is retried, arrives twice with one idempotency key', async ({ page }) => {
    recorded.length = 0;
    holdNextPost = true;
    await page.clock.install();
    await page.goto(`${siteOrigin}/start-project`);
    const form = page.getByRole('form', { name: 'Project details' });
    await expect(form.getByRole('button', { name: 'Submit Enquiry' })).toBeEnabled();
    await stopClock(page);
    await fillForm(page, 'main form', enquiryFirst);
    await form.getByRole('button', { name: 'Submit Enquiry' }).click();

    // The first POST reaches the endpoint, which holds its answer back past the 15 s timeout.
    await expect.poll(() => recorded.filter((request) => request.method === 'POST').length).toBe(1);
    await page.clock.runFor(15_000);
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await expect(page.getByText('Our server took too long to answer, so we stopped waiting.')).toBeVisible();

    await retry.click();
    await expect.poll(() => recorded.filter((request) => request.method === 'POST').length).toBe(2);
    await page.clock.runFor(500);
    await expect(page.getByRole('heading', { level: 2, name: 'Thank You!' })).toBeVisible();

    const [first, second] = recorded.filter((request) => request.method === 'POST');
    const key = first!.headers['idempotency-key'];
    expect(key).toMatch(UUID_V4);
    expect(second!.headers['idempotency-key']).toBe(key);
    expect(second!.body).toBe(first!.body);
    // The honeypot, left empty; no form token: only the site's own lead service gives one.
    expect(JSON.parse(first!.body)).toEqual({ form: 'enquiry', ...enquiryFirst, website: '' });
    for (const post of [first!, second!]) {
      expect(post.headers['content-type']).toBe('application/json');
      expect(post.headers.origin).toBe(siteOrigin);
      expect(post.headers.cookie).toBeUndefined();
    }
    // The browser asked first whether it may send the key.
    const preflight = recorded.find((request) => request.method === 'OPTIONS');
    expect(preflight?.headers['access-control-request-headers']).toContain('idempotency-key');
  });

  test('a new enquiry from a new visit gets a new key', async ({ page }) => {
    const before = recorded
      .filter((request) => request.method === 'POST')
      .map((request) => request.headers['idempotency-key']);
    await page.goto(`${siteOrigin}/start-project`);
    const form = page.getByRole('form', { name: 'Project details' });
    await fillForm(page, 'main form', { ...enquiryEdited, name: 'Arjun Mehta', email: 'arjun@example.in' });
    await form.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Thank You!' })).toBeVisible();
    const posts = recorded.filter((request) => request.method === 'POST');
    const key = posts.at(-1)!.headers['idempotency-key'];
    expect(key).toMatch(UUID_V4);
    expect(before).not.toContain(key);
  });

  for (const [setting, message] of [
    [
      'http://example.com',
      'VITE_FORM_ENDPOINT must be an https: URL (http: only for localhost or 127.0.0.1), not "http://example.com"',
    ],
    ['https://u:p@example.com', 'VITE_FORM_ENDPOINT must not hold a user name or password (https://***@example.com/)'],
  ]) {
    test(`${setting} in .env fails the build, saying why`, () => {
      test.setTimeout(5 * 60_000);
      const result = build(`VITE_FORM_ENDPOINT=${setting}\n`);
      expect(result.status).not.toBe(0);
      expect(result.output).toContain(message);
      expect(result.output).not.toContain('u:p@');
    });
  }
});

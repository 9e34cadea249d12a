/**
 * The static host of the site's server (`server/main.ts`, the one `npm start` and the Playwright
 * suite run) as a hostile client meets it: the real process, started on a small site built here,
 * fed generated malformed requests over raw TCP, so that nothing (fetch, Node's client) tidies
 * them first.
 * Every request must get a well-formed 2xx or 4xx answer, every file it returns must be a file of
 * the site, the file beside the site's folder must never come back, and the same process must
 * still answer GET / with 200 at the end.
 */
import { randomBytes } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { headersFile } from '../../scripts/build/securityHeaders';
import { listSiteFiles } from '../../server/static/files';
import { startServer, type ServerProcess } from './support/serverProcess';

/** How many generated requests the property sends. */
const GENERATED_REQUESTS = 1200;

let root: string;
let dist: string;
let server: ServerProcess;
let port: number;
/** Every byte string the site may return: each file and each precompressed copy, by content. */
let siteFiles: Buffer[];
const secret = `SECRET-${randomBytes(12).toString('hex')}`;

const asset = '/assets/app-1a2b3c4d.js';
const assetBody = Buffer.from(`console.log(${JSON.stringify('x'.repeat(4000))});\n`);

function write(file: string, content: string | Buffer) {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), content);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-robustness-'));
  dist = join(root, 'dist');
  // What must never be served: files beside the site's folder, and a link from inside it to one.
  writeFileSync(join(root, 'secret.txt'), secret);
  writeFileSync(join(root, 'package.json'), JSON.stringify({ secret }));
  write('index.html', `<!doctype html><title>Home</title><p>${'home '.repeat(300)}</p>`);
  write('404.html', '<!doctype html><title>Not found</title><p>Oops! Page not found</p>');
  write('portfolio/index.html', '<!doctype html><title>Portfolio</title>');
  write('robots.txt', 'User-agent: *\nAllow: /\n');
  write('empty.txt', '');
  write(asset.slice(1), assetBody);
  write(`${asset.slice(1)}.br`, brotliCompressSync(assetBody));
  write(`${asset.slice(1)}.gz`, gzipSync(assetBody));
  write('index.html.gz', gzipSync(readFileSync(join(dist, 'index.html'))));
  write('.vite/manifest.json', JSON.stringify({ secret }));
  symlinkSync(join(root, 'secret.txt'), join(dist, 'linked-secret.txt'));
  write(
    '_headers',
    headersFile({ scriptHashes: ['sha256-test'], formEndpointOrigin: null, hstsPreload: false }, [
      ...listSiteFiles(dist).keys(),
    ]),
  );
  siteFiles = walk(dist)
    .filter((file) => !file.includes('/.') && !file.endsWith('_headers') && !file.endsWith('linked-secret.txt'))
    .map((file) => readFileSync(file));

  server = await startServer({ DIST: dist, LEADS_DATA_DIR: join(root, 'leads') }, { ready: false });
  port = Number(new URL(server.origin).port);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return [];
    return stat.isDirectory() ? walk(path) : [path];
  });
}

interface Answer {
  status: number;
  headers: Map<string, string>;
  body: Buffer;
  raw: Buffer;
}

/** Sends raw bytes on a fresh connection and reads until the server closes it. (A client that
 * half-closes its side after the request is taken by Node as one that left.) */
function rawRequest(bytes: string | Buffer): Promise<Answer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 5 s to ${JSON.stringify(String(bytes).slice(0, 200))}`));
    }, 5000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parse(Buffer.concat(chunks)));
    });
  });
}

/** The first final HTTP/1.1 answer in `raw` (after any 100 Continue), with a body of its
 * Content-Length. */
function parse(raw: Buffer): Answer | null {
  let start = 0;
  for (;;) {
    const end = raw.indexOf('\r\n\r\n', start);
    if (end < 0) return null;
    const [statusLine, ...lines] = raw.subarray(start, end).toString('latin1').split('\r\n');
    const status = /^HTTP\/1\.1 (\d{3}) /.exec(statusLine ?? '');
    if (!status) return null;
    if (status[1]!.startsWith('1')) {
      start = end + 4;
      continue;
    }
    const headers = new Map<string, string>();
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
    }
    const length = Number(headers.get('content-length') ?? 0);
    return {
      status: Number(status[1]),
      headers,
      body: raw.subarray(end + 4, end + 4 + length),
      raw: raw.subarray(start),
    };
  }
}

const request = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;
const get = (target: string, headers: string[] = [], method = 'GET') =>
  rawRequest(request([`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, ...headers, 'Connection: close']));

function isSiteFile(body: Buffer) {
  return siteFiles.some((file) => file.equals(body));
}

/** Whether `body` is bytes `start`-`end` of a site file of `size` bytes. */
function isSliceOfSiteFile(body: Buffer, start: number, end: number, size: number) {
  return siteFiles.some((file) => file.length === size && file.subarray(start, end + 1).equals(body));
}

// ---------------------------------------------------------------------------------------------
// What the issue names, one by one

describe('the requests that used to stop the server', () => {
  test('an absolute target with a broken IPv6 host is a 400', async () => {
    const answer = await rawRequest(request(['GET http://[::1 HTTP/1.1', 'Host: 127.0.0.1', 'Connection: close']));
    expect(answer?.status).toBe(400);
  });

  // An inverted range (bytes=100-5) was the other: it is among the 416s under "ranges".
  test('the server is still up after them', async () => {
    expect((await get(asset, ['Range: bytes=100-5']))?.status).toBe(416);
    expect((await get('/'))?.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});

describe('ranges', () => {
  test.each([
    ['bytes=0-0', 0, 0],
    ['bytes=0-9', 0, 9],
    ['bytes=10-', 10, assetBody.length - 1],
    ['bytes=-10', assetBody.length - 10, assetBody.length - 1],
    ['bytes=4000-99999', 4000, assetBody.length - 1],
  ])('%s is a 206 with exactly those bytes', async (range, start, end) => {
    const answer = await get(asset, [`Range: ${range}`]);
    expect(answer?.status).toBe(206);
    expect(answer?.headers.get('content-range')).toBe(`bytes ${start}-${end}/${assetBody.length}`);
    expect(answer?.body.equals(assetBody.subarray(start, end + 1))).toBe(true);
  });

  test.each(['bytes=99999-', 'bytes=-0', 'bytes=5-2', 'bytes=100-5', 'bytes=99999999999999999999-1'])(
    '%s (unsatisfiable or inverted) is a 416 naming the size, without the assets cache',
    async (range) => {
      const answer = await get(asset, [`Range: ${range}`]);
      expect(answer?.status).toBe(416);
      expect(answer?.headers.get('content-range')).toBe(`bytes */${assetBody.length}`);
      expect(answer?.headers.get('cache-control')).toBe('no-cache');
    },
  );

  test('any range of an empty file is a 416', async () => {
    expect((await get('/empty.txt', ['Range: bytes=0-']))?.status).toBe(416);
  });

  // A Range header that is not a valid byte range set is ignored (RFC 9110 §14.2), as are several
  // ranges, which static hosts answer with the whole file rather than a multipart body.
  test.each(['bytes=0-1,5-6', 'items=0-5', 'bytes 0-5', 'bytes=abc', 'bytes=-', 'bytes=5', 'bytes=1-2-3'])(
    '%s is ignored: the whole file, 200',
    async (range) => {
      const answer = await get(asset, [`Range: ${range}`]);
      expect(answer?.status).toBe(200);
      expect(answer?.body.equals(assetBody)).toBe(true);
    },
  );

  test('a range with a stale If-Range gets the whole file', async () => {
    const answer = await get(asset, ['Range: bytes=0-9', 'If-Range: "stale"']);
    expect(answer?.status).toBe(200);
  });

  test('a range applies to the compressed copy the answer is in', async () => {
    const answer = await get(asset, ['Range: bytes=0-9', 'Accept-Encoding: br']);
    expect(answer?.status).toBe(206);
    expect(answer?.headers.get('content-encoding')).toBe('br');
    expect(answer?.body.equals(brotliCompressSync(assetBody).subarray(0, 10))).toBe(true);
  });
});

describe('methods', () => {
  test('HEAD answers as GET does, without a body', async () => {
    const [head, got] = await Promise.all([get(asset, [], 'HEAD'), get(asset)]);
    expect(head?.status).toBe(200);
    const { date: _headDate, ...headHeaders } = Object.fromEntries(head!.headers);
    const { date: _getDate, ...getHeaders } = Object.fromEntries(got!.headers);
    expect(headHeaders).toEqual(getHeaders);
    expect(head?.raw.length).toBe(head!.raw.indexOf('\r\n\r\n') + 4);
  });

  test('HEAD of a missing page is a 404 without a body', async () => {
    const head = await get('/nothing-here', [], 'HEAD');
    expect(head?.status).toBe(404);
    expect(head?.raw.length).toBe(head!.raw.indexOf('\r\n\r\n') + 4);
  });

  test.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'BREW', 'FOO', 'CONNECT'])(
    '%s is a 405 that names GET and HEAD',
    async (method) => {
      const answer = await get(method === 'CONNECT' ? '127.0.0.1:443' : '/', [], method);
      expect(answer?.status).toBe(405);
      expect(answer?.headers.get('allow')).toBe('GET, HEAD');
    },
  );
});

/** Targets that try to read outside the site: the named test asks for each, the generator draws
 * from them. */
const traversals = [
  '/../secret.txt',
  '/..%2fsecret.txt',
  '/..%2f..%2fsecret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e/%2e%2e/secret.txt',
  '/%2E%2E%2Fsecret.txt',
  '/.%2e/secret.txt',
  '/assets/..%2f..%2fsecret.txt',
  '/assets/../../secret.txt',
  '/..\\secret.txt',
  '/..\\..\\secret.txt',
  '/%5c..%5csecret.txt',
  '/..%5csecret.txt',
  '/%c0%ae%c0%ae/secret.txt',
  '/secret.txt%00.html',
  '/index.html%00.js',
  '/%00',
  '//secret.txt',
  '/linked-secret.txt',
  '/.vite/manifest.json',
  '/_headers',
  'http://127.0.0.1/../secret.txt',
  `/${'../'.repeat(40)}secret.txt`,
  `/${'a/'.repeat(3000)}`,
];

describe('traversal', () => {
  const title = (target: string) =>
    target.length > 60 ? `${target.slice(0, 30)}… (${target.length} characters)` : target;
  test.each(traversals.map((target) => [title(target), target]))(
    '%s never reaches outside the site',
    async (_, target) => {
      const answer = await get(target!);
      expect([400, 404, 414]).toContain(answer?.status);
      expect(answer?.raw.includes(secret)).toBe(false);
    },
  );
});

describe('headers the parser refuses', () => {
  test('a header over 16 KB is a 431', async () => {
    expect((await get('/', [`X-Big: ${'a'.repeat(20_000)}`]))?.status).toBe(431);
  });

  test.each([[['Host: a.example', 'Host: b.example']], [['Host: [::1']], [['Host: user@example.com']], [[]]])(
    'HTTP/1.1 with the Host lines %j is a 400',
    async (hosts) => {
      const answer = await rawRequest(request(['GET / HTTP/1.1', ...hosts, 'Connection: close']));
      expect(answer?.status).toBe(400);
    },
  );
});

test('a client that leaves in the middle of a file does not hurt the server', async () => {
  await new Promise<void>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(request([`GET ${asset} HTTP/1.1`, 'Host: 127.0.0.1', 'Accept-Encoding: identity']));
    });
    socket.once('data', () => {
      socket.destroy();
      resolve();
    });
  });
  expect((await get('/'))?.status).toBe(200);
});

// ---------------------------------------------------------------------------------------------
// Generated requests

const token = fc.stringMatching(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,12}$/);
const printable = (maxLength: number) => fc.stringMatching(new RegExp(`^[\\x20-\\x7e]{0,${maxLength}}$`));

const method = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('GET', 'HEAD') },
  { weight: 2, arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'BREW') },
  { weight: 1, arbitrary: token },
  { weight: 1, arbitrary: fc.constantFrom('get', 'G ET', 'GET\t', '', 'GET\x00', 'ΓΕΤ') },
);

const traversal = fc.constantFrom(...traversals);

const target = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '/',
      '/index.html',
      '/portfolio',
      '/portfolio/',
      asset,
      '/robots.txt',
      '/empty.txt',
      '/nothing',
      '/assets/missing-00000000.js',
    ),
  },
  { weight: 3, arbitrary: traversal },
  {
    weight: 3,
    arbitrary: fc
      .array(
        fc.oneof(
          fc.constantFrom(
            '/',
            '.',
            '..',
            '%2e',
            '%2f',
            '%5c',
            '\\',
            '%00',
            '%',
            '%zz',
            '%c0',
            '?',
            '#',
            '*',
            '@',
            ':',
            'é',
            ' ',
          ),
          printable(6),
        ),
        { maxLength: 10 },
      )
      .map((pieces) => `/${pieces.join('')}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '*',
      '',
      'http://[::1',
      'http://[::1]:80/',
      'http://user:pw@127.0.0.1/',
      'https://x/',
      'HTTP://127.0.0.1',
      'ftp://x/',
      'index.html',
      '127.0.0.1:80',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((length) => `/${'a'.repeat(length)}`) },
);

const range = fc.option(
  fc.oneof(
    fc.tuple(fc.nat(6000), fc.nat(6000)).map(([start, end]) => `bytes=${start}-${end}`),
    fc.nat(6000).map((start) => `bytes=${start}-`),
    fc.nat(6000).map((length) => `bytes=-${length}`),
    fc.constantFrom(
      'bytes=',
      'bytes=-',
      'bytes=abc',
      'bytes=1-2,3-4',
      'items=0-1',
      'bytes=99999999999999999999-',
      'bytes=--1',
      'bytes=1-2-3',
    ),
    printable(30).map((value) => `bytes=${value}`),
  ),
  { nil: undefined },
);

const host = fc.oneof(
  { weight: 6, arbitrary: fc.constant(['Host: 127.0.0.1']) },
  { weight: 1, arbitrary: fc.constant([]) },
  { weight: 1, arbitrary: fc.constant(['Host: a', 'Host: b']) },
  { weight: 1, arbitrary: fc.constantFrom(['Host: [::1'], ['Host: a@b'], ['Host: '], [`Host: ${'h'.repeat(300)}`]) },
  { weight: 1, arbitrary: printable(40).map((value) => [`Host: ${value}`]) },
);

const version = fc.oneof(
  { weight: 8, arbitrary: fc.constant('HTTP/1.1') },
  fc.constantFrom('HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'HTTX/1.1', ''),
);

const extraHeaders = fc.array(
  fc.oneof(
    fc.tuple(token, printable(60)).map(([name, value]) => `${name}: ${value}`),
    fc.integer({ min: 0, max: 20_000 }).map((size) => `X-Padding: ${'p'.repeat(size)}`),
    fc.constantFrom(
      'Accept-Encoding: br, gzip',
      'Accept-Encoding: gzip;q=0.5, br;q=0',
      'If-None-Match: *',
      'If-None-Match: "nope"',
      'If-Modified-Since: Thu, 01 Jan 2099 00:00:00 GMT',
      'If-Range: "stale"',
      'Transfer-Encoding: chunked',
      'Expect: 100-continue',
      'Upgrade: websocket',
      'Connection: Upgrade',
      'Content-Length: abc',
      'Bad Header: x',
      ': empty name',
    ),
  ),
  { maxLength: 3 },
);

test(`${GENERATED_REQUESTS} generated malformed requests: each gets a 2xx or 4xx, none reads outside the site, and the server keeps serving`, async () => {
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(method, target, version, range, host, extraHeaders, async (m, t, v, r, h, extra) => {
      const lines = [`${m} ${t} ${v}`.trimEnd(), ...h, ...(r ? [`Range: ${r}`] : []), ...extra, 'Connection: close'];
      const answer = await rawRequest(request(lines));
      // Every request gets an answer, and it is a 2xx or a 4xx.
      expect(answer, lines.join(' | ').slice(0, 300)).not.toBeNull();
      const { status, headers, body } = answer!;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      expect([200, 206, 304, 400, 404, 405, 408, 412, 414, 416, 431]).toContain(status);
      expect(answer!.raw.includes(secret)).toBe(false);
      if (status === 405) expect(headers.get('allow')).toBe('GET, HEAD');
      if (status >= 400) expect(headers.get('cache-control') ?? '').not.toContain('immutable');
      if (status < 400) expect(['GET', 'HEAD']).toContain(m);
      if (status === 304) expect(extra.some((line) => /^If-(None-Match|Modified-Since)/.test(line))).toBe(true);
      if (status === 206 || status === 416) expect(r).toBeDefined();
      if (m === 'HEAD' || status === 304) {
        expect(answer!.raw.length).toBe(answer!.raw.indexOf('\r\n\r\n') + 4);
        return;
      }
      // What comes back is a file of the site (or its 404 page), whole or the range it names.
      if (status === 200 || status === 404) expect(isSiteFile(body)).toBe(true);
      if (status === 206) {
        const [, start, end, size] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(headers.get('content-range') ?? '') ?? [];
        expect(isSliceOfSiteFile(body, Number(start), Number(end), Number(size))).toBe(true);
      }
    }),
    { numRuns: GENERATED_REQUESTS, seed: Number(process.env.FC_SEED ?? Date.now() % 2 ** 31) },
  );
  console.log(
    `serve robustness: ${GENERATED_REQUESTS} requests, answers by status: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(', ')}`,
  );
  // Some requests of each kind got through the generator, so the property saw them all.
  for (const status of [200, 400, 404, 405, 416]) expect(statuses.get(status) ?? 0).toBeGreaterThan(0);

  // The same process, still serving.
  const home = await get('/');
  expect(home?.status).toBe(200);
  expect(home?.body.equals(readFileSync(join(dist, 'index.html')))).toBe(true);
  expect(server.child.exitCode).toBeNull();
  expect(server.child.signalCode).toBeNull();
  // Errors are logged, and none of them was the server's own (a 500 or a crash).
  expect(server.errors()).not.toMatch(/Error: |at .*\(.*\.ts:\d+/);
}, 180_000);

test('the site files the oracle compares with are the fixture, not something outside it', () => {
  expect(siteFiles.length).toBeGreaterThan(5);
  expect(siteFiles.some((file) => file.includes(secret))).toBe(false);
  expect(relative(root, dist)).toBe('dist');
});

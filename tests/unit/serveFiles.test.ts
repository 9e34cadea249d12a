import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { listSiteFiles, pickEncoding, resolveFile } from '../../server/static/files';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'site-files-'));
  for (const file of [
    'index.html',
    'index.html.br',
    'index.html.gz',
    '404.html',
    '_headers',
    'robots.txt',
    'portfolio/index.html',
    'portfolio/index.html.gz',
    'assets/app-1a2b3c4d.js',
    'assets/app-1a2b3c4d.js.br',
    'assets/archive.gz',
    '.vite/manifest.json',
    '.env',
  ]) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), file);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('lists every file but dotfiles, _headers and precompressed copies, which become variants', () => {
  const files = listSiteFiles(root);
  expect([...files.keys()].sort()).toEqual([
    '/404.html',
    '/assets/app-1a2b3c4d.js',
    '/assets/archive.gz',
    '/index.html',
    '/portfolio/index.html',
    '/robots.txt',
  ]);
  expect(files.get('/index.html')).toEqual({
    file: 'index.html',
    variants: { br: 'index.html.br', gzip: 'index.html.gz' },
  });
  expect(files.get('/portfolio/index.html')?.variants).toEqual({ gzip: 'portfolio/index.html.gz' });
  // A .gz file without an original beside it is a file of its own.
  expect(files.get('/assets/archive.gz')).toEqual({ file: 'assets/archive.gz', variants: {} });
});

test.each([
  ['/', 'index.html'],
  ['/index.html', 'index.html'],
  ['/index', 'index.html'],
  ['/portfolio', 'portfolio/index.html'],
  ['/portfolio/', 'portfolio/index.html'],
  ['/portfolio/index.html', 'portfolio/index.html'],
  ['/assets/app-1a2b3c4d.js', 'assets/app-1a2b3c4d.js'],
])('%s resolves to %s', (pathname, file) => {
  expect(resolveFile(listSiteFiles(root), pathname)?.file).toBe(file);
});

test.each([
  '/assets',
  '/assets/',
  '/_headers',
  '/.vite/manifest.json',
  '/.env',
  '/index.html.br',
  '/robots.txt/',
  '/nope',
])('%s resolves to nothing', (pathname) => {
  expect(resolveFile(listSiteFiles(root), pathname)).toBeUndefined();
});

describe('pickEncoding', () => {
  const both = ['br', 'gzip'] as const;
  test.each([
    [undefined, both, null],
    ['', both, null],
    ['identity', both, null],
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip', both, 'gzip'],
    ['br', ['gzip'], null],
    ['gzip;q=1, br;q=0.5', both, 'gzip'],
    ['br;q=0, gzip', both, 'gzip'],
    ['br;q=0, gzip;q=0', both, null],
    ['*', both, 'br'],
    ['*;q=0.1, br;q=0', both, 'gzip'],
    ['BR', both, 'br'],
    ['gzip;q=abc, br;q=2', both, null],
    [',,;;q=,', both, null],
  ] as const)('%j with %j → %s', (accept, available, expected) => {
    expect(pickEncoding(accept, available)).toBe(expected);
  });
});

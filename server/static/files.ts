/**
 * The files the static server may answer with, listed once at start-up: every file under the
 * build folder except dotfiles, the `_headers` file and the precompressed copies, which are kept
 * as variants of the file they compress. A request can only ever reach a file of this list, so
 * no target, however crafted, reads anything else.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export type Encoding = 'br' | 'gzip';

export interface SiteFile {
  /** The file's path relative to the build folder, with `/` separators. */
  file: string;
  /** Its precompressed copies (`.br`, `.gz`), relative like `file`. */
  variants: Partial<Record<Encoding, string>>;
}

const VARIANT_SUFFIXES: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Every servable file under `root`, by URL path (`/assets/app-1a2b3c4d.js`). */
export function listSiteFiles(root: string): Map<string, SiteFile> {
  const paths = walk(root).map((path) => relative(root, path).split(sep).join('/'));
  const present = new Set(paths);
  const files = new Map<string, SiteFile>();
  for (const file of paths) {
    if (file === '_headers' || isVariant(file, present)) continue;
    const variants: SiteFile['variants'] = {};
    for (const [encoding, suffix] of Object.entries(VARIANT_SUFFIXES) as Array<[Encoding, string]>) {
      if (present.has(file + suffix)) variants[encoding] = file + suffix;
    }
    files.set(`/${file}`, { file, variants });
  }
  return files;
}

/** A `.br` or `.gz` file whose uncompressed original is also there. */
function isVariant(file: string, present: Set<string>): boolean {
  return Object.values(VARIANT_SUFFIXES).some(
    (suffix) => file.endsWith(suffix) && present.has(file.slice(0, -suffix.length)),
  );
}

/** Files below `dir`, skipping dotfiles and dot folders (`.vite/`). */
function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.isFile() ? [path] : [];
    });
}

/**
 * The file a decoded path names, as static hosts resolve it: the file itself, then `path.html`,
 * then `path/index.html` (`/start-project` is start-project/index.html); a path ending in `/`
 * names its index.html.
 */
export function resolveFile(files: Map<string, SiteFile>, pathname: string): SiteFile | undefined {
  if (pathname.endsWith('/')) return files.get(`${pathname}index.html`);
  return files.get(pathname) ?? files.get(`${pathname}.html`) ?? files.get(`${pathname}/index.html`);
}

/**
 * The precompressed copy to send for an `Accept-Encoding` value, or null for the file itself:
 * the acceptable encoding of highest weight that the file has, Brotli on a tie. `q=0` refuses an
 * encoding, and `*` stands for any encoding not named.
 */
export function pickEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | null {
  if (!acceptEncoding || available.length === 0) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.toLowerCase(), Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import * as variants from '../../src/content/imageVariants';

/*
 * The committed image variants (public/assets/, listed in src/content/imageVariants.ts; written by
 * `npm run images:variants`) are what the site serves: each is checked against its file and its
 * source, not against the script that wrote it.
 */

const { encodedFrom, ...pictures } = variants;
const imagesDir = join(process.cwd(), 'src/assets/images');
const sources = readdirSync(imagesDir, { recursive: true })
  .map((file) => String(file).split('\\').join('/'))
  .filter((file) => file.endsWith('.jpg'))
  .sort();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** `/assets/project-01-0a1b2c3d.avif` → public/assets/project-01-0a1b2c3d.avif. */
const fileOf = (url: string) => join(process.cwd(), 'public', url);
/** `/assets/project-01-0a1b2c3d.avif` → src/assets/images/projects/project-01.jpg. */
const sourceOf = (url: string) => {
  const name = basename(url).replace(/-[0-9a-f]{8}\.\w+$/, '.jpg');
  const found = sources.filter((source) => basename(source) === name);
  expect(found, `the source of ${url}`).toHaveLength(1);
  return join(imagesDir, found[0]!);
};

const entries = (srcset: string) =>
  srcset.split(', ').map((entry) => {
    const [url, descriptor] = entry.split(' ');
    return { url: url!, width: Number(descriptor!.replace(/w$/, '')) };
  });

test('every source image was encoded as it is now (else: npm run images:variants)', () => {
  expect(Object.keys(encodedFrom).sort()).toEqual(sources);
  for (const source of sources) {
    expect(sha256(readFileSync(join(imagesDir, source))), source).toBe(encodedFrom[source]);
  }
});

test('public/assets/ holds the variants the pictures list, and nothing else', () => {
  const listed = Object.values(pictures).flatMap((picture) =>
    Object.values(picture.sources).flatMap((srcset) => entries(srcset).map(({ url }) => basename(url))),
  );
  expect(readdirSync(join(process.cwd(), 'public/assets')).sort()).toEqual([...new Set(listed)].sort());
});

describe.each(Object.entries(pictures))('the picture %s', (_name, picture) => {
  test('each srcset entry is a file of that format and width, in its source’s proportions', async () => {
    for (const [format, srcset] of Object.entries(picture.sources)) {
      const listed = entries(srcset);
      expect(listed.length).toBeGreaterThan(1);
      expect(listed.map(({ width }) => width)).toEqual(listed.map(({ width }) => width).sort((a, b) => a - b));
      for (const { url, width } of listed) {
        const bytes = readFileSync(fileOf(url));
        // The name carries the bytes' hash, so a changed file never hides behind a cached one.
        expect(url).toContain(`-${sha256(bytes).slice(0, 8)}.${format}`);
        const meta = await sharp(bytes).metadata();
        const kind = meta.format === 'heif' ? `heif/${meta.compression}` : meta.format;
        expect({ url, kind, width: meta.width }).toEqual({ url, kind: format === 'avif' ? 'heif/av1' : format, width });
        const source = await sharp(sourceOf(url)).metadata();
        expect(Math.abs(meta.height - (width * source.height) / source.width), url).toBeLessThanOrEqual(0.5);
      }
    }
  });

  test('the fallback is the widest WebP, with its own size', async () => {
    const widest = entries(picture.sources.webp).at(-1)!;
    expect(picture.img.src).toBe(widest.url);
    const meta = await sharp(fileOf(picture.img.src)).metadata();
    expect({ w: meta.width, h: meta.height }).toEqual({ w: picture.img.w, h: picture.img.h });
  });
});

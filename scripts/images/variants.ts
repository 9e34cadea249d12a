/**
 * The responsive variants of every raster image on the site, encoded once and committed: each
 * source JPEG in src/assets/images/ as AVIF and WebP at the widths it is drawn at. They are
 * written to public/assets/ under a name with a hash of their bytes (`hero-Jnq001qG.avif`), as
 * the build names its own assets, so they share the year-long immutable caching of `assets/`; a
 * build only copies them. src/content/imageVariants.ts, written beside, lists each picture's
 * srcsets and fallback for `<picture>` (src/content/images.ts). Encoding them takes minutes, and
 * they change only when an image does.
 *
 *   npm run images:variants          # after replacing a source image
 *
 * Encoder settings are sharp's defaults (AVIF quality 50, WebP quality 80), metadata dropped,
 * resized with sharp's default kernel to the source's aspect ratio.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import sharp from 'sharp';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const imagesDir = join(root, 'src/assets/images');
/** Only the variants live here: the script empties it before writing them. */
const outDir = join(root, 'public/assets');
const moduleFile = join(root, 'src/content/imageVariants.ts');

/** The widths each image is drawn at (CSS px × device pixels), by source path or folder. */
const WIDTHS: ReadonlyArray<[RegExp, number[]]> = [
  [/^hero\.jpg$/, [640, 960, 1280, 1920, 2400]],
  [/^founders\//, [160, 320]],
  [/^(projects|services)\//, [480, 800, 1200, 1600]],
];

/** Each picture's srcsets, in this order; its fallback `<img>` is the widest of the last. */
const FORMATS = ['avif', 'webp'] as const;

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const fingerprint = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 8);

/** `projects/project-01.jpg` → `projectsProject01`: the picture's name in the module. */
const pictureName = (path: string) =>
  path
    .replace(/\.jpg$/, '')
    .split(/[^a-zA-Z0-9]+/)
    .map((part, index) => (index === 0 ? part : part[0]!.toUpperCase() + part.slice(1)))
    .join('');

export interface Encoded {
  /** Relative to src/assets/images/, e.g. `projects/project-01.jpg`. */
  path: string;
  sha256: string;
  sources: Record<(typeof FORMATS)[number], Array<{ url: string; width: number }>>;
  img: { src: string; w: number; h: number };
}

async function encode(path: string): Promise<{ picture: Encoded; files: Array<[string, Buffer]> }> {
  const widths = WIDTHS.find(([pattern]) => pattern.test(path))?.[1];
  if (!widths) throw new Error(`No widths for src/assets/images/${path}: add it to WIDTHS`);
  const source = await readFile(join(imagesDir, path));
  const { width, height } = await sharp(source).metadata();
  if (width < Math.max(...widths))
    throw new Error(`src/assets/images/${path} is ${width} px wide; it must be at least ${Math.max(...widths)}`);
  const heightAt = (w: number) => Math.round((w * height) / width);
  const name = posix.basename(path, '.jpg');
  const files: Array<[string, Buffer]> = [];
  // One image at a time, its variants at once: the encoder uses every core on its own.
  const sources = Object.fromEntries(
    await Promise.all(
      FORMATS.map(async (format) => {
        const entries = await Promise.all(
          widths.map(async (w) => {
            const resized = sharp(source)
              .autoOrient()
              .resize({ width: w, height: heightAt(w) });
            const bytes = await (format === 'avif' ? resized.avif() : resized.webp()).toBuffer();
            const file = `${name}-${fingerprint(bytes)}.${format}`;
            files.push([file, bytes]);
            return { url: `/assets/${file}`, width: w };
          }),
        );
        return [format, entries] as const;
      }),
    ),
  ) as Encoded['sources'];
  const widest = sources[FORMATS.at(-1)!].at(-1)!;
  return {
    picture: {
      path,
      sha256: sha256(source),
      sources,
      img: { src: widest.url, w: widest.width, h: heightAt(widest.width) },
    },
    files,
  };
}

/** The module the site reads: each picture in the shape `<picture>` takes. */
export function variantsModule(pictures: Encoded[]): string {
  const srcset = (entries: Array<{ url: string; width: number }>) =>
    entries.map(({ url, width }) => `${url} ${width}w`).join(', ');
  const blocks = pictures.map(
    ({ path, sources, img }) =>
      `/** src/assets/images/${path} */\n` +
      `export const ${pictureName(path)} = {\n` +
      `  sources: {\n${FORMATS.map((format) => `    ${format}: '${srcset(sources[format])}',\n`).join('')}  },\n` +
      `  img: { src: '${img.src}', w: ${img.w}, h: ${img.h} },\n};\n`,
  );
  const digests = pictures.map(({ path, sha256 }) => `  '${path}': '${sha256}',\n`).join('');
  return (
    '// Written by `npm run images:variants` (scripts/images/variants.ts): do not edit. Each picture:\n' +
    '// a srcset per format, and the fallback `<img>` (the widest WebP) with its size. The files are\n' +
    '// in public/assets/.\n\n' +
    `${blocks.join('\n')}\n` +
    '/** The SHA-256 of each source the variants were encoded from (for the test that finds a\n' +
    ' * source changed since; the site never reads it). */\n' +
    `export const encodedFrom: Record<string, string> = {\n${digests}};\n`
  );
}

/** Encodes every source image's variants into public/assets/ and writes the module that lists them. */
export async function writeVariants(): Promise<void> {
  const started = performance.now();
  const paths = (await readdir(imagesDir, { recursive: true }))
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.jpg'))
    .sort();
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const pictures: Encoded[] = [];
  let count = 0;
  let bytes = 0;
  for (const path of paths) {
    const { picture, files } = await encode(path);
    for (const [file, content] of files) await writeFile(join(outDir, file), content);
    pictures.push(picture);
    count += files.length;
    bytes += files.reduce((total, [, content]) => total + content.length, 0);
    console.log(`${String(files.length).padStart(3)} variants  ${path}`);
  }
  const prettier = await resolveConfig(moduleFile);
  await writeFile(moduleFile, await format(variantsModule(pictures), { ...prettier, filepath: moduleFile }));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\n${count} files, ${(bytes / 1024 / 1024).toFixed(1)} MB, in ${seconds} s → ${relative(root, outDir)}/, ` +
      relative(root, moduleFile),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeVariants().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * Rangrez Creative — image generator.
 *
 * Authors every site image as SVG (shapes, gradients, feTurbulence grain, type)
 * and rasterises it with sharp. Output is deterministic: every image seeds its
 * own PRNG from its output path. Then encodes the AVIF and WebP variants the site serves
 * (scripts/images/variants.ts).
 *
 *   npx tsx scripts/images/generate.ts              # everything
 *   npx tsx scripts/images/generate.ts project-0 hero   # only outputs whose path contains a filter
 *   npx tsx scripts/images/generate.ts --preview    # also write PNG contact sheets to scripts/images/.preview/
 *   npx tsx scripts/images/generate.ts --svg        # also dump the authored SVGs to .preview/ for debugging
 *
 * Fonts: text is rendered by librsvg through fontconfig using DejaVu, Liberation
 * and Noto core (apt: fonts-dejavu-core fonts-liberation fonts-noto-core).
 * The generated files are committed; CI never re-runs this script.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Scene } from './lib/svg.ts';
import { previewSheet, svgToJpeg, writeText } from './lib/render.ts';
import type { Job } from './lib/job.ts';
import { heroJobs } from './families/hero.ts';
import { serviceJobs } from './families/services.ts';
import { eventJobs } from './families/events.ts';
import { graphicJobs } from './families/graphic.ts';
import { publicityJobs } from './families/publicity.ts';
import { founderJobs } from './families/founders.ts';
import { writeVariants } from './variants.ts';
import { brandJobs } from './families/brand.ts';
import { logoJobs } from './families/logos.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, '../..');
const previewDir = join(here, '.preview');

const jobs: Job[] = [
  ...heroJobs,
  ...serviceJobs,
  ...eventJobs,
  ...graphicJobs,
  ...publicityJobs,
  ...founderJobs,
  ...brandJobs,
  ...logoJobs,
];

async function runJob(job: Job, dumpSvg: boolean): Promise<{ out: string; bytes: number; ms: number; note: string }> {
  const t0 = performance.now();
  const out = join(root, job.out);
  if (job.kind === 'jpeg') {
    const scene = new Scene(job.width, job.height, job.out);
    const finish = job.draw(scene);
    const svg = scene.toSVG(finish);
    if (dumpSvg) {
      await mkdir(previewDir, { recursive: true });
      await writeFile(join(previewDir, `${basename(job.out, '.jpg')}.svg`), svg);
    }
    const { bytes, quality } = await svgToJpeg(svg, out, { quality: job.quality ?? 80 });
    return { out: job.out, bytes, ms: performance.now() - t0, note: `q${quality}` };
  }
  const bytes = await writeText(out, job.build());
  return { out: job.out, bytes, ms: performance.now() - t0, note: job.kind };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const preview = args.includes('--preview');
  const dumpSvg = args.includes('--svg');
  const filters = args.filter((a) => !a.startsWith('--'));
  const selected = filters.length ? jobs.filter((j) => filters.some((f) => j.out.includes(f))) : jobs;
  const started = performance.now();

  // Small worker pool: librsvg renders on one core per image.
  const results: Array<Awaited<ReturnType<typeof runJob>>> = [];
  const queue = [...selected];
  const workers = Array.from({ length: 3 }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const r = await runJob(job, dumpSvg);
      results.push(r);
      console.log(
        `${(r.bytes / 1024).toFixed(1).padStart(7)} KB  ${(r.ms / 1000).toFixed(1).padStart(5)} s  ${r.note.padEnd(4)}  ${r.out}`,
      );
    }
  });
  await Promise.all(workers);

  if (!filters.length) {
    const alt = Object.fromEntries(
      jobs.filter((j) => j.kind === 'jpeg').map((j) => [j.out.replace(/^src\/assets\/images\//, ''), j.alt]),
    );
    await writeText(join(root, 'src/assets/images/alt-text.json'), `${JSON.stringify(alt, null, 2)}\n`);
  }

  if (preview) {
    const rasters = selected.filter((j) => j.kind === 'jpeg');
    const chunk = 12;
    for (let i = 0; i < rasters.length; i += chunk) {
      const part = rasters.slice(i, i + chunk).map((j) => ({ path: join(root, j.out), label: j.out }));
      await previewSheet(part, join(previewDir, `sheet-${i / chunk + 1}.png`));
    }
  }
  console.log(`\n${results.length} files in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // What the site serves of them: every raster's AVIF and WebP variants (scripts/images/variants.ts).
  await writeVariants();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

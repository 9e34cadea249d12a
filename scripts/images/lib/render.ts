/** Rasterising and writing outputs with sharp (librsvg under the hood). */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';

export interface JpegOptions {
  quality?: number;
  /** re-encode at lower quality until the file fits (bytes) */
  maxBytes?: number;
}

/** Renders an SVG document to a progressive mozjpeg JPEG; returns the byte size and quality used. */
export async function svgToJpeg(
  svg: string,
  out: string,
  opts: JpegOptions = {},
): Promise<{ bytes: number; quality: number }> {
  const pixels = await sharp(Buffer.from(svg))
    .flatten({ background: '#15122E' })
    .toColourspace('srgb')
    .png({ compressionLevel: 0 })
    .toBuffer();
  const maxBytes = opts.maxBytes ?? 450 * 1024;
  let quality = opts.quality ?? 80;
  for (;;) {
    const buf = await sharp(pixels)
      .jpeg({ quality, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    if (buf.length <= maxBytes || quality <= 60) {
      await mkdir(dirname(out), { recursive: true });
      await writeFile(out, buf);
      return { bytes: buf.length, quality };
    }
    quality -= 4;
  }
}

export async function writeText(out: string, text: string): Promise<number> {
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, text);
  return Buffer.byteLength(text);
}

/** Downscaled PNG preview of any image file (for reviewing output, not committed). */
export async function previewSheet(
  files: Array<{ path: string; label: string }>,
  out: string,
  cell = 400,
): Promise<void> {
  const cols = 4;
  const rows = Math.ceil(files.length / cols);
  const cellH = Math.round(cell * 0.75);
  const tiles = await Promise.all(
    files.map(async (f, i) => ({
      input: await sharp(f.path)
        .resize(cell - 8, cellH - 8, { fit: 'contain', background: '#888888' })
        .png()
        .toBuffer(),
      left: (i % cols) * cell + 4,
      top: Math.floor(i / cols) * cellH + 4,
    })),
  );
  await mkdir(dirname(out), { recursive: true });
  await sharp({ create: { width: cols * cell, height: rows * cellH, channels: 3, background: '#888888' } })
    .composite(tiles)
    .png()
    .toFile(out);
}

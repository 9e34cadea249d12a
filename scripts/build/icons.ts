/**
 * Favicons, the Apple touch icon and the web app manifest's icons, all from one source
 * (public/favicon.svg, which Vite also copies as the SVG favicon), rasterised with sharp at build time.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { agency } from '../../src/content/agency';

const sizes = [
  { file: 'favicon-32.png', size: 32 },
  { file: 'apple-touch-icon.png', size: 180 },
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
];

export async function writeIcons(root: string, dist: string) {
  const source = readFileSync(join(root, 'public', 'favicon.svg'));
  for (const { file, size } of sizes) {
    await sharp(source, { density: 384 }).resize(size, size).png({ compressionLevel: 9 }).toFile(join(dist, file));
  }
  // A maskable icon needs its mark inside the central safe zone: pad the source on ink.
  await sharp(source, { density: 384 })
    .resize(410, 410)
    .extend({ top: 51, bottom: 51, left: 51, right: 51, background: '#15122e' })
    .png({ compressionLevel: 9 })
    .toFile(join(dist, 'icon-maskable-512.png'));

  const manifest = {
    name: agency.name,
    short_name: agency.shortName,
    description: agency.blurb,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#faf6ee',
    theme_color: '#15122e',
    lang: 'en-IN',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  writeFileSync(join(dist, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
}

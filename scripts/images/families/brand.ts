/**
 * Brand assets: the square "R" mark (favicon source) and the social preview card.
 */
import { C, FONT, T } from '../lib/palette.ts';
import { el, type Scene } from '../lib/svg.ts';
import { halftone } from '../lib/fx.ts';
import { ogeeArch } from '../lib/shapes.ts';
import type { Job } from '../lib/job.ts';

/** Geometric R drawn as a path (512 units), so the mark never depends on fonts. */
export const R_PATH =
  'M132,104H290C360,104 404,148 404,214C404,266 374,304 328,318L408,408H312L242,326H212V408H132Z' +
  'M212,172H282C310,172 326,190 326,214C326,240 310,258 282,258H212Z';

/** The mark at any position/size: marigold tile, ink R, vermilion dye-drop. */
export function brandMark(
  x: number,
  y: number,
  size: number,
  tile: string = C.marigold,
  letter: string = C.ink,
): string {
  const k = size / 512;
  return el(
    'g',
    { transform: `translate(${x} ${y}) scale(${k})` },
    el('rect', { width: 512, height: 512, rx: 96, fill: tile }) +
      el('path', { d: R_PATH, fill: letter, 'fill-rule': 'evenodd' }) +
      el('path', { d: 'M432,72C432,72 404,108 404,128A28,28 0 0 0 460,128C460,108 432,72 432,72Z', fill: C.vermilion }),
  );
}

function iconSvg(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512" role="img">' +
    '<title>Rangrez Creative</title>' +
    brandMark(0, 0, 512) +
    '</svg>\n'
  );
}

function ogImage(s: Scene) {
  const W = 1200;
  const H = 630;
  s.add(
    el('rect', {
      width: W,
      height: H,
      fill: s.linear(
        [
          [0, C.ink],
          [1, T.inkDeep],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  );
  // art on the right: layered arch, sun disc, blocks of the palette
  s.add(halftone({ x: 760, y: 0, w: 440, h: 630 }, 18, (u, v) => 0.5 * u * (1 - v * 0.5), C.ink2, 1));
  s.add(
    el('circle', {
      cx: 1010,
      cy: 250,
      r: 190,
      fill: s.linear([
        [0, T.marigoldLight],
        [1, C.saffron],
      ]),
    }),
  );
  s.add(el('path', { d: ogeeArch(940, 640, 260, 420), fill: C.vermilion }));
  s.add(el('path', { d: ogeeArch(940, 640, 150, 280), fill: C.paper }));
  s.add(el('rect', { x: 1090, y: 380, width: 140, height: 260, fill: C.teal }));
  s.add(el('path', { d: 'M1090,380A140,140 0 0 1 1230,240V380Z', fill: C.indigo }));
  s.add(el('circle', { cx: 1150, cy: 90, r: 28, fill: C.rose }));
  // wordmark
  s.add(brandMark(72, 72, 84));
  s.add(
    el(
      'text',
      {
        x: 72,
        y: 296,
        'font-family': FONT.serifDisplay,
        'font-size': 118,
        'font-weight': 700,
        fill: C.paper,
        'letter-spacing': -2,
      },
      'Rangrez',
    ),
  );
  s.add(
    el(
      'text',
      {
        x: 72,
        y: 412,
        'font-family': FONT.serifDisplay,
        'font-size': 118,
        'font-weight': 700,
        'font-style': 'italic',
        fill: C.marigold,
        'letter-spacing': -2,
      },
      'Creative',
    ),
  );
  s.add(
    el(
      'text',
      { x: 76, y: 492, 'font-family': FONT.sansDisplay, 'font-size': 38, 'font-weight': 400, fill: C.paper },
      'Amplify Your Brand Story',
    ),
  );
  s.add(
    el(
      'text',
      {
        x: 180,
        y: 126,
        'font-family': FONT.sansDisplay,
        'font-size': 22,
        'font-weight': 700,
        fill: C.rose,
        'letter-spacing': 5,
      },
      'PUNE · INDIA',
    ),
  );
  // palette strip
  const strip = [C.ink2, C.indigo, C.teal, C.marigold, C.saffron, C.vermilion, C.rose, C.paper];
  strip.forEach((c, i) => s.add(el('rect', { x: i * 150, y: 606, width: 150, height: 24, fill: c })));
  return { grain: 0.07, vignette: 0.2 };
}

export const brandJobs: Job[] = [
  {
    kind: 'jpeg',
    out: 'public/og-image.jpg',
    width: 1200,
    height: 630,
    quality: 84,
    alt: 'Rangrez Creative — Amplify Your Brand Story: the agency name in large serif type on deep indigo, with its R mark, a sun disc, an arch and the brand palette.',
    draw: ogImage,
  },
  {
    kind: 'svg',
    out: 'public/icon-source.svg',
    alt: 'Rangrez Creative brand mark: an ink letter R with a vermilion drop on a marigold rounded square.',
    build: iconSvg,
  },
];

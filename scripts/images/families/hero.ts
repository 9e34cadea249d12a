/**
 * Home hero (2400×1600): a studio wall of layered posters under a raking light.
 * Art sits top-right; the left/centre and lower half stay deep ink so white
 * headline text passes contrast, and the centre 900 px strip still reads when
 * cropped to a portrait phone screen.
 */
import { C, FONT, T } from '../lib/palette.ts';
import { el, n, type Scene } from '../lib/svg.ts';
import { beam, glow, halftone, regMark } from '../lib/fx.ts';
import { ogeeArch } from '../lib/shapes.ts';
import type { RasterJob } from '../lib/job.ts';

const W = 2400;
const H = 1600;

const rot = (x: number, y: number, deg: number, body: string): string =>
  el('g', { transform: `rotate(${deg} ${n(x)} ${n(y)})` }, body);

function tape(x: number, y: number, deg: number): string {
  return rot(x, y, deg, el('rect', { x: x - 55, y: y - 16, width: 110, height: 32, fill: C.paper, opacity: 0.55 }));
}

/** A poster: paper rectangle with clipped artwork, shadow and tape. */
function poster(s: Scene, x: number, y: number, w: number, h: number, fill: string, art: string): string {
  const clip = s.clip(el('rect', { x, y, width: w, height: h }));
  return (
    el('rect', { x, y, width: w, height: h, fill, filter: s.shadow(18, 26, 24, 0.5) }) +
    el('g', { 'clip-path': clip }, art)
  );
}

function hero(s: Scene) {
  s.add(
    el('rect', {
      width: W,
      height: H,
      fill: s.linear([
        [0, C.ink],
        [0.6, '#121029'],
        [1, T.inkDeep],
      ]),
    }),
  );
  s.add(glow(s, 1750, 420, 1200, C.indigo, 0.55));
  s.add(glow(s, 1450, 520, 700, C.saffron, 0.22));
  // faint studio grid / geometry on the dark side
  s.add(el('circle', { cx: 420, cy: 1500, r: 900, fill: 'none', stroke: C.ink2, 'stroke-width': 2, opacity: 0.8 }));
  s.add(el('circle', { cx: 420, cy: 1500, r: 1150, fill: 'none', stroke: C.ink2, 'stroke-width': 2, opacity: 0.5 }));
  s.add(halftone({ x: 0, y: 0, w: 1100, h: 700 }, 34, (u, v) => 0.3 * (1 - u) * (1 - v), C.ink2, 0.9));

  // the sun disc behind the posters (visible in the centre crop)
  s.add(
    el('circle', {
      cx: 1330,
      cy: 470,
      r: 310,
      fill: s.linear([
        [0, T.marigoldLight],
        [0.55, C.marigold],
        [1, C.saffron],
      ]),
    }),
  );
  // posters, back to front
  s.add(
    rot(
      2010,
      420,
      5,
      poster(
        s,
        1780,
        80,
        460,
        660,
        C.indigo,
        el('path', {
          d: 'M1780,520L2240,250V330L1780,600ZM1780,640L2240,370V450L1780,720Z',
          fill: T.indigoLight,
          opacity: 0.65,
        }) +
          el('circle', { cx: 2110, cy: 210, r: 70, fill: C.rose }) +
          el('rect', { x: 1820, y: 120, width: 150, height: 10, fill: C.paper }),
      ) + tape(2010, 82, -4),
    ),
  );
  s.add(
    rot(
      1360,
      560,
      -6,
      poster(
        s,
        1140,
        250,
        440,
        620,
        C.vermilion,
        halftone(
          { x: 1140, y: 250, w: 440, h: 620 },
          22,
          (u, v) => 0.95 - Math.hypot(u - 0.2, v - 0.15) * 1.2,
          T.vermilionDark,
          0.85,
        ) +
          el('path', { d: ogeeArch(1360, 820, 260, 400), fill: C.paper }) +
          el('circle', { cx: 1360, cy: 660, r: 60, fill: C.marigold }),
      ) +
        tape(1150, 262, -35) +
        tape(1570, 262, 35),
    ),
  );
  s.add(
    rot(
      2160,
      900,
      7,
      poster(s, 1960, 620, 400, 540, C.paper, '') +
        el(
          'text',
          {
            x: 2160,
            y: 1010,
            'font-family': FONT.serifDisplay,
            'font-size': 420,
            'font-style': 'italic',
            'font-weight': 700,
            fill: C.ink,
            'text-anchor': 'middle',
          },
          '&amp;',
        ) +
        el('rect', { x: 2000, y: 1080, width: 140, height: 10, fill: C.vermilion }) +
        el('rect', { x: 2000, y: 1104, width: 230, height: 6, fill: C.ink, opacity: 0.5 }) +
        tape(2160, 626, 3),
    ),
  );
  s.add(
    rot(
      1700,
      910,
      -3,
      poster(
        s,
        1560,
        740,
        300,
        380,
        C.teal,
        [1, 2, 3, 4, 5]
          .map((i) =>
            el('circle', {
              cx: 1710,
              cy: 1040,
              r: i * 46,
              fill: 'none',
              stroke: C.paper,
              'stroke-width': 10 - i,
              opacity: 1 - i * 0.13,
            }),
          )
          .join('') + el('circle', { cx: 1710, cy: 1040, r: 22, fill: C.marigold }),
      ),
    ),
  );
  s.add(regMark(2300, 90, 30, C.paper, 3));
  // raking light from the top right
  s.add(
    beam(s, { x: 2450, y: -120, angle: 142, length: 1700, spread: 11, color: T.lampWhite, opacity: 0.3, width0: 80 }),
  );
  s.add(
    beam(s, { x: 2350, y: -160, angle: 128, length: 1500, spread: 5, color: C.marigold, opacity: 0.18, width0: 40 }),
  );
  // calm zones for type: darken left side and lower half
  s.add(
    el('rect', {
      width: W,
      height: H,
      fill: s.linear(
        [
          [0, C.ink, 0.92],
          [0.28, C.ink, 0.75],
          [0.41, C.ink, 0.08],
          [0.46, C.ink, 0],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );
  s.add(
    el('rect', {
      width: W,
      height: H,
      fill: s.linear([
        [0, T.inkDeep, 0],
        [0.42, T.inkDeep, 0],
        [0.7, T.inkDeep, 0.78],
        [1, T.inkDeep, 0.95],
      ]),
    }),
  );
  return { grain: 0.1, vignette: 0.3, grainFrequency: 0.7 };
}

export const heroJobs: RasterJob[] = [
  {
    kind: 'jpeg',
    out: 'src/assets/images/hero.jpg',
    width: W,
    height: H,
    quality: 80,
    alt: 'Abstract studio wall of layered posters in vermilion, marigold, teal and indigo, lit by a raking beam of light against deep indigo darkness.',
    draw: hero,
  },
];

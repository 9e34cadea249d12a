/**
 * Service cards (1600×1200), each dominated by its service colour:
 * graphic design = vermilion, events = marigold, publicity = teal, digital = indigo.
 */
import { C, FONT, T, type ServiceKey } from '../lib/palette.ts';
import { el, n, pts, type Scene } from '../lib/svg.ts';
import { beam, confetti, glow, grid, halftone, lamp, regMark } from '../lib/fx.ts';
import { crowd, device, fixture, textLines, truss } from '../lib/shapes.ts';
import type { RasterJob } from '../lib/job.ts';

const W = 1600;
const H = 1200;

const rot = (x: number, y: number, deg: number, body: string): string =>
  el('g', { transform: `rotate(${deg} ${n(x)} ${n(y)})` }, body);
const text = (
  x: number,
  y: number,
  size: number,
  family: string,
  fill: string,
  content: string,
  more: Record<string, string | number> = {},
): string => el('text', { x, y, 'font-family': family, 'font-size': size, fill, ...more }, content);

function graphicDesign(s: Scene) {
  const r = s.rng;
  s.add(
    el('rect', {
      width: W,
      height: H,
      fill: s.linear(
        [
          [0, '#EE5A3C'],
          [0.6, C.vermilion],
          [1, T.vermilionDeep],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  );
  s.add(
    halftone(
      { x: 0, y: 0, w: 900, h: 700 },
      26,
      (u, v) => 0.85 - Math.hypot(u - 0.15, v - 0.2) * 1.3,
      T.vermilionDeep,
      0.7,
    ),
  );
  s.add(grid({ x: 0, y: 0, w: W, h: H }, 100, C.paper, 0.1, 1.5));
  // Bauhaus poster behind
  s.add(
    rot(
      1110,
      520,
      6,
      el('rect', { x: 830, y: 110, width: 560, height: 780, fill: C.ink, filter: s.shadow(20, 30, 26, 0.35) }) +
        el('circle', { cx: 1110, cy: 380, r: 190, fill: C.marigold }) +
        el('path', { d: 'M830,890V700A190,190 0 0 1 1020,890Z', fill: C.rose }) +
        el('rect', { x: 1200, y: 620, width: 190, height: 270, fill: C.vermilion }) +
        el('path', { d: 'M880,160H1340M880,180H1100', stroke: C.paper, 'stroke-width': 6 }),
    ),
  );
  // type specimen card
  s.add(
    rot(
      470,
      560,
      -5,
      el('rect', { x: 160, y: 170, width: 620, height: 800, fill: C.paper, filter: s.shadow(24, 34, 28, 0.4) }) +
        text(200, 560, 400, FONT.serifDisplay, C.ink, 'Aa', { 'font-weight': 700 }) +
        el('rect', { x: 206, y: 610, width: 528, height: 3, fill: C.ink }) +
        text(206, 700, 64, FONT.serifDisplay, C.vermilion, 'Bb Cc Gg', { 'font-style': 'italic', 'font-weight': 700 }) +
        textLines(206, 760, 520, 4, 34, 10, C.ink, r, 0.55) +
        [C.vermilion, C.marigold, C.teal, C.indigo, C.ink]
          .map((c, i) => el('circle', { cx: 230 + i * 70, cy: 920, r: 24, fill: c }))
          .join(''),
    ),
  );
  // pen-tool curve with handles
  const curve = 'M120,1060C420,860 700,1180 1000,980S1420,820 1540,900';
  s.add(el('path', { d: curve, stroke: C.paper, 'stroke-width': 6, fill: 'none' }));
  const handles: Array<[number, number, number, number]> = [
    [1000, 980, 700, 1180],
    [1000, 980, 1300, 780],
  ];
  for (const [x1, y1, x2, y2] of handles) {
    s.add(
      el('line', { x1, y1, x2, y2, stroke: C.paper, 'stroke-width': 2.5 }),
      el('circle', { cx: x2, cy: y2, r: 12, fill: C.paper }),
    );
  }
  for (const [x, y] of [
    [120, 1060],
    [1000, 980],
    [1540, 900],
  ] as const)
    s.add(
      el('rect', {
        x: x - 16,
        y: y - 16,
        width: 32,
        height: 32,
        fill: C.vermilion,
        stroke: C.paper,
        'stroke-width': 5,
      }),
    );
  // swatch fan
  const fan = [C.ink, C.indigo, C.teal, C.marigold, C.saffron, C.rose, C.paper];
  fan.forEach((c, i) => {
    s.add(
      rot(
        1380,
        1120,
        -78 + i * 11,
        el('rect', { x: 1350, y: 640, width: 90, height: 500, rx: 12, fill: c, filter: s.shadow(6, 10, 10, 0.3) }) +
          el('circle', { cx: 1395, cy: 1090, r: 10, fill: c === C.paper ? C.ink : C.paper }),
      ),
    );
  });
  s.add(regMark(80, 80, 34, C.paper, 3), regMark(1520, 80, 34, C.paper, 3));
  return { grain: 0.1, vignette: 0.28, vignetteColor: '#5A140E' };
}

function eventManagement(s: Scene) {
  const r = s.rng;
  s.add(
    el('rect', {
      width: W,
      height: H,
      fill: s.linear([
        [0, T.marigoldLight],
        [0.45, C.marigold],
        [1, C.saffron],
      ]),
    }),
  );
  s.add(
    el('circle', {
      cx: 800,
      cy: 560,
      r: 330,
      fill: s.radial([
        [0, '#FFFDF6'],
        [0.6, T.lampWhite],
        [1, T.marigoldLight],
      ]),
    }),
  );
  for (let i = 0; i < 5; i++)
    s.add(
      el('circle', {
        cx: 800,
        cy: 560,
        r: 380 + i * 70,
        fill: 'none',
        stroke: T.lampWhite,
        'stroke-width': 3,
        opacity: 0.5 - i * 0.08,
      }),
    );
  // truss and fixtures
  s.add(
    truss(-20, 90, W + 20, 90, 64, C.ink, 4),
    truss(120, 60, 120, 900, 56, C.ink, 4),
    truss(1480, 60, 1480, 900, 56, C.ink, 4),
  );
  for (const [x, a] of [
    [330, 62],
    [560, 78],
    [800, 90],
    [1040, 102],
    [1270, 118],
  ] as const) {
    s.add(beam(s, { x, y: 132, angle: a, length: 980, spread: 7, color: '#FFFFFF', opacity: 0.5, core: true }));
    s.add(fixture(x, 116, 40, a - 90, C.ink), lamp(s, x, 150, 7, '#FFFFFF', 4));
  }
  // stage deck
  s.add(el('rect', { x: 0, y: 840, width: W, height: 40, fill: C.ink }));
  s.add(el('rect', { x: 0, y: 836, width: W, height: 5, fill: C.vermilion }));
  s.add(
    confetti(r.fork('conf'), { x: 0, y: 160, w: W, h: 700 }, 150, [C.vermilion, C.ink, C.paper, C.indigo, C.teal], 20),
  );
  s.add(
    crowd(r.fork('c1'), { x0: 0, x1: W, y: 960, size: 96, color: C.ink2, bottom: H, arms: 0.5, spacing: 0.85 }).markup,
  );
  s.add(
    crowd(r.fork('c2'), { x0: 0, x1: W, y: 1120, size: 170, color: C.ink, bottom: H + 20, arms: 0.55, spacing: 0.92 })
      .markup,
  );
  return { grain: 0.1, vignette: 0.22, vignetteColor: '#7A3A00' };
}

function publicity(s: Scene) {
  const r = s.rng;
  s.add(
    el('rect', {
      width: W,
      height: H,
      fill: s.linear(
        [
          [0, T.tealLight],
          [0.35, C.teal],
          [1, T.tealDeep],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  );
  s.add(halftone({ x: 700, y: 600, w: 900, h: 600 }, 24, (u, v) => u * v * 0.9, T.tealDeep, 0.8));
  // billboard on legs
  s.add(
    el('rect', { x: 860, y: 520, width: 22, height: 560, fill: C.ink }),
    el('rect', { x: 1330, y: 520, width: 22, height: 560, fill: C.ink }),
  );
  s.add(el('path', { d: 'M871,700L1341,900M1341,700L871,900', stroke: C.ink, 'stroke-width': 8 }));
  s.add(el('rect', { x: 720, y: 130, width: 780, height: 460, fill: C.ink, filter: s.shadow(20, 30, 24, 0.35) }));
  s.add(el('rect', { x: 740, y: 150, width: 740, height: 420, fill: C.vermilion }));
  s.add(el('circle', { cx: 1300, cy: 330, r: 150, fill: C.marigold }));
  s.add(text(780, 470, 300, FONT.condensed, C.paper, 'NEW', { 'font-weight': 700, 'letter-spacing': -4 }));
  s.add(el('rect', { x: 790, y: 500, width: 300, height: 16, fill: C.ink }));
  for (const x of [880, 1110, 1340]) {
    s.add(el('path', { d: `M${x},130v-40h26`, stroke: C.ink, 'stroke-width': 6, fill: 'none' }));
    s.add(beam(s, { x: x + 20, y: 96, angle: 90, length: 420, spread: 16, color: '#FFFFFF', opacity: 0.28 }));
  }
  // megaphone + sound arcs
  // arcs centred on the megaphone's mouth (the cone is rotated -30° about 300,900)
  const mx = 538;
  const my = 762;
  const arcs: string[] = [];
  for (let i = 1; i <= 4; i++) {
    const rr = 150 + i * 52;
    arcs.push(
      el('path', {
        d: `M${n(mx + rr * Math.cos(-1.35))},${n(my + rr * Math.sin(-1.35))}A${rr},${rr} 0 0 1 ${n(mx + rr * Math.cos(0.3))},${n(my + rr * Math.sin(0.3))}`,
        stroke: i % 2 ? C.paper : C.marigold,
        'stroke-width': 18 - i * 2.5,
        'stroke-linecap': 'round',
        fill: 'none',
        opacity: 1 - i * 0.14,
      }),
    );
  }
  s.add(rot(mx, my, 0, arcs.join('')));
  s.add(
    rot(
      300,
      900,
      -30,
      el('polygon', {
        points: pts([
          [120, 860],
          [330, 820],
          [330, 980],
          [120, 940],
        ]),
        fill: C.paper,
        filter: s.shadow(16, 24, 20, 0.35),
      }) +
        el('path', { d: 'M330,820L560,700V1100L330,980Z', fill: C.paper }) +
        el('path', { d: 'M560,700Q600,900 560,1100', stroke: C.marigold, 'stroke-width': 26, fill: 'none' }) +
        el('rect', { x: 300, y: 810, width: 40, height: 180, fill: C.vermilion }) +
        el('rect', { x: 60, y: 870, width: 70, height: 60, rx: 10, fill: C.ink }) +
        el('path', { d: 'M230,950L250,1080H300L290,960Z', fill: C.ink }),
    ),
  );
  // newspaper stack
  for (let i = 0; i < 4; i++) {
    s.add(
      rot(
        300,
        1110,
        -4 + i * 3,
        el('rect', {
          x: 60,
          y: 1080 - i * 18,
          width: 520,
          height: 160,
          fill: i === 3 ? C.paper : T.paperShade,
          filter: s.shadow(6, 8, 8, 0.25),
        }) +
          (i === 3
            ? el('rect', { x: 90, y: 1030, width: 300, height: 26, fill: C.ink }) +
              textLines(90, 1080, 440, 3, 24, 8, C.ink, r, 0.5)
            : ''),
      ),
    );
  }
  return { grain: 0.1, vignette: 0.3, vignetteColor: '#052B28' };
}

function digital(s: Scene) {
  const r = s.rng;
  s.add(
    el('rect', {
      width: W,
      height: H,
      fill: s.linear(
        [
          [0, '#4A4AB0'],
          [0.5, C.indigo],
          [1, T.indigoDeep],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  );
  s.add(halftone({ x: 0, y: 0, w: W, h: H }, 40, () => 0.18, T.indigoLight, 0.5));
  s.add(glow(s, 1100, 380, 700, T.indigoLight, 0.45));
  // monitor with dashboard
  const mx = 700;
  const my = 170;
  s.add(el('rect', { x: mx, y: my, width: 800, height: 520, rx: 22, fill: C.ink, filter: s.shadow(24, 34, 30, 0.4) }));
  s.add(el('rect', { x: mx + 22, y: my + 22, width: 756, height: 476, rx: 8, fill: T.indigoDark }));
  s.add(
    el('path', { d: `M${mx + 340},${my + 520}h120l30,120h-180Z`, fill: C.ink }),
    el('rect', { x: mx + 260, y: my + 636, width: 280, height: 16, rx: 8, fill: C.ink }),
  );
  const chart: Array<[number, number]> = [];
  for (let i = 0; i <= 10; i++) chart.push([mx + 70 + i * 42, my + 380 - i * 17 - Math.sin(i * 1.3) * 38]);
  s.add(
    el('polygon', {
      points: pts([...chart, [mx + 490, my + 420], [mx + 70, my + 420]]),
      fill: C.marigold,
      opacity: 0.18,
    }),
  );
  s.add(
    el('polyline', {
      points: pts(chart),
      fill: 'none',
      stroke: C.marigold,
      'stroke-width': 7,
      'stroke-linejoin': 'round',
    }),
  );
  s.add(grid({ x: mx + 70, y: my + 140, w: 420, h: 280 }, 70, T.indigoLight, 0.25, 1.5));
  [0.5, 0.7, 0.4, 0.85].forEach((v, i) =>
    s.add(
      el('rect', {
        x: mx + 560 + i * 48,
        y: my + 420 - v * 220,
        width: 30,
        height: v * 220,
        rx: 4,
        fill: i === 3 ? C.teal : T.indigoLight,
      }),
    ),
  );
  for (let i = 0; i < 3; i++)
    s.add(
      el('rect', { x: mx + 70 + i * 150, y: my + 60, width: 130, height: 52, rx: 8, fill: C.indigo }),
      el('rect', {
        x: mx + 86 + i * 150,
        y: my + 78,
        width: 60 + i * 14,
        height: 16,
        rx: 4,
        fill: i === 0 ? C.marigold : C.paper,
        opacity: 0.9,
      }),
    );
  // phone with a social post
  const px = 260;
  const py = 300;
  const post =
    device(px, py, 380, 760, C.ink, C.paper, 0.05) +
    el('circle', { cx: px + 70, cy: py + 90, r: 26, fill: C.rose }) +
    el('rect', { x: px + 110, y: py + 76, width: 140, height: 14, rx: 7, fill: C.ink, opacity: 0.8 }) +
    el('rect', { x: px + 110, y: py + 98, width: 90, height: 10, rx: 5, fill: C.ink, opacity: 0.35 }) +
    el('rect', { x: px + 19, y: py + 140, width: 342, height: 340, fill: C.vermilion }) +
    el('circle', { cx: px + 250, cy: py + 260, r: 90, fill: C.marigold }) +
    el('path', { d: `M${px + 19},${py + 480}L${px + 150},${py + 330}L${px + 260},${py + 480}Z`, fill: C.ink }) +
    el('path', {
      d: `M${px + 60},${py + 528}c-12,-14 -34,-4 -24,14l24,22l24,-22c10,-18 -12,-28 -24,-14Z`,
      fill: C.vermilion,
    }) +
    el('circle', { cx: px + 130, cy: py + 532, r: 16, fill: 'none', stroke: C.ink, 'stroke-width': 5 }) +
    el('path', {
      d: `M${px + 180},${py + 520}l28,12l-28,12Z`,
      fill: 'none',
      stroke: C.ink,
      'stroke-width': 5,
      'stroke-linejoin': 'round',
    }) +
    textLines(px + 40, py + 590, 300, 3, 34, 12, C.ink, r, 0.55) +
    el('rect', { x: px + 150, y: py + 720, width: 80, height: 8, rx: 4, fill: C.ink, opacity: 0.3 });
  s.add(rot(px + 190, py + 380, -8, el('g', { filter: s.shadow(30, 40, 34, 0.45) }, post)));
  // floating notification cards
  const card = (x: number, y: number, w: number, dot: string, label: string): string =>
    el('rect', { x, y, width: w, height: 96, rx: 48, fill: C.paper, filter: s.shadow(12, 18, 16, 0.3) }) +
    el('circle', { cx: x + 48, cy: y + 48, r: 26, fill: dot }) +
    text(x + 92, y + 64, 44, FONT.sansDisplay, C.ink, label, { 'font-weight': 700 });
  s.add(card(960, 760, 290, C.marigold, '+128%'));
  s.add(card(640, 900, 250, C.vermilion, '4.8k'));
  s.add(
    el('path', {
      d: 'M950,870l0,90l22,-22l18,38l14,-6l-18,-38l32,0Z',
      fill: C.paper,
      stroke: C.ink,
      'stroke-width': 5,
      'stroke-linejoin': 'round',
    }),
  );
  // network nodes
  const nodes: Array<[number, number]> = [
    [1300, 860],
    [1460, 780],
    [1420, 1020],
    [1240, 1080],
    [1540, 950],
  ];
  s.add(
    el('path', {
      d: 'M1300,860L1460,780L1540,950L1420,1020L1300,860L1240,1080L1420,1020',
      stroke: T.indigoLight,
      'stroke-width': 3,
      fill: 'none',
    }),
  );
  nodes.forEach(([x, y], i) =>
    s.add(el('circle', { cx: x, cy: y, r: i === 0 ? 22 : 14, fill: i === 0 ? C.teal : C.paper })),
  );
  return { grain: 0.09, vignette: 0.3, vignetteColor: '#101040' };
}

const job = (slug: ServiceKey, alt: string, draw: RasterJob['draw']): RasterJob => ({
  kind: 'jpeg',
  out: `src/assets/images/services/${slug}.jpg`,
  width: W,
  height: H,
  alt,
  draw,
});

export const serviceJobs: RasterJob[] = [
  job(
    'graphic-design',
    'Graphic design on vermilion: a type-specimen card with large letters Aa, a geometric poster, a pen-tool curve with handles and a fan of colour swatches.',
    graphicDesign,
  ),
  job(
    'event-management',
    'Event management in marigold: a lighting truss throwing white beams over a stage, confetti in the air and a crowd with raised hands.',
    eventManagement,
  ),
  job(
    'publicity-solutions',
    'Publicity on teal: a megaphone sending out sound waves towards a lit billboard, beside a stack of newspapers.',
    publicity,
  ),
  job(
    'digital-marketing',
    'Digital marketing on indigo: a phone showing a social post in front of an analytics dashboard, with floating engagement stats and a network of nodes.',
    digital,
  ),
];

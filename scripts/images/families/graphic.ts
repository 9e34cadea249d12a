/**
 * Graphic-design projects (08, 10–13): flat-lays, packaging, print and posters.
 * Lit like studio product shots: soft top-left light, long soft shadows.
 */
import { C, FONT, T } from '../lib/palette.ts';
import { el, n, pts, type Scene } from '../lib/svg.ts';
import { glow, glowEllipse, grid, halftone, regMark } from '../lib/fx.ts';
import { textLines } from '../lib/shapes.ts';
import type { Rng } from '../lib/prng.ts';
import type { RasterJob } from '../lib/job.ts';

const W = 1600;
const H = 1200;
const CHAI = '#A9521F';

const rot = (x: number, y: number, deg: number, body: string, extra: Record<string, string> = {}): string =>
  el('g', { transform: `rotate(${deg} ${n(x)} ${n(y)})`, ...extra }, body);

const text = (
  x: number,
  y: number,
  size: number,
  family: string,
  fill: string,
  content: string,
  more: Record<string, string | number> = {},
): string => el('text', { x, y, 'font-family': family, 'font-size': size, fill, ...more }, content);

/** Chai Collective's mark: a cup seen from above with two wisps of steam. */
function chaiMark(cx: number, cy: number, r: number, ring: string, steam: string): string {
  return (
    el('circle', { cx, cy: cy + r * 0.35, r: r * 0.62, fill: 'none', stroke: ring, 'stroke-width': r * 0.16 }) +
    el('path', {
      d: `M${n(cx + r * 0.62)},${n(cy + r * 0.2)}a${n(r * 0.22)},${n(r * 0.22)} 0 1 1 0,${n(r * 0.34)}`,
      fill: 'none',
      stroke: ring,
      'stroke-width': r * 0.12,
    }) +
    el('path', {
      d: `M${n(cx - r * 0.18)},${n(cy - r * 0.35)}c${n(-r * 0.25)},${n(-r * 0.2)} ${n(r * 0.25)},${n(-r * 0.4)} 0,${n(-r * 0.65)}M${n(cx + r * 0.18)},${n(cy - r * 0.35)}c${n(-r * 0.25)},${n(-r * 0.2)} ${n(r * 0.25)},${n(-r * 0.4)} 0,${n(-r * 0.65)}`,
      fill: 'none',
      stroke: steam,
      'stroke-width': r * 0.1,
      'stroke-linecap': 'round',
    })
  );
}

function chaiCup(s: Scene, cx: number, cy: number, r: number, glaze: string): string {
  return (
    el('circle', { cx, cy, r: r * 1.5, fill: C.paper, filter: s.shadow(18, 26, 22, 0.28) }) +
    el('circle', { cx, cy, r: r * 1.2, fill: 'none', stroke: T.paperShade, 'stroke-width': 4 }) +
    el('rect', { x: cx + r * 0.85, y: cy - r * 0.18, width: r * 0.55, height: r * 0.36, rx: r * 0.18, fill: glaze }) +
    el('circle', { cx, cy, r, fill: glaze, filter: s.shadow(8, 12, 10, 0.25) }) +
    el('circle', {
      cx,
      cy,
      r: r * 0.84,
      fill: s.radial(
        [
          [0, '#D58A4A'],
          [0.7, CHAI],
          [1, '#7E3A17'],
        ],
        0.45,
        0.45,
        0.6,
      ),
    }) +
    el('path', {
      d: `M${n(cx - r * 0.6)},${n(cy - r * 0.3)}a${n(r * 0.7)},${n(r * 0.7)} 0 0 1 ${n(r * 0.9)},${n(-r * 0.4)}`,
      stroke: '#F1C9A0',
      'stroke-width': r * 0.07,
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: 0.7,
    })
  );
}

function chaiIdentity(s: Scene) {
  const r = s.rng;
  s.add(
    el('rect', {
      width: W,
      height: H,
      fill: s.linear(
        [
          [0, T.paperWarm],
          [1, T.paperShade],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  );
  s.add(halftone({ x: 0, y: 0, w: W, h: H }, 22, (u, v) => 0.35 * (1 - Math.hypot(u - 1, v - 1) * 0.9), C.rose, 0.5));
  // logo card
  s.add(
    rot(
      390,
      400,
      -4,
      el('rect', { x: 110, y: 120, width: 560, height: 560, rx: 6, fill: C.ink, filter: s.shadow(22, 30, 26, 0.35) }) +
        chaiMark(390, 320, 150, C.marigold, C.paper) +
        text(390, 560, 124, FONT.serifDisplay, C.paper, 'chai', {
          'font-style': 'italic',
          'font-weight': 700,
          'text-anchor': 'middle',
        }) +
        text(390, 622, 30, FONT.sansDisplay, C.marigold, 'COLLECTIVE', {
          'font-weight': 700,
          'letter-spacing': 12,
          'text-anchor': 'middle',
        }),
    ),
  );
  // colour swatch chips
  const chips = [C.vermilion, C.marigold, CHAI, C.ink, C.paper];
  chips.forEach((c, i) => {
    const x = 760 + i * 150;
    const y = 110 + (i % 2) * 26;
    s.add(
      rot(
        x + 80,
        y + 140,
        -6 + i * 3,
        el('rect', { x, y, width: 170, height: 290, rx: 4, fill: C.paper, filter: s.shadow(10, 16, 14, 0.25) }) +
          el('rect', {
            x: x + 12,
            y: y + 12,
            width: 146,
            height: 196,
            fill: c,
            stroke: c === C.paper ? T.paperShade : undefined,
          }) +
          textLines(x + 14, y + 226, 90, 3, 16, 6, C.ink, r, 0.55),
      ),
    );
  });
  // cups
  s.add(chaiCup(s, 1000, 720, 120, C.vermilion));
  s.add(chaiCup(s, 1340, 960, 100, C.paper));
  s.add(el('circle', { cx: 1340, cy: 960, r: 100, fill: 'none', stroke: T.paperShade, 'stroke-width': 3 }));
  // business cards
  s.add(
    rot(
      430,
      900,
      9,
      el('rect', {
        x: 190,
        y: 800,
        width: 420,
        height: 240,
        rx: 6,
        fill: C.vermilion,
        filter: s.shadow(12, 18, 14, 0.3),
      }) +
        textLines(230, 960, 200, 3, 22, 8, C.paper, r, 0.85) +
        el('rect', {
          x: 150,
          y: 760,
          width: 420,
          height: 240,
          rx: 6,
          fill: C.paper,
          filter: s.shadow(12, 18, 14, 0.3),
        }) +
        chaiMark(250, 850, 60, C.vermilion, C.ink) +
        textLines(350, 830, 180, 2, 24, 9, C.ink, r, 0.8) +
        el('rect', { x: 150, y: 964, width: 420, height: 36, fill: C.marigold }),
    ),
  );
  // pencil
  s.add(
    rot(
      640,
      1080,
      -28,
      el('rect', { x: 420, y: 1066, width: 420, height: 28, fill: C.marigold, filter: s.shadow(8, 12, 8, 0.3) }) +
        el('polygon', {
          points: pts([
            [840, 1066],
            [890, 1080],
            [840, 1094],
          ]),
          fill: '#F3D3A6',
        }) +
        el('polygon', {
          points: pts([
            [874, 1075],
            [890, 1080],
            [874, 1085],
          ]),
          fill: C.ink,
        }) +
        el('rect', { x: 420, y: 1066, width: 34, height: 28, fill: C.vermilion }),
    ),
  );
  // cardamom pods and tea leaves
  for (let i = 0; i < 14; i++) {
    const x = r.range(640, 1560);
    const y = r.range(460, 1180);
    if (Math.hypot(x - 1000, y - 720) < 210 || Math.hypot(x - 1340, y - 960) < 180) continue;
    s.add(
      el('ellipse', {
        cx: x,
        cy: y,
        rx: 22,
        ry: 11,
        fill: i % 3 ? C.teal : T.tealDeep,
        transform: `rotate(${n(r.range(0, 180))} ${n(x)} ${n(y)})`,
        filter: s.shadow(3, 5, 3, 0.3),
      }),
    );
  }
  return { grain: 0.09, vignette: 0.18 };
}

/** Stand-up pouch with a label band. */
function pouch(
  s: Scene,
  x: number,
  base: number,
  w: number,
  h: number,
  body: string,
  band: string,
  ink: string,
  word: string,
  icon: string,
): string {
  const top = base - h;
  const d = `M${n(x + 6)},${n(top)}L${n(x + w - 6)},${n(top)}C${n(x + w + 6)},${n(top + h * 0.4)} ${n(x + w + 10)},${n(base - 50)} ${n(x + w - 2)},${n(base)}Q${n(x + w / 2)},${n(base + 14)} ${n(x + 2)},${n(base)}C${n(x - 10)},${n(base - 50)} ${n(x - 6)},${n(top + h * 0.4)} ${n(x + 6)},${n(top)}Z`;
  const clip = s.clip(el('path', { d }));
  const sheen = s.linear(
    [
      [0, '#FFFFFF', 0],
      [0.18, '#FFFFFF', 0.22],
      [0.32, '#FFFFFF', 0],
      [0.85, '#000000', 0],
      [1, '#000000', 0.25],
    ],
    0,
    0,
    1,
    0,
  );
  return (
    el('path', { d, fill: body, filter: s.shadow(26, 18, 20, 0.45) }) +
    el(
      'g',
      { 'clip-path': clip },
      el('rect', { x, y: top, width: w, height: 34, fill: '#000', opacity: 0.18 }) +
        el('rect', { x, y: top + 52, width: w, height: 4, fill: '#000', opacity: 0.15 }) +
        el('rect', { x, y: top + h * 0.52, width: w, height: h * 0.26, fill: band }) +
        text(x + w / 2, top + h * 0.52 + h * 0.26 * 0.68, Math.min(74, w * 0.27), FONT.condensed, ink, word, {
          'font-weight': 700,
          'text-anchor': 'middle',
          'letter-spacing': 3,
        }) +
        icon +
        el('rect', { x, y: top, width: w, height: h + 20, fill: sheen }),
    )
  );
}

/** Upright carton in 3/4 view (front + side + top). */
function carton(
  s: Scene,
  x: number,
  base: number,
  w: number,
  h: number,
  depth: number,
  front: string,
  side: string,
  topc: string,
  content: string,
): string {
  const top = base - h;
  const dx = depth * 0.8;
  const dy = depth * 0.45;
  return (
    el(
      'g',
      { filter: s.shadow(30, 16, 22, 0.45) },
      el('rect', { x, y: top, width: w, height: h, fill: front }) +
        el('polygon', {
          points: pts([
            [x + w, top],
            [x + w + dx, top - dy],
            [x + w + dx, base - dy],
            [x + w, base],
          ]),
          fill: side,
        }) +
        el('polygon', {
          points: pts([
            [x, top],
            [x + dx, top - dy],
            [x + w + dx, top - dy],
            [x + w, top],
          ]),
          fill: topc,
        }),
    ) + content
  );
}

const chilli = (x: number, y: number, len: number, deg: number): string =>
  rot(
    x,
    y,
    deg,
    el('path', {
      d: `M${n(x)},${n(y)}C${n(x + len * 0.3)},${n(y - len * 0.18)} ${n(x + len * 0.8)},${n(y - len * 0.1)} ${n(x + len)},${n(y + len * 0.12)}C${n(x + len * 0.7)},${n(y + len * 0.04)} ${n(x + len * 0.3)},${n(y + len * 0.14)} ${n(x)},${n(y + len * 0.12)}Z`,
      fill: C.vermilion,
    }) +
      el('path', {
        d: `M${n(x + 4)},${n(y + len * 0.06)}l${n(-len * 0.12)},${n(-len * 0.05)}`,
        stroke: C.teal,
        'stroke-width': n(len * 0.05),
        'stroke-linecap': 'round',
      }),
  );

function starAnise(x: number, y: number, r: number, color: string): string {
  const p: Array<[number, number]> = [];
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    const rr = i % 2 ? r * 0.32 : r;
    p.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr]);
  }
  return (
    el('polygon', {
      points: pts(p),
      fill: color,
      'stroke-linejoin': 'round',
      stroke: color,
      'stroke-width': r * 0.15,
    }) + el('circle', { cx: x, cy: y, r: r * 0.18, fill: C.marigold })
  );
}

function spicePackaging(s: Scene) {
  const r = s.rng;
  s.add(
    el('rect', {
      width: W,
      height: H,
      fill: s.linear([
        [0, T.tealDark],
        [1, T.tealDeep],
      ]),
    }),
  );
  s.add(glow(s, 520, 260, 900, C.teal, 0.55));
  s.add(halftone({ x: 900, y: 0, w: 700, h: 600 }, 26, (u, v) => u * (1 - v) * 0.7, C.teal, 0.45));
  const sceneStart = s.layers.length;
  // stepped plinths
  const plinth = (x: number, y: number, w: number, h: number, d: number): string =>
    el('polygon', {
      points: pts([
        [x, y],
        [x + d, y - d * 0.5],
        [x + w + d, y - d * 0.5],
        [x + w, y],
      ]),
      fill: C.teal,
    }) +
    el('rect', { x, y, width: w, height: h, fill: T.tealDeep }) +
    el('polygon', {
      points: pts([
        [x + w, y],
        [x + w + d, y - d * 0.5],
        [x + w + d, y + h],
        [x + w, y + h],
      ]),
      fill: T.tealDark,
    });
  // floor, then a raised block for the back row
  s.add(
    el('rect', {
      x: -200,
      y: 860,
      width: W + 400,
      height: 500,
      fill: s.linear([
        [0, C.teal],
        [1, T.tealDeep],
      ]),
    }),
  );
  s.add(plinth(820, 800, 620, 500, 80));
  // products
  s.add(
    carton(
      s,
      160,
      930,
      250,
      400,
      70,
      C.saffron,
      T.saffronDeep,
      T.marigoldLight,
      el('rect', { x: 160, y: 690, width: 250, height: 120, fill: C.paper }) +
        text(285, 772, 72, FONT.condensed, C.ink, 'HALDI', {
          'font-weight': 700,
          'text-anchor': 'middle',
          'letter-spacing': 4,
        }) +
        el('circle', { cx: 285, cy: 610, r: 56, fill: C.marigold, stroke: C.paper, 'stroke-width': 6 }) +
        starAnise(285, 610, 30, C.vermilion) +
        el('rect', { x: 160, y: 880, width: 250, height: 14, fill: C.vermilion }),
    ),
  );
  s.add(
    pouch(
      s,
      470,
      935,
      250,
      470,
      C.vermilion,
      C.paper,
      C.vermilion,
      'MIRCH',
      el('circle', { cx: 595, cy: 600, r: 62, fill: C.paper }) + chilli(552, 610, 92, -18),
    ),
  );
  s.add(
    pouch(
      s,
      900,
      785,
      230,
      430,
      C.ink,
      C.marigold,
      C.ink,
      'JEERA',
      halftone({ x: 930, y: 420, w: 170, h: 110 }, 20, (u, v) => 0.9 - Math.hypot(u - 0.5, v - 0.5) * 1.5, C.marigold),
    ),
  );
  s.add(
    carton(
      s,
      1180,
      790,
      200,
      300,
      60,
      C.marigold,
      T.marigoldDeep,
      T.marigoldLight,
      el('rect', { x: 1180, y: 560, width: 200, height: 90, fill: C.ink }) +
        text(1280, 622, 52, FONT.condensed, C.marigold, 'MASALA', {
          'font-weight': 700,
          'text-anchor': 'middle',
          'letter-spacing': 2,
        }) +
        el('circle', { cx: 1280, cy: 720, r: 34, fill: C.vermilion }) +
        el('circle', { cx: 1280, cy: 720, r: 18, fill: C.paper }),
    ),
  );
  // scattered spices on the lower plinth
  // dish of turmeric and loose spices, kept on the floor in front of the low row
  s.add(el('ellipse', { cx: 640, cy: 1010, rx: 140, ry: 42, fill: C.paper, filter: s.shadow(16, 12, 12, 0.4) }));
  s.add(el('ellipse', { cx: 640, cy: 1004, rx: 116, ry: 30, fill: T.paperShade }));
  s.add(
    el('path', {
      d: 'M530,1006Q640,910 750,1006Q640,1030 530,1006Z',
      fill: s.linear([
        [0, T.marigoldLight],
        [1, C.marigold],
      ]),
    }),
  );
  s.add(chilli(200, 1010, 170, 8), chilli(380, 1080, 140, -20), chilli(700, 1110, 110, 12));
  s.add(
    starAnise(440, 990, 34, T.vermilionDark),
    starAnise(130, 1130, 28, T.vermilionDark),
    starAnise(800, 1060, 24, T.vermilionDark),
  );
  for (let i = 0; i < 26; i++)
    s.add(el('circle', { cx: r.range(60, 790), cy: r.range(960, 1190), r: r.range(5, 9), fill: C.ink }));
  // bring the still life closer: scale about the bottom centre
  s.wrap(sceneStart, { transform: 'translate(800 1200) scale(1.2) translate(-800 -1200)' });
  return { grain: 0.1, vignette: 0.35 };
}

function annualReport(s: Scene) {
  const r = s.rng;
  s.add(
    el('rect', {
      width: W,
      height: H,
      fill: s.linear(
        [
          [0, T.indigoDeep],
          [1, T.indigoDark],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  );
  s.add(glow(s, 500, 300, 900, T.indigoLight, 0.35));
  // closed cover behind
  s.add(
    rot(
      1230,
      480,
      12,
      el('rect', { x: 930, y: 40, width: 600, height: 840, fill: C.indigo, filter: s.shadow(24, 30, 26, 0.45) }) +
        el('rect', { x: 930, y: 40, width: 18, height: 840, fill: T.indigoDeep }) +
        el('polygon', {
          points: pts([
            [1250, 230],
            [1310, 150],
            [1360, 190],
            [1420, 100],
            [1490, 230],
          ]),
          fill: C.marigold,
        }) +
        el('rect', { x: 1250, y: 246, width: 240, height: 6, fill: C.marigold }) +
        text(1490, 330, 52, FONT.serifDisplay, C.paper, 'Annual', { 'font-weight': 700, 'text-anchor': 'end' }) +
        text(1490, 384, 52, FONT.serifDisplay, C.paper, 'Report', { 'font-weight': 700, 'text-anchor': 'end' }) +
        textLines(1330, 420, 160, 2, 22, 6, T.indigoLight, r),
    ),
  );
  // open spread
  const spread =
    el('rect', { x: 120, y: 300, width: 1100, height: 720, fill: C.paper, filter: s.shadow(30, 36, 30, 0.5) }) +
    el('rect', {
      x: 620,
      y: 300,
      width: 100,
      height: 720,
      fill: s.linear(
        [
          [0, '#000', 0],
          [0.5, '#000', 0.16],
          [1, '#000', 0],
        ],
        0,
        0,
        1,
        0,
      ),
    }) +
    // left page: big figure
    el(
      'text',
      {
        x: 190,
        y: 560,
        'font-family': FONT.serifDisplay,
        'font-weight': 700,
        'font-size': 230,
        fill: C.indigo,
        'letter-spacing': -6,
      },
      `24<tspan font-size="130" fill="${C.marigold}" dx="10">%</tspan>`,
    ) +
    el('rect', { x: 196, y: 600, width: 120, height: 10, fill: C.marigold }) +
    textLines(196, 650, 390, 6, 28, 9, C.ink, r, 0.6) +
    textLines(196, 850, 180, 5, 26, 8, C.ink, r, 0.35) +
    textLines(410, 850, 180, 5, 26, 8, C.ink, r, 0.35) +
    // right page: bar chart + donut
    el('path', {
      d: 'M760,700H1150M760,620H1150M760,540H1150M760,460H1150',
      stroke: C.ink,
      'stroke-width': 1.5,
      opacity: 0.15,
    }) +
    [0.32, 0.4, 0.38, 0.55, 0.66, 0.82]
      .map((v, i) =>
        el('rect', {
          x: 780 + i * 62,
          y: 700 - v * 300,
          width: 40,
          height: v * 300,
          fill: i === 5 ? C.marigold : C.indigo,
        }),
      )
      .join('') +
    el('rect', { x: 760, y: 700, width: 390, height: 3, fill: C.ink }) +
    el('circle', { cx: 870, cy: 860, r: 80, fill: 'none', stroke: C.indigo, 'stroke-width': 34 }) +
    el('circle', {
      cx: 870,
      cy: 860,
      r: 80,
      fill: 'none',
      stroke: C.marigold,
      'stroke-width': 34,
      'stroke-dasharray': '180 400',
      transform: 'rotate(-90 870 860)',
    }) +
    el('circle', {
      cx: 870,
      cy: 860,
      r: 80,
      fill: 'none',
      stroke: C.teal,
      'stroke-width': 34,
      'stroke-dasharray': '70 500',
      'stroke-dashoffset': -180,
      transform: 'rotate(-90 870 860)',
    }) +
    textLines(1000, 820, 150, 4, 26, 8, C.ink, r, 0.45) +
    textLines(760, 360, 300, 2, 30, 12, C.indigo, r, 0.9);
  s.add(rot(670, 660, -5, spread));
  // pen
  s.add(
    rot(
      1250,
      1000,
      -35,
      el('rect', { x: 1000, y: 985, width: 460, height: 30, rx: 15, fill: C.ink, filter: s.shadow(10, 14, 10, 0.4) }) +
        el('rect', { x: 1000, y: 985, width: 120, height: 30, rx: 15, fill: C.marigold }) +
        el('polygon', {
          points: pts([
            [1460, 988],
            [1500, 1000],
            [1460, 1012],
          ]),
          fill: '#C9C2D9',
        }),
    ),
  );
  // sticky tab
  s.add(
    rot(
      1100,
      280,
      8,
      el('rect', {
        x: 1040,
        y: 250,
        width: 120,
        height: 60,
        fill: C.marigold,
        opacity: 0.95,
        filter: s.shadow(4, 6, 6, 0.3),
      }),
    ),
  );
  return { grain: 0.09, vignette: 0.35 };
}

function tape(x: number, y: number, deg: number): string {
  return rot(x, y, deg, el('rect', { x: x - 60, y: y - 18, width: 120, height: 36, fill: T.paperWarm, opacity: 0.75 }));
}

function posterSeries(s: Scene) {
  const r = s.rng;
  s.add(
    el('rect', {
      width: W,
      height: H,
      fill: s.linear([
        [0, '#E9DFCD'],
        [1, '#DCCFB9'],
      ]),
    }),
  );
  // remnants of older pasted posters
  const rem: Array<[number, number, number, number, string]> = [
    [-40, 60, 300, 420, C.rose],
    [1380, 40, 300, 380, T.tealLight],
    [1320, 760, 340, 480, C.rose],
    [-60, 820, 280, 420, C.marigold],
    [560, 900, 420, 380, T.indigoLight],
  ];
  for (const [x, y, w, h, c] of rem)
    s.add(rot(x + w / 2, y + h / 2, r.range(-4, 4), el('rect', { x, y, width: w, height: h, fill: c, opacity: 0.35 })));
  s.add(grid({ x: 0, y: 0, w: W, h: H }, 200, '#B9AA90', 0.25, 2));
  // poster A: stacked KA / LA
  s.add(
    rot(
      330,
      540,
      -3.5,
      el('rect', { x: 100, y: 190, width: 460, height: 660, fill: C.vermilion, filter: s.shadow(14, 22, 18, 0.35) }) +
        el('circle', { cx: 420, cy: 420, r: 150, fill: C.marigold }) +
        text(118, 520, 380, FONT.condensed, C.ink, 'KA', { 'font-weight': 700, 'letter-spacing': -10 }) +
        text(118, 820, 380, FONT.condensed, C.paper, 'LA', { 'font-weight': 700, 'letter-spacing': -10 }) +
        tape(120, 200, -30) +
        tape(540, 840, -20),
    ),
  );
  // poster B: Devanagari कला ("art")
  s.add(
    rot(
      820,
      480,
      1.5,
      el('rect', { x: 580, y: 110, width: 480, height: 720, fill: C.ink, filter: s.shadow(14, 22, 18, 0.35) }) +
        el(
          'g',
          { 'clip-path': s.clip(el('rect', { x: 580, y: 110, width: 480, height: 720 })) },
          halftone({ x: 580, y: 110, w: 480, h: 720 }, 18, (u, v) => (1 - v) * 0.9 * (0.4 + u * 0.6), C.indigo, 0.9),
        ) +
        el('circle', { cx: 820, cy: 320, r: 150, fill: 'none', stroke: C.rose, 'stroke-width': 10 }) +
        el('circle', { cx: 820, cy: 320, r: 110, fill: C.vermilion }) +
        text(820, 640, 230, FONT.devanagari, C.marigold, 'कला', { 'font-weight': 700, 'text-anchor': 'middle' }) +
        el('rect', { x: 630, y: 720, width: 380, height: 6, fill: C.marigold }) +
        text(630, 790, 44, FONT.condensed, C.paper, 'FESTIVAL', { 'font-weight': 700, 'letter-spacing': 14 }) +
        tape(820, 116, 4),
    ),
  );
  // poster C: outlined K, Bauhaus shapes
  s.add(
    rot(
      1290,
      560,
      4,
      el('rect', { x: 1080, y: 220, width: 420, height: 620, fill: C.marigold, filter: s.shadow(14, 22, 18, 0.35) }) +
        el('path', { d: 'M1300,840A200,200 0 0 1 1500,640V840Z', fill: C.teal }) +
        el('circle', { cx: 1200, cy: 360, r: 70, fill: C.rose }) +
        text(1100, 780, 560, FONT.condensed, 'none', 'K', { 'font-weight': 700, stroke: C.ink, 'stroke-width': 8 }) +
        el('rect', { x: 1100, y: 806, width: 140, height: 12, fill: C.ink }) +
        tape(1090, 230, 35) +
        tape(1490, 230, -35),
    ),
  );
  // small flyer pasted over the lower edge
  s.add(
    rot(
      700,
      1010,
      -6,
      el('rect', { x: 560, y: 890, width: 300, height: 240, fill: C.paper, filter: s.shadow(10, 14, 12, 0.3) }) +
        text(580, 1010, 130, FONT.serifDisplay, C.vermilion, 'Aa', { 'font-weight': 700, 'font-style': 'italic' }) +
        textLines(760, 930, 80, 6, 20, 7, C.ink, r, 0.6) +
        regMark(820, 1090, 18, C.ink, 2),
    ),
  );
  return { grain: 0.13, vignette: 0.3, vignetteColor: '#3A2A18' };
}

function leafMark(cx: number, cy: number, r: number, fill: string): string {
  return (
    el('path', {
      d: `M${n(cx - r * 0.7)},${n(cy + r * 0.7)}C${n(cx - r * 0.9)},${n(cy - r * 0.4)} ${n(cx)},${n(cy - r)} ${n(cx + r * 0.8)},${n(cy - r * 0.8)}C${n(cx + r)},${n(cy)} ${n(cx + r * 0.4)},${n(cy + r * 0.9)} ${n(cx - r * 0.7)},${n(cy + r * 0.7)}Z`,
      fill,
    }) +
    el('path', {
      d: `M${n(cx - r * 0.7)},${n(cy + r * 0.7)}L${n(cx + r * 0.45)},${n(cy - r * 0.45)}`,
      stroke: '#FFFFFF',
      'stroke-opacity': 0.55,
      'stroke-width': n(r * 0.08),
      'stroke-linecap': 'round',
    })
  );
}

function menuRow(x: number, y: number, w: number, rng: Rng, price: string): string {
  const nameW = rng.range(150, 260);
  return (
    el('rect', { x, y: y - 18, width: nameW, height: 16, rx: 3, fill: C.paper, opacity: 0.9 }) +
    el('line', {
      x1: x + nameW + 14,
      y1: y - 6,
      x2: x + w - 90,
      y2: y - 6,
      stroke: C.paper,
      'stroke-width': 3,
      'stroke-dasharray': '2 10',
      'stroke-linecap': 'round',
      opacity: 0.6,
    }) +
    text(x + w, y, 34, FONT.mono, C.marigold, price, { 'text-anchor': 'end', 'font-weight': 700 })
  );
}

function signage(s: Scene) {
  const r = s.rng;
  // café wall: plaster above, teal dado below
  s.add(
    el('rect', {
      width: W,
      height: H,
      fill: s.linear([
        [0, T.paperWarm],
        [1, T.paperShade],
      ]),
    }),
  );
  s.add(el('rect', { x: 0, y: 820, width: W, height: 380, fill: C.teal }));
  s.add(el('rect', { x: 0, y: 812, width: W, height: 10, fill: C.marigold }));
  const boards: string[] = [];
  for (let x = 0; x < W; x += 80) boards.push(`M${x},822V1200`);
  s.add(el('path', { d: boards.join(''), stroke: T.tealDeep, 'stroke-width': 3, opacity: 0.6 }));
  // pendant lamp
  s.add(glowEllipse(s, 620, 150, 520, 260, T.lampWhite, 0.7));
  // menu board
  s.add(
    el('rect', {
      x: 120,
      y: 120,
      width: 700,
      height: 880,
      rx: 10,
      fill: T.tealDark,
      filter: s.shadow(18, 26, 24, 0.35),
    }),
  );
  s.add(
    el('rect', {
      x: 146,
      y: 146,
      width: 648,
      height: 828,
      rx: 4,
      fill: 'none',
      stroke: C.paper,
      'stroke-width': 2,
      opacity: 0.5,
    }),
  );
  s.add(leafMark(226, 240, 46, C.marigold));
  s.add(text(300, 280, 120, FONT.condensed, C.paper, 'MENU', { 'font-weight': 700, 'letter-spacing': 10 }));
  const prices = ['120', '180', '95', '210', '140', '160', '85', '220', '190'];
  let y = 400;
  [3, 3, 3].forEach((count, sec) => {
    s.add(el('rect', { x: 190, y: y - 26, width: 160, height: 22, fill: C.marigold }));
    y += 56;
    for (let i = 0; i < count; i++) {
      s.add(menuRow(190, y, 560, r, prices[sec * 3 + i] ?? '100'));
      y += 52;
    }
    y += 36;
  });
  s.add(el('path', { d: 'M620,0V40', stroke: C.ink, 'stroke-width': 4 }));
  s.add(el('path', { d: 'M540,110Q540,40 620,40Q700,40 700,110Z', fill: C.ink }));
  s.add(el('ellipse', { cx: 620, cy: 110, rx: 80, ry: 10, fill: T.marigoldLight }));
  // blade sign on a bracket
  s.add(el('path', { d: 'M1600,240H1180M1560,240L1600,300', stroke: C.ink, 'stroke-width': 12, fill: 'none' }));
  s.add(el('path', { d: 'M1240,240V290M1400,240V290', stroke: C.ink, 'stroke-width': 4 }));
  s.add(
    el('circle', {
      cx: 1320,
      cy: 450,
      r: 170,
      fill: C.paper,
      stroke: C.teal,
      'stroke-width': 18,
      filter: s.shadow(16, 24, 20, 0.3),
    }),
  );
  s.add(leafMark(1320, 420, 86, C.teal));
  s.add(text(1320, 560, 40, FONT.sansDisplay, C.teal, 'greenfield', { 'font-weight': 700, 'text-anchor': 'middle' }));
  // wayfinding pylon
  s.add(el('rect', { x: 930, y: 560, width: 240, height: 560, fill: C.marigold, filter: s.shadow(18, 26, 22, 0.3) }));
  s.add(el('rect', { x: 930, y: 1120, width: 240, height: 80, fill: C.ink }));
  const arrow = (cx: number, cy: number, deg: number): string =>
    rot(
      cx,
      cy,
      deg,
      el('path', {
        d: `M${cx - 36},${cy}H${cx + 26}M${cx + 4},${cy - 24}L${cx + 30},${cy}L${cx + 4},${cy + 24}`,
        stroke: C.ink,
        'stroke-width': 12,
        fill: 'none',
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    );
  [640, 780, 920, 1060].forEach((yy, i) => {
    s.add(arrow(990, yy, [0, 180, -90, 0][i] ?? 0));
    s.add(
      el('rect', { x: 1050, y: yy - 12, width: [90, 70, 100, 60][i] ?? 80, height: 14, fill: C.ink, opacity: 0.85 }),
    );
    s.add(el('rect', { x: 1050, y: yy + 10, width: 50, height: 8, fill: C.ink, opacity: 0.5 }));
    if (i) s.add(el('rect', { x: 950, y: yy - 70, width: 200, height: 2, fill: C.ink, opacity: 0.4 }));
  });
  // plant in the corner
  const leaves: string[] = [];
  for (let i = 0; i < 9; i++) {
    const a = -150 + i * 14 + r.range(-5, 5);
    const L = r.range(200, 300);
    const ax = 1460;
    const ay = 1010;
    const rad = (a * Math.PI) / 180;
    const ex = ax + Math.cos(rad) * L;
    const ey = ay + Math.sin(rad) * L;
    const mx = (ax + ex) / 2;
    const my = (ay + ey) / 2;
    const px = -Math.sin(rad) * L * 0.22;
    const py = Math.cos(rad) * L * 0.22;
    leaves.push(
      el('path', {
        d: `M${n(ax)},${n(ay)}Q${n(mx + px)},${n(my + py)} ${n(ex)},${n(ey)}Q${n(mx - px)},${n(my - py)} ${n(ax)},${n(ay)}Z`,
        fill: i % 2 ? T.tealDeep : '#1E9A6A',
      }),
    );
  }
  s.add(el('g', { filter: s.shadow(10, 16, 14, 0.3) }, leaves.join('')));
  s.add(el('path', { d: 'M1360,1000H1560L1530,1200H1390Z', fill: C.vermilion }));
  s.add(el('rect', { x: 1350, y: 990, width: 220, height: 30, fill: T.vermilionDeep }));
  return { grain: 0.1, vignette: 0.25, vignetteColor: '#1B2A28' };
}

const job = (id: string, alt: string, draw: RasterJob['draw']): RasterJob => ({
  kind: 'jpeg',
  out: `src/assets/images/projects/project-${id}.jpg`,
  width: W,
  height: H,
  alt,
  draw,
});

export const graphicJobs: RasterJob[] = [
  job(
    '08',
    'Flat-lay of the Chai Collective identity: a dark logo card with a steaming-cup mark, colour swatch chips, business cards and two cups of chai on saucers.',
    chaiIdentity,
  ),
  job(
    '10',
    'Saffron Spice Co. packaging range on teal plinths: spice cartons and stand-up pouches labelled Haldi, Mirch, Jeera and Masala, with chillies and star anise.',
    spicePackaging,
  ),
  job(
    '11',
    'An open Deccan Finance annual report with a large growth figure, bar chart and donut chart, lying beside its indigo cover and a pen.',
    annualReport,
  ),
  job(
    '12',
    'Three Kala Festival posters pasted on a wall: stacked KA LA letters, the Devanagari word कला in marigold, and an outlined letter K with geometric shapes.',
    posterSeries,
  ),
  job(
    '13',
    'Greenfield Organics café signage: a teal menu board, a round hanging blade sign with a leaf mark, a marigold wayfinding pylon and a potted plant.',
    signage,
  ),
];

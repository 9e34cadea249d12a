/**
 * Publicity projects (14–16): hoardings, press and radio. Teal-led, night-lit.
 */
import { C, FONT, T } from '../lib/palette.ts';
import { el, n, pts, type Scene } from '../lib/svg.ts';
import { beam, flash, glow, glowEllipse, halftone } from '../lib/fx.ts';
import { mic, skyline, textLines, truss } from '../lib/shapes.ts';
import type { Rng } from '../lib/prng.ts';
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

/** Metro Homes campaign artwork, drawn into a w×h box at (x, y). */
function metroAd(x: number, y: number, w: number, h: number, variant: 'paper' | 'teal'): string {
  const bgc = variant === 'paper' ? C.paper : C.teal;
  const ink = variant === 'paper' ? C.ink : C.paper;
  const hx = x + w * 0.08;
  const hw = w * 0.34;
  const base = y + h * 0.86;
  const roofY = y + h * 0.16;
  return (
    el('rect', { x, y, width: w, height: h, fill: bgc }) +
    el('circle', { cx: hx + hw * 0.85, cy: y + h * 0.3, r: h * 0.16, fill: C.marigold }) +
    el('polygon', {
      points: pts([
        [hx - hw * 0.06, roofY + h * 0.3],
        [hx + hw / 2, roofY],
        [hx + hw * 1.06, roofY + h * 0.3],
      ]),
      fill: C.vermilion,
    }) +
    el('rect', {
      x: hx + hw * 0.06,
      y: roofY + h * 0.3,
      width: hw * 0.88,
      height: base - roofY - h * 0.3,
      fill: variant === 'paper' ? C.teal : C.ink,
    }) +
    el('rect', { x: hx + hw * 0.4, y: base - h * 0.26, width: hw * 0.2, height: h * 0.26, fill: C.marigold }) +
    el('rect', { x: hx + hw * 0.15, y: roofY + h * 0.38, width: hw * 0.16, height: h * 0.12, fill: C.marigold }) +
    el('rect', { x: hx + hw * 0.69, y: roofY + h * 0.38, width: hw * 0.16, height: h * 0.12, fill: C.marigold }) +
    text(x + w * 0.5, y + h * 0.48, h * 0.3, FONT.condensed, ink, 'METRO', {
      'font-weight': 700,
      'letter-spacing': h * 0.01,
    }) +
    text(x + w * 0.5, y + h * 0.78, h * 0.3, FONT.condensed, variant === 'paper' ? C.vermilion : C.marigold, 'HOMES', {
      'font-weight': 700,
      'letter-spacing': h * 0.01,
    }) +
    el('rect', { x: x + w * 0.5, y: y + h * 0.85, width: w * 0.3, height: h * 0.035, fill: ink, opacity: 0.7 })
  );
}

function hoardings(s: Scene) {
  const r = s.rng;
  s.add(
    el('rect', {
      width: W,
      height: H,
      fill: s.linear([
        [0, T.inkDeep],
        [0.45, T.tealDark],
        [0.85, T.tealDeep],
        [1, C.teal],
      ]),
    }),
  );
  s.add(
    glow(s, 1320, 170, 260, C.paper, 0.25),
    el('circle', { cx: 1320, cy: 170, r: 54, fill: T.paperWarm }),
    el('circle', { cx: 1346, cy: 156, r: 50, fill: T.tealDark, opacity: 0.9 }),
  );
  // far skyline
  s.add(
    skyline(r.fork('far'), {
      x0: -20,
      x1: W + 20,
      base: 960,
      minH: 240,
      maxH: 560,
      minW: 70,
      maxW: 150,
      color: '#0E4944',
      windows: T.tealLight,
      lit: 0.12,
    }).markup,
  );
  // main hoarding structure
  const bx = 160;
  const by = 210;
  const bw = 860;
  const bh = 410;
  s.add(
    truss(bx + 140, by + bh, bx + 140, 900, 46, T.inkDeep, 4),
    truss(bx + bw - 140, by + bh, bx + bw - 140, 900, 46, T.inkDeep, 4),
  );
  s.add(el('rect', { x: bx - 20, y: by + bh, width: bw + 40, height: 18, fill: T.inkDeep }));
  s.add(el('rect', { x: bx - 14, y: by - 14, width: bw + 28, height: bh + 28, fill: T.inkDeep }));
  s.add(metroAd(bx, by, bw, bh, 'paper'));
  // lamps lighting the face from below (catwalk)
  for (let i = 0; i < 4; i++) {
    const lx = bx + 110 + i * 213;
    s.add(el('path', { d: `M${lx},${by + bh + 18}v40h20`, stroke: T.inkDeep, 'stroke-width': 6, fill: 'none' }));
    s.add(
      beam(s, {
        x: lx,
        y: by + bh + 50,
        angle: -90 + (i - 1.5) * 6,
        length: 470,
        spread: 14,
        color: T.lampWhite,
        opacity: 0.22,
      }),
    );
  }
  s.add(
    el('rect', {
      x: bx,
      y: by,
      width: bw,
      height: bh,
      fill: s.linear([
        [0, '#000', 0.18],
        [0.6, '#000', 0],
        [1, '#FFF', 0.08],
      ]),
    }),
  );
  // second hoarding in perspective
  const skew = 'matrix(0.82 0.12 0 1 0 0)';
  s.add(truss(1290, 640, 1290, 940, 36, T.inkDeep, 3));
  s.add(
    el(
      'g',
      { transform: skew },
      el('rect', { x: 1340, y: 270, width: 440, height: 250, fill: T.inkDeep }) + metroAd(1352, 282, 416, 226, 'teal'),
    ),
  );
  s.add(glow(s, 1300, 560, 320, C.marigold, 0.25));
  // near skyline
  s.add(
    skyline(r.fork('near'), {
      x0: -40,
      x1: W + 40,
      base: 1060,
      minH: 120,
      maxH: 300,
      minW: 110,
      maxW: 220,
      color: T.inkDeep,
      windows: C.marigold,
      lit: 0.3,
    }).markup,
  );
  // flyover with light trails
  s.add(el('rect', { x: 0, y: 1040, width: W, height: 60, fill: '#0A0818' }));
  s.add(el('rect', { x: 0, y: 1030, width: W, height: 10, fill: C.ink2 }));
  const posts: string[] = [];
  for (let x = 20; x < W; x += 50) posts.push(`M${x},1030v-26`);
  s.add(el('path', { d: posts.join('') + 'M0,1004H1600', stroke: C.ink2, 'stroke-width': 4 }));
  const trails: Array<[number, string, number]> = [
    [1062, C.vermilion, 6],
    [1072, C.vermilion, 4],
    [1084, T.lampWhite, 5],
    [1092, C.marigold, 4],
  ];
  for (const [y, c, w] of trails) {
    const d = `M-20,${y + r.range(-2, 2)}C400,${y - 6} 1000,${y + 6} 1620,${y}`;
    s.add(
      el('path', {
        d,
        stroke: c,
        'stroke-width': w * 3,
        fill: 'none',
        filter: s.blur(5),
        opacity: 0.8,
        style: 'mix-blend-mode:screen',
      }),
    );
    s.add(el('path', { d, stroke: c, 'stroke-width': w * 0.6, fill: 'none', opacity: 0.95 }));
  }
  for (let x = 120; x < W; x += 380) {
    s.add(el('path', { d: `M${x},1004V880h40`, stroke: C.ink2, 'stroke-width': 6, fill: 'none' }));
    s.add(glow(s, x + 40, 886, 90, C.marigold, 0.6), el('circle', { cx: x + 40, cy: 886, r: 6, fill: T.lampWhite }));
  }
  s.add(
    el('rect', {
      x: 0,
      y: 1100,
      width: W,
      height: 100,
      fill: s.linear([
        [0, '#0A0818'],
        [1, T.inkDeep],
      ]),
    }),
  );
  s.add(halftone({ x: 0, y: 1100, w: W, h: 100 }, 14, (_u, v) => 0.5 - v * 0.4, C.teal, 0.25));
  return { grain: 0.11, vignette: 0.35 };
}

function newspaper(x: number, y: number, w: number, h: number, rng: Rng, photo: string, accent: string): string {
  const col = (w - 80) / 3;
  let cols = '';
  for (let i = 0; i < 3; i++)
    cols += textLines(x + 30 + i * (col + 10), y + h * 0.52, col - 10, 12, h * 0.035, h * 0.012, C.ink, rng, 0.45);
  return (
    el('rect', { x, y, width: w, height: h, fill: C.paper }) +
    el('rect', { x: x + 30, y: y + 26, width: w - 60, height: h * 0.06, fill: C.ink }) +
    el('rect', { x: x + 30, y: y + 38 + h * 0.06, width: w - 60, height: 3, fill: C.ink }) +
    el('rect', { x: x + 30, y: y + h * 0.13, width: w * 0.7, height: h * 0.045, fill: C.ink, opacity: 0.85 }) +
    el('rect', { x: x + 30, y: y + h * 0.2, width: w * 0.5, height: h * 0.045, fill: C.ink, opacity: 0.85 }) +
    el('rect', { x: x + 30, y: y + h * 0.28, width: w - 60, height: h * 0.2, fill: photo }) +
    el('circle', { cx: x + w * 0.7, cy: y + h * 0.38, r: h * 0.07, fill: accent }) +
    cols
  );
}

function leaf(cx: number, cy: number, r: number, fill: string): string {
  return el('path', {
    d: `M${n(cx - r * 0.7)},${n(cy + r * 0.7)}C${n(cx - r * 0.9)},${n(cy - r * 0.4)} ${n(cx)},${n(cy - r)} ${n(cx + r * 0.8)},${n(cy - r * 0.8)}C${n(cx + r)},${n(cy)} ${n(cx + r * 0.4)},${n(cy + r * 0.9)} ${n(cx - r * 0.7)},${n(cy + r * 0.7)}Z`,
    fill,
  });
}

function pressLaunch(s: Scene) {
  const r = s.rng;
  // step-and-repeat backdrop
  s.add(el('rect', { width: W, height: H, fill: C.teal }));
  const marks: string[] = [];
  for (let j = 0; j < 9; j++) {
    for (let i = 0; i < 9; i++) {
      const x = 60 + i * 200 + (j % 2) * 100;
      const y = 40 + j * 110;
      marks.push(
        leaf(x, y, 26, C.paper) + el('rect', { x: x + 36, y: y - 6, width: 70, height: 12, rx: 4, fill: C.paper }),
      );
    }
  }
  s.add(el('g', { opacity: 0.22 }, marks.join('')));
  s.add(glow(s, 800, 420, 700, T.lampWhite, 0.35));
  s.add(
    el('rect', {
      width: W,
      height: H,
      fill: s.radial(
        [
          [0, '#000', 0],
          [0.6, T.tealDark, 0.2],
          [1, T.tealDark, 0.8],
        ],
        0.5,
        0.35,
        0.8,
      ),
    }),
  );
  // table
  s.add(
    el('rect', {
      x: 0,
      y: 800,
      width: W,
      height: 400,
      fill: s.linear([
        [0, T.tealDeep],
        [1, T.tealDark],
      ]),
    }),
  );
  s.add(el('rect', { x: 0, y: 790, width: W, height: 18, fill: C.paper }));
  s.add(el('rect', { x: 760, y: 1060, width: 620, height: 140, fill: C.paper }));
  s.add(leaf(850, 1130, 44, C.teal));
  s.add(text(920, 1156, 76, FONT.sansDisplay, C.teal, 'greenfield', { 'font-weight': 700 }));
  // spokesperson behind the mic cluster
  s.add(glowEllipse(s, 800, 560, 460, 320, T.lampWhite, 0.4));
  s.add(
    el('path', { d: 'M620,800V740Q620,690 680,684L920,684Q980,690 980,740V800Z', fill: C.ink2 }) +
      el('path', { d: 'M772,684L800,752L828,684Z', fill: C.paper }) +
      el('path', { d: 'M792,700L808,700L812,760L800,776L788,760Z', fill: C.vermilion }) +
      el('rect', { x: 774, y: 630, width: 52, height: 60, rx: 20, fill: C.ink2 }) +
      el('ellipse', { cx: 800, cy: 590, rx: 58, ry: 68, fill: C.ink2 }),
  );
  // mic cluster aimed just below the speaker's chin
  const target: [number, number] = [800, 660];
  const mics: Array<[number, number, number, string, number]> = [
    [300, 1010, 60, C.vermilion, 200],
    [560, 1100, 66, C.marigold, 150],
    [1040, 1100, 62, C.indigo, 150],
    [1300, 1020, 60, C.vermilion, 200],
    [120, 820, 54, C.ink2, 250],
    [1480, 830, 56, C.marigold, 250],
    [800, 1120, 58, C.paper, 120],
  ];
  for (const [x, y, head, flag, stop] of mics) {
    const a = Math.atan2(target[1] - y, target[0] - x);
    s.add(
      el(
        'g',
        { filter: s.shadow(6, 10, 8, 0.35) },
        mic(x, y, target[0] - Math.cos(a) * stop, target[1] - Math.sin(a) * stop, head, '#0B0A1A', flag, 'x'),
      ),
    );
  }
  // flashes
  s.add(flash(s, 250, 330, 260), flash(s, 1380, 240, 220), flash(s, 1210, 640, 160), flash(s, 520, 180, 120));
  // newspapers fanned on the table
  s.add(
    rot(
      300,
      1060,
      -14,
      el(
        'g',
        { filter: s.shadow(14, 20, 16, 0.4) },
        newspaper(60, 880, 440, 560, r.fork('n1'), T.tealLight, C.marigold),
      ),
    ),
  );
  s.add(
    rot(
      420,
      1080,
      6,
      el('g', { filter: s.shadow(14, 20, 16, 0.4) }, newspaper(190, 900, 440, 560, r.fork('n2'), C.teal, C.paper)),
    ),
  );
  // coffee cup and phone recorder on the table
  s.add(
    el(
      'g',
      { transform: 'rotate(-18 1480 1080)' },
      el('rect', {
        x: 1410,
        y: 940,
        width: 150,
        height: 280,
        rx: 22,
        fill: '#0B0A1A',
        filter: s.shadow(12, 16, 14, 0.4),
      }) +
        el('rect', { x: 1424, y: 954, width: 122, height: 252, rx: 14, fill: C.indigo }) +
        el('circle', { cx: 1485, cy: 1050, r: 26, fill: C.vermilion }),
    ),
  );
  return { grain: 0.1, vignette: 0.4 };
}

function radioPrint(s: Scene) {
  const r = s.rng;
  s.add(
    el('rect', {
      width: W,
      height: H,
      fill: s.linear(
        [
          [0, C.teal],
          [1, T.tealDeep],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  );
  const cx = 1240;
  const cy = 760;
  s.add(
    halftone(
      { x: 0, y: 0, w: W, h: H },
      24,
      (u, v) =>
        0.55 * (0.5 + 0.5 * Math.cos(Math.hypot(u * W - cx, v * H - cy) / 34)) * (1 - Math.hypot(u - 0.78, v - 0.63)),
      T.tealDeep,
      0.7,
    ),
  );
  // radio waves rising from the set
  const wx = 1250;
  const wy = 700;
  for (let i = 1; i <= 6; i++) {
    const rr = 120 + i * 110;
    const a0 = Math.PI * 1.12;
    const a1 = Math.PI * 1.88;
    s.add(
      el('path', {
        d: `M${n(wx + rr * Math.cos(a0))},${n(wy + rr * Math.sin(a0))}A${rr},${rr} 0 0 1 ${n(wx + rr * Math.cos(a1))},${n(wy + rr * Math.sin(a1))}`,
        stroke: i % 2 ? C.paper : C.marigold,
        'stroke-width': 18 - i * 1.8,
        fill: 'none',
        'stroke-linecap': 'round',
        opacity: 1 - i * 0.12,
      }),
    );
  }
  // newspaper page with the campaign ad
  const page =
    el('rect', { x: 90, y: 110, width: 760, height: 1000, fill: C.paper, filter: s.shadow(20, 28, 26, 0.4) }) +
    text(470, 200, 62, FONT.serifDisplay, C.ink, 'Pune Herald', { 'font-weight': 700, 'text-anchor': 'middle' }) +
    el('rect', { x: 130, y: 222, width: 680, height: 4, fill: C.ink }) +
    el('rect', { x: 130, y: 232, width: 680, height: 1.5, fill: C.ink }) +
    textLines(130, 270, 330, 14, 24, 8, C.ink, r, 0.45) +
    textLines(480, 270, 330, 14, 24, 8, C.ink, r, 0.45) +
    // the ad
    el('rect', { x: 130, y: 620, width: 680, height: 450, fill: C.ink }) +
    el('rect', {
      x: 146,
      y: 636,
      width: 648,
      height: 418,
      fill: s.linear([
        [0, T.indigoDeep],
        [0.55, C.saffron],
        [1, C.marigold],
      ]),
    }) +
    el('path', {
      d: (() => {
        const rays: string[] = [];
        for (let k = 0; k < 11; k++) {
          const a = Math.PI + (k * Math.PI) / 10;
          rays.push(
            `M${n(470 + Math.cos(a) * 150)},${n(900 + Math.sin(a) * 150)}L${n(470 + Math.cos(a) * 230)},${n(900 + Math.sin(a) * 230)}`,
          );
        }
        return rays.join('');
      })(),
      stroke: T.marigoldLight,
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }) +
    el('path', { d: 'M340,900A130,130 0 0 1 600,900Z', fill: T.marigoldLight }) +
    el('path', { d: 'M146,900Q300,860 470,900T794,890V1054H146Z', fill: C.teal }) +
    el('rect', { x: 716, y: 946, width: 36, height: 92, fill: C.paper }) +
    el('rect', { x: 688, y: 974, width: 92, height: 36, fill: C.paper }) +
    text(180, 1030, 84, FONT.condensed, C.paper, 'SUNRISE', { 'font-weight': 700, 'letter-spacing': 6 });
  s.add(rot(470, 610, -6, page));
  // vintage radio
  const rx = 1000;
  const ry = 740;
  s.add(
    el('path', {
      d: `M${rx + 90},${ry}Q${rx + 90},${ry - 120} ${rx + 250},${ry - 120}Q${rx + 410},${ry - 120} ${rx + 410},${ry}`,
      stroke: C.ink,
      'stroke-width': 18,
      fill: 'none',
    }),
  );
  s.add(
    el('rect', { x: rx, y: ry, width: 500, height: 330, rx: 36, fill: C.vermilion, filter: s.shadow(22, 30, 26, 0.4) }),
  );
  s.add(el('rect', { x: rx, y: ry + 290, width: 500, height: 40, rx: 10, fill: T.vermilionDeep }));
  s.add(el('circle', { cx: rx + 150, cy: ry + 150, r: 110, fill: T.vermilionDeep }));
  s.add(
    halftone(
      { x: rx + 40, y: ry + 40, w: 220, h: 220 },
      18,
      (u, v) => (Math.hypot(u - 0.5, v - 0.5) < 0.47 ? 0.75 : 0),
      C.ink,
      0.9,
    ),
  );
  s.add(el('rect', { x: rx + 300, y: ry + 60, width: 160, height: 90, rx: 10, fill: C.ink }));
  s.add(
    el('path', {
      d: `M${rx + 315},${ry + 105}h130`,
      stroke: C.paper,
      'stroke-width': 2,
      'stroke-dasharray': '2 8',
      opacity: 0.7,
    }),
  );
  s.add(el('rect', { x: rx + 380, y: ry + 70, width: 5, height: 70, fill: C.marigold }));
  s.add(
    el('circle', { cx: rx + 335, cy: ry + 215, r: 30, fill: C.ink }),
    el('circle', { cx: rx + 425, cy: ry + 215, r: 30, fill: C.ink }),
  );
  s.add(
    el('path', { d: `M${rx + 335},${ry + 190}v18M${rx + 425},${ry + 190}v18`, stroke: C.paper, 'stroke-width': 5 }),
  );
  // on-air sign
  s.add(glowEllipse(s, 1300, 170, 260, 120, C.vermilion, 0.55));
  s.add(
    el('rect', {
      x: 1160,
      y: 120,
      width: 280,
      height: 100,
      rx: 16,
      fill: C.vermilion,
      stroke: C.paper,
      'stroke-width': 6,
    }),
  );
  s.add(
    text(1300, 190, 58, FONT.condensed, C.paper, 'ON AIR', {
      'font-weight': 700,
      'text-anchor': 'middle',
      'letter-spacing': 6,
    }),
  );
  return { grain: 0.1, vignette: 0.3 };
}

const job = (id: string, alt: string, draw: RasterJob['draw']): RasterJob => ({
  kind: 'jpeg',
  out: `src/assets/images/projects/project-${id}.jpg`,
  width: W,
  height: H,
  alt,
  draw,
});

export const publicityJobs: RasterJob[] = [
  job(
    '14',
    'Metro Homes hoardings lit up above a night-time city skyline, with a flyover of red and amber light trails below.',
    hoardings,
  ),
  job(
    '15',
    'Greenfield Organics press launch: a cluster of flagged microphones aimed at the podium, camera flashes, a branded backdrop and newspapers on the table.',
    pressLaunch,
  ),
  job(
    '16',
    'Sunrise Hospital campaign: a newspaper page carrying a sunrise advertisement beside a red vintage radio sending out sound waves under an On Air sign.',
    radioPrint,
  ),
];

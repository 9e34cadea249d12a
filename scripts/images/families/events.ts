/**
 * Event projects (01–07): stage light, trusses, crowds. Dark, warm, cinematic.
 */
import { C, FONT, T } from '../lib/palette.ts';
import { el, n, pts, type Scene } from '../lib/svg.ts';
import { beam, bokeh, confetti, glow, glowEllipse, lamp, rain, stringLights } from '../lib/fx.ts';
import { car, crowd, diya, fixture, ogeeArch, palm, speaker, truss } from '../lib/shapes.ts';
import type { RasterJob } from '../lib/job.ts';

const W = 1600;
const H = 1200;

const bg = (s: Scene, stops: Array<[number, string]>): string =>
  el('rect', { width: s.w, height: s.h, fill: s.linear(stops.map(([o, c]) => [o, c])) });

/** Akash kandil: the star-shaped paper lantern hung in Maharashtrian homes at Diwali. */
function kandil(s: Scene, x: number, y: number, size: number, color: string, accent: string): string {
  const d = size;
  const star = pts([
    [x, y - d],
    [x + d * 0.32, y - d * 0.32],
    [x + d, y],
    [x + d * 0.32, y + d * 0.32],
    [x, y + d],
    [x - d * 0.32, y + d * 0.32],
    [x - d, y],
    [x - d * 0.32, y - d * 0.32],
  ]);
  const tails = [-0.35, -0.12, 0.12, 0.35]
    .map((t, i) =>
      el('path', {
        d: `M${n(x + t * d)},${n(y + d * 0.7)}l${n(t * d * 0.3)},${n(d * (1.3 + (i % 2) * 0.4))}`,
        stroke: accent,
        'stroke-width': n(d * 0.07),
        'stroke-linecap': 'round',
      }),
    )
    .join('');
  return (
    el('line', { x1: x, y1: 0, x2: x, y2: y - d, stroke: T.inkSoft, 'stroke-width': 2 }) +
    glow(s, x, y, d * 3.2, color, 0.7) +
    tails +
    el('polygon', { points: star, fill: color }) +
    el('polygon', { points: star, fill: 'none', stroke: accent, 'stroke-width': n(d * 0.05) }) +
    el('circle', { cx: x, cy: y, r: d * 0.28, fill: T.lampWhite, opacity: 0.9 })
  );
}

function diwaliGala(s: Scene) {
  const r = s.rng;
  s.add(
    bg(s, [
      [0, T.inkDeep],
      [0.55, C.ink2],
      [1, T.vermilionDark],
    ]),
  );
  s.add(glow(s, 800, 690, 820, C.saffron, 0.45));
  s.add(
    bokeh(
      s,
      r.fork('b1'),
      { x: -50, y: -50, w: W + 100, h: 720 },
      70,
      [C.marigold, C.saffron, T.lampWhite, C.rose],
      8,
      60,
      0.2,
      0.75,
    ),
  );
  // stage with arch backdrop
  s.add(el('path', { d: ogeeArch(800, 760, 520, 520), fill: T.vermilionDark }));
  s.add(
    el('path', {
      d: ogeeArch(800, 760, 420, 430),
      fill: s.radial(
        [
          [0, T.marigoldLight],
          [0.5, C.saffron],
          [1, C.vermilion],
        ],
        0.5,
        0.75,
        0.75,
      ),
    }),
  );
  s.add(el('path', { d: ogeeArch(800, 760, 520, 520), fill: 'none', stroke: C.marigold, 'stroke-width': 6 }));
  s.add(
    el('path', { d: ogeeArch(800, 760, 600, 600), fill: 'none', stroke: C.marigold, 'stroke-width': 2, opacity: 0.6 }),
  );
  s.add(
    el('polygon', {
      points: pts([
        [380, 760],
        [1220, 760],
        [1420, 840],
        [180, 840],
      ]),
      fill: s.linear([
        [0, T.vermilionDeep],
        [1, T.vermilionDark],
      ]),
    }),
  );
  s.add(el('rect', { x: 180, y: 838, width: 1240, height: 6, fill: C.marigold }));
  s.add(glowEllipse(s, 800, 800, 560, 70, C.marigold, 0.6));
  // string lights across the room
  s.add(stringLights(s, -40, 80, 1640, 140, 90, 26, C.marigold, T.inkSoft, 6));
  s.add(stringLights(s, -40, 260, 1640, 200, 70, 22, C.saffron, T.inkSoft, 7));
  s.add(kandil(s, 300, 360, 62, C.saffron, C.marigold));
  s.add(kandil(s, 1300, 330, 70, C.vermilion, C.marigold));
  s.add(kandil(s, 1030, 210, 40, C.marigold, C.rose));
  // guests
  s.add(crowd(r.fork('c1'), { x0: 0, x1: W, y: 905, size: 62, color: C.ink2, bottom: 1100, spacing: 1.05 }).markup);
  s.add(
    crowd(r.fork('c2'), { x0: 0, x1: W, y: 975, size: 92, color: T.inkDeep, bottom: 1100, spacing: 1.2, jitter: 0.2 })
      .markup,
  );
  // foreground ledge with diyas
  s.add(
    el('rect', {
      x: 0,
      y: 1040,
      width: W,
      height: 160,
      fill: s.linear([
        [0, T.vermilionDark],
        [0.08, T.inkDeep],
        [1, T.inkDeep],
      ]),
    }),
  );
  s.add(el('rect', { x: 0, y: 1040, width: W, height: 3, fill: C.saffron, opacity: 0.7 }));
  const xs = [130, 330, 560, 800, 1040, 1270, 1470];
  xs.forEach((x, i) => {
    const w = i % 2 ? 110 : 130;
    s.add(glow(s, x + w * 0.52, 1000, 200, C.saffron, 0.6));
    s.add(diya(x, 1040, w, T.vermilionDeep, C.marigold, C.marigold));
  });
  s.add(
    bokeh(s, r.fork('b2'), { x: -100, y: 950, w: W + 200, h: 300 }, 8, [C.marigold, C.saffron], 60, 140, 0.15, 0.35),
  );
  return { grain: 0.12, vignette: 0.5 };
}

function startupSummit(s: Scene) {
  const r = s.rng;
  s.add(
    bg(s, [
      [0, T.inkDeep],
      [1, C.ink],
    ]),
  );
  s.add(glow(s, 800, 420, 900, C.indigo, 0.7));
  // LED screen
  const sx = 260;
  const sy = 130;
  const sw = 1080;
  const sh = 560;
  s.add(el('rect', { x: sx - 14, y: sy - 14, width: sw + 28, height: sh + 28, fill: T.inkDeep }));
  s.add(
    el('rect', {
      x: sx,
      y: sy,
      width: sw,
      height: sh,
      fill: s.linear(
        [
          [0, T.indigoDeep],
          [1, C.indigo],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  );
  // screen content: rising bars + trend line, big numerals
  const bars = [0.22, 0.3, 0.28, 0.42, 0.5, 0.62, 0.74, 0.9];
  bars.forEach((b, i) => {
    const bh = b * 380;
    s.add(
      el('rect', {
        x: sx + 590 + i * 56,
        y: sy + sh - 70 - bh,
        width: 36,
        height: bh,
        fill: i === bars.length - 1 ? C.marigold : T.indigoLight,
        opacity: i === bars.length - 1 ? 1 : 0.75,
      }),
    );
  });
  const line = bars.map((b, i): [number, number] => [sx + 608 + i * 56, sy + sh - 110 - b * 380]);
  s.add(
    el('polyline', { points: pts(line), fill: 'none', stroke: C.paper, 'stroke-width': 6, 'stroke-linejoin': 'round' }),
  );
  s.add(
    el('circle', {
      cx: line[line.length - 1]![0],
      cy: line[line.length - 1]![1],
      r: 14,
      fill: C.marigold,
      stroke: C.paper,
      'stroke-width': 5,
    }),
  );
  s.add(
    el(
      'text',
      {
        x: sx + 70,
        y: sy + 400,
        'font-family': FONT.condensed,
        'font-weight': 700,
        'font-size': 380,
        fill: C.paper,
        'letter-spacing': -8,
      },
      '23',
    ),
  );
  s.add(el('rect', { x: sx + 80, y: sy + 450, width: 150, height: 12, fill: C.marigold }));
  s.add(el('rect', { x: sx + 80, y: sy + 478, width: 260, height: 8, fill: T.indigoLight }));
  s.add(
    el('rect', {
      x: sx,
      y: sy,
      width: sw,
      height: sh,
      fill: s.linear(
        [
          [0, '#FFFFFF', 0.1],
          [0.5, '#FFFFFF', 0],
          [1, '#FFFFFF', 0.04],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  );
  // side truss towers with lamps
  s.add(truss(150, 40, 150, 860, 48, T.inkSoft, 3));
  s.add(truss(1450, 40, 1450, 860, 48, T.inkSoft, 3));
  s.add(truss(100, 60, 1500, 60, 48, T.inkSoft, 3));
  for (const [x, a] of [
    [420, 70],
    [640, 82],
    [960, 98],
    [1180, 110],
  ] as const) {
    s.add(beam(s, { x, y: 92, angle: a, length: 900, spread: 8, color: C.marigold, opacity: 0.32 }));
    s.add(fixture(x, 74, 36, a - 90, T.inkSoft), lamp(s, x, 112, 7, C.marigold, 5));
  }
  // stage
  s.add(
    el('rect', {
      x: 0,
      y: 790,
      width: W,
      height: 120,
      fill: s.linear([
        [0, C.ink2],
        [1, T.inkDeep],
      ]),
    }),
  );
  s.add(el('rect', { x: 0, y: 786, width: W, height: 6, fill: C.marigold }));
  s.add(glowEllipse(s, 1120, 790, 240, 40, C.marigold, 0.9));
  s.add(speaker(1120, 792, 210, T.inkDeep, C.ink2));
  s.add(el('rect', { x: 1075, y: 690, width: 90, height: 8, fill: C.marigold }));
  // audience
  const rows: Array<[number, number, string]> = [
    [930, 70, '#1E1A44'],
    [1010, 100, C.ink2],
    [1120, 150, T.inkDeep],
  ];
  rows.forEach(([y, size, color], i) =>
    s.add(crowd(r.fork(`row${i}`), { x0: 0, x1: W, y, size, color, bottom: H + 20, spacing: 1 }).markup),
  );
  for (let i = 0; i < 6; i++) {
    const x = r.range(100, 1500);
    const y = r.range(1050, 1150);
    s.add(
      glowEllipse(s, x, y, 90, 40, T.indigoLight, 0.5),
      el('rect', { x: x - 26, y: y - 10, width: 52, height: 6, fill: T.indigoLight, opacity: 0.9 }),
    );
  }
  return { grain: 0.1, vignette: 0.5 };
}

function umbrella(x: number, y: number, rad: number, color: string, rib: string, tilt: number): string {
  const k = 5;
  let canopy = `M${n(x - rad)},${n(y)}C${n(x - rad)},${n(y - rad * 0.95)} ${n(x + rad)},${n(y - rad * 0.95)} ${n(x + rad)},${n(y)}`;
  for (let i = k - 1; i >= 0; i--) {
    const a0 = x - rad + (2 * rad * i) / k;
    canopy += `Q${n(a0 + rad / k)},${n(y - rad * 0.16)} ${n(a0)},${n(y)}`;
  }
  const ribs = [-0.6, -0.2, 0.2, 0.6]
    .map((t) => `M${n(x)},${n(y - rad * 0.72)}Q${n(x + t * rad * 0.7)},${n(y - rad * 0.5)} ${n(x + t * rad)},${n(y)}`)
    .join('');
  return el(
    'g',
    { transform: `rotate(${tilt} ${n(x)} ${n(y)})` },
    el('path', {
      d: `M${n(x)},${n(y - rad * 0.7)}V${n(y + rad * 0.9)}`,
      stroke: T.inkDeep,
      'stroke-width': n(rad * 0.06),
    }) +
      el('path', { d: `${canopy}Z`, fill: color }) +
      el('path', { d: ribs, stroke: rib, 'stroke-width': n(rad * 0.03), fill: 'none', opacity: 0.6 }),
  );
}

function monsoonFestival(s: Scene) {
  const r = s.rng;
  s.add(
    bg(s, [
      [0, T.inkDeep],
      [0.45, T.tealDark],
      [1, T.inkDeep],
    ]),
  );
  s.add(glow(s, 800, 520, 700, C.teal, 0.55));
  // stage roof truss
  s.add(el('rect', { x: 330, y: 300, width: 940, height: 430, fill: T.inkDeep, opacity: 0.85 }));
  s.add(
    el('rect', {
      x: 380,
      y: 380,
      width: 840,
      height: 320,
      fill: s.linear([
        [0, T.tealDeep],
        [1, T.indigoDark],
      ]),
    }),
  );
  s.add(glow(s, 800, 560, 360, C.marigold, 0.5));
  s.add(
    truss(300, 280, 1300, 280, 56, C.ink2, 4),
    truss(330, 250, 330, 760, 50, C.ink2, 4),
    truss(1270, 250, 1270, 760, 50, C.ink2, 4),
  );
  const beams: Array<[number, number, string]> = [
    [420, 60, C.marigold],
    [560, 75, T.lampWhite],
    [700, 100, C.teal],
    [900, 80, C.marigold],
    [1040, 105, T.lampWhite],
    [1180, 120, C.marigold],
  ];
  for (const [x, a, c] of beams) {
    s.add(beam(s, { x, y: 300, angle: a, length: 1100, spread: 6, color: c, opacity: 0.42, core: true }));
    s.add(lamp(s, x, 306, 8, c, 6));
  }
  // counter beams from the stage floor up into the rain
  for (const [x, a] of [
    [420, -110],
    [1180, -70],
    [800, -90],
  ] as const)
    s.add(beam(s, { x, y: 730, angle: a, length: 800, spread: 4, color: C.paper, opacity: 0.25 }));
  s.add(rain(r.fork('rain1'), { x: -100, y: -100, w: W + 200, h: H + 100 }, 520, 102, '#CFE9E4', 40, 110));
  s.add(rain(r.fork('rain2'), { x: -100, y: -100, w: W + 200, h: H + 100 }, 90, 102, '#FFFFFF', 120, 220));
  // crowd
  s.add(
    crowd(r.fork('c1'), {
      x0: 0,
      x1: W,
      y: 860,
      size: 70,
      color: T.tealDeep,
      bottom: H,
      arms: 0.35,
      phones: 0.3,
      phoneColor: T.marigoldLight,
      spacing: 0.85,
    }).markup,
  );
  s.add(umbrella(330, 820, 110, C.vermilion, C.paper, -8), umbrella(1240, 800, 90, C.marigold, C.ink, 10));
  s.add(
    crowd(r.fork('c2'), {
      x0: 0,
      x1: W,
      y: 960,
      size: 110,
      color: '#0A2A2B',
      bottom: H,
      arms: 0.4,
      phones: 0.35,
      phoneColor: T.lampWhite,
      spacing: 0.9,
    }).markup,
  );
  s.add(umbrella(880, 930, 150, C.rose, C.vermilion, -4));
  s.add(
    crowd(r.fork('c3'), {
      x0: 0,
      x1: W,
      y: 1110,
      size: 170,
      color: T.inkDeep,
      bottom: H + 10,
      arms: 0.45,
      phones: 0.4,
      phoneColor: T.lampWhite,
      spacing: 0.95,
    }).markup,
  );
  s.add(rain(r.fork('rain3'), { x: -100, y: 500, w: W + 200, h: 700 }, 80, 102, '#FFFFFF', 160, 300));
  return { grain: 0.12, vignette: 0.45 };
}

function sahyadriLaunch(s: Scene) {
  s.add(
    bg(s, [
      [0, T.inkDeep],
      [0.6, C.ink],
      [1, T.inkDeep],
    ]),
  );
  // LED wall: Sahyadri ridgelines at dusk
  const wx = 120;
  const wy = 120;
  const ww = 1360;
  const wh = 520;
  const wall = s.clip(el('rect', { x: wx, y: wy, width: ww, height: wh }));
  const ridges: string[] = [];
  const ridgeColors = [T.roseDeep, C.vermilion, T.vermilionDeep, T.vermilionDark];
  ridgeColors.forEach((c, i) => {
    const base = wy + 260 + i * 70;
    const p: Array<[number, number]> = [[wx, wy + wh]];
    for (let x = wx; x <= wx + ww + 60; x += 60)
      p.push([x, base - Math.abs(Math.sin(x * 0.006 + i * 1.7)) * (120 - i * 18) - ((x * 7 + i * 13) % 40)]);
    p.push([wx + ww + 60, wy + wh]);
    ridges.push(el('polygon', { points: pts(p), fill: c }));
  });
  s.add(
    el(
      'g',
      { 'clip-path': wall },
      el('rect', {
        x: wx,
        y: wy,
        width: ww,
        height: wh,
        fill: s.linear([
          [0, C.indigo],
          [0.55, C.rose],
          [1, C.saffron],
        ]),
      }) +
        el('circle', { cx: 1040, cy: wy + 300, r: 110, fill: C.marigold }) +
        ridges.join('') +
        el('rect', { x: wx, y: wy, width: ww, height: wh, fill: T.inkDeep, opacity: 0.12 }),
    ),
  );
  // LED grid texture
  const gl: string[] = [];
  for (let x = wx; x <= wx + ww; x += 16) gl.push(`M${x},${wy}V${wy + wh}`);
  s.add(el('path', { d: gl.join(''), stroke: T.inkDeep, 'stroke-width': 3, opacity: 0.22 }));
  // floor
  s.add(
    el('rect', {
      x: 0,
      y: 700,
      width: W,
      height: 500,
      fill: s.linear([
        [0, C.ink2],
        [0.4, C.ink],
        [1, T.inkDeep],
      ]),
    }),
  );
  s.add(el('rect', { x: 0, y: 696, width: W, height: 4, fill: C.vermilion, opacity: 0.8 }));
  // turntable
  s.add(el('ellipse', { cx: 800, cy: 930, rx: 700, ry: 120, fill: '#1D1940' }));
  s.add(
    el('ellipse', {
      cx: 800,
      cy: 930,
      rx: 700,
      ry: 120,
      fill: 'none',
      stroke: C.marigold,
      'stroke-width': 3,
      opacity: 0.6,
    }),
  );
  s.add(
    el('ellipse', {
      cx: 800,
      cy: 930,
      rx: 560,
      ry: 92,
      fill: 'none',
      stroke: C.paper,
      'stroke-width': 1.5,
      opacity: 0.25,
    }),
  );
  s.add(glowEllipse(s, 800, 925, 620, 110, T.lampWhite, 0.55));
  // spotlights converging on the car
  for (const [x, a] of [
    [260, 58],
    [560, 72],
    [800, 90],
    [1040, 108],
    [1340, 122],
  ] as const) {
    s.add(beam(s, { x, y: -20, angle: a, length: 1050, spread: 7, color: T.lampWhite, opacity: 0.32 }));
  }
  const opts = {
    body: s.linear([
      [0, '#F26A4B'],
      [0.45, C.vermilion],
      [1, T.vermilionDeep],
    ]),
    glass: C.ink,
    wheel: '#0B0A1A',
    rim: '#B9B3C9',
    line: C.rose,
    head: T.lampWhite,
    tail: C.marigold,
  };
  // reflection
  const fade = s.id('fade');
  s.def(
    el(
      'mask',
      { id: fade, maskUnits: 'userSpaceOnUse', x: 0, y: 900, width: W, height: 300 },
      el('rect', {
        x: 0,
        y: 900,
        width: W,
        height: 300,
        fill: s.linear([
          [0, '#FFFFFF', 0.35],
          [0.5, '#FFFFFF', 0],
        ]),
      }),
    ),
  );
  s.add(
    el(
      'g',
      { mask: `url(#${fade})` },
      el('g', { transform: `translate(0 ${2 * 912}) scale(1 -1)` }, car(300, 912, 1000, opts)),
    ),
  );
  s.add(car(300, 912, 1000, opts));
  // body shading: light from above
  s.add(glow(s, 1270, 780, 180, T.lampWhite, 0.5));
  s.add(glowEllipse(s, 800, 700, 300, 30, T.lampWhite, 0.35));
  s.add(
    el('rect', {
      x: 0,
      y: 0,
      width: W,
      height: H,
      fill: s.radial(
        [
          [0, '#000', 0],
          [0.6, '#000', 0],
          [1, T.inkDeep, 0.7],
        ],
        0.5,
        0.7,
        0.8,
      ),
    }),
  );
  return { grain: 0.1, vignette: 0.35 };
}

function goaConclave(s: Scene) {
  const r = s.rng;
  const horizon = 690;
  s.add(
    bg(s, [
      [0, T.indigoDark],
      [0.28, C.indigo],
      [0.46, C.rose],
      [0.58, C.saffron],
    ]),
  );
  s.add(glow(s, 560, horizon, 520, C.marigold, 0.75));
  const sun = s.clip(el('circle', { cx: 560, cy: horizon, r: 150 }));
  const cuts = [0, 1, 2, 3, 4]
    .map((i) => el('rect', { x: 400, y: horizon - 22 - i * 24, width: 320, height: 7 - i * 1.2, fill: C.saffron }))
    .join('');
  s.add(
    el(
      'g',
      { 'clip-path': sun },
      el('rect', {
        x: 400,
        y: horizon - 160,
        width: 320,
        height: 160,
        fill: s.linear([
          [0, T.marigoldLight],
          [1, C.marigold],
        ]),
      }) + cuts,
    ),
  );
  // sea
  s.add(
    el('rect', {
      x: 0,
      y: horizon,
      width: W,
      height: 200,
      fill: s.linear([
        [0, T.tealDeep],
        [1, T.tealDark],
      ]),
    }),
  );
  const glints: string[] = [];
  for (let i = 0; i < 70; i++) {
    const y = horizon + 6 + Math.pow(r.next(), 1.3) * 180;
    const spread = 60 + (y - horizon) * 1.4;
    const x = 560 + r.gauss() * spread * 0.5;
    glints.push(`M${n(x)},${n(y)}h${n(r.range(10, 30 + (y - horizon) * 0.4))}`);
  }
  s.add(
    el('path', { d: glints.join(''), stroke: C.marigold, 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.85 }),
  );
  // beach
  s.add(
    el('path', {
      d: `M0,870Q400,850 800,872T1600,860V1200H0Z`,
      fill: s.linear([
        [0, C.ink2],
        [1, T.inkDeep],
      ]),
    }),
  );
  // stage on the sand
  const st = { x: 900, y: 520, w: 560, h: 370 };
  s.add(
    el('rect', {
      x: st.x,
      y: st.y + 30,
      width: st.w,
      height: st.h - 60,
      fill: s.linear([
        [0, T.indigoDark],
        [1, T.tealDark],
      ]),
    }),
  );
  s.add(
    el('path', {
      d: `M${st.x},${st.y + 250}Q${st.x + 140},${st.y + 170} ${st.x + 280},${st.y + 250}T${st.x + st.w},${st.y + 250}V${st.y + st.h - 30}H${st.x}Z`,
      fill: C.teal,
      opacity: 0.55,
    }),
  );
  s.add(el('circle', { cx: st.x + 400, cy: st.y + 140, r: 46, fill: C.marigold, opacity: 0.9 }));
  s.add(glow(s, st.x + st.w / 2, st.y + 260, 260, C.marigold, 0.45));
  s.add(
    truss(st.x, st.y, st.x + st.w, st.y, 40, T.inkDeep, 3),
    truss(st.x + 20, st.y, st.x + 20, st.y + st.h, 40, T.inkDeep, 3),
    truss(st.x + st.w - 20, st.y, st.x + st.w - 20, st.y + st.h, 40, T.inkDeep, 3),
  );
  for (const x of [st.x + 120, st.x + 240, st.x + 360, st.x + 460]) {
    s.add(
      beam(s, {
        x,
        y: st.y + 22,
        angle: 90 + (x - st.x - st.w / 2) * 0.05,
        length: 340,
        spread: 9,
        color: T.lampWhite,
        opacity: 0.35,
      }),
    );
    s.add(lamp(s, x, st.y + 26, 5, T.lampWhite, 5));
  }
  s.add(el('rect', { x: st.x - 30, y: st.y + st.h - 30, width: st.w + 60, height: 40, fill: T.inkDeep }));
  s.add(el('rect', { x: st.x - 30, y: st.y + st.h - 30, width: st.w + 60, height: 4, fill: C.marigold }));
  s.add(speaker(st.x + 280, st.y + st.h - 30, 120, T.inkDeep, C.ink2));
  // string lights between palms
  s.add(stringLights(s, 230, 470, 900, 560, 60, 18, C.marigold, T.inkDeep, 5));
  // palms
  s.add(
    palm(r.fork('p1'), 160, 1000, 720, 90, T.inkDeep),
    palm(r.fork('p2'), 330, 980, 520, -40, '#100D26'),
    palm(r.fork('p3'), 1530, 1010, 640, -120, T.inkDeep),
  );
  // audience in chairs
  s.add(
    crowd(r.fork('c1'), { x0: 420, x1: W, y: 1010, size: 64, color: '#100D26', bottom: 1100, spacing: 1.15 }).markup,
  );
  s.add(crowd(r.fork('c2'), { x0: 300, x1: W, y: 1110, size: 96, color: T.inkDeep, bottom: H, spacing: 1.2 }).markup);
  s.add(el('rect', { x: 0, y: 1160, width: W, height: 40, fill: T.inkDeep }));
  return { grain: 0.11, vignette: 0.35 };
}

function weddingShowcase(s: Scene) {
  const r = s.rng;
  s.add(
    bg(s, [
      [0, T.vermilionDark],
      [1, '#3A1220'],
    ]),
  );
  // receding arch portals
  const layers: Array<[number, string]> = [
    [1, T.vermilionDark],
    [0.84, T.vermilionDeep],
    [0.7, C.vermilion],
    [0.57, C.saffron],
    [0.46, C.marigold],
    [0.37, C.rose],
  ];
  const vx = 800;
  const vy = 700;
  // farthest portal first so each nearer frame overlaps (and shadows) the ones behind it
  [...layers].reverse().forEach(([k, c], j) => {
    const i = layers.length - 1 - j;
    const w = 1240 * k;
    const h = 1180 * k;
    const base = vy + (1160 - vy) * k;
    const frame = `M-10,-10H${W + 10}V${H + 10}H-10Z` + ogeeArch(vx, base, w, h);
    s.add(el('path', { d: frame, fill: c, 'fill-rule': 'evenodd', filter: i ? s.shadow(0, 10, 18, 0.35) : undefined }));
    s.add(
      el('path', {
        d: ogeeArch(vx, base, w, h),
        fill: 'none',
        stroke: i < 3 ? C.marigold : T.vermilionDeep,
        'stroke-width': 3,
        opacity: 0.7,
      }),
    );
  });
  // innermost: glowing mandap
  s.add(
    el('path', {
      d: ogeeArch(vx, vy + (1160 - vy) * 0.37, 1240 * 0.37 - 2, 1180 * 0.37 - 2),
      fill: s.radial(
        [
          [0, T.lampWhite],
          [0.45, T.marigoldLight],
          [1, C.saffron],
        ],
        0.5,
        0.8,
        0.8,
      ),
    }),
  );
  const mb = 880;
  const m: string[] = [];
  for (const x of [700, 730, 870, 900]) m.push(`M${x - 7},${mb}V${mb - 170}h14V${mb}Z`);
  m.push(`M680,${mb - 170}h240v-16h-240Z`);
  m.push(`M690,${mb - 186}Q800,${mb - 300} 910,${mb - 186}Z`);
  m.push(`M796,${mb - 236}h8v-36h-8Z`);
  m.push(`M784,${mb - 250}a16,12 0 1,0 32,0a16,12 0 1,0 -32,0Z`);
  m.push(`M650,${mb}h300v14h-300Z`);
  s.add(el('path', { d: m.join(''), fill: T.vermilionDark }));
  s.add(glowEllipse(s, 800, mb + 10, 200, 30, T.marigoldLight, 0.8));
  // toran swag across the top
  const swag: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x0 = -40 + i * 340;
    for (let t = 0; t <= 1.001; t += 1 / 16) {
      const x = x0 + t * 340;
      const y = 40 + Math.sin(t * Math.PI) * 90;
      swag.push(el('circle', { cx: x, cy: y, r: 17, fill: Math.round(t * 16) % 3 === 0 ? C.saffron : C.marigold }));
    }
  }
  // hanging marigold strands (ladis)
  const strands: string[] = [];
  for (let x = 20; x < W; x += 42) {
    const len = 180 + Math.abs(Math.sin(x * 0.013)) * 240 + r.range(-20, 20);
    const edge = Math.abs(x - 800) / 800;
    const L = len * (0.5 + edge * 0.9);
    for (let y = 0; y < L; y += 24) {
      const c = y % 120 === 96 ? T.paperWarm : r.chance(0.25) ? C.saffron : C.marigold;
      strands.push(el('circle', { cx: x + Math.sin(y * 0.05) * 2, cy: y, r: c === T.paperWarm ? 8 : 13, fill: c }));
    }
    strands.push(el('circle', { cx: x, cy: L + 10, r: 7, fill: C.vermilion }));
  }
  s.add(el('g', { filter: s.shadow(0, 6, 6, 0.5) }, strands.join('')));
  s.add(el('g', { filter: s.shadow(0, 8, 8, 0.5) }, swag.join('')));
  // petals on the floor
  s.add(confetti(r.fork('petals'), { x: 0, y: 1060, w: W, h: 140 }, 90, [C.marigold, C.saffron, C.rose], 16));
  return { grain: 0.11, vignette: 0.4 };
}

function techFest(s: Scene) {
  const r = s.rng;
  s.add(
    bg(s, [
      [0, T.inkDeep],
      [1, C.ink],
    ]),
  );
  // LED wall of pixels: spectrum bars
  const x0 = 230;
  const y0 = 150;
  const cols = 38;
  const rows = 18;
  const px = 30;
  const cells: Record<string, string[]> = {};
  const ramp = [C.indigo, T.indigoLight, C.vermilion, C.saffron, C.marigold, T.marigoldLight];
  for (let i = 0; i < cols; i++) {
    const hgt = 0.25 + 0.7 * Math.abs(Math.sin(i * 0.42) * Math.cos(i * 0.13 + 1)) + r.range(-0.06, 0.06);
    for (let j = 0; j < rows; j++) {
      const v = 1 - j / rows;
      const lit = v < hgt;
      const c = lit ? ramp[Math.min(ramp.length - 1, Math.floor(v * ramp.length))]! : T.indigoDark;
      (cells[c] ??= []).push(`M${x0 + i * px},${y0 + j * px}h${px - 5}v${px - 5}h${-(px - 5)}Z`);
    }
  }
  s.add(glow(s, 800, 420, 760, C.vermilion, 0.35));
  s.add(el('rect', { x: x0 - 16, y: y0 - 16, width: cols * px + 27, height: rows * px + 27, fill: '#0A0818' }));
  for (const [c, d] of Object.entries(cells)) s.add(el('path', { d: d.join(''), fill: c }));
  // truss arch
  s.add(
    truss(140, 60, 1460, 60, 60, C.ink2, 4),
    truss(140, 40, 140, 880, 60, C.ink2, 4),
    truss(1460, 40, 1460, 880, 60, C.ink2, 4),
  );
  const fx: Array<[number, number, string]> = [
    [300, 60, T.indigoLight],
    [520, 120, C.marigold],
    [700, 75, C.rose],
    [900, 105, C.rose],
    [1080, 60, C.marigold],
    [1300, 120, T.indigoLight],
  ];
  for (const [x, a, c] of fx) {
    s.add(beam(s, { x, y: 100, angle: a, length: 1000, spread: 5, color: c, opacity: 0.45, core: true }));
    s.add(fixture(x, 78, 34, a - 90, C.ink2), lamp(s, x, 108, 6, c, 5));
  }
  // lasers
  const lasers: string[] = [];
  for (let i = 0; i < 9; i++) {
    const a = ((-160 + i * 17.5) * Math.PI) / 180;
    lasers.push(`M800,770L${n(800 + Math.cos(a) * 1400)},${n(770 + Math.sin(a) * 1400)}`);
  }
  s.add(
    el('path', {
      d: lasers.join(''),
      stroke: C.teal,
      'stroke-width': 6,
      filter: s.blur(4),
      style: 'mix-blend-mode:screen',
    }),
  );
  s.add(
    el('path', {
      d: lasers.join(''),
      stroke: '#9FF2E6',
      'stroke-width': 1.5,
      opacity: 0.8,
      style: 'mix-blend-mode:screen',
    }),
  );
  // stage deck
  s.add(el('rect', { x: 0, y: 770, width: W, height: 40, fill: '#0A0818' }));
  s.add(el('rect', { x: 0, y: 770, width: W, height: 4, fill: C.marigold }));
  s.add(
    confetti(
      r.fork('conf'),
      { x: 0, y: 0, w: W, h: 1000 },
      220,
      [C.marigold, C.vermilion, C.paper, C.rose, C.teal, C.saffron],
      18,
    ),
  );
  s.add(
    crowd(r.fork('c1'), {
      x0: 0,
      x1: W,
      y: 900,
      size: 78,
      color: C.ink2,
      bottom: H,
      arms: 0.5,
      phones: 0.15,
      phoneColor: T.lampWhite,
      spacing: 0.85,
    }).markup,
  );
  s.add(
    crowd(r.fork('c2'), {
      x0: 0,
      x1: W,
      y: 1080,
      size: 150,
      color: T.inkDeep,
      bottom: H + 20,
      arms: 0.55,
      phones: 0.2,
      phoneColor: T.lampWhite,
      spacing: 0.9,
    }).markup,
  );
  return { grain: 0.1, vignette: 0.4 };
}

const job = (id: string, alt: string, draw: RasterJob['draw']): RasterJob => ({
  kind: 'jpeg',
  out: `src/assets/images/projects/project-${id}.jpg`,
  width: W,
  height: H,
  alt,
  draw,
});

export const eventJobs: RasterJob[] = [
  job(
    '01',
    'Illustration of a Diwali gala: a glowing arched stage under strings of lights and star lanterns, with guests in silhouette and a row of lit diyas in the foreground.',
    diwaliGala,
  ),
  job(
    '02',
    'Illustration of a summit keynote: a speaker at a lectern beneath a giant screen showing a rising bar chart, with rows of audience silhouettes below.',
    startupSummit,
  ),
  job(
    '03',
    'Illustration of a monsoon music festival: stage lights cutting through heavy rain over a crowd with raised hands, phones and bright umbrellas.',
    monsoonFestival,
  ),
  job(
    '04',
    'Illustration of a car launch: a red crossover on a turntable under converging spotlights, in front of an LED wall showing mountain ridges.',
    sahyadriLaunch,
  ),
  job(
    '05',
    'Illustration of a beach-side conference stage at dusk in Goa, framed by palm silhouettes and string lights, with the sun setting over the sea.',
    goaConclave,
  ),
  job(
    '06',
    'Illustration of a heritage wedding set: layered arches in vermilion, saffron and rose framing a glowing mandap, hung with marigold garlands.',
    weddingShowcase,
  ),
  job(
    '07',
    'Illustration of a campus tech festival: a truss-framed LED wall of spectrum bars, crossing beams and lasers, confetti and a cheering crowd.',
    techFest,
  ),
];

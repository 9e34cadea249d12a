/**
 * Light and texture effects: glows, stage beams, bokeh, halftone, confetti,
 * rain, string lights and camera flashes. Each returns SVG markup for a Scene.
 */
import { el, n, pts, type Scene } from './svg.ts';
import type { Rng } from './prng.ts';

const rad = (deg: number): number => (deg * Math.PI) / 180;

/** Soft gaussian-looking glow (screen-blended). */
export function glow(
  s: Scene,
  cx: number,
  cy: number,
  r: number,
  color: string,
  opacity = 1,
  blend = 'screen',
): string {
  const paint = s.radial([
    [0, color, 1],
    [0.18, color, 0.75],
    [0.42, color, 0.32],
    [0.7, color, 0.09],
    [1, color, 0],
  ]);
  return el('circle', {
    cx,
    cy,
    r,
    fill: paint,
    opacity,
    style: blend === 'normal' ? undefined : `mix-blend-mode:${blend}`,
  });
}

/** Elliptical glow, e.g. a pool of light on a floor. */
export function glowEllipse(
  s: Scene,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  opacity = 1,
): string {
  const paint = s.radial([
    [0, color, 1],
    [0.3, color, 0.55],
    [0.65, color, 0.15],
    [1, color, 0],
  ]);
  return el('ellipse', { cx, cy, rx, ry, fill: paint, opacity, style: 'mix-blend-mode:screen' });
}

export interface BeamOptions {
  x: number;
  y: number;
  /** direction in degrees; 90 points straight down */
  angle: number;
  length: number;
  /** half-angle of the cone in degrees */
  spread: number;
  color: string;
  opacity?: number;
  /** width of the beam at the lamp */
  width0?: number;
  blur?: number;
  /** brighter inner core */
  core?: boolean;
}

/** A volumetric stage-light cone, fading with distance. */
export function beam(s: Scene, o: BeamOptions): string {
  const op = o.opacity ?? 0.6;
  const a = rad(o.angle);
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  const px = -dy;
  const py = dx;
  const make = (spread: number, opacity: number): string => {
    const w0 = (o.width0 ?? 18) / 2;
    const w1 = w0 + Math.tan(rad(spread)) * o.length;
    const ex = o.x + dx * o.length;
    const ey = o.y + dy * o.length;
    const poly: Array<[number, number]> = [
      [o.x + px * w0, o.y + py * w0],
      [ex + px * w1, ey + py * w1],
      [ex - px * w1, ey - py * w1],
      [o.x - px * w0, o.y - py * w0],
    ];
    const paint = s.linear(
      [
        [0, o.color, opacity],
        [0.35, o.color, opacity * 0.55],
        [0.75, o.color, opacity * 0.18],
        [1, o.color, 0],
      ],
      n(o.x),
      n(o.y),
      n(ex),
      n(ey),
      true,
    );
    return el('polygon', { points: pts(poly), fill: paint });
  };
  const blur = s.blur(o.blur ?? Math.max(6, o.length * 0.014));
  const parts = [make(o.spread, op)];
  if (o.core) parts.push(make(o.spread * 0.35, op * 0.8));
  return el('g', { filter: blur, style: 'mix-blend-mode:screen' }, parts.join(''));
}

/** A lamp head: bright disc with halo, drawn at the origin of a beam. */
export function lamp(s: Scene, x: number, y: number, r: number, color: string, halo = 6): string {
  return glow(s, x, y, r * halo, color, 0.75) + el('circle', { cx: x, cy: y, r, fill: '#FFF7E6' });
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Out-of-focus light discs. */
export function bokeh(
  s: Scene,
  rng: Rng,
  box: Box,
  count: number,
  colors: readonly string[],
  rMin: number,
  rMax: number,
  opMin = 0.25,
  opMax = 0.8,
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const c = rng.pick(colors);
    const paint = s.radial([
      [0, c, 0.55],
      [0.78, c, 0.7],
      [0.93, c, 0.95],
      [1, c, 0],
    ]);
    const r = rMin + (rMax - rMin) * Math.pow(rng.next(), 1.8);
    const blurred = rng.chance(0.35);
    out.push(
      el('circle', {
        cx: box.x + rng.next() * box.w,
        cy: box.y + rng.next() * box.h,
        r,
        fill: paint,
        opacity: rng.range(opMin, opMax),
        filter: blurred ? s.blur(r * 0.18) : undefined,
        style: 'mix-blend-mode:screen',
      }),
    );
  }
  return out.join('');
}

/**
 * Halftone dot field; `size(u, v)` returns the dot radius as a fraction (0..1)
 * of half the grid step for normalised coordinates inside the box.
 */
export function halftone(
  box: Box,
  step: number,
  size: (u: number, v: number) => number,
  color: string,
  opacity = 1,
  angle = 0,
): string {
  const out: string[] = [];
  const cols = Math.ceil(box.w / step);
  const rows = Math.ceil(box.h / step);
  for (let j = 0; j <= rows; j++) {
    for (let i = 0; i <= cols; i++) {
      const ox = j % 2 ? step / 2 : 0;
      const x = box.x + i * step + ox;
      const y = box.y + j * step;
      const f = Math.max(0, Math.min(1, size((x - box.x) / box.w, (y - box.y) / box.h)));
      if (f < 0.06) continue;
      out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n((f * step) / 1.9)}"/>`);
    }
  }
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  return el(
    'g',
    { fill: color, opacity, transform: angle ? `rotate(${angle} ${n(cx)} ${n(cy)})` : undefined },
    out.join(''),
  );
}

/** Scattered paper confetti and curled ribbons. */
export function confetti(rng: Rng, box: Box, count: number, colors: readonly string[], size = 16): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = box.x + rng.next() * box.w;
    const y = box.y + rng.next() * box.h;
    const c = rng.pick(colors);
    const sz = size * rng.range(0.6, 1.4);
    const rot = rng.range(0, 180);
    if (rng.chance(0.18)) {
      const len = sz * 3;
      out.push(
        el('path', {
          d: `M${n(x)},${n(y)} q${n(len * 0.3)},${n(-len * 0.5)} ${n(len * 0.6)},0 t${n(len * 0.6)},0`,
          fill: 'none',
          stroke: c,
          'stroke-width': n(sz * 0.3),
          'stroke-linecap': 'round',
          transform: `rotate(${n(rot)} ${n(x)} ${n(y)})`,
        }),
      );
    } else {
      out.push(
        el('rect', {
          x: n(x - sz / 2),
          y: n(y - sz * 0.3),
          width: sz,
          height: n(sz * rng.range(0.45, 0.7)),
          fill: c,
          opacity: rng.range(0.75, 1),
          transform: `rotate(${n(rot)} ${n(x)} ${n(y)}) skewX(${n(rng.range(-30, 30))})`,
        }),
      );
    }
  }
  return out.join('');
}

/** Diagonal rain streaks. */
export function rain(
  rng: Rng,
  box: Box,
  count: number,
  angle: number,
  color: string,
  lenMin = 30,
  lenMax = 90,
): string {
  const a = rad(angle);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = box.x + rng.next() * box.w;
    const y = box.y + rng.next() * box.h;
    const len = rng.range(lenMin, lenMax);
    out.push(
      `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + Math.cos(a) * len)}" y2="${n(y + Math.sin(a) * len)}" stroke-opacity="${n(rng.range(0.15, 0.7) * 100) / 100}" stroke-width="${n(rng.range(1.2, 3))}"/>`,
    );
  }
  return el('g', { stroke: color, 'stroke-linecap': 'round' }, out.join(''));
}

/** Festoon of bulbs hanging on a sagging wire. */
export function stringLights(
  s: Scene,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  count: number,
  bulb: string,
  wire: string,
  bulbR = 6,
): string {
  const cx = (x1 + x2) / 2;
  const cy = (y1 + y2) / 2 + sag * 2;
  const out = [
    el('path', {
      d: `M${n(x1)},${n(y1)} Q${n(cx)},${n(cy)} ${n(x2)},${n(y2)}`,
      fill: 'none',
      stroke: wire,
      'stroke-width': 2,
    }),
  ];
  const glows: string[] = [];
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const x = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * cx + t * t * x2;
    const y = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * cy + t * t * y2 + bulbR * 1.2;
    glows.push(glow(s, x, y, bulbR * 7, bulb, 0.55));
    out.push(el('circle', { cx: x, cy: y, r: bulbR, fill: '#FFF3D6' }));
  }
  return glows.join('') + out.join('');
}

/** Camera-flash starburst. */
export function flash(s: Scene, x: number, y: number, r: number, color = '#FFFFFF'): string {
  const spikes: string[] = [];
  for (const [a, len] of [
    [0, 1],
    [90, 0.75],
    [45, 0.35],
    [135, 0.35],
  ] as const) {
    const L = r * len;
    const w = r * 0.025;
    spikes.push(
      el('polygon', {
        points: pts([
          [x - L, y],
          [x, y - w],
          [x + L, y],
          [x, y + w],
        ]),
        fill: color,
        opacity: 0.85,
        transform: `rotate(${a} ${n(x)} ${n(y)})`,
      }),
    );
  }
  return (
    glow(s, x, y, r * 0.9, color, 0.8) + spikes.join('') + el('circle', { cx: x, cy: y, r: r * 0.06, fill: color })
  );
}

/** Thin grid lines, e.g. a designer's layout grid. */
export function grid(box: Box, step: number, color: string, opacity: number, width = 1): string {
  const out: string[] = [];
  for (let x = box.x; x <= box.x + box.w + 0.1; x += step) out.push(`M${n(x)},${n(box.y)}V${n(box.y + box.h)}`);
  for (let y = box.y; y <= box.y + box.h + 0.1; y += step) out.push(`M${n(box.x)},${n(y)}H${n(box.x + box.w)}`);
  return el('path', { d: out.join(''), stroke: color, 'stroke-width': width, opacity, fill: 'none' });
}

/** Printer's registration mark. */
export function regMark(x: number, y: number, r: number, color: string, width = 2): string {
  return el(
    'g',
    { stroke: color, 'stroke-width': width, fill: 'none' },
    el('circle', { cx: x, cy: y, r: r * 0.55 }) +
      el('path', { d: `M${n(x - r)},${n(y)}H${n(x + r)}M${n(x)},${n(y - r)}V${n(y + r)}` }),
  );
}

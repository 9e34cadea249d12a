/**
 * Silhouettes and objects: crowds, trusses, palms, a car, skylines, arches,
 * diyas, microphones and devices. All return SVG markup strings.
 */
import { el, n, pts } from './svg.ts';
import type { Rng } from './prng.ts';

// ---------------------------------------------------------------- people

export interface CrowdOptions {
  x0: number;
  x1: number;
  /** shoulder line */
  y: number;
  /** shoulder width in px */
  size: number;
  color: string;
  /** where torsos end (usually below the canvas edge) */
  bottom: number;
  /** probability of a raised arm */
  arms?: number;
  /** probability that a raised hand holds a glowing phone */
  phones?: number;
  phoneColor?: string;
  /** horizontal gap factor; < 1 means overlapping shoulders */
  spacing?: number;
  /** vertical jitter as fraction of size */
  jitter?: number;
}

function headPath(x: number, cy: number, rx: number, ry: number): string {
  // clockwise, like every other sub-path, so overlaps never cancel under the nonzero fill rule
  return `M${n(x - rx)},${n(cy)}a${n(rx)},${n(ry)} 0 1,1 ${n(2 * rx)},0a${n(rx)},${n(ry)} 0 1,1 ${n(-2 * rx)},0Z`;
}

/** One head-and-shoulders silhouette as path data. */
export function person(rng: Rng, x: number, sy: number, s: number, bottom: number): string {
  const hw = s / 2;
  const r = s * 0.24;
  const headRx = s * rng.range(0.17, 0.2);
  const headRy = headRx * rng.range(1.12, 1.25);
  const hx = x + s * rng.range(-0.04, 0.04);
  const hy = sy - s * 0.3;
  let d =
    `M${n(x - hw)},${n(bottom)}L${n(x - hw)},${n(sy + r)}Q${n(x - hw)},${n(sy)} ${n(x - hw + r)},${n(sy - s * 0.02)}` +
    `L${n(x + hw - r)},${n(sy - s * 0.02)}Q${n(x + hw)},${n(sy)} ${n(x + hw)},${n(sy + r)}L${n(x + hw)},${n(bottom)}Z` +
    `M${n(x - s * 0.09)},${n(sy + 2)}L${n(hx - s * 0.08)},${n(hy)}L${n(hx + s * 0.08)},${n(hy)}L${n(x + s * 0.09)},${n(sy + 2)}Z` +
    headPath(hx, hy, headRx, headRy);
  // hair variations: bun or long hair
  const hair = rng.next();
  if (hair < 0.18) d += headPath(hx + headRx * 0.3, hy - headRy * 0.95, headRx * 0.45, headRx * 0.42);
  else if (hair < 0.34)
    d += `M${n(hx + headRx * 1.05)},${n(hy)}Q${n(hx + headRx * 1.2)},${n(sy + s * 0.1)} ${n(hx + headRx * 0.6)},${n(sy + s * 0.12)}L${n(hx - headRx * 0.6)},${n(sy + s * 0.12)}Q${n(hx - headRx * 1.2)},${n(sy + s * 0.1)} ${n(hx - headRx * 1.05)},${n(hy)}Z`;
  return d;
}

/** Rows of audience silhouettes with optional raised arms and phone screens. */
export function crowd(rng: Rng, o: CrowdOptions): { markup: string; phones: Array<[number, number]> } {
  const paths: string[] = [];
  const arms: string[] = [];
  const phones: Array<[number, number]> = [];
  const step = o.size * (o.spacing ?? 0.92);
  for (let x = o.x0 - step * rng.next(); x < o.x1 + step; x += step * rng.range(0.8, 1.15)) {
    const s = o.size * rng.range(0.85, 1.12);
    const sy = o.y + o.size * (o.jitter ?? 0.12) * rng.gauss();
    paths.push(person(rng, x, sy, s, o.bottom));
    if (rng.chance(o.arms ?? 0)) {
      const side = rng.chance(0.5) ? -1 : 1;
      const sx = x + side * s * 0.36;
      const ex = sx + side * s * rng.range(0.05, 0.3);
      const ey = sy - s * rng.range(0.45, 0.65);
      const hx = sx + side * s * rng.range(-0.2, 0.25);
      const hy = sy - s * rng.range(1.05, 1.35);
      arms.push(`M${n(sx)},${n(sy + s * 0.2)}L${n(ex)},${n(ey)}L${n(hx)},${n(hy)}`);
      if (rng.chance(o.phones ?? 0)) phones.push([hx, hy - s * 0.12]);
      else arms.push(headPath(hx, hy - s * 0.04, s * 0.085, s * 0.1));
    }
  }
  const armStroke = o.size * 0.16;
  let markup = el('path', { d: paths.join(''), fill: o.color });
  if (arms.length)
    markup += el('path', {
      d: arms.join(''),
      fill: o.color,
      stroke: o.color,
      'stroke-width': armStroke,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
  if (phones.length && o.phoneColor) {
    const pw = o.size * 0.17;
    const ph = o.size * 0.28;
    markup += phones
      .map(([x, y]) =>
        el('rect', {
          x: x - pw / 2,
          y: y - ph / 2,
          width: pw,
          height: ph,
          rx: pw * 0.2,
          fill: o.phoneColor,
          stroke: o.color,
          'stroke-width': pw * 0.18,
        }),
      )
      .join('');
  }
  return { markup, phones };
}

/** A speaker at a lectern, seen from the audience. */
export function speaker(x: number, floorY: number, h: number, color: string, podium: string): string {
  const s = h / 3.2;
  const body =
    `M${n(x - s * 0.55)},${n(floorY)}L${n(x - s * 0.5)},${n(floorY - h * 0.62)}Q${n(x - s * 0.5)},${n(floorY - h * 0.78)} ${n(x - s * 0.25)},${n(floorY - h * 0.8)}` +
    `L${n(x + s * 0.25)},${n(floorY - h * 0.8)}Q${n(x + s * 0.5)},${n(floorY - h * 0.78)} ${n(x + s * 0.5)},${n(floorY - h * 0.62)}L${n(x + s * 0.55)},${n(floorY)}Z` +
    headPath(x, floorY - h * 0.9, s * 0.2, s * 0.24);
  const pw = s * 1.5;
  const pod = `M${n(x - pw * 0.55)},${n(floorY - h * 0.48)}L${n(x + pw * 0.55)},${n(floorY - h * 0.48)}L${n(x + pw * 0.42)},${n(floorY)}L${n(x - pw * 0.42)},${n(floorY)}Z`;
  return el('path', { d: body, fill: color }) + el('path', { d: pod, fill: podium });
}

// ---------------------------------------------------------------- rigging

/** A flat lattice truss between two points. */
export function truss(x1: number, y1: number, x2: number, y2: number, depth: number, color: string, width = 3): string {
  const len = Math.hypot(x2 - x1, y2 - y1);
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  const px = -uy * (depth / 2);
  const py = ux * (depth / 2);
  const d: string[] = [
    `M${n(x1 + px)},${n(y1 + py)}L${n(x2 + px)},${n(y2 + py)}`,
    `M${n(x1 - px)},${n(y1 - py)}L${n(x2 - px)},${n(y2 - py)}`,
  ];
  const count = Math.max(1, Math.round(len / depth));
  const zig: string[] = [];
  for (let i = 0; i <= count; i++) {
    const t = (i / count) * len;
    const side = i % 2 ? 1 : -1;
    zig.push(`${i ? 'L' : 'M'}${n(x1 + ux * t + px * side)},${n(y1 + uy * t + py * side)}`);
    d.push(`M${n(x1 + ux * t + px)},${n(y1 + uy * t + py)}L${n(x1 + ux * t - px)},${n(y1 + uy * t - py)}`);
  }
  return (
    el('path', {
      d: d.join(''),
      stroke: color,
      'stroke-width': width * 1.6,
      fill: 'none',
      'stroke-linecap': 'square',
    }) + el('path', { d: zig.join(''), stroke: color, 'stroke-width': width, fill: 'none', 'stroke-linejoin': 'round' })
  );
}

/** Moving-head / par-can fixture silhouette hanging below a truss. */
export function fixture(x: number, y: number, size: number, angle: number, color: string): string {
  return el(
    'g',
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})`, fill: color },
    el('rect', { x: -size * 0.12, y: 0, width: size * 0.24, height: size * 0.35 }) +
      el('path', {
        d: `M${n(-size * 0.45)},${n(size * 0.3)}L${n(size * 0.45)},${n(size * 0.3)}L${n(size * 0.32)},${n(size * 1.1)}L${n(-size * 0.32)},${n(size * 1.1)}Z`,
      }),
  );
}

// ---------------------------------------------------------------- nature

/** Palm tree silhouette: tapered curved trunk and drooping feathered fronds. */
export function palm(rng: Rng, x: number, baseY: number, height: number, lean: number, color: string): string {
  const top: [number, number] = [x + lean, baseY - height];
  const ctrl: [number, number] = [x + lean * 0.15, baseY - height * 0.55];
  const left: Array<[number, number]> = [];
  const right: Array<[number, number]> = [];
  const N = 24;
  const w0 = height * 0.05;
  const w1 = height * 0.022;
  const at = (t: number): [number, number] => [
    (1 - t) * (1 - t) * x + 2 * (1 - t) * t * ctrl[0] + t * t * top[0],
    (1 - t) * (1 - t) * baseY + 2 * (1 - t) * t * ctrl[1] + t * t * top[1],
  ];
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const [cx, cy] = at(t);
    const [nx, ny] = at(Math.min(1, t + 0.01));
    const len = Math.hypot(nx - cx, ny - cy) || 1;
    const w = (w0 + (w1 - w0) * t) / 2;
    left.push([cx - ((ny - cy) / len) * w * -1, cy - ((nx - cx) / len) * w]);
    right.push([cx + ((ny - cy) / len) * w * -1, cy + ((nx - cx) / len) * w]);
  }
  const trunk = el('polygon', { points: pts([...left, ...right.reverse()]), fill: color });
  const fronds: string[] = [];
  const count = rng.int(8, 10);
  for (let k = 0; k < count; k++) {
    const a = (-200 + (220 / (count - 1)) * k + rng.range(-8, 8)) * (Math.PI / 180);
    const L = height * rng.range(0.38, 0.52);
    const droop = L * rng.range(0.35, 0.6);
    const ex = top[0] + Math.cos(a) * L;
    const ey = top[1] + Math.sin(a) * L * 0.55 + droop;
    const mx = top[0] + Math.cos(a) * L * 0.5;
    const my = top[1] + Math.sin(a) * L * 0.5 - droop * 0.35;
    const rachis = `M${n(top[0])},${n(top[1])}Q${n(mx)},${n(my)} ${n(ex)},${n(ey)}`;
    fronds.push(el('path', { d: rachis, stroke: color, 'stroke-width': n(height * 0.012), fill: 'none' }));
    const leaflets: string[] = [];
    const M = 22;
    for (let i = 2; i < M; i++) {
      const t = i / M;
      const px = (1 - t) * (1 - t) * top[0] + 2 * (1 - t) * t * mx + t * t * ex;
      const py = (1 - t) * (1 - t) * top[1] + 2 * (1 - t) * t * my + t * t * ey;
      const ll = L * 0.28 * Math.sin(Math.PI * Math.min(1, t * 1.1)) + L * 0.04;
      for (const side of [-1, 1]) {
        const la = a + side * 1.1 + 0.5;
        leaflets.push(`M${n(px)},${n(py)}l${n(Math.cos(la) * ll * 0.6)},${n(Math.abs(Math.sin(la)) * ll + ll * 0.2)}`);
      }
    }
    fronds.push(
      el('path', {
        d: leaflets.join(''),
        stroke: color,
        'stroke-width': n(height * 0.011),
        'stroke-linecap': 'round',
        fill: 'none',
      }),
    );
  }
  return trunk + fronds.join('') + el('circle', { cx: top[0], cy: top[1], r: height * 0.025, fill: color });
}

// ---------------------------------------------------------------- vehicles

/** A sleek crossover in side profile, facing right. Width is the car length in px. */
export function car(
  x: number,
  groundY: number,
  width: number,
  o: { body: string; glass: string; wheel: string; rim: string; line: string; head: string; tail: string },
): string {
  const k = width / 1000;
  const tf = `translate(${n(x)} ${n(groundY - 300 * k)}) scale(${n(k * 1000) / 1000})`;
  const body =
    'M30,250C25,215 28,190 45,178L70,150C90,135 130,128 180,124C250,82 330,48 430,42L600,40C680,42 730,70 790,112' +
    'C860,122 930,132 960,150C985,165 992,200 985,228C982,245 970,252 950,255L872,255A72,72 0 0 0 728,255L292,255A72,72 0 0 0 148,255L60,255C40,255 32,250 30,250Z';
  const glass = 'M205,124C265,92 335,64 432,60L588,58C650,60 700,84 748,113Z';
  const pillar = 'M470,58L492,58L500,118L474,119Z';
  const wheel = (cx: number): string =>
    el('circle', { cx, cy: 250, r: 60, fill: o.wheel }) +
    el('circle', { cx, cy: 250, r: 36, fill: 'none', stroke: o.rim, 'stroke-width': 7 }) +
    el('path', {
      d: `M${cx - 36},250H${cx + 36}M${cx},214V286M${cx - 25},225L${cx + 25},275M${cx + 25},225L${cx - 25},275`,
      stroke: o.rim,
      'stroke-width': 4,
    });
  return el(
    'g',
    { transform: tf },
    el('ellipse', { cx: 510, cy: 305, rx: 520, ry: 18, fill: '#000', opacity: 0.45 }) +
      el('path', { d: body, fill: o.body }) +
      el('path', { d: glass, fill: o.glass }) +
      el('path', { d: pillar, fill: o.body }) +
      el('path', {
        d: 'M60,168C300,150 700,146 965,158',
        stroke: o.line,
        'stroke-width': 4,
        fill: 'none',
        opacity: 0.8,
      }) +
      el('path', {
        d: 'M180,126C300,116 600,108 790,114',
        stroke: o.line,
        'stroke-width': 3,
        fill: 'none',
        opacity: 0.9,
      }) +
      el('path', { d: 'M945,160L985,172L982,184L940,176Z', fill: o.head }) +
      el('path', { d: 'M40,182L75,160L80,172L44,194Z', fill: o.tail }) +
      wheel(220) +
      wheel(800),
  );
}

// ---------------------------------------------------------------- architecture

export interface Building {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** City skyline with lit windows; returns the building rectangles for later use. */
export function skyline(
  rng: Rng,
  o: {
    x0: number;
    x1: number;
    base: number;
    minH: number;
    maxH: number;
    minW: number;
    maxW: number;
    color: string;
    windows?: string;
    lit?: number;
  },
): { markup: string; buildings: Building[] } {
  const buildings: Building[] = [];
  const shapes: string[] = [];
  const win: string[] = [];
  let x = o.x0;
  while (x < o.x1) {
    const w = rng.range(o.minW, o.maxW);
    const h = rng.range(o.minH, o.maxH);
    const y = o.base - h;
    buildings.push({ x, y, w, h });
    let d = `M${n(x)},${n(o.base)}V${n(y)}H${n(x + w)}V${n(o.base)}Z`;
    const roof = rng.next();
    if (roof < 0.2) d += `M${n(x + w * 0.2)},${n(y)}v${n(-h * 0.06)}h${n(w * 0.3)}v${n(h * 0.06)}Z`;
    else if (roof < 0.32) d += `M${n(x + w * 0.5 - 2)},${n(y)}v${n(-h * 0.18)}h4v${n(h * 0.18)}Z`;
    else if (roof < 0.42) d += `M${n(x + w * 0.6)},${n(y)}v${n(-w * 0.22)}h${n(w * 0.22)}v${n(w * 0.22)}Z`;
    shapes.push(d);
    if (o.windows) {
      const cw = Math.max(8, w / rng.int(4, 7));
      const ch = cw * 1.3;
      for (let wy = y + ch * 0.8; wy < o.base - ch; wy += ch) {
        for (let wx = x + cw * 0.35; wx < x + w - cw * 0.6; wx += cw) {
          if (rng.chance(o.lit ?? 0.3))
            win.push(`M${n(wx)},${n(wy)}h${n(cw * 0.45)}v${n(ch * 0.45)}h${n(-cw * 0.45)}Z`);
        }
      }
    }
    x += w + rng.range(-o.minW * 0.15, o.minW * 0.1);
  }
  let markup = el('path', { d: shapes.join(''), fill: o.color });
  if (win.length && o.windows) markup += el('path', { d: win.join(''), fill: o.windows, opacity: 0.85 });
  return { markup, buildings };
}

/** Pointed ogee arch outline (Indian/Mughal arch) as path data; base is the sill. */
export function ogeeArch(cx: number, base: number, w: number, h: number): string {
  const hw = w / 2;
  const spring = base - h * 0.58;
  const apex = base - h;
  return (
    `M${n(cx - hw)},${n(base)}L${n(cx - hw)},${n(spring)}` +
    `C${n(cx - hw)},${n(spring - h * 0.22)} ${n(cx - hw * 0.72)},${n(spring - h * 0.3)} ${n(cx - hw * 0.38)},${n(apex + h * 0.12)}` +
    `C${n(cx - hw * 0.12)},${n(apex + h * 0.06)} ${n(cx - hw * 0.04)},${n(apex + h * 0.03)} ${n(cx)},${n(apex)}` +
    `C${n(cx + hw * 0.04)},${n(apex + h * 0.03)} ${n(cx + hw * 0.12)},${n(apex + h * 0.06)} ${n(cx + hw * 0.38)},${n(apex + h * 0.12)}` +
    `C${n(cx + hw * 0.72)},${n(spring - h * 0.3)} ${n(cx + hw)},${n(spring - h * 0.22)} ${n(cx + hw)},${n(spring)}` +
    `L${n(cx + hw)},${n(base)}Z`
  );
}

// ---------------------------------------------------------------- objects

/** Clay diya lamp with flame; returns [lamp markup, flame centre]. */
export function diya(x: number, y: number, w: number, clay: string, rim: string, flame: string): string {
  const h = w * 0.36;
  const bowl = `M${n(x - w / 2)},${n(y)}Q${n(x - w * 0.35)},${n(y + h * 1.3)} ${n(x)},${n(y + h * 1.25)}Q${n(x + w * 0.35)},${n(y + h * 1.3)} ${n(x + w / 2)},${n(y)}Q${n(x + w * 0.6)},${n(y - h * 0.25)} ${n(x + w * 0.68)},${n(y - h * 0.35)}Q${n(x + w * 0.45)},${n(y - h * 0.05)} ${n(x)},${n(y - h * 0.05)}Q${n(x - w * 0.3)},${n(y - h * 0.05)} ${n(x - w / 2)},${n(y)}Z`;
  const fx = x + w * 0.52;
  const fy = y - h * 0.4;
  const fl = w * 0.5;
  const flameD = `M${n(fx)},${n(fy - fl)}C${n(fx + fl * 0.32)},${n(fy - fl * 0.45)} ${n(fx + fl * 0.3)},${n(fy)} ${n(fx)},${n(fy)}C${n(fx - fl * 0.3)},${n(fy)} ${n(fx - fl * 0.32)},${n(fy - fl * 0.45)} ${n(fx)},${n(fy - fl)}Z`;
  const core = `M${n(fx)},${n(fy - fl * 0.55)}C${n(fx + fl * 0.14)},${n(fy - fl * 0.25)} ${n(fx + fl * 0.12)},${n(fy - fl * 0.02)} ${n(fx)},${n(fy - fl * 0.02)}C${n(fx - fl * 0.12)},${n(fy - fl * 0.02)} ${n(fx - fl * 0.14)},${n(fy - fl * 0.25)} ${n(fx)},${n(fy - fl * 0.55)}Z`;
  return (
    el('path', { d: bowl, fill: clay }) +
    el('path', {
      d: `M${n(x - w / 2)},${n(y)}Q${n(x)},${n(y + h * 0.25)} ${n(x + w / 2)},${n(y)}`,
      stroke: rim,
      'stroke-width': n(w * 0.035),
      fill: 'none',
    }) +
    el('path', { d: flameD, fill: flame }) +
    el('path', { d: core, fill: '#FFF6DA' })
  );
}

/** Microphone on a stem pointing at (tx, ty) from (x, y). */
export function mic(
  x: number,
  y: number,
  tx: number,
  ty: number,
  head: number,
  color: string,
  flag?: string,
  flagText?: string,
): string {
  const ang = (Math.atan2(ty - y, tx - x) * 180) / Math.PI;
  const len = Math.hypot(tx - x, ty - y);
  const g =
    el('path', {
      d: `M0,${n(-head * 0.16)}L${n(len - head)},${n(-head * 0.28)}L${n(len - head)},${n(head * 0.28)}L0,${n(head * 0.16)}Z`,
      fill: color,
    }) +
    el('ellipse', { cx: len - head * 0.3, cy: 0, rx: head * 0.95, ry: head * 0.62, fill: color }) +
    el('path', {
      d: `M${n(len - head * 1.1)},${n(-head * 0.5)}L${n(len - head * 1.1)},${n(head * 0.5)}M${n(len - head * 0.7)},${n(-head * 0.6)}L${n(len - head * 0.7)},${n(head * 0.6)}M${n(len - head * 0.3)},${n(-head * 0.62)}L${n(len - head * 0.3)},${n(head * 0.62)}M${n(len + head * 0.1)},${n(-head * 0.58)}L${n(len + head * 0.1)},${n(head * 0.58)}`,
      stroke: '#FFFFFF',
      'stroke-opacity': 0.12,
      'stroke-width': head * 0.06,
    }) +
    (flag
      ? el('rect', {
          x: len - head * 3.6,
          y: -head * 0.62,
          width: head * 1.5,
          height: head * 1.24,
          rx: head * 0.1,
          fill: flag,
        }) +
        (flagText
          ? el('rect', {
              x: len - head * 3.4,
              y: -head * 0.12,
              width: head * 1.1,
              height: head * 0.24,
              fill: '#FFFFFF',
              opacity: 0.9,
            })
          : '')
      : '');
  return el('g', { transform: `translate(${n(x)} ${n(y)}) rotate(${n(ang)})` }, g);
}

/** Rounded-rectangle device (phone/tablet) with a screen inset. */
export function device(x: number, y: number, w: number, h: number, body: string, screen: string, bezel = 0.06): string {
  const b = w * bezel;
  return (
    el('rect', { x, y, width: w, height: h, rx: w * 0.14, fill: body }) +
    el('rect', { x: x + b, y: y + b, width: w - 2 * b, height: h - 2 * b, rx: w * 0.1, fill: screen })
  );
}

/** Placeholder "text" lines used on print objects (menus, reports, newspapers). */
export function textLines(
  x: number,
  y: number,
  w: number,
  lines: number,
  gap: number,
  thick: number,
  color: string,
  rng: Rng,
  opacity = 1,
): string {
  const d: string[] = [];
  for (let i = 0; i < lines; i++) {
    const lw = i === lines - 1 ? w * rng.range(0.3, 0.7) : w * rng.range(0.82, 1);
    d.push(`M${n(x)},${n(y + i * gap)}h${n(lw)}v${n(thick)}h${n(-lw)}Z`);
  }
  return el('path', { d: d.join(''), fill: color, opacity });
}

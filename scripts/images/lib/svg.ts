/**
 * Minimal SVG authoring helpers. A Scene collects <defs> and drawing layers and
 * serialises them into one SVG document with a shared film-grain + vignette finish.
 */
import { createRng, type Rng } from './prng.ts';
import { T } from './palette.ts';

/** Round to one decimal to keep the SVG source compact. */
export const n = (v: number): number => Math.round(v * 10) / 10;

export type Attrs = Record<string, string | number | undefined | null | false>;

export function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? n(v) : escapeXml(String(v))}"`)
    .join(' ');
}

export function el(tag: string, a: Attrs, children?: string): string {
  return children === undefined ? `<${tag} ${attrs(a)}/>` : `<${tag} ${attrs(a)}>${children}</${tag}>`;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** [offset 0..1, colour, opacity = 1] */
export type Stop = [number, string, number?];

const stops = (list: Stop[]): string =>
  list.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op ?? 1 })).join('');

export const pts = (points: Array<[number, number]>): string => points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

export interface FinishOptions {
  /** overlay film-grain strength 0..1 (0 = none) */
  grain?: number;
  /** grain frequency; higher is finer */
  grainFrequency?: number;
  /** edge darkening 0..1 */
  vignette?: number;
  vignetteColor?: string;
  background?: string;
}

export class Scene {
  readonly defs: string[] = [];
  readonly layers: string[] = [];
  readonly rng: Rng;
  private uid = 0;
  private readonly cache = new Map<string, string>();

  constructor(
    readonly w: number,
    readonly h: number,
    seed: string,
  ) {
    this.rng = createRng(seed);
  }

  id(prefix: string): string {
    this.uid += 1;
    return `${prefix}${this.uid}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(...markup: string[]): void {
    this.layers.push(...markup);
  }

  /** Wraps every layer added since `from` (a previous `layers.length`) in one <g>, e.g. to rescale a group. */
  wrap(from: number, a: Attrs): void {
    const inner = this.layers.splice(from);
    this.layers.push(el('g', a, inner.join('')));
  }

  /** Linear gradient in objectBoundingBox units unless `user` is set. Returns a `url(#…)` paint. */
  linear(list: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const key = `lin|${JSON.stringify(list)}|${x1},${y1},${x2},${y2}|${user}`;
    return this.cached(key, (id) =>
      el('linearGradient', { id, x1, y1, x2, y2, gradientUnits: user ? 'userSpaceOnUse' : undefined }, stops(list)),
    );
  }

  /** Radial gradient in objectBoundingBox units unless `user` is set. */
  radial(list: Stop[], cx = 0.5, cy = 0.5, r = 0.5, user = false, fx?: number, fy?: number): string {
    const key = `rad|${JSON.stringify(list)}|${cx},${cy},${r},${fx},${fy}|${user}`;
    return this.cached(key, (id) =>
      el('radialGradient', { id, cx, cy, r, fx, fy, gradientUnits: user ? 'userSpaceOnUse' : undefined }, stops(list)),
    );
  }

  /** Gaussian blur filter (cached per radius). */
  blur(std: number): string {
    return this.cached(`blur|${n(std)}`, (id) =>
      el(
        'filter',
        { id, x: '-50%', y: '-50%', width: '200%', height: '200%', 'color-interpolation-filters': 'sRGB' },
        el('feGaussianBlur', { stdDeviation: std }),
      ),
    );
  }

  /** Soft drop shadow, for paper objects lying on a surface. */
  shadow(dx: number, dy: number, std: number, opacity = 0.45, color: string = T.inkDeep): string {
    return this.cached(`shadow|${dx},${dy},${std},${opacity},${color}`, (id) =>
      el(
        'filter',
        { id, x: '-30%', y: '-30%', width: '160%', height: '160%', 'color-interpolation-filters': 'sRGB' },
        [
          el('feGaussianBlur', { in: 'SourceAlpha', stdDeviation: std, result: 'b' }),
          el('feOffset', { in: 'b', dx, dy, result: 'o' }),
          el('feFlood', { 'flood-color': color, 'flood-opacity': opacity }),
          el('feComposite', { in2: 'o', operator: 'in', result: 's' }),
          el('feMerge', {}, el('feMergeNode', { in: 's' }) + el('feMergeNode', { in: 'SourceGraphic' })),
        ].join(''),
      ),
    );
  }

  /** Clip path from arbitrary markup; returns `url(#…)`. */
  clip(markup: string): string {
    const id = this.id('clip');
    this.def(el('clipPath', { id }, markup));
    return `url(#${id})`;
  }

  private cached(key: string, make: (id: string) => string): string {
    let id = this.cache.get(key);
    if (!id) {
      id = this.id('d');
      this.cache.set(key, id);
      this.def(make(id));
    }
    return `url(#${id})`;
  }

  toSVG(opts: FinishOptions = {}): string {
    const { w, h } = this;
    const finish: string[] = [];
    const vignette = opts.vignette ?? 0.35;
    if (vignette > 0) {
      const paint = this.radial(
        [
          [0, opts.vignetteColor ?? '#0C0A1E', 0],
          [0.55, opts.vignetteColor ?? '#0C0A1E', 0],
          [1, opts.vignetteColor ?? '#0C0A1E', vignette],
        ],
        0.5,
        0.5,
        0.75,
      );
      finish.push(el('rect', { width: w, height: h, fill: paint }));
    }
    const grain = opts.grain ?? 0.1;
    if (grain > 0) {
      // Monochrome fractal noise, blended in overlay mode so it reads as film/print grain.
      const id = this.id('grain');
      this.def(
        el(
          'filter',
          { id, x: 0, y: 0, width: w, height: h, filterUnits: 'userSpaceOnUse', 'color-interpolation-filters': 'sRGB' },
          el('feTurbulence', {
            type: 'fractalNoise',
            baseFrequency: opts.grainFrequency ?? 0.8,
            numOctaves: 2,
            seed: Math.floor(this.rng.next() * 1000),
            stitchTiles: 'stitch',
          }) +
            el('feColorMatrix', {
              type: 'matrix',
              values: '0.33 0.33 0.33 0 0  0.33 0.33 0.33 0 0  0.33 0.33 0.33 0 0  0 0 0 0 1',
            }),
        ),
      );
      finish.push(
        el('rect', { width: w, height: h, filter: `url(#${id})`, opacity: grain, style: 'mix-blend-mode:overlay' }),
      );
    }
    const bg = opts.background ? el('rect', { width: w, height: h, fill: opts.background }) : '';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      `<defs>${this.defs.join('')}</defs>` +
      `<g style="isolation:isolate">${bg}${this.layers.join('')}${finish.join('')}</g></svg>`
    );
  }
}

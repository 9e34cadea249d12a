/**
 * Founder portraits (800×800): faceless geometric busts over a monogram —
 * illustrative, never a fake photograph.
 */
import { C, FONT, T } from '../lib/palette.ts';
import { el, type Scene } from '../lib/svg.ts';
import { halftone } from '../lib/fx.ts';
import type { RasterJob } from '../lib/job.ts';

const S = 800;

function monogram(letters: string, fill: string): string {
  return (
    el(
      'text',
      {
        x: 52,
        y: 290,
        'font-family': FONT.serifDisplay,
        'font-size': 250,
        'font-weight': 700,
        fill,
        'letter-spacing': -8,
      },
      letters,
    ) + el('rect', { x: 60, y: 326, width: 110, height: 10, fill })
  );
}

function aarav(s: Scene) {
  s.add(
    el('rect', {
      width: S,
      height: S,
      fill: s.linear(
        [
          [0, T.marigoldLight],
          [0.5, C.marigold],
          [1, C.saffron],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  );
  s.add(halftone({ x: 400, y: 0, w: 400, h: 800 }, 22, (u, v) => 0.55 * u * (1 - v * 0.6), T.marigoldDeep, 0.55));
  s.add(monogram('AD', C.ink));
  s.add(el('circle', { cx: 545, cy: 380, r: 200, fill: C.vermilion }));
  // body: jacket with open collar
  s.add(el('path', { d: 'M250,800V700Q250,590 370,570L630,570Q750,590 750,700V800Z', fill: C.ink }));
  s.add(el('path', { d: 'M452,572L500,680L548,572Z', fill: C.paper }));
  s.add(el('path', { d: 'M420,574L500,800L440,800L380,600Z', fill: C.ink2 }));
  s.add(el('path', { d: 'M580,574L500,800L560,800L620,600Z', fill: C.ink2 }));
  // neck + head
  s.add(el('rect', { x: 462, y: 470, width: 76, height: 120, rx: 24, fill: T.roseDeep }));
  s.add(el('ellipse', { cx: 500, cy: 400, rx: 98, ry: 116, fill: T.roseDeep }));
  s.add(
    el('circle', { cx: 404, cy: 410, r: 20, fill: T.roseDeep }),
    el('circle', { cx: 596, cy: 410, r: 20, fill: T.roseDeep }),
  );
  // hair with a side part
  s.add(
    el('path', { d: 'M400,380Q392,272 500,270Q612,270 604,378Q590,330 540,322L470,318Q420,326 400,380Z', fill: C.ink }),
  );
  // round glasses
  s.add(
    el(
      'g',
      { fill: 'none', stroke: C.ink, 'stroke-width': 8 },
      el('circle', { cx: 458, cy: 410, r: 34 }) +
        el('circle', { cx: 544, cy: 410, r: 34 }) +
        el('path', { d: 'M492,406Q501,398 510,406M424,404L404,398M578,404L598,398' }),
    ),
  );
  return { grain: 0.09, vignette: 0.2, vignetteColor: '#7A3A00' };
}

function meera(s: Scene) {
  s.add(
    el('rect', {
      width: S,
      height: S,
      fill: s.linear(
        [
          [0, T.tealLight],
          [0.5, C.teal],
          [1, T.tealDeep],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  );
  s.add(halftone({ x: 400, y: 0, w: 400, h: 800 }, 22, (u, v) => 0.55 * u * (1 - v * 0.6), T.tealDeep, 0.55));
  s.add(monogram('MI', C.paper));
  s.add(el('circle', { cx: 545, cy: 380, r: 200, fill: C.marigold }));
  // long hair behind the head
  s.add(
    el('path', { d: 'M380,420Q370,280 500,276Q630,280 620,420L640,600Q560,630 500,625Q440,630 360,600Z', fill: C.ink }),
  );
  // body: vermilion kurta with a marigold neckline
  s.add(el('path', { d: 'M250,800V700Q250,600 370,580L630,580Q750,600 750,700V800Z', fill: C.vermilion }));
  s.add(el('path', { d: 'M440,582Q500,690 560,582', fill: 'none', stroke: C.marigold, 'stroke-width': 12 }));
  s.add(el('path', { d: 'M340,800V690M660,800V690', stroke: T.vermilionDeep, 'stroke-width': 6 }));
  // neck + head
  s.add(el('rect', { x: 464, y: 470, width: 72, height: 120, rx: 24, fill: T.roseDeep }));
  s.add(el('path', { d: 'M462,580Q500,640 538,580Z', fill: T.roseDeep }));
  s.add(el('ellipse', { cx: 500, cy: 400, rx: 94, ry: 114, fill: T.roseDeep }));
  // fringe sweep + bun
  s.add(el('path', { d: 'M404,392Q400,286 500,284Q604,286 598,380Q560,316 470,332Q430,344 404,392Z', fill: C.ink }));
  s.add(el('circle', { cx: 500, cy: 262, r: 44, fill: C.ink }));
  // bindi and earrings
  s.add(el('circle', { cx: 500, cy: 368, r: 9, fill: C.vermilion }));
  s.add(
    el('circle', { cx: 408, cy: 452, r: 12, fill: C.marigold }),
    el('circle', { cx: 592, cy: 452, r: 12, fill: C.marigold }),
  );
  return { grain: 0.09, vignette: 0.2, vignetteColor: '#052B28' };
}

export const founderJobs: RasterJob[] = [
  {
    kind: 'jpeg',
    out: 'src/assets/images/founders/aarav-deshpande.jpg',
    width: S,
    height: S,
    alt: 'Illustrated portrait of Aarav Deshpande: a faceless geometric bust with round glasses and a dark jacket on marigold, beside the monogram AD.',
    draw: aarav,
  },
  {
    kind: 'jpeg',
    out: 'src/assets/images/founders/meera-iyer.jpg',
    width: S,
    height: S,
    alt: 'Illustrated portrait of Meera Iyer: a faceless geometric bust with a hair bun, bindi and vermilion kurta on teal, beside the monogram MI.',
    draw: meera,
  },
];

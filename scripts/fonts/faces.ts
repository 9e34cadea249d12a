/**
 * The font files the site ships: which characters and weights each holds, and which are preloaded.
 * scripts/fonts/generate.ts writes them, scripts/prerender.ts preloads the first-paint ones, and
 * tests/unit/fonts.test.ts checks the content fits them.
 *
 * Why so many small files (npm run bench, Lighthouse's simulated slow 4G): every byte fetched
 * before the largest paint delays it. A variable face costs about twice a single weight, so the
 * headings get one static weight per weight the design uses; only the weights on every first
 * screen (Inter's text and Bricolage 700, plus the wordmark's few letters) load up front. The
 * others load when a page first shows them.
 */
import { wordmarkSuffix } from '../../src/content/agency';
import { BODY_RANGES, HEADING_RANGES, RUPEE_RANGES, rangesOf, subtract, type Range } from './ranges';

export const INTER = 'Inter Variable';
export const BRICOLAGE = 'Bricolage Grotesque Variable';

export interface Face {
  family: typeof INTER | typeof BRICOLAGE;
  /** The file name in src/app/theme/fonts/, without .woff2. */
  name: string;
  ranges: Range[];
  /** One weight (a static instance) or a range (kept variable). */
  weight: number | [number, number];
  /** Fetched with the page, before the stylesheet asks for it: only what every first screen shows. */
  preload: boolean;
  /**
   * Preloaded on the pages whose HTML holds one of its characters. Found only by the first layout,
   * it arrived after it, and the page was laid out again (/start-project: ₹ in the budget options).
   */
  preloadWhereUsed?: true;
  /** The fontsource file it is cut from: latin unless said (Inter's ₹ is only in latin-ext). */
  subset?: 'latin-ext';
}

export const isVariable = (face: Face): face is Face & { weight: [number, number] } => Array.isArray(face.weight);

/** The @font-face font-weight: one weight, or the range a variable face covers. */
export const cssWeight = (face: Face) => (isVariable(face) ? face.weight.join(' ') : String(face.weight));

export const faces: Face[] = [
  { family: INTER, name: 'inter-text', ranges: HEADING_RANGES, weight: [400, 700], preload: true },
  {
    family: INTER,
    name: 'inter-latin1',
    ranges: subtract(BODY_RANGES, HEADING_RANGES),
    weight: [400, 700],
    preload: false,
  },
  {
    family: INTER,
    name: 'inter-rupee',
    ranges: RUPEE_RANGES,
    weight: [400, 700],
    preload: false,
    preloadWhereUsed: true,
    subset: 'latin-ext',
  },
  { family: BRICOLAGE, name: 'bricolage-700', ranges: HEADING_RANGES, weight: 700, preload: true },
  { family: BRICOLAGE, name: 'bricolage-500-wordmark', ranges: rangesOf(wordmarkSuffix), weight: 500, preload: true },
  { family: BRICOLAGE, name: 'bricolage-600', ranges: HEADING_RANGES, weight: 600, preload: false },
  { family: BRICOLAGE, name: 'bricolage-800', ranges: HEADING_RANGES, weight: 800, preload: false },
];

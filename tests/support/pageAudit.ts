/**
 * Judges of what a page says, kept pure so that unit tests show each one failing on the text it
 * was written for: doubled punctuation or spaces in visible text, and a page's headings (one h1,
 * no two saying the same thing). The browser side that collects the text and headings is
 * tests/e2e/support/layoutProbe.ts.
 */
import type { PageHeading } from '../e2e/support/layoutProbe';

/** Two periods where a sentence ends once ("Pvt. Ltd.."), a doubled comma, colon, semicolon,
 * question or exclamation mark, and two spaces in a row. An ellipsis ("...") is not doubled. */
const doubled: Array<{ name: string; pattern: RegExp }> = [
  { name: 'doubled period', pattern: /(?<!\.)\.\.(?!\.)/g },
  { name: 'doubled punctuation', pattern: /([,;:!?])\1/g },
  { name: 'doubled space', pattern: /[ \u00a0\u202f]{2,}/g },
];

/** Each doubled mark or space in the texts, with the words around it. */
export function copyProblems(texts: readonly string[]): string[] {
  const problems: string[] = [];
  for (const text of texts)
    for (const line of text.split('\n'))
      for (const { name, pattern } of doubled)
        for (const match of line.matchAll(pattern)) {
          const from = Math.max(0, match.index - 30);
          problems.push(`${name}: "${line.slice(from, match.index + match[0].length + 10)}"`);
        }
  return problems;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * One h1 on the page, and no two headings of the page's own content saying the same thing: a
 * heading, or the kicker above one, repeated by another ("Portfolio" as the page's title and again
 * as its section's kicker). The site's header and footer are the same on every page and are left
 * out of the comparison.
 */
export function headingProblems(headings: readonly PageHeading[]): string[] {
  const problems: string[] = [];
  const h1s = headings.filter((heading) => heading.level === 1 && !heading.kicker);
  if (h1s.length !== 1)
    problems.push(`${h1s.length} h1 headings${h1s.length ? `: ${h1s.map((h) => `"${h.text}"`).join(', ')}` : ''}`);
  const seen = new Map<string, PageHeading>();
  for (const heading of headings.filter((candidate) => candidate.inMain)) {
    const key = normalise(heading.text);
    if (!key) {
      problems.push(`an empty h${heading.level}`);
      continue;
    }
    const earlier = seen.get(key);
    if (earlier) {
      const what = (h: PageHeading) => (h.kicker ? `the kicker over an h${h.level}` : `an h${h.level}`);
      problems.push(`"${heading.text}" is both ${what(earlier)} and ${what(heading)}`);
    } else seen.set(key, heading);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Colour contrast (WCAG 2.2), for the focus indicator check

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** A computed CSS colour (`rgb(…)`, `rgba(…)`, `#rrggbb`) as numbers; null for anything else. */
export function parseColor(css: string): Rgba | null {
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(css.trim());
  if (hex) return { r: parseInt(hex[1]!, 16), g: parseInt(hex[2]!, 16), b: parseInt(hex[3]!, 16), a: 1 };
  const rgb = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(css.trim());
  if (!rgb) return null;
  const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? parseFloat(rgb[4]) / 100 : parseFloat(rgb[4]);
  return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alpha };
}

/** Every colour named in a computed value (a gradient's stops, a shadow's colour). */
export function colorsIn(css: string): Rgba[] {
  return (css.match(/rgba?\([^)]*\)|#[\da-f]{6}\b/gi) ?? []).map((match) => parseColor(match)!).filter(Boolean);
}

/** `top` painted over an opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (a: number, b: number) => a * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// ---------------------------------------------------------------------------------------------
// The focus indicator

/** The ring every focused element shows (global.css), and the contrast it needs (WCAG 2.2 SC 1.4.11). */
const RING_WIDTH = 3;
const MIN_CONTRAST = 3;

/** A focused element's indicator, read from its computed styles (tests/e2e/focus.spec.ts). */
export interface FocusSample {
  element: string;
  /** Whether focus is on something Tab reached (not the page itself, nor inside a frame). */
  reached: boolean;
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  outlineOffset: number;
  boxShadow: string;
  /** The backgrounds behind the ring, nearest first, up to the first opaque one. */
  grounds: Array<{ color: string; image: string }>;
}

/** The colours the ring can lie on: the grounds painted over each other, each stop of a gradient
 * counted as a ground of its own. */
function groundColours(grounds: FocusSample['grounds']): Rgba[] {
  let colours: Rgba[] = [{ r: 255, g: 255, b: 255, a: 1 }];
  for (const ground of [...grounds].reverse()) {
    const colour = parseColor(ground.color);
    if (colour && colour.a > 0) colours = colours.map((below) => composite(colour, below));
    const stops = colorsIn(ground.image);
    if (stops.length) colours = stops.flatMap((stop) => colours.map((below) => composite(stop, below)));
  }
  return colours;
}

/** What is wrong with one focused element's indicator, if anything. */
export function indicatorProblems(sample: FocusSample): string[] {
  const ring = parseColor(sample.outlineColor);
  if (sample.outlineStyle !== 'solid' || sample.outlineWidth !== RING_WIDTH || !ring || ring.a < 1)
    return [
      `${sample.element}: not the site's ring (${sample.outlineStyle} ${sample.outlineWidth}px ${sample.outlineColor})`,
    ];
  const beside = sample.outlineOffset >= 0 ? groundColours(sample.grounds) : colorsIn(sample.boxShadow);
  if (beside.length === 0) return [`${sample.element}: a ring inside the element's edge with no band beside it`];
  const worst = Math.min(
    ...beside.map((colour) => contrastRatio(ring, composite(colour, { r: 255, g: 255, b: 255, a: 1 }))),
  );
  return worst >= MIN_CONTRAST ? [] : [`${sample.element}: ring ${sample.outlineColor} at ${worst.toFixed(2)}:1`];
}

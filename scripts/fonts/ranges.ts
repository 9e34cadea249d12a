/** The characters each font subset keeps (scripts/fonts/generate.ts); tests/unit/fonts.test.ts
 * checks that the content fits them. */
export type Range = [number, number];
export const unicodeRange = (ranges: Range[]) =>
  ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
export const characters = (ranges: Range[]) =>
  ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('');

/** Everything body text and form fields can show in Inter: all of Latin-1, so a visitor typing
 * José or Zoë sees one face. The characters the content uses (HEADING_RANGES) are one file, the
 * rest another that a browser fetches only when a page shows one of them. */
export const BODY_RANGES: Range[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];
/** Headings only ever show the content module's text: ASCII and the punctuation it uses. */
export const HEADING_RANGES: Range[] = [
  [0x20, 0x7e],
  [0xa9, 0xa9],
  [0xe9, 0xe9],
  [0x2011, 0x2011],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
];
export const RUPEE_RANGES: Range[] = [[0x20b9, 0x20b9]];

/** Sorted, distinct code points as ranges of consecutive ones. */
function toRanges(points: number[]): Range[] {
  const result: Range[] = [];
  for (const point of [...new Set(points)].sort((a, b) => a - b)) {
    const last = result.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else result.push([point, point]);
  }
  return result;
}

const codePoints = (text: string) => [...text].map((char) => char.codePointAt(0)!);

/** The code points of `ranges` that are not in `minus`. */
export function subtract(ranges: Range[], minus: Range[]): Range[] {
  const removed = new Set(codePoints(characters(minus)));
  return toRanges(codePoints(characters(ranges)).filter((point) => !removed.has(point)));
}

/** Exactly the characters of `text`. */
export const rangesOf = (text: string): Range[] => toRanges(codePoints(text));

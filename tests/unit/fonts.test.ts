import { readFileSync } from 'node:fs';
import { agency, wordmarkSuffix } from '../../src/content/agency';
import { BRICOLAGE, INTER, cssWeight, faces } from '../../scripts/fonts/faces';
import {
  BODY_RANGES,
  HEADING_RANGES,
  RUPEE_RANGES,
  characters,
  rangesOf,
  subtract,
  unicodeRange,
  type Range,
} from '../../scripts/fonts/ranges';

/** Every string the content module holds, however deeply nested. */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((child) => strings(child, seen));
}

const content = import.meta.glob('../../src/content/*.ts', { eager: true });
const contentCharacters = new Set(Object.values(content).flatMap((module) => [...strings(module).join('')]));
const within = (ranges: Range[]) => new Set(characters(ranges));
const outside = (chars: Iterable<string>, ranges: Range[]) => {
  const kept = within(ranges);
  return [...chars].filter((char) => !kept.has(char) && !/\s/.test(char));
};

test('the content module is read whole (all its files, thousands of characters)', () => {
  expect(Object.keys(content).length).toBeGreaterThanOrEqual(10);
  expect(contentCharacters.size).toBeGreaterThan(60);
});

test('every character of the content is in the heading subset, except ₹, which has its own face', () => {
  const missing = outside(contentCharacters, [...HEADING_RANGES, ...RUPEE_RANGES]);
  expect(missing.map((char) => `${char} U+${char.codePointAt(0)!.toString(16)}`)).toEqual([]);
});

test('the body subset holds everything the heading subset does, and all of Latin-1 for what visitors type', () => {
  expect(outside(characters(HEADING_RANGES), BODY_RANGES)).toEqual([]);
  expect(outside('José Zoë Ångström façade naïve £ € ©', BODY_RANGES)).toEqual([]);
});

test("Inter's files split its characters without overlap, and together hold the body ranges and ₹", () => {
  const inter = faces.filter((face) => face.family === INTER);
  const all = inter.flatMap((face) => [...characters(face.ranges)]);
  expect(new Set(all).size).toBe(all.length);
  expect(
    outside(
      characters([...BODY_RANGES, ...RUPEE_RANGES]),
      inter.flatMap((face) => face.ranges),
    ),
  ).toEqual([]);
});

test('the wordmark face holds exactly the lighter half of the agency name (its space is set at 700)', () => {
  expect(agency.name).toBe(`${agency.shortName} ${wordmarkSuffix}`);
  expect(wordmarkSuffix).toBe('Creative');
  const wordmark = faces.find((face) => face.name === 'bricolage-500-wordmark')!;
  expect(characters(wordmark.ranges)).toBe('Caeirtv');
});

test('the preloaded faces are the body text, Bricolage 700 and the wordmark: every first screen', () => {
  expect(faces.filter((face) => face.preload).map((face) => face.name)).toEqual([
    'inter-text',
    'bricolage-700',
    'bricolage-500-wordmark',
  ]);
  expect(faces.filter((face) => face.family === BRICOLAGE).map((face) => face.weight)).toEqual([700, 500, 600, 800]);
});

test('subtract and rangesOf give back ranges of consecutive code points', () => {
  expect(
    subtract(
      [[0x41, 0x5a]],
      [
        [0x45, 0x46],
        [0x5a, 0x5a],
      ],
    ),
  ).toEqual([
    [0x41, 0x44],
    [0x47, 0x59],
  ]);
  expect(rangesOf('baca ')).toEqual([
    [0x20, 0x20],
    [0x61, 0x63],
  ]);
});

test('fonts.css was generated from faces.ts (run npm run fonts after changing it)', () => {
  const css = readFileSync('src/app/theme/fonts/fonts.css', 'utf8');
  // Prettier may wrap a long unicode-range line.
  const rules = css.replace(/\s+/g, ' ').split('@font-face').slice(1);
  expect(rules).toHaveLength(faces.length);
  faces.forEach((face, index) => {
    const rule = rules[index]!;
    expect(rule).toContain(`font-family: '${face.family}';`);
    expect(rule).toContain(`font-weight: ${cssWeight(face)};`);
    expect(rule).toContain(`src: url('./${face.name}.woff2')`);
    expect(rule).toContain(`unicode-range: ${unicodeRange(face.ranges)};`);
  });
});

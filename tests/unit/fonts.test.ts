import { readFileSync } from 'node:fs';
import {
  BODY_RANGES,
  HEADING_RANGES,
  RUPEE_RANGES,
  characters,
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

test('fonts.css was generated from these ranges (run npm run fonts after changing them)', () => {
  const css = readFileSync('src/theme/fonts/fonts.css', 'utf8');
  for (const ranges of [BODY_RANGES, RUPEE_RANGES, HEADING_RANGES])
    expect(css).toContain(`unicode-range: ${unicodeRange(ranges)};`);
});

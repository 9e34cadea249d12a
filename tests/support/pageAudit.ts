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

import { agency } from '../../src/content/agency';
import { footerContent } from '../../src/content/navigation';
import { portfolioIntro } from '../../src/content/pagesIntro';
import { sectionHeadings } from '../../src/content/home';
import type { PageHeading } from '../e2e/support/layoutProbe';
import {
  contrastRatio,
  copyProblems,
  headingProblems,
  indicatorProblems,
  parseColor,
  type FocusSample,
} from '../support/pageAudit';

describe('copy check', () => {
  test('finds the doubled period the footer used to show', () => {
    expect(copyProblems(['© 2024 Rangrez Creative Pvt. Ltd.. All rights reserved.'])).toEqual([
      expect.stringMatching(/^doubled period: ".*Pvt\. Ltd\.\. All/),
    ]);
  });

  test('the footer line ends the legal name once, and adds a period to a name without one', () => {
    const line = footerContent.copyright(agency.copyrightYear, agency.legalName);
    expect(line).toBe('© 2024 Rangrez Creative Pvt. Ltd. All rights reserved.');
    expect(copyProblems([line])).toEqual([]);
    expect(footerContent.copyright(2024, 'Rangrez Creative LLP')).toBe(
      '© 2024 Rangrez Creative LLP. All rights reserved.',
    );
  });

  test('finds doubled commas, question marks and spaces, and leaves an ellipsis and a time alone', () => {
    expect(copyProblems(['Pune,, India', 'Ready??', 'Two  spaces', 'No\u00a0 break'])).toHaveLength(4);
    expect(copyProblems(['Wait... then', 'Mon-Fri 9:00 AM', 'Sending…', 'e.g. Priya'])).toEqual([]);
  });
});

const heading = (level: number, text: string, extra: Partial<PageHeading> = {}): PageHeading => ({
  level,
  text,
  kicker: false,
  inMain: true,
  ...extra,
});

describe('heading check', () => {
  test('finds the two competing headings /portfolio used to show', () => {
    // The page's intro (kicker and h1), then the section's own kicker and h2.
    const old = [
      heading(1, portfolioIntro.title),
      heading(1, portfolioIntro.eyebrow, { kicker: true }),
      heading(2, sectionHeadings.portfolio.title),
      heading(2, sectionHeadings.portfolio.eyebrow, { kicker: true }),
    ];
    expect(headingProblems(old)).toEqual(['"Portfolio" is both an h1 and the kicker over an h2']);
  });

  test('wants exactly one h1', () => {
    expect(headingProblems([heading(2, 'About')])).toEqual(['0 h1 headings']);
    expect(headingProblems([heading(1, 'One'), heading(1, 'Two')])).toEqual(['2 h1 headings: "One", "Two"']);
  });

  test('compares headings whatever their case and punctuation, and leaves the footer out', () => {
    expect(headingProblems([heading(1, 'Let’s talk'), heading(2, "let's talk!")])).toHaveLength(1);
    expect(headingProblems([heading(1, 'Services'), heading(2, 'Services', { inMain: false })])).toEqual([]);
  });
});

const sample = (overrides: Partial<FocusSample>): FocusSample => ({
  element: 'a "Services"',
  reached: true,
  outlineStyle: 'solid',
  outlineWidth: 3,
  outlineColor: 'rgb(138, 75, 0)',
  outlineOffset: 2,
  boxShadow: 'none',
  grounds: [{ color: 'rgb(250, 246, 238)', image: 'none' }],
  ...overrides,
});

describe('focus indicator check', () => {
  test('finds the old indicators: Mantine’s 2 px marigold ring, an input’s 1 px border, the browser’s ring', () => {
    // Mantine's ring in the primary colour (#f5a524) on the light page: 1.89:1, and 2 px wide.
    expect(indicatorProblems(sample({ outlineWidth: 2, outlineColor: 'rgb(245, 165, 36)' }))).toEqual([
      'a "Services": not the site\'s ring (solid 2px rgb(245, 165, 36))',
    ]);
    // An input showed focus by its border colour only: no outline at all.
    expect(indicatorProblems(sample({ element: 'input ""', outlineStyle: 'none', outlineWidth: 0 }))).toHaveLength(1);
    // The browser's default ring on the footer's links.
    expect(
      indicatorProblems(sample({ outlineStyle: 'auto', outlineWidth: 1, outlineColor: 'rgb(16, 16, 16)' })),
    ).toHaveLength(1);
  });

  test('measures the ring against the ground it lies on', () => {
    expect(indicatorProblems(sample({}))).toEqual([]);
    // The light scheme's ring on the dark footer would be lost: 2.67:1.
    expect(indicatorProblems(sample({ grounds: [{ color: 'rgb(21, 18, 46)', image: 'none' }] }))).toEqual([
      'a "Services": ring rgb(138, 75, 0) at 2.67:1',
    ]);
    // Through a transparent parent to the ground below, and across every stop of a gradient.
    expect(
      indicatorProblems(
        sample({
          outlineColor: 'rgb(248, 187, 46)',
          grounds: [
            { color: 'rgba(0, 0, 0, 0)', image: 'linear-gradient(135deg, rgb(8, 70, 63), rgb(5, 51, 46))' },
            { color: 'rgb(250, 246, 238)', image: 'none' },
          ],
        }),
      ),
    ).toEqual([]);
  });

  test('a ring inside the element’s edge needs a band beside it', () => {
    expect(indicatorProblems(sample({ outlineOffset: -3 }))).toEqual([
      'a "Services": a ring inside the element\'s edge with no band beside it',
    ]);
    expect(
      indicatorProblems(sample({ outlineOffset: -3, boxShadow: 'rgb(255, 255, 255) 0px 0px 0px 6px inset' })),
    ).toEqual([]);
  });

  test('contrast ratios as WCAG defines them', () => {
    const white = parseColor('#ffffff')!;
    expect(contrastRatio(white, parseColor('rgb(0, 0, 0)')!)).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColor('rgb(245, 165, 36)')!, parseColor('#faf6ee')!)).toBeCloseTo(1.89, 2);
  });
});

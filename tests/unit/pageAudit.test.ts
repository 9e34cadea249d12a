import { agency } from '../../src/content/agency';
import { footerContent } from '../../src/content/navigation';
import { portfolioIntro } from '../../src/content/pagesIntro';
import { sectionHeadings } from '../../src/content/home';
import type { PageHeading } from '../e2e/support/layoutProbe';
import { copyProblems, headingProblems } from '../support/pageAudit';

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

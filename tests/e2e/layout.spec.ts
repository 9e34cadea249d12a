import { expect, NOT_FOUND_LOGS, showScheme, test } from './support/fixtures';
import { layoutFindings } from './support/layoutProbe';
import { paths } from '../../src/content/routes';

/*
 * What a careful visitor finds, on every route at six widths in both colour schemes: nothing
 * scrolls sideways, no control, label or line of text is cut off by the screen's edge or by its
 * own box, no word, e-mail address, phone number or time is split across two lines, figures side
 * by side line up, no visible text doubles a punctuation mark or a space, and each page has one
 * h1 and no two headings saying the same thing. Each check is shown failing on the defect it was
 * written for in layoutProbe.spec.ts (geometry) and tests/unit/pageAudit.test.ts (copy, headings).
 */

const routes = [...Object.values(paths), '/no-such-page'];
const widths = [320, 360, 390, 768, 1280, 1920];

// Both colour schemes on each load: the site follows the system's scheme, so the page is
// switched to dark in place (its elements unchanged) and looked at again.
test.describe('layout and copy in light and dark colours', () => {
  test.use({ colorScheme: 'light' });

  for (const route of routes) {
    // One browser width per visit, set before the page loads, as a visitor's screen is.
    test(`${route} at ${widths.join(', ')} px @desktop`, async ({ page, expectConsole }) => {
      test.setTimeout(150_000);
      if (route === '/no-such-page') NOT_FOUND_LOGS.forEach(expectConsole);
      const findings: string[] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        // Each visit starts in light colours (the last one ended in dark).
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(route);
        for (const scheme of ['light', 'dark'] as const) {
          await showScheme(page, scheme);
          findings.push(...(await layoutFindings(page)).map((finding) => `${width} px, ${scheme}: ${finding}`));
        }
      }
      expect(findings).toEqual([]);
    });
  }
});

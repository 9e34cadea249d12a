import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe with every rule, not only the WCAG tags: first every rule axe runs by default (WCAG A and
 * AA of each version, and its best practices, such as one banner landmark and unique landmark
 * names), then the rules axe keeps off by default, except the AAA ones (this site's goal is
 * AA): its experimental rules, such as WCAG 2.5.3 Label in Name, which Lighthouse runs. Returns
 * each violation in a line: the rule, its help text and the elements.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // The map is Google's page in a frame, not ours (and offline, Chromium's error page).
  const builder = () => {
    const axe = new AxeBuilder({ page }).exclude('iframe[src*="google.com/maps"]');
    return include ? axe.include(include) : axe;
  };
  const byDefault = await builder().analyze();
  const ran = new Set(
    [...byDefault.passes, ...byDefault.violations, ...byDefault.incomplete, ...byDefault.inapplicable].map(
      (result) => result.id,
    ),
  );
  // axe is in the page now: the rules it has, with their tags.
  const rules = await page.evaluate(() =>
    (window as unknown as { axe: { getRules: () => Array<{ ruleId: string; tags: string[] }> } }).axe.getRules(),
  );
  const offByDefault = rules
    .filter((rule) => !ran.has(rule.ruleId) && !rule.tags.some((tag) => /aaa$/.test(tag)))
    .map((rule) => rule.ruleId);
  const more = offByDefault.length ? (await builder().withRules(offByDefault).analyze()).violations : [];
  return [...byDefault.violations, ...more].map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

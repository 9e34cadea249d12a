import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

const notAAA = (rule: { tags: string[] }) => !rule.tags.some((tag) => /aaa$/.test(tag));

/**
 * Every rule axe has but the AAA ones (this site's goal is AA): those it runs by default (WCAG A
 * and AA of each version, and its best practices, such as one banner landmark and unique landmark
 * names) and those it keeps off by default: its experimental rules, such as WCAG 2.5.3 Label in
 * Name, which Lighthouse runs. Named in one list, they run in one pass over the page.
 */
const EVERY_AA_RULE = axe
  .getRules()
  .filter(notAAA)
  .map((rule) => rule.ruleId);

/** The rules that read colours (contrast, links told apart from text): all that a second colour
 * scheme can change on a page whose elements are the same. */
const COLOUR_RULES = axe
  .getRules(['cat.color'])
  .filter(notAAA)
  .map((rule) => rule.ruleId);

interface Scan {
  /** Only this part of the page (an open dialog, whose page behind was scanned on its own). */
  include?: string;
  /** Only the colour rules: the page was scanned whole in the other colour scheme. */
  coloursOnly?: boolean;
}

/** The violations axe finds, each in a line: the rule, its help text and the elements. */
export async function axeViolations(page: Page, { include, coloursOnly = false }: Scan = {}): Promise<string[]> {
  // The map is Google's page in a frame, not ours (and offline, Chromium's error page).
  const builder = new AxeBuilder({ page })
    .exclude('iframe[src*="google.com/maps"]')
    .withRules(coloursOnly ? COLOUR_RULES : EVERY_AA_RULE);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

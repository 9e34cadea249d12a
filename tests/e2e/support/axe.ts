import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/** axe-core itself, put into the page as it is (Playwright's evaluate is not held to the CSP). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The map is Google's page in a frame, not ours (and offline, Chromium's error page). */
const NOT_OURS = 'iframe[src*="google.com/maps"]';

interface Scan {
  /** Only this part of the page (an open dialog, whose page behind was scanned on its own). */
  include?: string;
  /** Only the colour rules: the page was scanned whole in the other colour scheme. */
  coloursOnly?: boolean;
}

/**
 * The violations axe finds, each in a line: the rule, its help text and the elements.
 *
 * `axe.run` in the page, once per scan, returning only the violations. Not `@axe-core/playwright`:
 * it runs axe in each frame, then again in a new blank page to put the parts together, and hands
 * back every passing element too; the same rules on `/` took it 6.4–8.7 s, `axe.run` 1.1–1.4 s
 * (the same findings: this site's pages have no frame of their own to scan).
 */
export async function axeViolations(page: Page, { include, coloursOnly = false }: Scan = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include, exclude, rules }) => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(
        include ? { include: [include], exclude: [exclude] } : { exclude: [exclude] },
        { runOnly: { type: 'rule', values: rules }, iframes: false, resultTypes: ['violations'] },
      );
      return violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    },
    { include, exclude: NOT_OURS, rules: coloursOnly ? COLOUR_RULES : EVERY_AA_RULE },
  );
}

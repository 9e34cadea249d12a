import type { Page } from '@playwright/test';
import { indicatorProblems, type FocusSample } from '../support/pageAudit';
import { desktopOnlyIfText, expect, NOT_FOUND_LOGS, showScheme, test } from './support/fixtures';

/*
 * Focus that every visitor can see: Tab through every route in both colour schemes, and for each
 * element that takes focus read its indicator from the computed styles. Every one has the same
 * ring (a solid outline of the same width), and the ring contrasts 3:1 or more with what is
 * around it (WCAG 2.2 SC 1.4.11): the ground behind the element when the ring is outside it, or
 * the band drawn beside it when the ring is inside the element's edge (an image button).
 */

const routes = ['/', '/start-project', '/portfolio', '/consultation', '/privacy', '/terms', '/no-such-page'];

/** In the page: where focus is (the focused element's place in the tree), and its indicator and
 * what surrounds it. One call a Tab stop. */
function focusStop(): { key: string; sample: FocusSample } {
  const element = document.activeElement as HTMLElement | null;
  const path: number[] = [];
  for (let node: Element | null = element; node?.parentElement; node = node.parentElement)
    path.push([...node.parentElement.children].indexOf(node));
  const key = path.join('.');
  const empty = { outlineStyle: '', outlineWidth: 0, outlineColor: '', outlineOffset: 0, boxShadow: '', grounds: [] };
  if (!element || element === document.body || element.tagName === 'IFRAME')
    return { key, sample: { element: element?.tagName ?? 'none', reached: false, ...empty } };
  const style = getComputedStyle(element);
  const offset = parseFloat(style.outlineOffset);
  const grounds: FocusSample['grounds'] = [];
  // A ring outside the element lies on its parent's ground; one inside lies on the element.
  for (let node: Element | null = offset >= 0 ? element.parentElement : element; node; node = node.parentElement) {
    const ground = getComputedStyle(node);
    grounds.push({ color: ground.backgroundColor, image: ground.backgroundImage });
    const opaque = /^rgb\(/.test(ground.backgroundColor) || /^#/.test(ground.backgroundColor);
    if (opaque) break;
  }
  const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return {
    key,
    sample: {
      element: `${element.tagName.toLowerCase()} "${label.slice(0, 40)}"`,
      reached: true,
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineColor: style.outlineColor,
      outlineOffset: offset,
      boxShadow: style.boxShadow,
      grounds,
    },
  };
}

/** Tabs from where focus is (the top of a page just loaded) until it comes round again; returns
 * what each stop showed. */
async function tabThrough(page: Page, limit = 300): Promise<FocusSample[]> {
  const samples: FocusSample[] = [];
  const seen = new Set<string>();
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const { key, sample } = await page.evaluate(focusStop);
    if (seen.has(key)) break;
    seen.add(key);
    samples.push(sample);
  }
  return samples;
}

// Both colour schemes on one load: the site follows the system's scheme, so after a round of Tab
// in light colours the page is switched to dark in place and focus goes round again.
test.describe('focus in light and dark colours', () => {
  test.use({ colorScheme: 'light' });

  for (const route of routes) {
    test(`${route}: every stop of the Tab order shows the ring at 3:1 or more${desktopOnlyIfText(route)}`, async ({
      page,
      expectConsole,
    }) => {
      test.setTimeout(120_000);
      if (route === '/no-such-page') NOT_FOUND_LOGS.forEach(expectConsole);
      // The map's frame holds Google's own page, which is not ours to style.
      await page.route(/google\.com\/maps/, (request) => request.abort());
      await page.goto(route);
      for (const scheme of ['light', 'dark'] as const) {
        await showScheme(page, scheme);
        const samples = (await tabThrough(page)).filter((sample) => sample.reached);
        expect(samples.length, scheme).toBeGreaterThan(5);
        expect(samples.flatMap(indicatorProblems), scheme).toEqual([]);
      }
    });
  }
});

test('what a script focuses so that reading starts there shows no ring @desktop', async ({ page }) => {
  await page.goto('/');
  // The skip link, from the keyboard: what is focused next by a script counts as keyboard focus.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('none');

  // A section an in-page link scrolls to and focuses.
  for (const id of ['about', 'services', 'portfolio', 'contact']) {
    const focus = await page.evaluate((sectionId) => {
      const section = document.getElementById(sectionId)!;
      section.tabIndex = -1;
      section.focus({ preventScroll: true });
      return { visible: section.matches(':focus-visible'), outline: getComputedStyle(section).outlineStyle };
    }, id);
    expect(focus, id).toEqual({ visible: true, outline: 'none' });
  }
});

import type { Page } from '@playwright/test';
import { faces } from '../../scripts/fonts/faces';
import { desktopOnlyIfText, expect, NOT_FOUND_LOGS, test } from './support/fixtures';

/**
 * The web fonts are split into small files by weight and characters (scripts/fonts/faces.ts). A
 * character that no file of its weight holds would be drawn in the fallback face, so every text
 * on every page is checked against the files the browser picks for it.
 */
const routes = ['/', '/start-project', '/consultation', '/portfolio', '/no-such-page'];

/** Texts whose characters are missing from the web font face of their family and weight. */
function uncovered(page: Page) {
  return page.evaluate(async () => {
    const problems = new Set<string>();
    // Rendering everything, so sections that skip rendering until near are checked too.
    const style = document.createElement('style');
    style.textContent = '* { content-visibility: visible !important; }';
    document.head.append(style);
    for (const element of document.querySelectorAll('body *')) {
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .replace(/\s/g, '');
      if (!text) continue;
      const computed = getComputedStyle(element);
      const family = computed.fontFamily.split(',')[0]!.trim().replace(/"/g, '');
      if (!family.endsWith('Variable')) continue;
      const loaded = await document.fonts.load(`${computed.fontWeight} 16px "${family}"`, text);
      const ranges = loaded.flatMap((face) =>
        face.unicodeRange.split(',').map((range) =>
          range
            .trim()
            .slice(2)
            .split('-')
            .map((hex) => parseInt(hex, 16)),
        ),
      );
      for (const char of text) {
        const point = char.codePointAt(0)!;
        if (!ranges.some(([from = -1, to = from]) => point >= from && point <= to))
          problems.add(`${family} ${computed.fontWeight} "${char}" in <${element.tagName.toLowerCase()}>`);
      }
    }
    style.remove();
    return [...problems];
  });
}

for (const route of routes) {
  test(`${route}: every text is drawn in a web font file that holds its characters${desktopOnlyIfText(route)}`, async ({
    page,
    expectConsole,
  }) => {
    if (route === '/no-such-page') NOT_FOUND_LOGS.forEach(expectConsole);
    await page.goto(route);
    expect(await uncovered(page)).toEqual([]);
  });
}

test('the phone menu is set in the faces it holds; its weight is fetched as the menu loads @phone', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  expect(await uncovered(page)).toEqual([]);
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  expect(fetched.some((path) => /\/bricolage-600-[\w-]{8}\.woff2$/.test(path))).toBe(true);
});

const preloaded = faces.filter((face) => face.preload).map((face) => face.name);
// Budgets in rupees: ₹ is a 1 KB face of its own, preloaded only where a page shows one.
const rupee = 'inter-rupee';
const fontName = (path: string) => /\/([\w-]+)-[\w-]{8}\.woff2$/.exec(path)?.[1];

// Each page in a fresh browser context: a font another page left in the cache would be listed again.
// A face the first screen draws must come with the page (preloaded), or the first screen is laid
// out again when it arrives; a face only the text further down uses may come later. Each width
// in its own project: the phone's 390 px, the desktop's 1280 px.
for (const [width, project] of [
  [390, '@phone'],
  [1280, '@desktop'],
] as const) {
  for (const route of routes.slice(0, 4)) {
    test(`at ${width} px, the first screen of ${route} needs only the font files it preloads ${project}`, async ({
      page,
    }) => {
      expect(page.viewportSize()?.width).toBe(width);
      await page.goto(route);
      await page.evaluate(() => document.fonts.ready);
      const firstScreen = await page.evaluate(() => {
        const drawn = new Set<string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement;
          if (!element || !node.textContent?.trim()) continue;
          const rect = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          if (rect.width === 0 || rect.bottom <= 0 || rect.top >= window.innerHeight) continue;
          if (style.visibility === 'hidden') continue;
          drawn.add(
            `${style.fontFamily.split(',')[0]!.replace(/["']/g, '').trim()}|${style.fontWeight}|${node.textContent}`,
          );
        }
        return [...drawn].map((entry) => {
          const [family, weight, text] = entry.split('|');
          return { family: family!, weight: Number(weight), text: text! };
        });
      });
      // The faces that hold what the first screen draws (the family, the weight, the characters).
      const needed = new Set(
        firstScreen.flatMap(({ family, weight, text }) =>
          faces
            .filter((face) => face.family === family)
            .filter((face) =>
              Array.isArray(face.weight)
                ? weight >= face.weight[0] && weight <= face.weight[1]
                : face.weight === weight,
            )
            .filter((face) =>
              [...text].some((char) =>
                face.ranges.some(
                  ([from = -1, to = from]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to,
                ),
              ),
            )
            .map((face) => face.name),
        ),
      );
      const preloadedHere = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      expect([...needed].filter((name) => !preloadedHere.map(fontName).includes(name))).toEqual([]);
      const expected = route === '/start-project' ? [...preloaded, rupee] : preloaded;
      expect(preloadedHere.map(fontName).sort()).toEqual([...expected].sort());
      // Every preload is used: nothing is fetched up front for nothing.
      const fetched = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.woff2')),
      );
      for (const name of preloadedHere.map(fontName)) expect(fetched.map(fontName)).toContain(name);
    });
  }
}

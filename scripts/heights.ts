/**
 * `npm run heights`: the estimated height of each home section below the first screen, measured.
 * A `.deferred` section (src/common/styles/shared.css) is not drawn until it comes near the
 * viewport, and until then the browser gives it its estimate; so that the page's height and
 * scrollbar hold still, the estimate is the section's real content height. This opens the built
 * home page (dist/, which `npm run heights` builds first) at each of the screens the site is
 * checked on, draws every section, measures it and writes src/common/styles/heights.generated.css.
 * When a height changed, it builds the site again, so that dist/ carries the new estimates.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import { findHeadlessShell } from './chromium';
import { chromiumFlags } from './chromiumFlags';
import { screens } from './screens';
import { serveFolder } from './serveFolder';

const root = process.cwd();
const output = join(root, 'src', 'common', 'styles', 'heights.generated.css');

/** The phone's heights hold at every width; the desktop's from Mantine's `sm` breakpoint, where the
 * sections take their wide layout. */
const layouts = [
  { screen: screens.phone, media: null },
  { screen: screens.desktop, media: '(min-width: 48em)' },
];

type Heights = Array<{ id: string; height: number }>;

/** Each deferred section's content height (its height less padding and border: the browser adds
 * those to the estimate), in page order, on the home page as a visitor on that screen has it. */
async function measure(browser: Browser, origin: string, screen: (typeof layouts)[number]['screen']): Promise<Heights> {
  const context = await browser.newContext(screen);
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Every section drawn and every picture loaded, as they are once the visitor has scrolled by.
  await page.addStyleTag({ content: '.deferred { content-visibility: visible !important; }' });
  await page.evaluate(() => {
    document.querySelectorAll('img[loading="lazy"]').forEach((image) => image.setAttribute('loading', 'eager'));
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const heights = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.deferred')].map((section) => {
      const style = getComputedStyle(section);
      const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
      const around = edges.reduce((sum, edge) => sum + parseFloat(style[edge]), 0);
      return { id: section.id, height: Math.round(section.getBoundingClientRect().height - around) };
    }),
  );
  await context.close();
  const unnamed = heights.filter(({ id }) => !id);
  if (unnamed.length) throw new Error('A .deferred section without an id: its estimate is set by its id.');
  return heights;
}

function stylesheet(measured: Heights[]) {
  const rules = (heights: Heights) =>
    heights.map(({ id, height }) => `#${id} { contain-intrinsic-block-size: auto ${height}px; }`).join('\n');
  return [
    '/* Written by `npm run heights` (scripts/heights.ts) from the built home page: do not edit. */',
    ...layouts.map(({ media }, index) =>
      media ? `@media ${media} {\n${rules(measured[index]!)}\n}` : rules(measured[index]!),
    ),
  ].join('\n\n');
}

const dist = join(root, 'dist');
if (!existsSync(join(dist, 'index.html')))
  throw new Error('No built site in dist/: run `npm run heights`, which builds it.');
const server = await serveFolder(dist);
const browser = await chromium.launch({ executablePath: findHeadlessShell() ?? undefined, args: chromiumFlags });
let measured: Heights[];
try {
  measured = [];
  for (const { screen } of layouts) measured.push(await measure(browser, server.origin, screen));
} finally {
  await browser.close();
  await server.stop();
}

const css = await format(stylesheet(measured), { ...(await resolveConfig(output)), filepath: output });
const before = existsSync(output) ? readFileSync(output, 'utf8') : '';
for (const [index, { screen }] of layouts.entries())
  console.log(
    `${screen.viewport.width} px: ${measured[index]!.map(({ id, height }) => `#${id} ${height}`).join(', ')}`,
  );
if (css === before) {
  console.log(`${relative(root, output)} is up to date.`);
} else {
  writeFileSync(output, css);
  console.log(`wrote ${relative(root, output)}; building again so that dist/ has it.`);
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

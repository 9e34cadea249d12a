/**
 * Turns the built site into static pages: renders every route to HTML (dist/<route>/index.html
 * and dist/404.html) from the same React tree the browser hydrates, with each route's head for
 * crawlers and link previews; then writes sitemap.xml, robots.txt, icons and the manifest, the
 * security headers (dist/_headers, with the hashes of the inline scripts), and .br/.gz copies.
 * Run after `vite build` and `vite build --ssr`; `npm run build` does all three.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerEntryModule from '../src/app/entry-server';
import { agency } from '../src/content/agency';
import { earlyColorSchemeScript } from '../src/features/header/earlyColorScheme';
import { mantineColorSchemeScript, mantineColorSchemeSource, scriptHash } from './build/colorSchemeScript';
import { writeIcons } from './build/icons';
import { headersFile, hstsPreloadSetting } from './build/securityHeaders';
import { listSiteFiles } from '../server/static/files';
import { compressAssets } from './build/compress';
import { pageStylesheets, type StyledManifest } from './build/pageStylesheets';
import { faces, type Face } from './fonts/faces';
import { characters } from './fonts/ranges';

type ServerEntry = typeof ServerEntryModule;

const root = process.cwd();
// BUILD_DIR and SSR_DIR: another pair of build directories (the model build, `npm run build:model`).
const dist = join(root, process.env.BUILD_DIR ?? 'dist');
// Vite's module script and modulepreload links come out of the template and go back in after
// the head the builder writes, with the preloads of the route's own page chunk beside them.
const builtTemplate = readFileSync(join(dist, 'index.html'), 'utf8');
const template = builtTemplate
  .replace(/\s*<script type="module"[^>]*><\/script>/, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace(/\s*<link rel="stylesheet"[^>]*>/g, '');

// The template is vite's output; once prerendered it no longer holds the markers, and rendering
// it again would turn every page into the home page (docs/architecture.md, "How a page starts").
if (!template.includes('<!--app-->') || !template.includes('<!--head-->')) {
  throw new Error('dist/index.html is not a fresh vite build (markers missing): run `npm run build`.');
}

const origin = (process.env.SITE_ORIGIN || agency.website).replace(/\/+$/, '');
if (!/^https?:\/\/[^/]+$/.test(origin))
  throw new Error(`SITE_ORIGIN must be an origin like https://example.in, not ${origin}`);

const server = (await import(
  pathToFileURL(join(root, process.env.SSR_DIR ?? 'dist-ssr', 'entry-server.js')).href
)) as ServerEntry;
// The head and SEO builders come from the server bundle, which can import the content's images.
const { buildHead, buildRobots, buildSitemap } = server;
// Every route of the route list (src/content/routes.ts), and the 404 page.
const routes = server.siteRoutes;

// Mantine's script applies the saved scheme before the first paint; ours lets the toggle work
// before the app has started (src/features/header/earlyColorScheme.ts).
const colorSchemeScript = `${mantineColorSchemeScript}<script>${earlyColorSchemeScript}</script>`;
// The CSP allows the inline scripts by their hashes: these two, and React's own (below).
const scriptHashes = new Set([scriptHash(mantineColorSchemeSource), scriptHash(earlyColorSchemeScript)]);

/**
 * React's own inline scripts, which it writes after the markup it renders: on a page with a form
 * action, its form replaying (it holds a submit made before hydration, which React then acts on).
 * They move to the head, out of #root, which React hydrates, and ahead of the first paint, so a
 * press is held from the moment the page shows, not only once the end of its HTML is parsed.
 */
function hoistReactScripts(appHtml: string): { markup: string; scripts: string[] } {
  const trailing = /<script>((?:(?!<\/script>)[\s\S])*)<\/script>$/;
  const scripts: string[] = [];
  let markup = appHtml;
  for (let found = trailing.exec(markup); found; found = trailing.exec(markup)) {
    scripts.unshift(found[1]!);
    markup = markup.slice(0, found.index);
  }
  if (/<script(?![^>]*\b(?:src|type)=)[^>]*>/.test(markup))
    throw new Error('The rendered page has an inline script inside its markup, which the CSP would refuse');
  return { markup, scripts };
}

const assetFiles = readdirSync(join(dist, 'assets'));
// The faces every first screen shows are preloaded (scripts/fonts/faces.ts): otherwise each is
// found only once the stylesheet is parsed, a round trip later, which delays the largest paint.
const fontFile = (face: Face) => {
  const pattern = new RegExp(`^${face.name}-[\\w-]{8}\\.woff2$`);
  const file = assetFiles.find((name) => pattern.test(name));
  if (!file) throw new Error(`No font file matches ${pattern}`);
  return `/assets/${file}`;
};
const fonts = faces.filter((face) => face.preload).map(fontFile);
/** The page's own preloads: the faces of characters only some pages show (faces.ts). */
const fontsFor = (html: string) => [
  ...fonts,
  ...faces
    .filter((face) => face.preloadWhereUsed && [...characters(face.ranges)].some((char) => html.includes(char)))
    .map(fontFile),
];
const hero = server.heroImage;
const themeStyles = server.themeStyles();
if (!themeStyles.startsWith('<style')) throw new Error('Could not render the theme styles');

type ManifestChunk = StyledManifest[string] & { isEntry?: boolean };
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
// The page's own entry, index.html's module script (the app, start.tsx, is the other entry, which
// it imports once the page has painted).
const pageEntry = manifest['index.html'];
if (!pageEntry?.isEntry) throw new Error('The manifest has no entry chunk for index.html');
const entryChunk = pageEntry;

/**
 * A stylesheet the first paint does not need, after everything it styles: browsers paint what
 * comes before it, and at low priority it does not compete with the first screen's requests.
 */
const laterStylesheet = (href: string) => `<link rel="stylesheet" crossorigin fetchpriority="low" href="${href}" />`;

/**
 * The module tags of a page: Vite's entry script and a modulepreload for each chunk it imports
 * statically, all small, at low priority: the first paint needs none of them, so they do not
 * compete with its HTML, CSS, fonts and image. The app's code is not among them: the entry asks
 * for it once the page has painted (src/app/main.ts).
 */
function moduleTags() {
  const preloads = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    const file = `/${chunk.file}`;
    if (preloads.has(file) || chunk === entryChunk) return;
    preloads.add(file);
    chunk.imports?.forEach(visit);
  };
  entryChunk.imports?.forEach(visit);
  return [
    `<script type="module" crossorigin fetchpriority="low" src="/${entryChunk.file}"></script>`,
    ...[...preloads].map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}" />`),
  ].join('\n    ');
}

for (const route of routes) {
  const meta = server.pageMeta[route];
  if (!meta) throw new Error(`No page metadata for ${route}`);
  const rendered = hoistReactScripts(await server.renderRoute(route));
  const appHtml = rendered.markup;
  for (const script of rendered.scripts) scriptHashes.add(scriptHash(script));
  const stylesheets = pageStylesheets(manifest, server.pageSourceFile(route));
  const head = buildHead(route, meta, origin, {
    fonts: fontsFor(appHtml),
    stylesheets: stylesheets.firstScreen,
    themeStyles,
    colorSchemeScript,
    reactScripts: rendered.scripts.map((script) => `<script>${script}</script>`),
    heroPreload: hero.sources.avif ? { srcSet: hero.sources.avif, sizes: '100vw', type: 'image/avif' } : undefined,
  });
  // Replaced by functions: a replacement string would read `$$` in React's script as `$`.
  const html = template
    .replace('<!--head-->', () => `${head}\n    ${moduleTags()}`)
    .replace('<div id="root"><!--app--></div>', () =>
      [`<div id="root" data-route="${route}">${appHtml}</div>`, ...stylesheets.later.map(laterStylesheet)].join(
        '\n    ',
      ),
    );
  const file = join(dist, routeOutputFile(route));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  console.log(`prerendered ${route.padEnd(16)} → ${relative(root, file)} (${(html.length / 1024).toFixed(1)} KB)`);
}

const pages = routes.map((route) => ({ route, meta: server.pageMeta[route]! }));
writeFileSync(join(dist, 'sitemap.xml'), buildSitemap(pages, origin));
writeFileSync(join(dist, 'robots.txt'), buildRobots(origin));
await writeIcons(root, dist);

// The endpoint the bundle posts to, as the server bundle was built with it (src/config/formEndpoint.ts).
const endpoint = server.configuredFormEndpoint();
writeFileSync(
  join(dist, '_headers'),
  headersFile(
    {
      scriptHashes: [...scriptHashes],
      formEndpointOrigin: endpoint ? new URL(endpoint).origin : null,
      hstsPreload: hstsPreloadSetting(process.env.HSTS_PRELOAD),
    },
    [...listSiteFiles(dist).keys()],
  ),
);
const compressed = compressAssets(dist);
console.log(`wrote sitemap.xml, robots.txt, icons, manifest, _headers; compressed ${compressed} files (.br, .gz)`);

/** Where a route's HTML goes: `/` → index.html, `/404` → 404.html, `/x` → x/index.html. */
function routeOutputFile(route: string) {
  if (route === '/') return 'index.html';
  if (route === server.notFoundRoute) return '404.html';
  return `${route.slice(1)}/index.html`;
}

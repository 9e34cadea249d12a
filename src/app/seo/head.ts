import { agency } from '../../content/agency';
import type { PageMeta } from '../../content/pages';
import { notFoundRoute, paths } from '../../content/routes';
import { agencyStructuredData, serializeJsonLd } from './structuredData';

export interface HeadAssets {
  /** The home page's hero image, preloaded so the largest paint does not wait for CSS. */
  heroPreload?: { srcSet: string; sizes: string; type: string };
  /** Font files the first screen needs (latin subsets). */
  fonts: string[];
  /** The stylesheets of the page's first screen (scripts/build/pageStylesheets.ts). */
  stylesheets: string[];
  /** The theme's CSS variables as Mantine writes them (a `<style>` element), after the stylesheets. */
  themeStyles: string;
  /** The inline script that applies the colour scheme before first paint. */
  colorSchemeScript: string;
  /** React's own inline scripts for the page (its form replaying, where the page has a form
   * action), each a `<script>` element: in the head, so they run before anything is pressed. */
  reactScripts?: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The address search engines should treat as the page's own: /enquiry is /start-project. */
export function canonicalPath(route: string): string | null {
  if (route === notFoundRoute) return null;
  if (route === paths.enquiry) return paths.startProject;
  return route;
}

export const socialImage = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: `${agency.name}: ${agency.tagline}`,
};

/** Every tag of a route's <head> after charset and viewport: what crawlers and link previews read
 * (they run no JavaScript), icons, preloads, the colour scheme script and React's inline scripts. */
export function buildHead(route: string, meta: PageMeta, origin: string, assets: HeadAssets): string {
  const canonical = canonicalPath(route);
  const url = `${origin}${canonical ?? route}`;
  const image = `${origin}${socialImage.path}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.index ? '' : '<meta name="robots" content="noindex" />',
    canonical ? `<link rel="canonical" href="${escapeHtml(url)}" />` : '',
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(agency.name)}" />`,
    `<meta property="og:locale" content="${agency.locale}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:image:width" content="${socialImage.width}" />`,
    `<meta property="og:image:height" content="${socialImage.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(socialImage.alt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    `<meta name="twitter:image:alt" content="${escapeHtml(socialImage.alt)}" />`,
    '<meta name="theme-color" content="#15122e" />',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    '<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
    '<link rel="manifest" href="/manifest.webmanifest" />',
    // The home page's largest paint first, then the faces of its first screen's text.
    route === paths.home && assets.heroPreload
      ? `<link rel="preload" as="image" imagesrcset="${escapeHtml(assets.heroPreload.srcSet)}" imagesizes="${escapeHtml(assets.heroPreload.sizes)}" type="${assets.heroPreload.type}" fetchpriority="high" />`
      : '',
    ...assets.fonts.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`),
    // Before the first inline script, which then waits for it: the body is parsed, and laid out,
    // with its styles. Linked after, a late stylesheet left the body unstyled at DOMContentLoaded,
    // when Chromium's form autofill lays out the whole page, which was then laid out again styled.
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    assets.themeStyles,
    assets.colorSchemeScript,
    ...(assets.reactScripts ?? []),
    route === paths.home
      ? `<script type="application/ld+json">${serializeJsonLd(agencyStructuredData(origin))}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** sitemap.xml: the pages search engines may index, nothing else. */
export function buildSitemap(routes: Array<{ route: string; meta: PageMeta }>, origin: string): string {
  const urls = routes
    .filter(({ route, meta }) => meta.index && canonicalPath(route) === route)
    .map(({ route }) => `  <url><loc>${escapeHtml(`${origin}${route}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobots(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

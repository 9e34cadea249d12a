/** Every route path, defined once; links, the router, the prerenderer and the sitemap use these. */
export const paths = {
  home: '/',
  startProject: '/start-project',
  enquiry: '/enquiry',
  portfolio: '/portfolio',
  consultation: '/consultation',
  privacy: '/privacy',
  terms: '/terms',
} as const;

export type RoutePath = (typeof paths)[keyof typeof paths];

/** The key under which an unknown path renders (and 404.html is prerendered). */
export const notFoundRoute = '/404';

/** Anchors of the home page's sections, in page order. */
export const homeAnchors = {
  home: 'home',
  about: 'about',
  services: 'services',
  portfolio: 'portfolio',
  testimonials: 'testimonials',
  contact: 'contact',
} as const;

export type HomeAnchor = (typeof homeAnchors)[keyof typeof homeAnchors];

/** The query key of a portfolio filter pressed before the app had started, which the app applies
 * once it runs. */
export const filterQueryKey = 'category';

/** Where a portfolio filter button leads before the app runs: `page` (the home page or
 * /portfolio) scrolled to the filter, with the category in the query; none for every project. */
export const portfolioFilterHref = (page: RoutePath, category: string | null) =>
  `${page}${category === null ? '' : `?${new URLSearchParams({ [filterQueryKey]: category })}`}#${homeAnchors.portfolio}`;

/** `/#about`: works from every route (product rule D9). */
export const anchorHref = (anchor: HomeAnchor) => `/#${anchor}`;

const knownPaths = new Set<string>(Object.values(paths));

/** Which page a location renders: its own path, or the 404 page. Trailing slashes are allowed
 * because static hosts serve `/portfolio/` from `portfolio/index.html`. */
export function resolveRoute(pathname: string): RoutePath | typeof notFoundRoute {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return knownPaths.has(normalised) ? (normalised as RoutePath) : notFoundRoute;
}

/**
 * The site's routes, each written once: its path and the page that shows it, the file
 * `<page>.page.tsx` in src/app/pages (/start-project and /enquiry share one). The router (in this
 * order), each page's early download, the prerenderer and the sitemap all come from this list;
 * links name a path by its key (`paths.portfolio`). A new route also needs its page file and its
 * title (`pageMeta` in pages.ts, which the type checker asks for).
 */
export const routes = {
  home: { path: '/', page: 'Home' },
  startProject: { path: '/start-project', page: 'Enquiry' },
  enquiry: { path: '/enquiry', page: 'Enquiry' },
  portfolio: { path: '/portfolio', page: 'Portfolio' },
  consultation: { path: '/consultation', page: 'Consultation' },
  privacy: { path: '/privacy', page: 'Privacy' },
  terms: { path: '/terms', page: 'Terms' },
} as const satisfies Record<string, { path: `/${string}`; page: string }>;

type Routes = typeof routes;

/** Each route's path by its key. */
export const paths = Object.fromEntries(Object.entries(routes).map(([key, { path }]) => [key, path])) as {
  readonly [Key in keyof Routes]: Routes[Key]['path'];
};

export type RoutePath = Routes[keyof Routes]['path'];

/** The key under which an unknown path renders (and 404.html is prerendered). */
export const notFoundRoute = '/404';

export type Route = RoutePath | typeof notFoundRoute;

/** Every route the site renders, in the router's order, then the 404 page's. */
export const siteRoutes: Route[] = [...Object.values(routes).map(({ path }) => path), notFoundRoute];

/** The page a route shows: the file `<page>.page.tsx` in src/app/pages. */
export function pageNameOf(route: Route): string {
  return Object.values(routes).find(({ path }) => path === route)?.page ?? 'NotFound';
}

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
export function resolveRoute(pathname: string): Route {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return knownPaths.has(normalised) ? (normalised as RoutePath) : notFoundRoute;
}

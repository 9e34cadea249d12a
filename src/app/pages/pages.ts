import type { ComponentType } from 'react';
import { lazyWithRetry } from '../../common/lazy/lazyWithRetry';
import { notFoundRoute, paths, type RoutePath } from '../../content/routes';

type Route = RoutePath | typeof notFoundRoute;

/** Which page (src/app/pages/<name>.page.tsx) each route shows; /start-project and /enquiry share one. */
const pageNames: Record<Route, string> = {
  [paths.home]: 'Home',
  [paths.startProject]: 'Enquiry',
  [paths.enquiry]: 'Enquiry',
  [paths.portfolio]: 'Portfolio',
  [paths.consultation]: 'Consultation',
  [paths.privacy]: 'Privacy',
  [paths.terms]: 'Terms',
  [notFoundRoute]: 'NotFound',
};

const byName = new Map(
  [...new Set(Object.values(pageNames))].map((name) => [
    name,
    lazyWithRetry<object>(() => import(`./${name}.page.tsx`) as Promise<{ default: ComponentType }>),
  ]),
);

/** Each route's page is a chunk of its own: a visitor downloads the page in front of them (the
 * prerenderer preloads it beside the entry) and the others only when they go there. */
export const pages = Object.fromEntries(
  Object.entries(pageNames).map(([route, name]) => [route, byName.get(name)!]),
) as Record<Route, ReturnType<typeof lazyWithRetry<object>>>;

/** The page's source file, as Vite's manifest names it (the prerenderer preloads its chunk). */
export const pageSourceFile = (route: Route) => `src/app/pages/${pageNames[route]}.page.tsx`;

import { lazyWithRetry } from '../../common/lazy/lazyWithRetry';
import { notFoundRoute, routes, type Route } from '../../content/routes';
import { pageFileOf, pageFiles, type PageFile } from './pageFiles';

/** A page: its component, which downloads its code on first render, and its source file, by
 * which Vite's manifest names its chunk (for the prerenderer). */
function page(file: PageFile) {
  const load = pageFiles[file];
  if (!load) throw new Error(`No page ${file} in src/app/pages, which src/content/routes.ts names`);
  return { Page: lazyWithRetry<object>(load), source: `src/app/pages/${file.slice(2)}` };
}

/** One component per page file, which routes that share the file share. */
const pages = new Map<PageFile, ReturnType<typeof page>>();
const pageFor = (route: Route) => {
  const file = pageFileOf(route);
  let found = pages.get(file);
  if (!found) pages.set(file, (found = page(file)));
  return found;
};

/** The site's routes, in the order the router tries them, each with its page. */
export const routeTable = Object.values(routes).map(({ path }) => ({ path, ...pageFor(path) }));

/** What every other path shows. */
export const notFoundPage = pageFor(notFoundRoute);

/** The page a route (as `resolveRoute` names it) shows. */
export function pageOf(route: Route) {
  return routeTable.find((entry) => entry.path === route) ?? notFoundPage;
}

/** The page's source file, as Vite's manifest names it (the prerenderer preloads its chunk). */
export const pageSourceFile = (route: Route) => pageOf(route).source;

import type { ComponentType } from 'react';
import { lazyWithRetry } from '../../common/lazy/lazyWithRetry';
import { paths, type notFoundRoute, type RoutePath } from '../../content/routes';

type PageModule = { default: ComponentType };

/** Every page of this folder, as Vite finds it: each one a chunk of its own, so a visitor downloads
 * the page in front of them (the prerenderer preloads it beside the entry) and the others only
 * when they go there. */
const pageFiles = import.meta.glob<PageModule>('./*.page.tsx');

/** A page: its component, which downloads its code on first render, and its source file, by
 * which Vite's manifest names its chunk (for the prerenderer's preloads). */
function page(file: `./${string}.page.tsx`) {
  const load = pageFiles[file];
  if (!load) throw new Error(`No page ${file} in src/app/pages`);
  return { Page: lazyWithRetry<object>(load), source: `src/app/pages/${file.slice(2)}` };
}

const enquiry = page('./Enquiry.page.tsx');

/** The site's routes, in the order the router tries them; /start-project and /enquiry share one page. */
export const routeTable: Array<{ path: RoutePath } & ReturnType<typeof page>> = [
  { path: paths.home, ...page('./Home.page.tsx') },
  { path: paths.startProject, ...enquiry },
  { path: paths.enquiry, ...enquiry },
  { path: paths.portfolio, ...page('./Portfolio.page.tsx') },
  { path: paths.consultation, ...page('./Consultation.page.tsx') },
  { path: paths.privacy, ...page('./Privacy.page.tsx') },
  { path: paths.terms, ...page('./Terms.page.tsx') },
];

/** What every other path shows. */
export const notFoundPage = page('./NotFound.page.tsx');

/** The page a route (as `resolveRoute` names it) shows. */
export function pageOf(route: RoutePath | typeof notFoundRoute) {
  return routeTable.find((entry) => entry.path === route) ?? notFoundPage;
}

/** The page's source file, as Vite's manifest names it (the prerenderer preloads its chunk). */
export const pageSourceFile = (route: RoutePath | typeof notFoundRoute) => pageOf(route).source;

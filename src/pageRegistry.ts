import type { ComponentType } from 'react';
import { notFoundRoute, paths } from './routes';

type PageModule = { default: ComponentType };

/** A promise that React's `use` can read synchronously once settled (React 19 reads `status`). */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Each route's page (src/pages/<name>.page.tsx), loaded on demand so a visitor downloads only
 * the page in front of them. `/start-project` and `/enquiry` are the same page (SPEC.md 2). */
const pageNames: Record<string, string> = {
  [paths.home]: 'Home',
  [paths.startProject]: 'Enquiry',
  [paths.enquiry]: 'Enquiry',
  [paths.portfolio]: 'Portfolio',
  [paths.consultation]: 'Consultation',
  [paths.privacy]: 'Privacy',
  [paths.terms]: 'Terms',
  [notFoundRoute]: 'NotFound',
};

/** The page's source file, as Vite's manifest names it (the prerenderer lists its chunk for the page's bootstrap). */
export const pageSourceFile = (route: string) => `src/pages/${pageNames[route]}.page.tsx`;

const loaded = new Map<string, TrackedPromise<PageModule>>();

/**
 * The route's page module. Awaiting it before the first render (prerender, hydration) means the
 * page renders synchronously: complete HTML without JavaScript, and hydration without a fallback.
 * A failed download stays failed (the error screen shows) until `forgetPage` allows a retry.
 */
export function loadPage(route: string): TrackedPromise<PageModule> {
  const cached = loaded.get(route);
  if (cached) return cached;
  const name = pageNames[route];
  if (!name) throw new Error(`No page for route ${route}`);
  const promise: TrackedPromise<PageModule> = import(`./pages/${name}.page.tsx`);
  promise.status = 'pending';
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  loaded.set(route, promise);
  return promise;
}

/** Lets the next render download a page whose download failed (the error screen's Try again). */
export function forgetPage(route: string) {
  if (loaded.get(route)?.status === 'rejected') loaded.delete(route);
}

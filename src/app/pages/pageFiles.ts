import type { ComponentType } from 'react';
import { notFoundRoute, paths, type RoutePath } from '../../content/routes';

export type PageModule = { default: ComponentType };
export type PageFile = `./${string}.page.tsx`;

/** Every page of this folder, as Vite finds it: each one a chunk of its own, so a visitor downloads
 * the page in front of them and the others only when they go there. Free of React, so the page's
 * entry (src/app/main.ts) can start its download beside the app's. */
export const pageFiles = import.meta.glob<PageModule>('./*.page.tsx');

/** The page file each route shows; /start-project and /enquiry share one page. */
export const pageFileOf: Record<RoutePath | typeof notFoundRoute, PageFile> = {
  [paths.home]: './Home.page.tsx',
  [paths.startProject]: './Enquiry.page.tsx',
  [paths.enquiry]: './Enquiry.page.tsx',
  [paths.portfolio]: './Portfolio.page.tsx',
  [paths.consultation]: './Consultation.page.tsx',
  [paths.privacy]: './Privacy.page.tsx',
  [paths.terms]: './Terms.page.tsx',
  [notFoundRoute]: './NotFound.page.tsx',
};

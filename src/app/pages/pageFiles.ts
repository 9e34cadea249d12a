import type { ComponentType } from 'react';
import { pageNameOf, type Route } from '../../content/routes';

export type PageModule = { default: ComponentType };
export type PageFile = `./${string}.page.tsx`;

/** Every page of this folder, as Vite finds it: each one a chunk of its own, so a visitor downloads
 * the page in front of them and the others only when they go there. Free of React, so the page's
 * entry (src/app/main.ts) can start its download beside the app's. */
export const pageFiles = import.meta.glob<PageModule>('./*.page.tsx');

/** The file of the page a route shows, as the route list names it (src/content/routes.ts). */
export const pageFileOf = (route: Route): PageFile => `./${pageNameOf(route)}.page.tsx`;

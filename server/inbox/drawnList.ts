/**
 * The inbox's list, drawn here for whoever is signed in as the answer to the inbox's own address
 * (/inbox/, with its filters), so that a slow phone shows the leads before the app's code has run;
 * the app then takes the page over (src/inbox/entry-server.tsx, src/inbox/main.tsx). Every other
 * address of the inbox, and the list for nobody signed in, is the built page as it is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LeadPage, Me } from '../../src/contract/inbox.ts';

export interface ListDrawer {
  /** The query the list at `path` asks the API for (`?status=new`), to answer for its first page. */
  firstPageQuery: (path: string) => string;
  /** The page at `path` with the list in it, drawn from `page` for `me`. */
  draw: (path: string, me: Me, page: LeadPage) => string;
}

interface ServerEntry {
  firstPageQuery: (path: string) => string;
  drawList: (template: string, list: { path: string; me: Me; page: LeadPage }) => string;
}

/** The drawer for the inbox built at `distInbox`, from its server entry beside it (`dist-inbox-ssr`,
 * `npm run build:inbox`); null when there is none, and the inbox draws the list itself. */
export async function listDrawer(distInbox: string): Promise<ListDrawer | null> {
  const entry = join(`${distInbox}-ssr`, 'entry-server.js');
  if (!existsSync(entry)) return null;
  // React's production build: the entry imports React, which reads this as it loads.
  process.env.NODE_ENV ??= 'production';
  const { firstPageQuery, drawList } = (await import(pathToFileURL(entry).href)) as ServerEntry;
  const template = readFileSync(join(distInbox, 'index.html'), 'utf8');
  return { firstPageQuery, draw: (path, me, page) => drawList(template, { path, me, page }) };
}

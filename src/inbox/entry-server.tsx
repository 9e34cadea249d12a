import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { leadsQuery, type LeadPage, type Me } from '../contract/inbox';
import { filtersFromSearch } from './api/filters';
import { inboxQueryClient, queryKeys } from './api/queries';
import { drawnPage } from './drawn';
import { InboxApp } from './InboxApp';
import { browserLocation, insideInbox, type InboxLocation } from './location';

/**
 * The list, drawn by the lead service for a signed-in person as the page's first answer (server/
 * inbox/drawnList.ts), so a slow phone shows the leads before the app's code has run: `template` (the
 * built index.html) with the list in it. `path` is the page's address (`/inbox/?status=new`);
 * `page` is the list's first page for its filters.
 */
const searchOf = (path: string) => (path.includes('?') ? path.slice(path.indexOf('?') + 1) : '');

/** The query the list at `path` asks the API for its first page (`?status=new`): the server's
 * answer to it is the `page` to draw with. */
export const firstPageQuery = (path: string) => leadsQuery(filtersFromSearch(searchOf(path)));

export function drawList(template: string, { path, me, page }: { path: string; me: Me; page: LeadPage }): string {
  const queryClient = inboxQueryClient();
  const search = searchOf(path);
  queryClient.setQueryData(queryKeys.me, me);
  queryClient.setQueryData(queryKeys.leads(filtersFromSearch(search)), { pages: [page], pageParams: [null] });
  // The browser's location, as wouter renders it on a server: at the page's address.
  const location: InboxLocation = { ...browserLocation, navigate: () => {}, current: () => insideInbox(path) };
  const html = renderToString(
    <StrictMode>
      <InboxApp
        passkeys="unsupported"
        queryClient={queryClient}
        signedIn={me}
        location={location}
        ssr={{ path: path.split('?')[0]!, search }}
      />
    </StrictMode>,
  );
  return drawnPage(template, html, dehydrate(queryClient));
}

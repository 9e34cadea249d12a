import {
  infiniteQueryOptions,
  keepPreviousData,
  QueryClient,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { createContext, use } from 'react';
import {
  INBOX_PATH,
  inboxApi,
  leadsQuery,
  type Invite,
  type LeadDetail,
  type LeadFilters,
  type LeadPage,
  type StaffMember,
} from '../../contract/inbox';
import { InboxHttpError, inboxClient, type InboxClient } from './client';
import { filtersFromSearch } from './filters';
import { inboxPaths } from '../paths';

/**
 * The inbox's server data, cached and kept fresh by TanStack Query: the list's pages (keyset, by
 * each page's `next`), a lead, the staff, an invite. A live change (useInboxEvents) marks what it
 * touches stale, and what is on screen is fetched again at once.
 */

export const queryKeys = {
  allLeads: ['leads'] as const,
  leads: (filters: LeadFilters) => ['leads', filters] as const,
  lead: (id: string) => ['lead', id] as const,
  staff: ['staff'] as const,
  invite: (token: string) => ['invite', token] as const,
};

/** Answers that asking again will not change: a refusal (4xx), not a failure of the server. */
const isFinal = (error: unknown) => error instanceof InboxHttpError && error.status < 500;

export function inboxQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !isFinal(error) && failures < 2,
        staleTime: 10_000,
      },
    },
  });
}

export const InboxClientContext = createContext<InboxClient | null>(null);

export function useInboxClient(): InboxClient {
  const client = use(InboxClientContext);
  if (!client) throw new Error('useInboxClient: render inside the inbox');
  return client;
}

/** The list's pages for `filters`, by keyset: one definition for the list and the first page
 * asked for at start. */
const leadPages = (client: InboxClient, filters: LeadFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.leads(filters),
    queryFn: ({ pageParam }) => client.get<LeadPage>(`${inboxApi.leads}${leadsQuery(filters, pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

export function useLeadPages(filters: LeadFilters) {
  return useInfiniteQuery({
    ...leadPages(useInboxClient(), filters),
    // Another filter keeps the list on screen, dimmed, until its own leads come.
    placeholderData: keepPreviousData,
  });
}

/**
 * Opened at the list, the inbox asks for its first page beside asking who is signed in, rather
 * than once the answer has come and the page has drawn its frame: on a slow phone that is the
 * difference a person waits for. Nobody signed in: the answer is dropped, and the list asks again
 * once someone is.
 */
export async function askForListAtStart(queryClient: QueryClient, { pathname, search }: Location) {
  if (pathname !== `${INBOX_PATH}${inboxPaths.list}` && pathname !== INBOX_PATH) return;
  const options = leadPages(inboxClient({ onSignedOut: () => {} }), filtersFromSearch(search));
  await queryClient.prefetchInfiniteQuery(options);
  if (queryClient.getQueryState(options.queryKey)?.status === 'error')
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
}

export function useLead(id: string) {
  const client = useInboxClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.lead(id),
    queryFn: async () => {
      const lead = await client.get<LeadDetail>(inboxApi.lead(id));
      // Opening a lead reads it, for this person: the list's cached rows still say unread.
      void queryClient.invalidateQueries({ queryKey: queryKeys.allLeads });
      return lead;
    },
  });
}

export function useStaff() {
  const client = useInboxClient();
  return useQuery({
    queryKey: queryKeys.staff,
    queryFn: () => client.get<StaffMember[]>(inboxApi.staff),
    staleTime: 5 * 60_000,
  });
}

export function useInvite(token: string) {
  const client = useInboxClient();
  return useQuery({ queryKey: queryKeys.invite(token), queryFn: () => client.get<Invite>(inboxApi.invite(token)) });
}

/** Whether an error is the server saying there is no such thing (any more). */
export const isNotFound = (error: unknown) => error instanceof InboxHttpError && error.status === 404;

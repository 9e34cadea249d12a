import {
  infiniteQueryOptions,
  keepPreviousData,
  QueryClient,
  queryOptions,
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
import type { InboxPerson } from '../../../machines/inboxSessionMachine';
import { InboxHttpError, inboxClient, type InboxClient } from './client';
import { filtersFromSearch } from './filters';
import { inboxPaths } from '../paths';

/**
 * The inbox's server data, cached and kept fresh by TanStack Query: the list's pages (keyset, by
 * each page's `next`), a lead, the staff, an invite. A live change (useInboxEvents) marks what it
 * touches stale, and what is on screen is fetched again at once.
 */

export const queryKeys = {
  me: ['me'] as const,
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

/** Who is signed in: the person, or null for nobody (a 401 here is that answer, not a session
 * that ended). Asked once: the session decides what a failure means (the "cannot reach" page, and
 * its Try again). Kept until the cache is cleared at sign-out. */
const whoAmI = (client: InboxClient) =>
  queryOptions({
    queryKey: queryKeys.me,
    queryFn: async () => {
      try {
        return await client.get<InboxPerson>(inboxApi.me, { whoAmI: true });
      } catch (error) {
        if (error instanceof InboxHttpError && error.status === 401) return null;
        throw error;
      }
    },
    retry: false,
    staleTime: Infinity,
  });

/** The session's first check (and each Try again): the answer asked for at start, when there is
 * one; someone signed in, once what else was asked at start (`asked`) has come too. */
export async function askWhoAmI(queryClient: QueryClient, client: InboxClient, asked?: Promise<void>) {
  const me = await queryClient.fetchQuery(whoAmI(client));
  if (me) await asked;
  return me;
}

/**
 * As its code starts, the inbox asks who is signed in and, opened at the list, for the list's first
 * page, side by side, rather than once the app has drawn its first frame and then once the answer
 * has come: on a slow phone that is the difference a person waits for. Each is asked once: a
 * failure is the session's to show at once. Resolves once the list's answer is in (or was not
 * asked for): the session shows the inbox with its list, not a frame of it empty first. Nobody
 * signed in: the list's answer is dropped, and the list asks again once someone is.
 */
export async function askAtStart(queryClient: QueryClient, { pathname, search }: Location): Promise<void> {
  const client = inboxClient({ onSignedOut: () => {} });
  void queryClient.prefetchQuery(whoAmI(client));
  if (pathname !== `${INBOX_PATH}${inboxPaths.list}` && pathname !== INBOX_PATH) return;
  const list = { ...leadPages(client, filtersFromSearch(search)), retry: false };
  await queryClient.prefetchInfiniteQuery(list);
  if (queryClient.getQueryState(list.queryKey)?.status === 'error')
    queryClient.removeQueries({ queryKey: list.queryKey, exact: true });
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

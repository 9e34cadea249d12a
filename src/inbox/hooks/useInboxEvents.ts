import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { inboxApi, type InboxChange } from '../../contract/inbox';
import { queryKeys } from '../api/queries';

const changeTypes: ReadonlyArray<InboxChange['type']> = ['lead.created', 'lead.changed', 'lead.erased'];

/** An event's data as an `InboxChange`, or null when it is none. */
export function parseChange(data: unknown): InboxChange | null {
  try {
    const change = JSON.parse(String(data)) as Partial<InboxChange>;
    return changeTypes.includes(change.type as InboxChange['type']) && typeof change.id === 'string'
      ? (change as InboxChange)
      : null;
  } catch {
    return null;
  }
}

/**
 * Live changes while the inbox is open: the server pushes one `InboxChange` per change to a lead
 * (inboxApi.events), and what it touches on screen is fetched again at once: a new lead appears
 * at the top of the list, a lead a colleague moved shows its new state. The browser reconnects by
 * itself; when it gives up (the session ended, the server refused), everything on screen is asked
 * for again, and a 401 then returns to sign-in.
 */
export function useInboxEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource(inboxApi.events);
    source.onmessage = (message) => {
      const change = parseChange(message.data);
      if (!change) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.allLeads });
      if (change.type !== 'lead.created') void queryClient.invalidateQueries({ queryKey: queryKeys.lead(change.id) });
    };
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) void queryClient.invalidateQueries();
    };
    return () => source.close();
  }, [queryClient]);
}

import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { leadChangeMachine, type LeadChange } from '../../../machines/leadChangeMachine';
import type { LeadDetail } from '../../contract/inbox';
import { inboxContent } from '../../content/inbox';
import { queryKeys, useInboxClient } from '../api/queries';
import { connectLeadChange } from '../changes/connectLeadChange';
import { saveChange } from '../changes/saveChange';
import { useInboxLocation } from '../location';
import { inboxPaths } from '../paths';
import { useConnect } from '../../common/useConnect';
import { useInboxActor } from './useInboxActor';

/**
 * The changes on lead `id`'s page: the machine, with its saving and its side effects provided
 * here. The lead an answer (or a colleague's conflict) brings takes the place of the one shown;
 * the list is asked for again; a saved note's field empties; unread and erased go back to the
 * list, saying so.
 */
export function useLeadChange(id: string, { clearNote }: { clearNote: () => void }) {
  const client = useInboxClient();
  const queryClient = useQueryClient();
  const location = useInboxLocation();
  // Made once: the page is keyed by its lead, and the actor starts from the first render's
  // machine; what it acts with (the client, the cache, the location, the note form's reset) is
  // the same on every render.

  const machine = useMemo(
    () =>
      leadChangeMachine.provide({
        actors: {
          saveChange: fromPromise<unknown, LeadChange>(({ input }) => saveChange(client, id, input)),
        },
        actions: {
          showLead: (_, lead) => {
            if (lead) queryClient.setQueryData(queryKeys.lead(id), lead as LeadDetail);
            void queryClient.invalidateQueries({ queryKey: queryKeys.allLeads });
          },
          changeSaved: (_, change) => {
            if (change.kind === 'note') clearNote();
          },
          leaveLead: (_, change) => {
            void queryClient.invalidateQueries({ queryKey: queryKeys.allLeads });
            queryClient.removeQueries({ queryKey: queryKeys.lead(id) });
            notifications.show({
              message:
                change.kind === 'erase'
                  ? inboxContent.changes.erased(change.confirmName)
                  : inboxContent.changes.leftUnread,
              color: change.kind === 'erase' ? 'vermilion' : 'indigo',
            });
            location.navigate(inboxPaths.list);
          },
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const actor = useInboxActor(machine);
  return useConnect(actor, connectLeadChange);
}

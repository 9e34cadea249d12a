import { createContext, use } from 'react';
import type { Actor } from 'xstate';
import type { inboxSessionMachine } from '../../../machines/inboxSessionMachine';
import { useConnect } from '../../common/useConnect';
import { connectSession, type SessionView } from './connectSession';

/** The one session actor of the inbox, which every page reads and the fetch layer tells when a
 * session has ended. */
export const SessionContext = createContext<Actor<typeof inboxSessionMachine> | null>(null);

export function useSession(): SessionView {
  const actor = use(SessionContext);
  if (!actor) throw new Error('useSession: render inside the inbox');
  return useConnect(actor, connectSession);
}

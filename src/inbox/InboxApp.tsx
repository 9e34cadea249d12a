import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Router } from 'wouter';
import { fromPromise } from 'xstate';
import {
  inboxSessionMachine,
  type InboxPerson,
  type PasskeySupport,
  type SignInCredentials,
} from '../../machines/inboxSessionMachine';
import { INBOX_PATH, inboxApi } from '../contract/inbox';
import { cssVariablesResolver, theme } from '../app/theme/theme';
import { inboxClient, type InboxClient } from './api/client';
import { askWhoAmI, InboxClientContext } from './api/queries';
import { browserLocation, InboxLocationContext, type InboxLocation } from './location';
import { useInboxActor } from './hooks/useInboxActor';
import { inviteAtStart, nextAtStart, signInPath } from './paths';
import { SessionGate } from './SessionGate';
import { SessionContext } from './session/SessionContext';
import { signIn } from './session/signIn';

export interface InboxAppProps {
  /** Whether passkeys can work here (session/passkeys.ts). */
  passkeys: PasskeySupport;
  queryClient: QueryClient;
  /** What was asked for as the code started (`askAtStart`), settled once its answers are in. */
  asked?: Promise<void>;
  /** The browser's by default, a test's memory. */
  location?: InboxLocation;
  /** Mantine's test environment: no transitions, no portals' delays. */
  env?: 'test';
}

/** The staff inbox: Mantine with the site's theme, the server data cache, the router under
 * /inbox, and the session, which decides what shows. */
export function InboxApp({ passkeys, queryClient, asked, location = browserLocation, env }: InboxAppProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto" env={env}>
      <Notifications position="top-center" />
      <QueryClientProvider client={queryClient}>
        <InboxLocationContext value={location}>
          <Router base={INBOX_PATH} hook={location.hook} searchHook={location.searchHook}>
            <InboxSession passkeys={passkeys} queryClient={queryClient} asked={asked} location={location} />
          </Router>
        </InboxLocationContext>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** The session actor, the requests that tell it when the session has ended, and the pages. Made
 * once, as the inbox starts: its location, cache and client do not change. */
function InboxSession({
  passkeys,
  queryClient,
  asked,
  location,
}: {
  passkeys: PasskeySupport;
  queryClient: QueryClient;
  asked?: Promise<void>;
  location: InboxLocation;
}) {
  // A 401 anywhere is heard here, and told to the session below.
  const signedOut = useMemo(() => new EventTarget(), []);
  const client: InboxClient = useMemo(
    () => inboxClient({ onSignedOut: () => signedOut.dispatchEvent(new Event('signed-out')) }),
    [signedOut],
  );
  const machine = useMemo(
    () =>
      inboxSessionMachine.provide({
        actors: {
          whoAmI: fromPromise<InboxPerson | null>(() => askWhoAmI(queryClient, client, asked)),
          signIn: fromPromise<InboxPerson, SignInCredentials>(({ input }) => signIn(client, input)),
          signOut: fromPromise<void, { everywhere: boolean }>(async ({ input }) => {
            try {
              await client.send('POST', input.everywhere ? inboxApi.signOutEverywhere : inboxApi.signOut);
            } finally {
              // Nothing of the session stays in this tab for the next person.
              queryClient.clear();
            }
          }),
        },
        actions: {
          showSignIn: (_, next) => location.navigate(signInPath(next), { replace: true }),
          goNext: (_, next) => {
            if (location.current() !== next) location.navigate(next, { replace: true });
          },
        },
      }),
    [client, queryClient, asked, location],
  );
  const [path, query] = location.current().split('?') as [string, string | undefined];
  const actor = useInboxActor(machine, {
    input: { next: nextAtStart(path, query ?? ''), invite: inviteAtStart(path), passkeys },
  });
  useEffect(() => {
    const expired = () => actor.send({ type: 'session.expired', next: location.current() });
    signedOut.addEventListener('signed-out', expired);
    return () => signedOut.removeEventListener('signed-out', expired);
  }, [actor, signedOut, location]);

  return (
    <SessionContext value={actor}>
      <InboxClientContext value={client}>
        <SessionGate />
      </InboxClientContext>
    </SessionContext>
  );
}

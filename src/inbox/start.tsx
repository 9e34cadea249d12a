import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { InboxPerson } from '../../machines/inboxSessionMachine';
import { askAtStart, inboxQueryClient, queryKeys } from './api/queries';
import { InboxApp } from './InboxApp';
import { passkeySupport } from './session/passkeys';

/** Starts the inbox: on the list the lead service drew from `drawn`, which it takes over, or on an
 * empty page, which it draws. */
export function startInbox(drawn: DehydratedState | null) {
  const queryClient = inboxQueryClient();
  const passkeys = passkeySupport(window.location.hostname, browserSupportsWebAuthn());
  const root = document.getElementById('root')!;
  if (drawn) {
    hydrate(queryClient, drawn);
    const me = queryClient.getQueryData<InboxPerson>(queryKeys.me)!;
    hydrateRoot(
      root,
      <StrictMode>
        <InboxApp passkeys={passkeys} queryClient={queryClient} signedIn={me} />
      </StrictMode>,
    );
    return;
  }
  const asked = askAtStart(queryClient, window.location);
  createRoot(root).render(
    <StrictMode>
      <InboxApp passkeys={passkeys} queryClient={queryClient} asked={asked} />
    </StrictMode>,
  );
}

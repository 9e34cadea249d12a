import './styles';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { askAtStart, inboxQueryClient } from './api/queries';
import { InboxApp } from './InboxApp';
import { passkeySupport } from './session/passkeys';

const queryClient = inboxQueryClient();
const asked = askAtStart(queryClient, window.location);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <InboxApp
      passkeys={passkeySupport(window.location.hostname, browserSupportsWebAuthn())}
      queryClient={queryClient}
      asked={asked}
    />
  </StrictMode>,
);

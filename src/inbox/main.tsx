import './styles';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { inboxQueryClient } from './api/queries';
import { InboxApp } from './InboxApp';
import { passkeySupport } from './session/passkeys';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <InboxApp
      passkeys={passkeySupport(window.location.hostname, browserSupportsWebAuthn())}
      queryClient={inboxQueryClient()}
    />
  </StrictMode>,
);

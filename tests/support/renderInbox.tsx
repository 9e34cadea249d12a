import { render as testingLibraryRender } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { memoryLocation } from 'wouter/memory-location';
import type { PasskeySupport } from '../../machines/inboxSessionMachine';
import { INBOX_PATH } from '../../src/contract/inbox';
import { InboxApp } from '../../src/inbox/InboxApp';
import { insideInbox, type InboxLocation } from '../../src/inbox/location';
import { inspectRender } from './inspector';

// The pages the inbox fetches as it first shows them: their modules are compiled here, once, so
// that a test waits on what the server answers, not on the test runner compiling a page's code.
await Promise.all([
  import('../../src/inbox/pages/Lead.page'),
  import('../../src/inbox/pages/NotFound.page'),
  import('../../src/inbox/pages/SignIn.page'),
  import('../../src/inbox/pages/Welcome.page'),
]);

/**
 * Renders the staff inbox as its entry does, at `path` (inside the inbox: `/leads/1`), in a
 * memory location whose addresses the test can read back (`location.current()`, `history`), with
 * a cache that never retries (a refused request is shown at once). The actors it creates are
 * recorded for measured replays (tests/support/inspector.ts).
 */
export function renderInbox({ path = '/', passkeys = 'ready' }: { path?: string; passkeys?: PasskeySupport } = {}) {
  inspectRender();
  const memory = memoryLocation({ path: `${INBOX_PATH}${path === '/' ? '' : path}`, record: true });
  const location: InboxLocation = {
    hook: memory.hook,
    searchHook: memory.searchHook,
    navigate: (to, options) => memory.navigate(`${INBOX_PATH}${to === '/' ? '' : to}`, options),
    current: () => insideInbox(memory.history.at(-1) ?? INBOX_PATH),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 10_000 } } });
  const result = testingLibraryRender(
    <InboxApp passkeys={passkeys} queryClient={queryClient} location={location} env="test" />,
  );
  return { ...result, location, history: memory.history, queryClient };
}

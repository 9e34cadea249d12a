import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in prerendered HTML and while React hydrates it, true once the component runs in the
 * browser. A form's submit button waits for it: before then, a press would submit the static form
 * natively (a page reload with the visitor's words in the URL) instead of handing over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

import { fromCallback } from 'xstate';

/** The key of an overlay's mark in the state of the history entry it adds. */
const MARKER = 'rangrezOverlay';

const currentMarker = (): unknown => (window.history.state as Record<string, unknown> | null)?.[MARKER];

/**
 * The history actor of every overlay (machines/overlay.ts) as the browser runs it. As the overlay
 * opens it adds an entry for the same address with a mark of its own in the entry's state (the
 * router follows the path, so it does not re-route), and tells the overlay `overlay.close` when
 * Back leaves that entry.
 *
 * As the overlay closes, the entry goes if it is still the current one. That is checked once the
 * press that closed it is over: a link chosen inside the overlay closes it in its click handler
 * and then takes the entry's place (`replace`), so the entry stays for the page it leads to, as a
 * link's own does. After Back there is no entry left to take away.
 *
 * `name` starts each mark, so the entry says whose it is; the rest makes it unique, so that an
 * entry from before a reload, or from an earlier opening, is never taken for this one.
 */
export const historyEntry = (name: string) =>
  fromCallback(({ sendBack }) => {
    const marker = `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const isCurrent = () => currentMarker() === marker;
    const state = (window.history.state as Record<string, unknown> | null) ?? {};
    window.history.pushState({ ...state, [MARKER]: marker }, '', window.location.href);

    const onPopState = () => {
      if (!isCurrent()) sendBack({ type: 'overlay.close' });
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      queueMicrotask(() => {
        if (isCurrent()) window.history.back();
      });
    };
  });

import { useEffect } from 'react';

/*
 * The Back button closes a full-screen view. Opening a view pushes a history entry for the same
 * URL with a marker in its state (so the router, which follows the path, does not re-route);
 * Back leaves that entry and the popstate listener tells the machine; closing by button, Escape
 * or backdrop removes the entry with history.back(), so no stray entry is left behind.
 *
 * Each entry's marker is unique: an entry left over from before a reload, or from an earlier
 * opening, is never mistaken for the one the open view pushed.
 *
 * Returning to the page's entry must not scroll it: the browser would restore the scroll offset
 * saved when the view opened, stale if the page has since grown above the visitor (sections
 * hydrating, images arriving). So the page's entry restores nothing while a view is open.
 */

const MARKER = 'rangrezView';

let pushes = 0;
/** The marker of the entry each view last pushed. */
const pushed = new Map<string, string>();

/** The page entry's own scroll restoration, set aside while a view's entry is on top of it. */
let pageScrollRestoration: ScrollRestoration | null = null;

const currentMarker = (): unknown => (window.history.state as Record<string, unknown> | null)?.[MARKER];

/** Back on the page's own entry: it restores scroll as it did before. */
function backOnPage() {
  if (pageScrollRestoration === null || typeof currentMarker() === 'string') return;
  window.history.scrollRestoration = pageScrollRestoration;
  pageScrollRestoration = null;
}

/** The `pushHistoryEntry` and `popHistoryEntry` actions of a view's machine. */
export function historyActions(view: string) {
  return {
    pushHistoryEntry: () => {
      const marker = `${view}-${Date.now().toString(36)}-${(pushes += 1)}`;
      pushed.set(view, marker);
      const state = (window.history.state as Record<string, unknown> | null) ?? {};
      pageScrollRestoration ??= window.history.scrollRestoration;
      window.history.scrollRestoration = 'manual';
      window.history.pushState({ ...state, [MARKER]: marker }, '', window.location.href);
    },
    popHistoryEntry: () => {
      // Only the entry this view pushed; never a page the visitor came from.
      if (currentMarker() === pushed.get(view)) window.history.back();
    },
  };
}

interface ViewActor {
  getSnapshot(): { matches(state: 'open'): boolean };
  send(event: { type: 'history.back' }): void;
}

/** Sends `history.back` to an open view whose entry the visitor has just left with Back. */
export function useCloseOnBack(actor: ViewActor, view: string) {
  useEffect(() => {
    const onPopState = () => {
      if (actor.getSnapshot().matches('open') && currentMarker() !== pushed.get(view)) {
        actor.send({ type: 'history.back' });
      }
      backOnPage();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [actor, view]);
}

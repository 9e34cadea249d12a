import { useEffect } from 'react';

/*
 * One rule for every overlay that opens on a press (the phone menu, the service dialog, the
 * lightbox, the gallery, the image viewer): Back closes it and the page stays. Opening pushes a
 * history entry for the same URL with a marker in its state (the router follows the path, so it
 * does not re-route); Back leaves that entry and the popstate listener tells the overlay's
 * machine; closing by button, Escape or backdrop removes the entry with history.back(), so no
 * stray entry is left behind. A link chosen inside an overlay replaces its entry instead.
 *
 * Each entry's marker is unique: an entry left over from before a reload, or from an earlier
 * opening, is never mistaken for the one the open overlay pushed.
 */

const MARKER = 'rangrezOverlay';

let pushes = 0;
/** The marker of the entry each overlay last pushed. */
const pushed = new Map<string, string>();

const currentMarker = (): unknown => (window.history.state as Record<string, unknown> | null)?.[MARKER];

/** The `pushHistoryEntry` and `popHistoryEntry` actions of an overlay's machine. */
export function historyActions(overlay: string) {
  return {
    pushHistoryEntry: () => {
      const marker = `${overlay}-${Date.now().toString(36)}-${(pushes += 1)}`;
      pushed.set(overlay, marker);
      const state = (window.history.state as Record<string, unknown> | null) ?? {};
      window.history.pushState({ ...state, [MARKER]: marker }, '', window.location.href);
    },
    popHistoryEntry: () => {
      // Only the entry this overlay pushed; never a page the visitor came from.
      if (currentMarker() === pushed.get(overlay)) window.history.back();
    },
  };
}

interface OverlayActor {
  getSnapshot(): { matches(state: 'open'): boolean };
  send(event: { type: 'history.back' }): void;
}

/** Sends `history.back` to an open overlay whose entry the visitor has just left with Back. */
export function useCloseOnBack(actor: OverlayActor, overlay: string) {
  useEffect(() => {
    const onPopState = () => {
      if (actor.getSnapshot().matches('open') && currentMarker() !== pushed.get(overlay)) {
        actor.send({ type: 'history.back' });
      }
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [actor, overlay]);
}

import { fromCallback } from 'xstate';

/**
 * What every overlay's machine shares: the phone menu, the service dialog, the lightbox, the
 * gallery and the image viewer. Each has two top states, `closed` and `open`; `overlay.open` opens
 * it and `overlay.close` closes it, whoever asks (its button, Escape, the backdrop, a link chosen
 * inside it, or Back).
 *
 * While `open`, it invokes one history actor, `historyEntry`: the overlay has a history entry of
 * its own while it is open, so that the browser's Back closes it and the page stays. The actor
 * adds the entry as it starts, reports Back as `overlay.close`, and takes the entry away when the
 * overlay closes, unless Back already has or a link chosen inside has taken its place. The UI
 * provides it (src/common/overlay/historyEntry.ts); this stand-in does nothing, so that the
 * machine runs anywhere and pastes into the visualiser as it is.
 */
export const overlayActors = {
  historyEntry: fromCallback(() => {}),
};

/** Closes an overlay, from inside it or by Back. */
export interface OverlayCloseEvent {
  type: 'overlay.close';
}

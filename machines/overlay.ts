/**
 * What every overlay's machine shares: the phone menu, the service dialog, the lightbox, the
 * gallery and the image viewer. Each has two top states, `closed` and `open`, and these rules:
 *
 * - opening pushes a history entry, so that the browser's Back closes the overlay and the page
 *   stays (`pushHistoryEntry`);
 * - closing it by its own control (button, Escape, backdrop) removes that entry
 *   (`popHistoryEntry`);
 * - Back sends `history.back`: the overlay closes, and there is no entry left to remove;
 * - a link chosen inside it takes the entry's place: it closes without removing it.
 *
 * A machine spreads `overlayActions` into its `setup` and keeps only its own behaviour (zoom and
 * pan, autoplay, which image or service it shows). The UI provides the two actions and sends
 * `history.back` (src/common/overlay/overlayHistory.ts), once for every overlay.
 */

export const overlayActions = {
  /** Provided by the UI: history.pushState for the same address. */
  pushHistoryEntry: () => {},
  /** Provided by the UI: history.back(), if the entry opening pushed is still the current one. */
  popHistoryEntry: () => {},
};

/** The visitor pressed Back while the overlay was open: the browser has already left its entry. */
export interface HistoryBackEvent {
  type: 'history.back';
}

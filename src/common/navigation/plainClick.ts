import type { MouseEvent } from 'react';

/**
 * Whether a click on a link is a plain one, which the app may handle in place (a section, a
 * view, a dialog). A click with a modifier key or another button opens a new tab or window, as
 * the visitor asked, and is left to the browser.
 */
export function isPlainClick(event: MouseEvent) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * The `onClick` of a link that the app turns into something richer once its code has run: "View
 * All Projects" opens the gallery, a project's image the image viewer. Before then, and on a
 * modified click, the link does what links do.
 */
const openInPlace = (open: () => void) => (event: MouseEvent) => {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  open();
};

/**
 * The handlers that call `prepare` at the first sign that the visitor is about to press a control
 * (the pointer over it, focus, a finger down): it fetches the code of what the control opens, so
 * that the first open does not wait for the download.
 */
export const onIntent = (prepare?: () => void) => ({
  onPointerEnter: prepare,
  onFocus: prepare,
  onTouchStart: prepare,
});

/**
 * The handlers of a link that the app opens in place (a view, a dialog): a plain click opens it,
 * and the first sign of a press prepares it (`onIntent`).
 */
export const inPlaceLink = (open: () => void, prepare?: () => void) => ({
  onClick: openInPlace(open),
  ...onIntent(prepare),
});

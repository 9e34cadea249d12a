import { setup } from 'xstate';
import { overlayActors, type OverlayCloseEvent } from './overlay';

/**
 * The phone header's dropdown menu. The page's HTML opens and closes it on its own (the toggle
 * is a native popover button, so the menu works before the app's code has run and without it);
 * the machine follows what the menu does and adds what only the app can: Back closes an open
 * menu without leaving the page, and choosing a link closes it.
 *
 * - `overlay.open`: the menu showed (its toggle was pressed).
 * - `overlay.close`: the menu was closed by its toggle, Escape or a tap outside, or is to close (a
 *   link chosen in it, the phone link, Back).
 */
export const mobileMenuMachine = setup({
  types: {} as {
    events: { type: 'overlay.open' } | OverlayCloseEvent;
  },
  actors: overlayActors,
  actions: {
    /** Provided by the UI: hide the menu, if it is still shown. */
    hideMenu: () => {},
  },
}).createMachine({
  id: 'mobileMenu',
  description:
    'Phone header menu, a native popover: follows it opening and closing (toggle, Escape, tap outside); a chosen link or Back closes it.',
  initial: 'closed',
  states: {
    closed: {
      on: { 'overlay.open': 'open' },
    },
    open: {
      invoke: { src: 'historyEntry' },
      on: { 'overlay.close': { target: 'closed', actions: 'hideMenu' } },
    },
  },
});

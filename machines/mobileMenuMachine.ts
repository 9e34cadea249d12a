import { setup } from 'xstate';
import { overlayActions, type HistoryBackEvent } from './overlay';

/**
 * The phone header's dropdown menu. The page's HTML opens and closes it on its own (the toggle
 * is a native popover button, so the menu works before the app's code has run and without it);
 * the machine follows what the menu does and adds what only the app can: Back closes an open
 * menu without leaving the page, and choosing a link closes it.
 *
 * - `menu.opened`: the menu showed (its toggle was pressed).
 * - `menu.close`: the menu was closed by its toggle, Escape or a tap outside, or is to close (the
 *   phone link): the history entry opening pushed is removed.
 * - `menu.choose`: a link to a section or a page was chosen; the link takes the place of the
 *   menu's history entry, so there is nothing to remove.
 * - `history.back`: the visitor pressed Back; the browser has already left the entry.
 */
export const mobileMenuMachine = setup({
  types: {} as {
    events: { type: 'menu.opened' } | { type: 'menu.close' } | { type: 'menu.choose' } | HistoryBackEvent;
  },
  actions: {
    ...overlayActions,
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
      on: { 'menu.opened': { target: 'open', actions: 'pushHistoryEntry' } },
    },
    open: {
      on: {
        'menu.close': { target: 'closed', actions: ['hideMenu', 'popHistoryEntry'] },
        'menu.choose': { target: 'closed', actions: 'hideMenu' },
        'history.back': { target: 'closed', actions: 'hideMenu' },
      },
    },
  },
});

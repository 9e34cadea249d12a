import { setup } from 'xstate';

/**
 * The phone header's dropdown menu: the toggle opens and closes it. Choosing a link to a section
 * or a page closes it and leaves focus where the link leads; closing it otherwise (Escape, its
 * close button, a tap outside, the phone link) puts focus back on the toggle.
 *
 * The machine returns focus itself, instead of the drawer's own focus return, which records the
 * element focused when the drawer opens: the drawer loads on first use, and when its focus trap
 * moved focus in first, that record pointed inside the drawer and focus fell to the page's body.
 */
export const mobileMenuMachine = setup({
  types: {
    events: {} as { type: 'menu.toggle' } | { type: 'menu.choose' } | { type: 'menu.close' },
  },
  actions: {
    /** Provided by the UI: focus the menu's toggle. */
    focusToggle: () => {},
  },
}).createMachine({
  id: 'mobileMenu',
  description:
    'Phone header menu: opened and closed by its toggle; closed by choosing a link, or by Escape, its close button, a tap outside or the phone link (focus back on the toggle).',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggle': 'open' },
    },
    open: {
      on: {
        'menu.toggle': 'closed',
        'menu.choose': 'closed',
        'menu.close': { target: 'closed', actions: 'focusToggle' },
      },
    },
  },
});

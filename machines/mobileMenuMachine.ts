import { setup } from 'xstate';

/**
 * The phone header's dropdown menu: the toggle opens and closes it; choosing a link, pressing
 * Escape, tapping outside or widening the window to desktop closes it.
 */
export const mobileMenuMachine = setup({
  types: {
    events: {} as { type: 'menu.toggle' } | { type: 'menu.close' },
  },
}).createMachine({
  id: 'mobileMenu',
  description:
    'Phone header menu: opened and closed by its toggle; closed by choosing a link, Escape or tapping outside.',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggle': 'open' },
    },
    open: {
      on: {
        'menu.toggle': 'closed',
        'menu.close': 'closed',
      },
    },
  },
});

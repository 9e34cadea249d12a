import { setup } from 'xstate';

/**
 * The Trusted By logo strip's play/pause control (WCAG 2.2.2: moving content can be paused).
 * Hover and keyboard focus pause it too, but only while they last; that is left to CSS.
 */
export const marqueeMachine = setup({
  types: {} as {
    events: { type: 'marquee.toggle' };
  },
}).createMachine({
  id: 'marquee',
  description: 'Trusted By logo strip: playing until the visitor pauses it with its button; the button plays it again.',
  initial: 'playing',
  states: {
    playing: {
      on: { 'marquee.toggle': 'paused' },
    },
    paused: {
      on: { 'marquee.toggle': 'playing' },
    },
  },
});

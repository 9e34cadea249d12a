import { setup } from 'xstate';

/**
 * Whether a form says its fields' problems on the page (product rule D18). Quiet until a submit
 * is refused; from then on each field's message shows and follows the visitor's fixes; a submit
 * that passes makes the form quiet again.
 */
export const formProblemsMachine = setup({
  types: {} as {
    events: { type: 'submit.refused' } | { type: 'submit.passed' };
  },
}).createMachine({
  id: 'formProblems',
  description: "A form's problem messages: hidden until a submit is refused, hidden again when one passes.",
  initial: 'quiet',
  states: {
    quiet: {
      on: { 'submit.refused': 'shown' },
    },
    shown: {
      on: { 'submit.passed': 'quiet' },
    },
  },
});

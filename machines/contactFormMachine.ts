import { assign, setup } from 'xstate';

/**
 * The home contact form's hand-over to WhatsApp (product rule D15). The page opens the chat window
 * inside the submit event itself (nothing awaited before opening it, or popup blockers step in) and
 * reports what happened: opened, so the toast shows and the fields clear; or blocked, so the
 * fields stay and the ready-made link waits to be clicked. The fields live in the form library.
 */
export const contactFormMachine = setup({
  types: {} as {
    context: {
      /** The WhatsApp link the browser refused to open; only while `blocked`. */
      link: string | null;
    };
    events:
      | { type: 'handover.opened' }
      | { type: 'handover.blocked'; link: string }
      | { type: 'handover.linkClicked' }
      | { type: 'form.edit' };
  },
  actions: {
    // The page's: the form library's reset. (The page shows its toast while the form is `sent`.)
    clearFields: () => {},
    keepLink: assign((_, link: string) => ({ link })),
    forgetLink: assign({ link: null }),
  },
}).createMachine({
  id: 'contactForm',
  description:
    'Home contact form: editing until WhatsApp opens with the message (sent, fields cleared) or the browser blocks it (blocked, fields kept, link shown).',
  context: { link: null },
  initial: 'editing',
  // A submit is possible from every state: the form is always on screen.
  on: {
    'handover.opened': { target: '.sent' },
    'handover.blocked': { target: '.blocked', actions: { type: 'keepLink', params: ({ event }) => event.link } },
  },
  states: {
    editing: {},
    sent: {
      entry: 'clearFields',
      on: { 'form.edit': 'editing' },
    },
    blocked: {
      exit: 'forgetLink',
      on: {
        // The visitor opened WhatsApp from the link: the hand-over happened after all.
        'handover.linkClicked': 'sent',
        // The link holds the old text; a change makes it stale.
        'form.edit': 'editing',
      },
    },
  },
});

import { createActor } from 'xstate';
import { contactFormMachine } from '../../machines/contactFormMachine';
import { describeMachineModel } from '../support/machineModel';
import { coveringPaths } from '../support/model';
import {
  contactDraft,
  contactFormModel,
  type ContactModelEvent,
  contactKeys,
  contactValues,
  ENDPOINT,
} from './contactForm.model';
import { SIGNALS } from './lead.model';

/** What the machine told the page to do, and how many tries the rules call for. */
let told: string[] = [];
let tries = 0;
describeMachineModel(contactFormModel, {
  machine: {
    // Two regions side by side make many paths that differ only in the order of independent
    // steps: the fewest that take every transition and send every event from every state.
    select: coveringPaths,
    // What the graph tells apart (the record of keys follows from the values, fixed per message).
    context: ({ link, queue, attempts }) => ({ link, queue, attempts }),
    provide: () => {
      [told, tries] = [[], 0];
      const tell = (what: string) => () => void told.push(what);
      return contactFormMachine.provide({
        actions: {
          clearFields: tell('clear'),
          forgetDraft: tell('forget'),
          restoreFields: (_, values) => void told.push(`restore ${JSON.stringify(values)}`),
        },
      });
    },
    check: ({ event, view, was, started }) => {
      // The page restores a draft whole as it starts; its fields clear and its draft goes with
      // each hand-over (the window opened, or the visitor clicked the link) and each Clear form.
      const handedOver =
        event.type === 'handover.opened' || (event.type === 'handover.linkClicked' && was.view === 'blocked');
      expect(told.splice(0)).toEqual([
        ...(event.type === 'draft.restore' ? [`restore ${JSON.stringify(contactDraft)}`] : []),
        ...(handedOver || (event.type === 'form.clear' && was.kept) ? ['clear', 'forget'] : []),
      ]);
      // The connection is watched exactly while the store waits for it.
      const watching = started.filter((actor) => actor.name === 'connection' && !actor.signal.aborted);
      expect(watching).toHaveLength(view.store.phase === 'offline' ? 1 : 0);
      // Each try posts the first waiting message, with its first key and signals, every retry alike.
      const { store } = view;
      const newTry =
        store.phase === 'trying' &&
        (was.store.phase !== 'trying' ||
          (event as ContactModelEvent).type === 'xstate.done.actor.postForm' ||
          was.store.queue[0] !== store.queue[0]);
      if (newTry) tries += 1;
      const requests = started.filter((actor) => actor.name === 'postForm');
      expect(requests).toHaveLength(tries);
      if (newTry) {
        const name = store.queue[0]!;
        const request = {
          endpoint: ENDPOINT,
          form: 'contact',
          values: contactValues[name],
          signals: SIGNALS,
          idempotencyKey: contactKeys[name],
        };
        expect(requests.at(-1)!.input).toEqual(request);
      }
      // A try given up on is stopped.
      if (event.type.startsWith('xstate.after.requestTimeout') && was.store.phase === 'trying') {
        expect(requests.at(-1)!.signal.aborted).toBe(true);
      }
    },
  },
});

test('if the page forgets to provide postForm, the store fails and is retried, never hangs', async () => {
  const actor = createActor(contactFormMachine, { input: { endpoint: ENDPOINT } }).start();
  actor.send({ type: 'handover.opened', values: contactValues.first, signals: SIGNALS, newKey: contactKeys.first });
  await vi.waitFor(() => expect(actor.getSnapshot().matches({ storing: { sending: 'waiting' } })).toBe(true));
});

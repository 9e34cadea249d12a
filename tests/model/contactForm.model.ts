import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { STORE_ATTEMPTS } from '../../machines/constants';
import { contactFormMachine } from '../../machines/contactFormMachine';
import type { LeadAnswer } from '../../machines/lead';
import { contactFormContent, type ContactValues } from '../../src/content/forms';
import { PostFormError } from '../../src/features/forms/endpoint/postForm';
import { chatUrl } from '../../src/features/forms/messages';
import { createModel, describeEvent, type ModelPath } from '../support/model';
import { REFUSAL, SIGNALS } from './submission.model';

/*
 * The contact form machine's model, shared by the machine replay (contactForm.machine.test.ts) and
 * the form replay (contactForm.ui.test.tsx), so both walk the same paths. The two blocked links
 * are the real hand-over links of two messages, so the form can produce them by typing. The
 * invoked `postForm` (storing the same details) is modelled, as in the submission model, by the
 * events it sends while a store is being tried.
 */

export type ContactEvent = EventFromLogic<typeof contactFormMachine>;
export type ContactModelEvent =
  | ContactEvent
  | { type: 'xstate.done.actor.postForm'; output: LeadAnswer }
  | { type: 'xstate.error.actor.postForm'; error: PostFormError };

export const ENDPOINT = '/api/leads';

export const contactValues: Record<'first' | 'second', ContactValues> = {
  first: {
    name: 'Priya Sharma',
    email: 'priya@example.in',
    phone: '+91 98765 43210',
    service: 'Branding',
    message: 'A new identity for our tea brand.',
  },
  second: {
    name: 'Arjun Mehta',
    email: 'arjun@example.in',
    phone: '',
    service: 'Event Management',
    message: 'Can you run a launch event in Pune?\nAbout 300 guests.',
  },
};

export const LINK = chatUrl(contactFormContent, contactValues.first);
export const OTHER_LINK = chatUrl(contactFormContent, contactValues.second);

/** The new keys the model's submits bring: fixed, so that each event is one event on every walk. */
export const contactKeys = {
  first: '00000000-0000-4000-8000-00000000000a',
  second: '00000000-0000-4000-8000-00000000000b',
};

const lead = (which: 'first' | 'second') => ({
  values: contactValues[which],
  signals: SIGNALS,
  newKey: contactKeys[which],
});

export const opened: ContactEvent = { type: 'handover.opened', ...lead('first') };
export const blockedFirst: ContactEvent = { type: 'handover.blocked', link: LINK, ...lead('first') };
export const blockedSecond: ContactEvent = { type: 'handover.blocked', link: OTHER_LINK, ...lead('second') };

const answeredWith = (output: LeadAnswer) =>
  ({ type: 'xstate.done.actor.postForm', output }) as unknown as ContactEvent;
export const storeAnswers = {
  stored: answeredWith({ outcome: 'stored' }),
  noService: answeredWith({ outcome: 'noService' }),
  refused: answeredWith({ outcome: 'refused', problems: REFUSAL }),
  failed: {
    type: 'xstate.error.actor.postForm',
    error: new PostFormError('network', 'offline'),
  } as unknown as ContactEvent,
};

const isTrying = (snapshot: AnyMachineSnapshot) => snapshot.matches({ storing: { sending: 'trying' } });

/** Which of the model's two messages a set of values is. */
export const nameOf = (values: ContactValues): 'first' | 'second' =>
  values === contactValues.first || values.message === contactValues.first.message ? 'first' : 'second';

/** What makes two snapshots different: the states, the blocked link, what waits to be stored and
 * how often the first of it has been tried. */
export const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    link: snapshot.context.link,
    queue: (snapshot.context.queue as Array<{ values: ContactValues }>).map((each) => nameOf(each.values)),
    attempts: snapshot.context.attempts,
  });

export function describeContactPath(path: ModelPath): string {
  return path.steps
    .map(({ event }) => {
      const e = event as ContactModelEvent;
      if (e.type === 'handover.blocked') return `handover.blocked(${e.link === LINK ? 'first' : 'second'})`;
      if (e.type === 'handover.opened') return 'handover.opened(first)';
      if (e.type === 'xstate.done.actor.postForm') return `store answers (${e.output.outcome})`;
      if (e.type === 'xstate.error.actor.postForm') return 'store fails';
      return describeEvent(e);
    })
    .join(' → ');
}

export function contactFormModel(name: string) {
  return createModel(contactFormMachine, name, {
    input: { endpoint: ENDPOINT },
    serializeState,
    events: (snapshot): ContactEvent[] => [
      opened,
      blockedFirst,
      blockedSecond,
      { type: 'handover.linkClicked' },
      { type: 'form.edit' },
      ...(isTrying(snapshot) ? Object.values(storeAnswers) : []),
    ],
  });
}

/** What the visitor meets: the form as typed, the sent note, or the blocked alert with its link;
 * and whether the last details are stored, which the form says quietly beside either. */
export interface ContactView {
  view: 'editing' | 'sent' | 'blocked';
  /** The ready-made link the blocked alert offers; null without the alert. */
  link: string | null;
  store: StoreExpectation;
}

/** Where storing the details stands, as the visitor's moves and the service's answers leave it. */
export interface StoreExpectation {
  /** The messages not stored yet, oldest first; the first is being tried (or waits to be). */
  queue: Array<'first' | 'second'>;
  /** A try is running, or the next waits out its back-off. */
  phase: 'resting' | 'trying' | 'waiting';
  /** Failed tries of the first of the queue. */
  attempts: number;
  /** How the last store ended, while resting. */
  result: 'none' | 'stored' | 'noService' | 'refused' | 'notStored';
}

export const startView: ContactView = {
  view: 'editing',
  link: null,
  store: { queue: [], phase: 'resting', attempts: 0, result: 'none' },
};

/**
 * The view after `event`, from product rules D15 and D16, written apart from the chart: a submit
 * whose chat window opens is a hand-over (the note shows, the fields clear); one the browser blocks
 * keeps the fields and offers that message's link; clicking the link is the hand-over; any edit
 * after either starts a new message. Every submit's details are stored besides, one message at a
 * time, oldest first, each tried up to STORE_ATTEMPTS times with a pause between tries; a message
 * already waiting is not queued twice.
 */
export function expectedAfter({ view, link, store }: ContactView, event: ContactModelEvent): ContactView {
  switch (event.type) {
    case 'handover.opened':
    case 'handover.blocked': {
      const name = nameOf(event.values as ContactValues);
      const queue = store.queue.includes(name) ? store.queue : [...store.queue, name];
      const next: StoreExpectation =
        store.phase === 'resting' ? { queue, phase: 'trying', attempts: 0, result: 'none' } : { ...store, queue };
      return event.type === 'handover.opened'
        ? { view: 'sent', link: null, store: next }
        : { view: 'blocked', link: event.link, store: next };
    }
    case 'handover.linkClicked':
      return view === 'blocked' ? { view: 'sent', link: null, store } : { view, link, store };
    case 'form.edit':
      return { view: 'editing', link: null, store };
    case 'xstate.done.actor.postForm': {
      if (store.phase !== 'trying') return { view, link, store };
      const queue = store.queue.slice(1);
      const next: StoreExpectation =
        queue.length > 0
          ? { queue, phase: 'trying', attempts: 0, result: 'none' }
          : { queue, phase: 'resting', attempts: 0, result: event.output.outcome };
      return { view, link, store: next };
    }
    case 'xstate.error.actor.postForm':
      return { view, link, store: afterFailedTry(store) };
    default: {
      const type = (event as { type: string }).type;
      if (type.startsWith('xstate.after.requestTimeout.')) return { view, link, store: afterFailedTry(store) };
      if (type.startsWith('xstate.after.storeBackoff.') && store.phase === 'waiting')
        return { view, link, store: { ...store, phase: 'trying' } };
      return { view, link, store };
    }
  }
}

function afterFailedTry(store: StoreExpectation): StoreExpectation {
  if (store.phase !== 'trying') return store;
  return store.attempts + 1 < STORE_ATTEMPTS
    ? { ...store, phase: 'waiting', attempts: store.attempts + 1 }
    : { ...store, phase: 'resting', result: 'notStored' };
}

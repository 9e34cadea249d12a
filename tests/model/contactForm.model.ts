import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { STORE_ATTEMPTS } from '../../machines/constants';
import { contactFormMachine } from '../../machines/contactFormMachine';
import type { LeadAnswer } from '../../machines/lead';
import { contactFormContent, type ContactValues } from '../../src/content/contactForm';
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

/** What a draft kept in the tab holds: a message half written. */
export const contactDraft: ContactValues = { ...contactValues.first, message: 'A new identity for our' };

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
    error: new PostFormError('network', 'no answer'),
  } as unknown as ContactEvent,
  offline: {
    type: 'xstate.error.actor.postForm',
    error: new PostFormError('offline', 'no connection'),
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
      if (e.type === 'xstate.error.actor.postForm') return `store fails (${e.error.reason})`;
      return describeEvent(e);
    })
    .join(' → ');
}

export function contactFormModel(name: string) {
  return createModel(contactFormMachine, name, {
    input: { endpoint: ENDPOINT },
    serializeState,
    events: (snapshot): ContactEvent[] =>
      // The page's start, with or without a draft kept in the tab: the only events before it.
      snapshot.matches({ handOver: 'starting' })
        ? [{ type: 'draft.restore', values: contactDraft }, { type: 'draft.none' }]
        : [
            opened,
            blockedFirst,
            blockedSecond,
            { type: 'handover.linkClicked' },
            { type: 'form.edit' },
            { type: 'form.clear' },
            // Only the connection actor, invoked while the store waits for it, sends it.
            ...(snapshot.matches({ storing: 'offline' }) ? [{ type: 'connection.online' } as const] : []),
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
  /** The form shows a draft kept in the tab, with the line that offers to clear it. */
  kept: boolean;
  store: StoreExpectation;
}

/** Where storing the details stands, as the visitor's moves and the service's answers leave it. */
export interface StoreExpectation {
  /** The messages not stored yet, oldest first; the first is being tried (or waits to be). */
  queue: Array<'first' | 'second'>;
  /** A try is running, the next waits out its back-off, or all wait for the connection. */
  phase: 'resting' | 'trying' | 'waiting' | 'offline';
  /** Failed tries of the first of the queue. */
  attempts: number;
  /** How the last store ended, while resting. */
  result: 'none' | 'stored' | 'noService' | 'refused' | 'notStored';
}

export const startView: ContactView = {
  view: 'editing',
  link: null,
  kept: false,
  store: { queue: [], phase: 'resting', attempts: 0, result: 'none' },
};

/**
 * The view after `event`, from product rules D15 and D16, written apart from the chart: a submit
 * whose chat window opens is a hand-over (the note shows, the fields clear); one the browser blocks
 * keeps the fields and offers that message's link; clicking the link is the hand-over; any edit
 * after either starts a new message. Every submit's details are stored besides, one message at a
 * time, oldest first, each tried up to STORE_ATTEMPTS times with a pause between tries; a message
 * already waiting is not queued twice. With no connection the waiting messages are tried again,
 * from the first try, once it returns (product rule D20); a submit meanwhile tries at once. As the
 * page starts, a draft kept in the tab fills the form and says so, until the visitor clears it or
 * submits.
 */
export function expectedAfter(shown: ContactView, event: ContactModelEvent): ContactView {
  const { view, store } = shown;
  switch (event.type) {
    case 'draft.restore':
      return { ...shown, kept: true };
    case 'draft.none':
      return shown;
    case 'form.clear':
      return { ...shown, kept: false };
    case 'handover.opened':
    case 'handover.blocked': {
      const name = nameOf(event.values as ContactValues);
      const queue = store.queue.includes(name) ? store.queue : [...store.queue, name];
      const next: StoreExpectation =
        store.phase === 'resting' || store.phase === 'offline'
          ? { queue, phase: 'trying', attempts: 0, result: 'none' }
          : { ...store, queue };
      return event.type === 'handover.opened'
        ? { view: 'sent', link: null, kept: false, store: next }
        : { view: 'blocked', link: event.link, kept: false, store: next };
    }
    case 'handover.linkClicked':
      return view === 'blocked' ? { ...shown, view: 'sent', link: null } : shown;
    case 'form.edit':
      return { ...shown, view: 'editing', link: null };
    case 'connection.online':
      return store.phase === 'offline' ? { ...shown, store: { ...store, phase: 'trying', attempts: 0 } } : shown;
    case 'xstate.done.actor.postForm': {
      if (store.phase !== 'trying') return shown;
      const queue = store.queue.slice(1);
      const next: StoreExpectation =
        queue.length > 0
          ? { queue, phase: 'trying', attempts: 0, result: 'none' }
          : { queue, phase: 'resting', attempts: 0, result: event.output.outcome };
      return { ...shown, store: next };
    }
    case 'xstate.error.actor.postForm':
      return { ...shown, store: afterFailedTry(store, event.error.reason === 'offline') };
    default: {
      const type = (event as { type: string }).type;
      if (type.startsWith('xstate.after.requestTimeout.')) return { ...shown, store: afterFailedTry(store, false) };
      if (type.startsWith('xstate.after.storeBackoff.') && store.phase === 'waiting')
        return { ...shown, store: { ...store, phase: 'trying' } };
      return shown;
    }
  }
}

function afterFailedTry(store: StoreExpectation, offline: boolean): StoreExpectation {
  if (store.phase !== 'trying') return store;
  if (offline) return { ...store, phase: 'offline' };
  return store.attempts + 1 < STORE_ATTEMPTS
    ? { ...store, phase: 'waiting', attempts: store.attempts + 1 }
    : { ...store, phase: 'resting', result: 'notStored' };
}

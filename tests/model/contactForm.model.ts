import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { STORE_ATTEMPTS, STORE_RETRY_MS } from '../../machines/constants';
import { contactFormMachine } from '../../machines/contactFormMachine';
import type { Submission } from '../../machines/lead';
import { contactFormContent, type ContactValues } from '../../src/content/contactForm';
import { chatUrl } from '../../src/features/forms/messages';
import type { MachineModel } from '../support/machineModel';
import { leadTitle, outcomes, SIGNALS, type PostFormOutcome } from './lead.model';

/*
 * The home contact form's model, replayed on the machine (contactForm.machine.test.ts) and by a
 * visitor on the form (contactForm.ui.test.tsx). The two blocked links are the real hand-over links
 * of two messages, so the form can produce them by typing.
 */

export type ContactEvent = EventFromLogic<typeof contactFormMachine>;
export type ContactModelEvent = ContactEvent | PostFormOutcome;

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

export const links = {
  first: chatUrl(contactFormContent, contactValues.first),
  second: chatUrl(contactFormContent, contactValues.second),
};

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

/** Which of the model's two messages a set of values is. */
export const nameOf = (values: ContactValues): 'first' | 'second' =>
  values.message === contactValues.first.message ? 'first' : 'second';

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
 * time, oldest first, each tried up to STORE_ATTEMPTS times with a pause between tries; a message already
 * waiting is not queued twice. With no connection the waiting messages are tried again, from the
 * first try, once it returns (product rule D20); a submit meanwhile tries at once. As the page
 * starts, a draft kept in the tab fills the form and says so, until the visitor clears it or
 * submits.
 */
export function expectedAfter(shown: ContactView, event: ContactModelEvent | { type: string }): ContactView {
  const { view, store } = shown;
  const e = event as ContactModelEvent;
  switch (e.type) {
    case 'draft.restore':
      return { ...shown, kept: true };
    case 'draft.none':
      return shown;
    case 'form.clear':
      return { ...shown, kept: false };
    case 'handover.opened':
    case 'handover.blocked': {
      const name = nameOf(e.values as ContactValues);
      const queue = store.queue.includes(name) ? store.queue : [...store.queue, name];
      const next: StoreExpectation =
        store.phase === 'resting' || store.phase === 'offline'
          ? { queue, phase: 'trying', attempts: 0, result: 'none' }
          : { ...store, queue };
      return e.type === 'handover.opened'
        ? { view: 'sent', link: null, kept: false, store: next }
        : { view: 'blocked', link: e.link, kept: false, store: next };
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
          : { queue, phase: 'resting', attempts: 0, result: e.output.outcome };
      return { ...shown, store: next };
    }
    case 'xstate.error.actor.postForm':
      return { ...shown, store: afterFailedTry(store, e.error.reason === 'offline') };
    default:
      if (timerOf(event, shown) === null) return shown;
      if (event.type.startsWith('xstate.after.requestTimeout.'))
        return { ...shown, store: afterFailedTry(store, false) };
      return { ...shown, store: { ...store, phase: 'trying' } };
  }
}

function afterFailedTry(store: StoreExpectation, offline: boolean): StoreExpectation {
  if (store.phase !== 'trying') return store;
  if (offline) return { ...store, phase: 'offline' };
  return store.attempts + 1 < STORE_ATTEMPTS
    ? { ...store, phase: 'waiting', attempts: store.attempts + 1 }
    : { ...store, phase: 'resting', result: 'notStored' };
}

/** The store's timers: a try is given up after 15 s (docs/form-endpoint.md); the next waits
 * STORE_RETRY_MS after the first failure, doubling with each. */
export function timerOf(event: { type: string }, { store }: ContactView): number | null {
  if (event.type.startsWith('xstate.after.requestTimeout.')) return store.phase === 'trying' ? 15_000 : null;
  return store.phase === 'waiting' ? STORE_RETRY_MS * 2 ** (store.attempts - 1) : null;
}

export const contactFormModel: MachineModel<typeof contactFormMachine, ContactView> = {
  machine: contactFormMachine,
  name: 'contactFormMachine',
  input: { endpoint: ENDPOINT },
  // What makes two snapshots different: the states, the blocked link, what waits to be stored and
  // how often the first of it has been tried.
  serializeState: ({ value, context }) =>
    JSON.stringify({ value, link: context.link, queue: context.queue.map(nameOfQueued), attempts: context.attempts }),
  events: (snapshot) =>
    // The page's start, with or without a draft kept in the tab: the only events before it.
    snapshot.matches({ handOver: 'starting' })
      ? [{ type: 'draft.restore', values: contactDraft }, { type: 'draft.none' }]
      : [
          { type: 'handover.opened', ...lead('first') },
          { type: 'handover.blocked', link: links.first, ...lead('first') },
          { type: 'handover.blocked', link: links.second, ...lead('second') },
          { type: 'handover.linkClicked' },
          { type: 'form.edit' },
          { type: 'form.clear' },
          // Only the connection actor, invoked while the store waits for it, sends it.
          ...(snapshot.matches({ storing: 'offline' }) ? [{ type: 'connection.online' } as const] : []),
          // The store takes every failure but the connection's alike: one of them stands for all.
          ...(snapshot.matches({ storing: { sending: 'trying' } }) ? outcomes.slice(0, -2) : []),
        ],
  title: (event) =>
    event.type === 'handover.opened' || event.type === 'handover.blocked'
      ? `${event.type}(${nameOf(event.values as ContactValues)})`
      : event.type === 'draft.restore'
        ? 'draft.restore'
        : leadTitle(event),
  timers: timerOf,
  actors: ['postForm', 'connection'],
  view: {
    initial: startView,
    after: expectedAfter,
    of: (snapshot: AnyMachineSnapshot) => {
      const { handOver, storing } = snapshot.value as { handOver: string; storing: string | { sending: string } };
      const resting = typeof storing === 'string' && storing !== 'offline';
      return {
        view: (['starting', 'restored'].includes(handOver) ? 'editing' : handOver) as ContactView['view'],
        link: snapshot.context.link,
        kept: handOver === 'restored',
        store: {
          queue: snapshot.context.queue.map(nameOfQueued),
          phase: typeof storing === 'string' ? (resting ? 'resting' : 'offline') : (storing.sending as 'trying'),
          attempts: snapshot.context.attempts,
          result: resting ? (storing === 'idle' ? 'none' : storing) : 'none',
        } as StoreExpectation,
      };
    },
  },
};

function nameOfQueued(submission: Submission) {
  return nameOf(submission.values as ContactValues);
}

import { contactFormContent } from '../../src/content/forms';
import type { EventFromLogic } from 'xstate';
import { contactFormMachine } from '../../machines/contactFormMachine';
import type { ContactValues } from '../../src/content/forms';
import { chatUrl } from '../../src/features/forms/messages';
import { createModel, type ModelPath } from '../support/model';

/*
 * The contact form machine's model, shared by the machine replay (contactForm.machine.test.ts) and
 * the form replay (contactForm.ui.test.tsx), so both walk the same paths. The two blocked links
 * are the real hand-over links of two messages, so the form can produce them by typing.
 */

export type ContactEvent = EventFromLogic<typeof contactFormMachine>;

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

export const contactEvents: ContactEvent[] = [
  { type: 'handover.opened' },
  { type: 'handover.blocked', link: LINK },
  { type: 'handover.blocked', link: OTHER_LINK },
  { type: 'handover.linkClicked' },
  { type: 'form.edit' },
];

/** `blocked(first) → form.edit`: the model's description with the links named, not spelled out. */
export function describeContactPath(path: ModelPath<ContactEvent>): string {
  return path.steps
    .map(({ event }) =>
      event.type === 'handover.blocked' ? `handover.blocked(${event.link === LINK ? 'first' : 'second'})` : event.type,
    )
    .join(' → ');
}

export function contactFormModel(name: string) {
  return createModel(contactFormMachine, name, { events: contactEvents });
}

/** What the visitor meets: the form as typed, the sent note, or the blocked alert with its link. */
export interface ContactView {
  view: 'editing' | 'sent' | 'blocked';
  /** The ready-made link the blocked alert offers; null without the alert. */
  link: string | null;
}

/**
 * The view after `event`, from product rule D15, written apart from the chart: a submit whose chat
 * window opens is a hand-over (the note shows, the fields clear); one the browser blocks keeps the
 * fields and offers that message's link; clicking the link is the hand-over; any edit after either
 * starts a new message (the note or the stale link goes).
 */
export function expectedAfter({ view, link }: ContactView, event: ContactEvent): ContactView {
  switch (event.type) {
    case 'handover.opened':
      return { view: 'sent', link: null };
    case 'handover.blocked':
      return { view: 'blocked', link: event.link };
    case 'handover.linkClicked':
      return view === 'blocked' ? { view: 'sent', link: null } : { view, link };
    case 'form.edit':
      return { view: 'editing', link: null };
  }
}

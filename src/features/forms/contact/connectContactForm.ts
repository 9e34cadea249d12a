import type { contactFormMachine } from '../../../../machines/contactFormMachine';
import type { LeadValues } from '../../../../machines/lead';
import type { Connect } from '../../../common/useConnect';

/** What the contact form shows after a submit (sent, or blocked with the ready-made link, and
 * whether the lead service stored the details too) and the visitor's moves. */
export const connectContactForm = ((snapshot, send) => ({
  sent: snapshot.matches({ handOver: 'sent' }),
  /** The link the browser refused to open; only while blocked. */
  blockedLink: snapshot.matches({ handOver: 'blocked' }) ? snapshot.context.link : null,
  /** The lead service has stored the last details sent. */
  stored: snapshot.matches({ storing: 'stored' }),
  /** No connection to store the details with: they go once it is back. */
  offline: snapshot.matches({ storing: 'offline' }),
  /** The fields came back from a draft kept in this tab, which the visitor can clear. */
  kept: snapshot.matches({ handOver: 'restored' }),
  /** A field changed: a stale link or a sent note goes. */
  edit: () => send({ type: 'form.edit' }),
  /** The visitor opened WhatsApp from the ready-made link. */
  linkClicked: () => send({ type: 'handover.linkClicked' }),
  restore: (values: LeadValues) => send({ type: 'draft.restore', values }),
  /** The page started with no draft kept in this tab. */
  start: () => send({ type: 'draft.none' }),
  clear: () => send({ type: 'form.clear' }),
})) satisfies Connect<typeof contactFormMachine>;

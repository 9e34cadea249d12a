import type { contactFormMachine } from '../../../../machines/contactFormMachine';
import type { Connect } from '../../../common/useConnect';

/** What the contact form shows after a submit (sent, or blocked with the ready-made link) and
 * the visitor's moves. */
export const connectContactForm = ((snapshot, send) => ({
  sent: snapshot.matches('sent'),
  /** The link the browser refused to open; only while blocked. */
  blockedLink: snapshot.matches('blocked') ? snapshot.context.link : null,
  /** A field changed: a stale link or a sent note goes. */
  edit: () => send({ type: 'form.edit' }),
  /** The visitor opened WhatsApp from the ready-made link. */
  linkClicked: () => send({ type: 'handover.linkClicked' }),
})) satisfies Connect<typeof contactFormMachine>;

import type { EmailState } from '../../contract/inbox';
import type { LeadFormName, PipelineStatus, SpamFlag } from '../../contract/lead';
import { inboxContent } from '../../content/inbox';

/** The content's words for the contract's values: the types make sure each value has one. */
export const statusLabel: Record<PipelineStatus, string> = inboxContent.statuses;
export const formLabel: Record<LeadFormName, string> = inboxContent.forms;
export const deliveryLabel: Record<EmailState, string> = inboxContent.delivery;
export const flagLabel: Record<SpamFlag, string> = inboxContent.flags;

/** Each status's colour, from the theme's palette: open stages cool, won teal, lost and spam muted. */
export const statusColor: Record<PipelineStatus, string> = {
  new: 'marigold',
  contacted: 'indigo',
  qualified: 'indigo',
  proposalSent: 'indigo',
  won: 'teal',
  lost: 'gray',
  spam: 'vermilion',
};

/** How a delivery state reads: fine, under way, or a problem to look at. */
export const deliveryTone: Record<EmailState, 'ok' | 'pending' | 'problem' | 'none'> = {
  sent: 'ok',
  waiting: 'pending',
  sending: 'pending',
  retrying: 'problem',
  gaveUp: 'problem',
  never: 'none',
};

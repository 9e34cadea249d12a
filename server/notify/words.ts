/**
 * The words of the e-mail that tells the agency of a new lead. Data, like src/content: it imports
 * only the contract's names.
 */
import type { LeadFormName, SpamFlag } from '../../src/contract/lead.ts';

export const leadEmailWords = {
  /** What each form's lead is called in the subject and the opening line. */
  formNames: {
    contact: 'contact form message',
    enquiry: 'project enquiry',
    consultation: 'consultation request',
  } satisfies Record<LeadFormName, string>,
  subject: (formName: string, name: string) => `New ${formName} from ${name}`,
  opening: (formName: string, when: string) => `A new ${formName} arrived through the website on ${when}.`,
  /** Why a lead that is e-mailed all the same may be spam (product rule D22). */
  flags: {
    'too-fast': 'sent within 3 seconds of the first key',
    'no-token': 'sent without the form’s token',
    'bad-token': 'sent with a form token the site did not issue',
  } satisfies Record<Exclude<SpamFlag, 'honeypot'>, string>,
  flagged: (why: string, subject: string) => `[Possibly spam: ${why}] ${subject}`,
  flagNote: (why: string) =>
    `It may be spam (${why}), but it is passed on in case it is a real enquiry: please judge for yourself.`,
  replyHint: 'Reply to this e-mail to write to the visitor.',
  /** Where the lead is kept, and how to erase it when the visitor asks. */
  footer: (id: string) => `Stored as lead ${id}. To erase it at the visitor's request: npm run leads -- delete ${id}`,
  /** The sender's name beside the address the e-mail comes from. */
  senderName: (agencyName: string) => `${agencyName} website`,
} as const;

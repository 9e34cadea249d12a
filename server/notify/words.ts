/**
 * The words of the e-mail that tells the agency of a new lead. Data, like src/content: it imports
 * only content.
 */
import type { LeadFormName } from '../../src/content/leads.ts';

export const leadEmailWords = {
  /** What each form's lead is called in the subject and the opening line. */
  formNames: {
    contact: 'contact form message',
    enquiry: 'project enquiry',
    consultation: 'consultation request',
  } satisfies Record<LeadFormName, string>,
  subject: (formName: string, name: string) => `New ${formName} from ${name}`,
  opening: (formName: string, when: string) => `A new ${formName} arrived through the website on ${when}.`,
  replyHint: 'Reply to this e-mail to write to the visitor.',
  /** An optional text field left empty. */
  notProvided: 'Not provided',
  /** An optional choice left alone. */
  notSpecified: 'Not specified',
  /** Where the lead is kept, and how to erase it when the visitor asks. */
  footer: (id: string) => `Stored as lead ${id}. To erase it at the visitor's request: npm run leads -- delete ${id}`,
  /** The sender's name beside the address the e-mail comes from. */
  senderName: (agencyName: string) => `${agencyName} website`,
} as const;

/** Leads are dated in the agency's own time zone. */
export const AGENCY_TIME_ZONE = 'Asia/Kolkata';

/**
 * The privacy policy and the terms of use (product rule D8), each page's own module: only their
 * routes download them.
 */

import { keepTogether } from './format/keepTogether';
import { agency } from './agency';
import { LEAD_RETENTION_DAYS } from './retention';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalPage {
  heading: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

/** In running text: the phone number never splits across two lines. */
const contactLine = `${agency.emails[0].address} or ${keepTogether(agency.phones[0].display)}`;

/** product rules D8 and D19: written from what the site really does. */
export const privacyPage: LegalPage = {
  heading: 'Privacy Policy',
  updated: 'Last updated: 28 November 2026',
  intro: `${agency.name} respects your privacy. This page explains, plainly, what happens to what you type on this website.`,
  sections: [
    {
      heading: 'What this website stores',
      paragraphs: [
        `When you send one of our forms (the contact form, the project enquiry or the consultation booking), our own server stores exactly what you typed in it, which form it came from and when, and lets our team know by e-mail. Nothing else: not your IP address, not your browser, and no cookies.`,
        `We use these details only to reply to you and, if we work together, to plan the work. We keep them for ${LEAD_RETENTION_DAYS} days from the day you send them, then delete them automatically.`,
        'The website has no accounts and no analytics, sets no cookies and does not track you across pages or sites. Your light or dark colour preference, if you choose one, is kept in your own browser so the site looks the same on your next visit.',
      ],
    },
    {
      heading: 'What happens when you use a form',
      paragraphs: [
        'When you press Send on the contact form, it also opens WhatsApp with your message already written, addressed to our business number. The message is sent in WhatsApp only if you send it there, and from then on WhatsApp’s own privacy policy applies. Your details reach us through our server either way.',
        'The enquiry and consultation forms send your details to our server when you submit them, and say so once they are stored. They also offer to send the same details on WhatsApp or by e-mail; nothing goes that way unless you send it with your own app.',
        'If this website is set up to send its forms to another form service instead, your details go to that service when you submit, and we use them only to reply to you.',
        'While you fill in a form, what you have typed is kept in this browser tab only (its session storage), so that it is still there if the page reloads or you come back to it. It never leaves your device this way, and it goes when you close the tab, when your details reach us, or when you press Clear form.',
        'When you start typing in one of our forms, it asks our server for a token: a short code, signed by our server, that records only when you started. It is kept in this browser tab with what you have typed, and goes with it. When you send the form, the token lets our server tell a person, who takes a little while to fill a form in, from a program, which takes none. A message sent very quickly or without its token is marked as possibly sent by a program, and still reaches our team.',
      ],
    },
    {
      heading: 'Maps and links to other services',
      paragraphs: [
        'The map of our office is loaded from Google Maps only when you scroll near it. Links to WhatsApp, Google Maps, e-mail, telephone and social networks take you to those services, whose own policies apply.',
      ],
    },
    {
      heading: 'What we do with your details',
      paragraphs: [
        'When you contact us, we use your name, contact details and message only to answer you and to work with you. We do not sell or share them with anyone else.',
        `To ask what we hold about you, or to have it deleted before the ${LEAD_RETENTION_DAYS} days are over, write to ${contactLine} from the e-mail address or phone number you gave us. We delete it and write back to confirm.`,
        'We delete your details from our database at once. Copies remain for a while in a few places: in the database’s change log, until it is written over; in our backups, until they expire, after 30 days at most; and in the e-mail that told our team about your message, which we delete too when you ask.',
      ],
    },
  ],
};

export const termsPage: LegalPage = {
  heading: 'Terms of Service',
  updated: 'Last updated: 27 November 2026',
  intro: `These terms apply to your use of this website, run by ${agency.legalName}, ${agency.address.city}, ${agency.address.countryName}.`,
  sections: [
    {
      heading: 'Using this website',
      paragraphs: [
        'You may browse this website and contact us through it. Please do not misuse it, for example by trying to break it or by sending messages that are unlawful or not meant for us.',
      ],
    },
    {
      heading: 'Our work shown here',
      paragraphs: [
        'The projects, images, texts and logos on this website belong to us or to our clients and are shown with their permission. Please ask before you reuse any of them.',
      ],
    },
    {
      heading: 'Enquiries and quotes',
      paragraphs: [
        'Sending an enquiry or booking a consultation does not create a contract. Any project we take on is agreed in a separate written proposal that states its scope, fees and timeline.',
        `What you send through our forms is stored on our server for ${LEAD_RETENTION_DAYS} days so that we can reply to you, as our Privacy Policy explains; you can ask us to delete it at any time.`,
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'We keep this website accurate and available, but we cannot promise that it is always free of errors or interruptions. These terms are governed by the laws of India, and the courts of Pune have jurisdiction.',
        `Questions about these terms: ${contactLine}.`,
      ],
    },
  ],
};

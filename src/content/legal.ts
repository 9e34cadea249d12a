/**
 * The privacy policy and the terms of use (product rule D8), each page's own module: only their
 * routes download them.
 */

import { keepTogether } from './format/keepTogether';
import { agency } from './agency';

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

/** product rule D8: written from what the site really does. */
export const privacyPage: LegalPage = {
  heading: 'Privacy Policy',
  updated: 'Last updated: 1 November 2024',
  intro: `${agency.name} respects your privacy. This page explains, plainly, what happens to what you type on this website.`,
  sections: [
    {
      heading: 'What this website stores',
      paragraphs: [
        'Nothing. This website has no server of its own, no accounts, no database and no analytics. It sets no cookies and does not track you across pages or sites.',
        'Your light or dark colour preference, if you choose one, is kept in your own browser so the site looks the same on your next visit.',
      ],
    },
    {
      heading: 'What happens when you use a form',
      paragraphs: [
        'The contact form does not send anything by itself. When you press Send, it opens WhatsApp with your message already written, addressed to our business number. The message is only sent if you send it in WhatsApp, and from then on WhatsApp’s own privacy policy applies.',
        'The enquiry and consultation forms show you a confirmation and offer to send the same details to us on WhatsApp or by e-mail. Again, nothing leaves your device until you choose to send it with your own app.',
        'If this website is configured with a form endpoint, the enquiry and consultation forms send your details to that endpoint when you submit, and we use them only to reply to you.',
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
        `To ask what we hold about you, or to have it deleted, write to ${contactLine}.`,
      ],
    },
  ],
};

export const termsPage: LegalPage = {
  heading: 'Terms of Service',
  updated: 'Last updated: 1 November 2024',
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

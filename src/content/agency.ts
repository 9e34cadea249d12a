/**
 * The agency's identity: every name, number and address the site shows or links to. Replace
 * these to rebrand the site; nothing else holds them.
 */
export const agency = {
  name: 'Rangrez Creative',
  legalName: 'Rangrez Creative Pvt. Ltd.',
  shortName: 'Rangrez',
  foundedYear: 2015,
  tagline: 'Amplify Your Brand Story',
  /** The public address of the site; a build can override it with SITE_ORIGIN (README). */
  website: 'https://www.rangrezcreative.in',
  /** Where the site's visitors are: structured data and link previews. */
  areaServed: 'India',
  locale: 'en_IN',
  blurb:
    'An advertising and creative agency in Pune. Since 2015 we have designed brands, staged events and run campaigns that people remember, for startups and household names across India.',
  phones: [
    { label: 'Studio', display: '+91 98220 45123', e164: '+919822045123' },
    { label: 'Projects', display: '+91 98901 37264', e164: '+919890137264' },
  ],
  emails: [
    { label: 'General enquiries', address: 'hello@rangrezcreative.in' },
    { label: 'New projects', address: 'projects@rangrezcreative.in' },
  ],
  /** WhatsApp click-to-chat numbers: digits only, country code first. The first one receives
   * every form hand-over. */
  whatsapp: [
    { label: 'Studio', digits: '919822045123', display: '+91 98220 45123' },
    { label: 'Projects', digits: '919890137264', display: '+91 98901 37264' },
  ],
  address: {
    street: 'Office 402, Business Bay, Baner Road',
    locality: 'Baner',
    city: 'Pune',
    region: 'Maharashtra',
    postalCode: '411045',
    country: 'IN',
    countryName: 'India',
  },
  geo: { latitude: 18.559, longitude: 73.7868 },
  hours: [
    {
      days: 'Mon-Fri',
      opens: '9:00 AM',
      closes: '7:00 PM',
      schemaDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens24: '09:00',
      closes24: '19:00',
    },
    {
      days: 'Sat',
      opens: '10:00 AM',
      closes: '5:00 PM',
      schemaDays: ['Saturday'],
      opens24: '10:00',
      closes24: '17:00',
    },
  ],
  social: [
    { network: 'Facebook', icon: 'brand-facebook', url: 'https://www.facebook.com/rangrezcreative' },
    { network: 'Instagram', icon: 'brand-instagram', url: 'https://www.instagram.com/rangrezcreative' },
    { network: 'LinkedIn', icon: 'brand-linkedin', url: 'https://www.linkedin.com/company/rangrezcreative' },
    { network: 'Twitter', icon: 'brand-x', url: 'https://twitter.com/rangrezcreative' },
  ],
  copyrightYear: 2024,
} as const;

export type Agency = typeof agency;

/** The agency's time zone: how its e-mails date a lead, the inbox's filters' days, and every time
 * the inbox shows, whatever the server's or the device's own zone. */
export const AGENCY_TIME_ZONE = 'Asia/Kolkata';

const { address } = agency;
/** The office address as the site shows it: the street, then the area, city, state and PIN code;
 * on one line (`addressLine`) in the footer and under the map. */
export const addressLines = [
  address.street,
  `${address.locality}, ${address.city}, ${address.region} ${address.postalCode}`,
] as const;
export const addressLine = addressLines.join(', ');

/** The wordmark's lighter half (Logo.tsx): the name after its short form, "Creative". */
export const wordmarkSuffix = agency.name.slice(agency.shortName.length).trim();

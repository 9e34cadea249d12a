import { agency } from './agency';

export const contactContent = {
  call: { title: 'Call Us', label: 'Phone numbers' },
  email: { title: 'Email Us' },
  visit: { title: 'Visit Us', mapLink: 'Get directions' },
  hours: { title: 'Business Hours', closed: 'Sunday: Closed' },
  whatsapp: {
    title: 'Quick Chat on WhatsApp',
    text: 'Prefer to type? Message us on WhatsApp and a real person from our team replies, usually within the hour during business hours.',
    cta: 'Chat on WhatsApp',
    greeting: 'Hello Rangrez Creative! I have a question.',
  },
  form: {
    title: 'Send us a message',
    intro: 'Fill in the form and it opens WhatsApp with your message ready to send.',
  },
  map: {
    title: 'Our office on the map',
    iframeTitle: 'Map showing the Rangrez Creative office in Baner, Pune',
    viewOnMap: 'View on Map',
    placeholder: 'The map loads from Google Maps when you scroll to it.',
  },
} as const;

/** The agency's own ways in, as plain links: when a form cannot work, and beside a failed load. */
export const directContacts = {
  call: 'Call',
  whatsApp: 'WhatsApp',
  email: 'E-mail',
  phone: agency.phones[0],
  chat: agency.whatsapp[0],
  mailbox: agency.emails[0],
} as const;

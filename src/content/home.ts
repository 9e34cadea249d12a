import { paths } from './routes';

export interface Statistic {
  number: string;
  label: string;
}

export const hero = {
  badge: 'Creative Excellence Since 2015',
  headline: 'Amplify Your Brand Story',
  supporting:
    'Brand identities, events, publicity and digital campaigns from one Pune studio, made to be remembered by the people you want to reach.',
  imageAlt:
    'The Rangrez Creative studio wall: layered posters, colour swatches and type proofs in marigold and vermilion under warm studio lights.',
  openImageLabel: 'View the studio image full screen',
  actions: [
    { label: 'Start Your Project', href: paths.startProject, variant: 'primary' },
    { label: 'Watch Our Work', href: paths.portfolio, variant: 'secondary' },
    { label: 'Get Free Consultation', href: paths.consultation, variant: 'tertiary' },
  ],
  statsLabel: 'Rangrez Creative in numbers',
  stats: [
    { number: '500+', label: 'Projects Completed' },
    { number: '50+', label: 'Happy Clients' },
    { number: '40+', label: 'Years Experience' },
    { number: '24/7', label: 'Support' },
  ] satisfies Statistic[],
} as const;

export const sectionHeadings = {
  about: {
    eyebrow: 'About us',
    title: 'A studio that makes brands impossible to ignore',
    intro:
      'Since 2015 we have helped founders, family businesses and national brands find their voice and put it in front of the right people, on paper, on stage and on screen.',
  },
  trustedBy: { title: 'Trusted by brands across India' },
  portfolio: {
    eyebrow: 'Portfolio',
    title: 'Work we are proud of',
    intro: 'Identities, launches and campaigns made with our clients. Filter by what you need.',
  },
  services: {
    eyebrow: 'Services',
    title: 'Four crafts, one team',
    intro: 'Everything a brand needs to be seen and remembered, planned and made under one roof.',
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'What our clients say',
    intro: 'Five of the fifty-plus businesses that trust us with their brand.',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Let’s talk about your brand',
    intro: 'Call, write, visit or message us. We answer every enquiry within one working day.',
  },
} as const;

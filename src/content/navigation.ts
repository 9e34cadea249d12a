import { homeAnchors, paths, type HomeAnchor } from './routes';

export interface NavItem {
  name: string;
  anchor: HomeAnchor;
}

/** The header's anchor links (product rule S2), in page order. */
export const navItems: readonly NavItem[] = [
  { name: 'Home', anchor: homeAnchors.home },
  { name: 'About', anchor: homeAnchors.about },
  { name: 'Services', anchor: homeAnchors.services },
  { name: 'Portfolio', anchor: homeAnchors.portfolio },
  { name: 'Testimonials', anchor: homeAnchors.testimonials },
  { name: 'Contact', anchor: homeAnchors.contact },
];

export const headerContent = {
  getQuote: { label: 'Get Quote', href: paths.startProject },
  homeLinkLabel: 'Rangrez Creative, home',
  menuOpenLabel: 'Open menu',
  menuCloseLabel: 'Close menu',
  mobileMenuTitle: 'Menu',
  navLabel: 'Main',
  callLabel: 'Call us',
  skipLink: 'Skip to main content',
  menuLoadFailed: 'The menu could not load. Check your connection and try again.',
  retry: 'Try again',
  colorScheme: { toDark: 'Switch to dark colours', toLight: 'Switch to light colours' },
} as const;

export type FooterLink =
  { label: string; kind: 'anchor'; anchor: HomeAnchor } | { label: string; kind: 'route'; href: string };

export const footerContent = {
  servicesTitle: 'Services',
  /** product rule S2: every services link goes to #services. */
  services: ['Graphic Design', 'Event Management', 'Publicity Solutions', 'Digital Marketing'].map(
    (label): FooterLink => ({ label, kind: 'anchor', anchor: homeAnchors.services }),
  ),
  quickLinksTitle: 'Quick Links',
  quickLinks: [
    { label: 'About', kind: 'anchor', anchor: homeAnchors.about },
    { label: 'Portfolio', kind: 'anchor', anchor: homeAnchors.portfolio },
    { label: 'Testimonials', kind: 'anchor', anchor: homeAnchors.testimonials },
    { label: 'Contact', kind: 'anchor', anchor: homeAnchors.contact },
    { label: 'Privacy Policy', kind: 'route', href: paths.privacy },
    { label: 'Terms of Service', kind: 'route', href: paths.terms },
  ] satisfies FooterLink[],
  contactTitle: 'Get in Touch',
  followLabel: 'Follow us',
  whatsappLabel: 'Chat on WhatsApp',
  scrollTopLabel: 'Back to top',
  /** A name that ends in an abbreviation ("Pvt. Ltd.") already ends the sentence: no second period. */
  copyright: (year: number, name: string) => `© ${year} ${name}${name.endsWith('.') ? '' : '.'} All rights reserved.`,
  madeIn: 'Made with care in Pune, India.',
} as const;

import { notFoundRoute, paths, type Route } from './routes';
import { agency } from './agency';

export interface PageMeta {
  /** The document title. */
  title: string;
  description: string;
  /** Whether search engines may index the page. */
  index: boolean;
}

const suffix = ` | ${agency.name}`;

/** Per-route document metadata, used by the prerenderer and by client-side navigation. */
export const pageMeta: Record<Route, PageMeta> = {
  [paths.home]: {
    title: `${agency.name}: Advertising & Creative Agency in Pune, India`,
    description:
      'Graphic design, event management, publicity and digital marketing from a Pune creative agency working with brands across India since 2015.',
    index: true,
  },
  [paths.startProject]: {
    title: `Start Your Project${suffix}`,
    description: 'Tell us about your project: services, budget and goals. Our team replies within 24 hours.',
    index: true,
  },
  [paths.enquiry]: {
    title: `Project Enquiry${suffix}`,
    description: 'Tell us about your project: services, budget and goals. Our team replies within 24 hours.',
    index: false,
  },
  [paths.portfolio]: {
    title: `Our Work${suffix}`,
    description: 'Brand identities, packaging, events and publicity campaigns we have made for clients across India.',
    index: true,
  },
  [paths.consultation]: {
    title: `Free Consultation${suffix}`,
    description: 'Book a free 30-minute consultation. We contact you within 4 hours to schedule it.',
    index: true,
  },
  [paths.privacy]: {
    title: `Privacy Policy${suffix}`,
    description: 'What this website does with what you type: it stores nothing and has no server of its own.',
    index: true,
  },
  [paths.terms]: {
    title: `Terms of Service${suffix}`,
    description: 'The terms for using this website and contacting us through it.',
    index: true,
  },
  [notFoundRoute]: {
    title: `Page not found${suffix}`,
    description: 'This page does not exist. Return to the home page.',
    index: false,
  },
};

export const notFoundContent = {
  code: '404',
  heading: 'Oops! Page not found',
  body: 'The page you asked for does not exist or has moved.',
  returnHome: 'Return to Home',
  /** Logged with console.error so broken links show up in monitoring. */
  log: (path: string) => `404 Error: User attempted to access non-existent route: ${path}`,
} as const;

export const errorContent = {
  heading: 'Unexpected Application Error!',
  fallbackMessage: 'Something went wrong while showing this page.',
  reload: 'Reload the page',
  /** Over the agency's direct links: a form may be in the part that did not load. */
  reachUs: 'Or reach us directly:',
  returnHome: 'Return to Home',
  sectionFailed: 'This part of the page could not be shown.',
  retry: 'Try again',
} as const;

/** Shown when part of the site's code did not download, even on a second try. */
export const loadFailedContent = {
  loading: 'Loading…',
  title: 'This part of the site did not load',
  body: 'The connection may have dropped, or the site was updated a moment ago. Reloading the page fetches it again.',
  reload: 'Reload the page',
  /** Over the agency's direct links: a form may be in the part that did not load. */
  reachUs: 'Or reach us directly:',
  close: 'Close',
} as const;

export const backToHome = 'Back to Home';

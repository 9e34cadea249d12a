import { images, type Picture } from './images';

export type ServiceId = 'graphic-design' | 'event-management' | 'publicity-solutions' | 'digital-marketing';
/** The service's icon, by its name in the site's icon set (Tabler). */
export type ServiceIcon = 'palette' | 'calendar-event' | 'speakerphone' | 'chart-arrows-vertical';

export interface Service {
  id: ServiceId;
  title: string;
  description: string;
  features: [string, string, string, string];
  image: Picture;
  imageAlt: string;
  /** A Mantine colour of the theme: the service's own accent (docs/design.md). */
  color: 'vermilion' | 'marigold' | 'teal' | 'indigo';
  icon: ServiceIcon;
  /** The longer description shown in the Learn More dialog, one paragraph per entry. */
  detailedContent: string[];
}

export const services: readonly Service[] = [
  {
    id: 'graphic-design',
    title: 'Graphic Design',
    description: 'Logos, identities, packaging and print that make a brand recognisable at a glance.',
    features: ['Logo & brand identity', 'Packaging design', 'Brochures & print collateral', 'Social media creatives'],
    image: images.services.graphic,
    imageAlt: 'Type specimens, a colour fan and layered posters in vermilion and marigold on a design desk.',
    color: 'vermilion',
    icon: 'palette',
    detailedContent: [
      'Good design is the fastest way to earn trust. We start with what your brand stands for and who it speaks to, then build a visual identity that says it in a glance: the logo, the colours, the type and the rules that hold them together.',
      'From there we design everything your customers touch: packaging that stands out on a crowded shelf, brochures and annual reports people keep, menus, signage and a steady stream of social media creatives that look like they belong to one family.',
      'Every project ends with a brand guide and print-ready, web-ready files, so your team and your printers get it right long after we hand over.',
    ],
  },
  {
    id: 'event-management',
    title: 'Event Management',
    description: 'Launches, conferences, galas and festivals, planned to the minute and remembered for years.',
    features: [
      'Corporate events & conferences',
      'Product launches',
      'Stage, sound & light design',
      'Vendor & venue management',
    ],
    image: images.services.events,
    imageAlt: 'A concert stage under marigold spotlights with a silhouetted crowd in front.',
    color: 'marigold',
    icon: 'calendar-event',
    detailedContent: [
      'An event is your brand, live. We plan it end to end: the concept and the run of show, the venue, stage, sound and lights, the speakers and artists, the guests and the hundred small details that decide how people feel when they leave.',
      'Our production team has run corporate conferences for a thousand delegates, car launches, Diwali galas, college festivals and destination conclaves. One producer is your single point of contact from the first budget to the last invoice.',
      'We bring the vendors we trust, negotiate on your behalf and stay on the floor until the last guest has gone home.',
    ],
  },
  {
    id: 'publicity-solutions',
    title: 'Publicity Solutions',
    description: 'Hoardings, press, radio and PR that put your name in front of the whole city.',
    features: [
      'Outdoor & hoarding campaigns',
      'Press releases & media relations',
      'Radio & print advertising',
      'Brand activations',
    ],
    image: images.services.publicity,
    imageAlt: 'City billboards and newspaper pages in teal tones above a night skyline.',
    color: 'teal',
    icon: 'speakerphone',
    detailedContent: [
      'Publicity is about being seen in the right place at the right moment. We plan and buy outdoor media across Maharashtra and beyond, from single hoardings to city-wide campaigns, and design creatives that read in the three seconds a driver gives them.',
      'Our media relations team writes press releases journalists actually use, organises press conferences and launches, and books radio and print that reaches your audience without wasting your budget.',
      'Every campaign comes with a clear plan before it starts and a report after it ends, so you know what ran where and what it achieved.',
    ],
  },
  {
    id: 'digital-marketing',
    title: 'Digital Marketing',
    description: 'Social media, search and performance campaigns that turn attention into enquiries.',
    features: [
      'Social media management',
      'Search engine optimisation',
      'Paid ads on Google & Meta',
      'Analytics & monthly reporting',
    ],
    image: images.services.digital,
    imageAlt: 'Phone screens, charts and notification shapes glowing in indigo.',
    color: 'indigo',
    icon: 'chart-arrows-vertical',
    detailedContent: [
      'Your customers are on their phones, so your brand needs to be there too, consistently and with something worth their attention. We plan content calendars, create posts and reels, and manage your community on Instagram, Facebook and LinkedIn.',
      'We make your website easy to find with search engine optimisation, and we run paid campaigns on Google and Meta that are measured by enquiries and sales, not by likes.',
      'Each month you get a plain-language report: what we did, what it cost, what it brought in, and what we will change next.',
    ],
  },
];

export const servicesContent = {
  learnMore: 'Learn More',
  learnMoreLabel: (title: string) => `Learn more about ${title}`,
  viewImageLabel: (title: string) => `View the ${title} image full screen`,
  featuresLabel: (title: string) => `What ${title} includes`,
  consultationCta: 'Get Free Consultation',
  consultationLead: 'Not sure which service you need? Talk it through with us, free.',
  dialogCta: 'Start a project like this',
  close: 'Close',
} as const;

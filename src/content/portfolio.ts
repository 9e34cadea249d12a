import { paths } from './routes';
import { images, type Picture } from './images';
import { projectCategories } from './projectCategories';

export { projectCategories };

export type ProjectCategory = (typeof projectCategories)[number];

export interface Project {
  /** 1 to 16; 9 is absent (product rule D1). */
  id: number;
  title: string;
  category: ProjectCategory;
  image: Picture;
  imageAlt: string;
  description: string;
  client: string;
  year: number;
}

const project = (entry: Omit<Project, 'image'>): Project => {
  const image = images.projects[entry.id];
  if (!image) throw new Error(`No image for project ${entry.id}`);
  return { ...entry, image };
};

/** 15 projects: 7 Event Management, 5 Graphic Design, 3 Publicity Solutions, 0 Digital Marketing. */
export const projects: readonly Project[] = [
  project({
    id: 1,
    title: 'Diwali Lights Corporate Gala',
    category: 'Event Management',
    client: 'Deccan Finance',
    year: 2024,
    description: 'A festive evening for 1,200 guests: a stage framed in light, live folk fusion and a thousand diyas.',
    imageAlt:
      'A stage glowing behind an arch of warm lights, strings of lanterns and rows of lit diyas in front of the audience.',
  }),
  project({
    id: 2,
    title: 'Pune Startup Summit 2023',
    category: 'Event Management',
    client: 'Nimbus Labs',
    year: 2023,
    description: 'Two days, 40 speakers and 2,000 founders: stage design, run of show and delegate experience.',
    imageAlt: 'A keynote stage with a large screen and audience silhouettes in the foreground.',
  }),
  project({
    id: 3,
    title: 'Monsoon Music Festival',
    category: 'Event Management',
    client: 'Kala Festival',
    year: 2023,
    description: 'An open-air festival that played on through the rain, with weatherproof staging and crowd flow.',
    imageAlt: 'Rain falling through coloured stage lights over a cheering crowd.',
  }),
  project({
    id: 4,
    title: 'Sahyadri Motors Product Launch',
    category: 'Event Management',
    client: 'Sahyadri Motors',
    year: 2024,
    description: 'The reveal of a new SUV to dealers and press, choreographed to the second under moving lights.',
    imageAlt: 'A car silhouette on a stage under converging spotlights.',
  }),
  project({
    id: 5,
    title: 'Annual Sales Conclave, Goa',
    category: 'Event Management',
    client: 'Greenfield Organics',
    year: 2022,
    description: 'A three-day destination conclave for 300 sales leaders, from flights to the beach-side awards night.',
    imageAlt: 'A beach-side stage at dusk framed by palm silhouettes.',
  }),
  project({
    id: 6,
    title: 'Heritage Wedding Showcase',
    category: 'Event Management',
    client: 'Metro Homes',
    year: 2023,
    description: 'A showcase of wedding décor traditions for a luxury venue, with mandaps dressed in marigold.',
    imageAlt: 'Layered mandap arches in saffron and gold with marigold garlands hanging above.',
  }),
  project({
    id: 7,
    title: 'Campus TechFest Tour',
    category: 'Event Management',
    client: 'Nimbus Labs',
    year: 2024,
    description: 'A touring festival stage across six engineering campuses, with LED walls and hackathons.',
    imageAlt: 'A festival truss with spotlights over a crowd, confetti falling in front of a bright LED wall.',
  }),
  project({
    id: 8,
    title: 'Chai Collective Brand Identity',
    category: 'Graphic Design',
    client: 'Chai Collective',
    year: 2024,
    description: 'A warm, hand-drawn identity for a chain of tea rooms: logo, cups, colours and store graphics.',
    imageAlt: 'Logo marks, branded cups and a grid of colour swatches for Chai Collective.',
  }),
  project({
    id: 10,
    title: 'Saffron Spice Co. Packaging Range',
    category: 'Graphic Design',
    client: 'Saffron Spice Co.',
    year: 2023,
    description: 'Packaging for 24 spice blends that stand out on the shelf and tell each blend’s story.',
    imageAlt: 'Spice boxes and pouches in saffron, vermilion and teal arranged in a row.',
  }),
  project({
    id: 11,
    title: 'Deccan Finance Annual Report',
    category: 'Graphic Design',
    client: 'Deccan Finance',
    year: 2023,
    description: 'An annual report that makes numbers readable: clear charts, calm typography, real stories.',
    imageAlt: 'Open report spreads with printed charts and columns of type.',
  }),
  project({
    id: 12,
    title: 'Kala Festival Poster Series',
    category: 'Graphic Design',
    client: 'Kala Festival',
    year: 2024,
    description: 'A type-led poster series in English and Devanagari for a city arts festival.',
    imageAlt: 'Bold type posters spelling Kala in Latin and Devanagari letters pinned to a wall.',
  }),
  project({
    id: 13,
    title: 'Greenfield Organics Menu & Signage',
    category: 'Graphic Design',
    client: 'Greenfield Organics',
    year: 2022,
    description: 'Menus, wayfinding and signage for an organic café, designed as one system.',
    imageAlt: 'Menu boards and hanging signs in green and cream for an organic café.',
  }),
  project({
    id: 14,
    title: 'Metro Homes Hoarding Campaign',
    category: 'Publicity Solutions',
    client: 'Metro Homes',
    year: 2024,
    description: 'A city-wide outdoor campaign across 60 hoardings that sold out a housing project’s first phase.',
    imageAlt: 'Metro Homes billboards lit up above a city skyline at night.',
  }),
  project({
    id: 15,
    title: 'Greenfield Organics Press Launch',
    category: 'Publicity Solutions',
    client: 'Greenfield Organics',
    year: 2023,
    description: 'A press conference and media outreach that put a new organic brand in 35 publications.',
    imageAlt: 'Microphones on a press table in front of a wall of newspaper pages.',
  }),
  project({
    id: 16,
    title: 'Sunrise Hospital Radio & Print Campaign',
    category: 'Publicity Solutions',
    client: 'Sunrise Hospital',
    year: 2022,
    description: 'A health-awareness campaign on radio and in print that reached two million listeners.',
    imageAlt: 'A newspaper advertisement and radio waves in teal and marigold.',
  }),
];

export const portfolioContent = {
  filterLabel: 'Filter projects by category',
  /** The filter button that shows every project. */
  allLabel: 'All',
  viewProject: 'View Project',
  viewProjectLabel: (title: string) => `View project: ${title}`,
  viewAll: 'View All Projects',
  /** `category` is null while every project is shown. */
  showing: (count: number, category: string | null) =>
    category === null ? `Showing all ${count} projects` : `Showing ${count} ${category} projects`,
  empty: {
    title: (category: string) => `${category} projects are coming soon`,
    body: 'Our digital work is under client confidentiality for now. Tell us about your goals and we will show you what we would do for your brand.',
    cta: 'Get Free Consultation',
    href: paths.consultation,
  },
} as const;

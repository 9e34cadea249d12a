import { images, type Picture } from './images';

/** A value's icon, by its name in the site's icon set (Tabler). */
export type ValueIcon = 'bulb' | 'flame' | 'users' | 'award';

export interface Founder {
  name: string;
  role: string;
  line: string;
  initials: string;
  portrait: Picture;
  portraitAlt: string;
}

export const about = {
  vision: {
    icon: 'eye',
    title: 'Our Vision',
    text: 'To be India’s most trusted creative partner for brands that want to be remembered: the agency that small businesses grow up with and national brands come back to.',
  },
  mission: {
    icon: 'target',
    title: 'Our Mission',
    text: 'To turn every brief into work that is beautiful, useful and measured by results, delivered on time by one team that treats your budget like its own.',
  },
  foundersTitle: 'Meet the founders',
  founders: [
    {
      name: 'Aarav Deshpande',
      role: 'Co-founder & Creative Director',
      line: 'Twenty years of brand identities and campaigns, from Mumbai’s big agencies to Pune’s boldest startups.',
      initials: 'AD',
      portrait: images.founders.aarav,
      portraitAlt: 'Monogram portrait of Aarav Deshpande: the letters AD on a geometric marigold and ink background.',
    },
    {
      name: 'Meera Iyer',
      role: 'Co-founder & Head of Events',
      line: 'Has produced more than 300 live events, from intimate launches to festivals for 20,000 people.',
      initials: 'MI',
      portrait: images.founders.meera,
      portraitAlt: 'Monogram portrait of Meera Iyer: the letters MI on a geometric teal and vermilion background.',
    },
  ] satisfies Founder[],
  valuesTitle: 'Why choose us',
  values: [
    { title: 'Innovation', text: 'Fresh ideas for every brief, never a template with your logo on it.', icon: 'bulb' },
    {
      title: 'Passion',
      text: 'We care about your brand as if it were our own, and it shows in the details.',
      icon: 'flame',
    },
    {
      title: 'Collaboration',
      text: 'You work with the people who make the work, with no layers in between.',
      icon: 'users',
    },
    { title: 'Excellence', text: 'Deadlines kept, budgets respected and craft you can be proud of.', icon: 'award' },
  ] satisfies Array<{ title: string; text: string; icon: ValueIcon }>,
  impactTitle: 'Our impact',
  impact: [
    { number: '40+', label: 'Years Experience' },
    { number: '500+', label: 'Projects Delivered' },
    { number: '50+', label: 'Satisfied Clients' },
    { number: '25+', label: 'Team Members' },
  ],
} as const;

import { setup, type SnapshotFrom } from 'xstate';

/**
 * The Portfolio section's category filter: one state per category, All by default, so the chart
 * shows every choice and the UI marks the active button with `snapshot.matches(...)`.
 */

export const PORTFOLIO_CATEGORIES = [
  'All',
  'Graphic Design',
  'Event Management',
  'Publicity Solutions',
  'Digital Marketing',
] as const;

/** A filter button's value. */
export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];

/** A project's category: every filter but All. */
export type ProjectCategory = Exclude<PortfolioCategory, 'All'>;

export type PortfolioFilterEvent = { type: 'filter.select'; category: PortfolioCategory };

/** The state that shows each category. */
export const CATEGORY_STATES = {
  All: 'all',
  'Graphic Design': 'graphicDesign',
  'Event Management': 'eventManagement',
  'Publicity Solutions': 'publicitySolutions',
  'Digital Marketing': 'digitalMarketing',
} as const satisfies Record<PortfolioCategory, string>;

export const portfolioFilterMachine = setup({
  types: {
    events: {} as PortfolioFilterEvent,
  },
  guards: {
    isCategory: ({ event }, params: { category: PortfolioCategory }) => event.category === params.category,
  },
}).createMachine({
  id: 'portfolioFilter',
  description: 'Portfolio category filter: All by default, one state per category, chosen with the filter buttons.',
  initial: 'all',
  on: {
    'filter.select': [
      { guard: { type: 'isCategory', params: { category: 'All' } }, target: '.all' },
      { guard: { type: 'isCategory', params: { category: 'Graphic Design' } }, target: '.graphicDesign' },
      { guard: { type: 'isCategory', params: { category: 'Event Management' } }, target: '.eventManagement' },
      { guard: { type: 'isCategory', params: { category: 'Publicity Solutions' } }, target: '.publicitySolutions' },
      { guard: { type: 'isCategory', params: { category: 'Digital Marketing' } }, target: '.digitalMarketing' },
    ],
  },
  states: {
    all: {},
    graphicDesign: {},
    eventManagement: {},
    publicitySolutions: {},
    digitalMarketing: {},
  },
});

export type PortfolioFilterSnapshot = SnapshotFrom<typeof portfolioFilterMachine>;

/** The category whose projects are shown. */
export const selectedCategory = (snapshot: PortfolioFilterSnapshot): PortfolioCategory =>
  PORTFOLIO_CATEGORIES.find((category) => snapshot.matches(CATEGORY_STATES[category])) ?? 'All';

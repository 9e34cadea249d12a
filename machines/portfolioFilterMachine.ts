import { assign, setup, type SnapshotFrom } from 'xstate';

/**
 * The Portfolio section's category filter: every project by default, or the projects of one
 * category. The categories are content, given as input, so a new category is a content edit and
 * never a change here; a category the filter was not given is ignored.
 */

export interface PortfolioFilterInput {
  /** The project categories that can be chosen (their buttons follow the one for every project). */
  categories: readonly string[];
}

export interface PortfolioFilterContext extends PortfolioFilterInput {
  /** The category whose projects are shown; null while every project is. */
  selected: string | null;
}

export type PortfolioFilterEvent = { type: 'filter.all' } | { type: 'filter.select'; category: string };

export const portfolioFilterMachine = setup({
  types: {} as {
    input: PortfolioFilterInput;
    context: PortfolioFilterContext;
    events: PortfolioFilterEvent;
  },
  guards: {
    isKnownCategory: ({ context }, category: string) => context.categories.includes(category),
  },
  actions: {
    selectCategory: assign((_, category: string) => ({ selected: category })),
    selectAll: assign({ selected: null }),
  },
}).createMachine({
  id: 'portfolioFilter',
  description: 'Portfolio category filter: every project by default, or one category, chosen with the filter buttons.',
  context: ({ input }) => ({ categories: input.categories, selected: null }),
  initial: 'all',
  on: {
    'filter.all': { target: '.all', actions: 'selectAll' },
    'filter.select': {
      guard: { type: 'isKnownCategory', params: ({ event }) => event.category },
      target: '.oneCategory',
      actions: { type: 'selectCategory', params: ({ event }) => event.category },
    },
  },
  states: {
    /** Every project is shown. */
    all: {},
    /** Only the selected category’s projects are shown. */
    oneCategory: {},
  },
});

export type PortfolioFilterSnapshot = SnapshotFrom<typeof portfolioFilterMachine>;

/** The category whose projects are shown; null while every project is. */
export const selectedCategory = (snapshot: PortfolioFilterSnapshot): string | null => snapshot.context.selected;

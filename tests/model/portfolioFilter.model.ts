import type { EventFromLogic } from 'xstate';
import { portfolioFilterMachine } from '../../machines/portfolioFilterMachine';
import { projectCategories } from '../../src/content/projectCategories';
import { createModel } from '../support/model';

/*
 * The portfolio filter's model as a visitor drives it: the All button and one button per category.
 * Shared by the rendered section's replay (portfolioFilter.ui.test.tsx) and the browser's
 * (tests/e2e/portfolio.model.spec.ts). The machine's own replay adds a category it was not given.
 */

export type PortfolioFilterEvent = EventFromLogic<typeof portfolioFilterMachine>;

export function portfolioFilterModel(name = 'portfolioFilter') {
  return createModel(portfolioFilterMachine, name, {
    events: [
      { type: 'filter.all' },
      ...projectCategories.map((category) => ({ type: 'filter.select', category }) as const),
    ] satisfies PortfolioFilterEvent[],
    input: { categories: projectCategories },
  });
}

/** The category a step's event shows (null: every project). */
export const categoryOf = (event: PortfolioFilterEvent) => (event.type === 'filter.all' ? null : event.category);

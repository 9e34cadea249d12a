import { selectedCategory, type portfolioFilterMachine } from '../../../machines/portfolioFilterMachine';
import type { Connect } from '../../common/useConnect';

/** The category shown (null while every project is) and the filter's presses. */
export const connectPortfolioFilter = ((snapshot, send) => ({
  category: selectedCategory(snapshot),
  showAll: () => send({ type: 'filter.all' }),
  select: (category: string) => send({ type: 'filter.select', category }),
})) satisfies Connect<typeof portfolioFilterMachine>;

import { useActorRef, useSelector } from '@xstate/react';
import { portfolioFilterMachine, selectedCategory } from '../../../machines/portfolioFilterMachine';
import { projectCategories } from '../../content/portfolio';
import { actorOptions } from '../../common/inspect';

/** The portfolio filter over the content's categories: `category` is null while all are shown. */
export function usePortfolioFilter() {
  const actor = useActorRef(portfolioFilterMachine, { ...actorOptions(), input: { categories: projectCategories } });
  const category = useSelector(actor, selectedCategory);
  return {
    category,
    showAll: () => actor.send({ type: 'filter.all' }),
    select: (next: string) => actor.send({ type: 'filter.select', category: next }),
  };
}

import { useActorRef, useSelector } from '@xstate/react';
import {
  portfolioFilterMachine,
  selectedCategory,
  type PortfolioCategory,
} from '../../machines/portfolioFilterMachine';

export function usePortfolioFilter() {
  const actor = useActorRef(portfolioFilterMachine);
  const category = useSelector(actor, selectedCategory);
  return { category, select: (next: PortfolioCategory) => actor.send({ type: 'filter.select', category: next }) };
}

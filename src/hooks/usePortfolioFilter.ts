import { useActorRef, useSelector } from '@xstate/react';
import {
  portfolioFilterMachine,
  selectedCategory,
  type PortfolioCategory,
} from '../../machines/portfolioFilterMachine';
import { actorOptions } from '../inspect';

export function usePortfolioFilter() {
  const actor = useActorRef(portfolioFilterMachine, actorOptions());
  const category = useSelector(actor, selectedCategory);
  return { category, select: (next: PortfolioCategory) => actor.send({ type: 'filter.select', category: next }) };
}

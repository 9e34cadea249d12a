import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { portfolioFilterMachine } from '../../../machines/portfolioFilterMachine';
import { projectCategories } from '../../content/portfolio';
import { filterQueryKey } from '../../content/routes';
import { useMachineActor } from '../../common/useMachineActor';
import { useConnect } from '../../common/useConnect';
import { connectPortfolioFilter } from './connectPortfolioFilter';

/**
 * A category chosen before the app had started arrives in the address (a filter button's link,
 * followed natively). It is applied once the page is running, not while React hydrates, whose
 * HTML shows every project, and then taken out of the address, which the app's own filter
 * presses never write to.
 */
function useCategoryFromAddress(filter: ActorRefFrom<typeof portfolioFilterMachine>) {
  useEffect(() => {
    const url = new URL(window.location.href);
    const category = url.searchParams.get(filterQueryKey);
    if (category === null) return;
    filter.send({ type: 'filter.select', category });
    url.searchParams.delete(filterQueryKey);
    window.history.replaceState(window.history.state, '', url);
  }, [filter]);
}

/** The portfolio filter over the content's categories: `category` is null while all are shown. */
export function usePortfolioFilter() {
  const actor = useMachineActor(portfolioFilterMachine, { input: { categories: projectCategories } });
  useCategoryFromAddress(actor);
  return useConnect(actor, connectPortfolioFilter);
}

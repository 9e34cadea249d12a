import { createContext, use, useLayoutEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { pagePlacementMachine } from '../../../machines/pagePlacementMachine';

/** The site's page placement (machines/pagePlacementMachine.ts; usePagePlacement.ts). */
export type PagePlacement = ActorRefFrom<typeof pagePlacementMachine>;

/**
 * The page placement, for the sections it may be waiting for: given where the placement is made
 * (App.tsx). Null where there is none (a component rendered on its own, as in its tests): a
 * section then tells nobody it has arrived.
 */
export const PagePlacementContext = createContext<PagePlacement | null>(null);

/**
 * Tells the page placement that the section `id` has arrived: if a link led to it before it was
 * on the page (a home section whose code arrives on its own, app/pages/Home.page.tsx), the page is
 * placed there now, as the browser would have placed it had it been there. A layout effect, so it
 * is placed before the visitor sees the page at its top with the section drawn.
 */
export function useArrival(id: string) {
  const placement = use(PagePlacementContext);
  useLayoutEffect(() => {
    placement?.send({ type: 'section.arrived', id });
  }, [placement, id]);
}

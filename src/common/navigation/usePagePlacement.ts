import { useLayoutEffect } from 'react';
import { pagePlacementMachine } from '../../../machines/pagePlacementMachine';
import { useMachineActor } from '../useMachineActor';
import type { PagePlacement } from './pagePlacement';
import { scrollToAnchor } from './scrollToAnchor';

const machine = pagePlacementMachine.provide({
  actions: {
    placePage: () => window.scrollTo({ top: 0, behavior: 'instant' }),
    placeSection: (_, { id }) => void scrollToAnchor(id),
  },
});

/**
 * The site's page placement (machines/pagePlacementMachine.ts), told where the history goes.
 * Called above the page's boundary, which each route mounts afresh: it outlives every page.
 * `firstPath` is the path the site opened on.
 */
export function usePagePlacement(firstPath: string): PagePlacement {
  const actor = useMachineActor(machine, { input: { path: firstPath } });
  // A layout effect, so that a link followed the moment the page has hydrated is not missed.
  useLayoutEffect(() => {
    const pushed = () => actor.send({ type: 'history.pushed', path: window.location.pathname });
    const popped = () => actor.send({ type: 'history.popped', path: window.location.pathname });
    // The router's pushes and replacements: wouter patches the history to announce them.
    window.addEventListener('pushState', pushed);
    window.addEventListener('replaceState', pushed);
    window.addEventListener('popstate', popped);
    return () => {
      window.removeEventListener('pushState', pushed);
      window.removeEventListener('replaceState', pushed);
      window.removeEventListener('popstate', popped);
    };
  }, [actor]);
  return actor;
}

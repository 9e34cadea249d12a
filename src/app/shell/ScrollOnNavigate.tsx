import { useActorRef } from '@xstate/react';
import { useLayoutEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { pagePlacementMachine } from '../../../machines/pagePlacementMachine';
import { actorOptions } from '../../common/inspect';
import { placed } from '../../common/navigation/awaitedAnchor';
import { scrollToAnchor } from '../../common/navigation/scrollToAnchor';

const machine = pagePlacementMachine.provide({
  actions: {
    placePage: () => {
      const anchor = decodeURIComponent(window.location.hash.slice(1));
      const found = anchor !== '' && scrollToAnchor(anchor);
      placed(anchor || null, found);
      if (!found) window.scrollTo({ top: 0, behavior: 'instant' });
    },
  },
});

export type PagePlacement = ActorRefFrom<typeof pagePlacementMachine>;

/**
 * The site's page placement (machines/pagePlacementMachine.ts), told where the history goes.
 * Called above the page's boundary, which each route mounts afresh: it outlives every page.
 * `firstPath` is the path the site opened on.
 */
export function usePagePlacement(firstPath: string): PagePlacement {
  const actor = useActorRef(machine, { ...actorOptions(), input: { path: firstPath } });
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

/**
 * Tells the placement that the page of `location` has rendered. Rendered after the page, inside
 * its Suspense boundary, so it runs once the page is there: the anchor's section exists, or, if
 * its code is still on the way, is placed when it arrives (awaitedAnchor.ts).
 */
export function ScrollOnNavigate({ placement, location }: { placement: PagePlacement; location: string }) {
  useLayoutEffect(() => {
    placement.send({ type: 'page.rendered' });
  }, [placement, location]);
  return null;
}

import { useLayoutEffect } from 'react';
import type { PagePlacement } from '../../common/navigation/pagePlacement';

/**
 * Tells the placement that the page of `location` has rendered, with the address's `#anchor` and
 * whether its section is on the page. Rendered after the page, inside its Suspense boundary, so it
 * runs once the page is there: the anchor's section exists, or, if its code is still on the way,
 * tells the placement itself when it arrives (Section.tsx, through `PagePlacementContext`).
 */
export function ScrollOnNavigate({ placement, location }: { placement: PagePlacement; location: string }) {
  useLayoutEffect(() => {
    const anchor = decodeURIComponent(window.location.hash.slice(1)) || null;
    const found = anchor !== null && document.getElementById(anchor) !== null;
    placement.send({ type: 'page.rendered', anchor, found });
  }, [placement, location]);
  return null;
}

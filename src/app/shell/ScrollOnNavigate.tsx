import { useLayoutEffect } from 'react';
import { placed } from '../../common/navigation/awaitedAnchor';
import { scrollToAnchor } from '../../common/navigation/scrollToAnchor';

/** Whether a link has taken the visitor to another path whose page has not been placed yet. */
let placePending = false;
if (typeof window !== 'undefined') {
  let path = window.location.pathname;
  const changed = () => {
    const moved = window.location.pathname !== path;
    path = window.location.pathname;
    return moved;
  };
  // The router announces its pushes; a view's history entry keeps the path and changes nothing.
  for (const type of ['pushState', 'replaceState'])
    window.addEventListener(type, () => {
      if (changed()) placePending = true;
    });
  // Back and Forward: the browser restores the position the visitor left.
  window.addEventListener('popstate', () => {
    changed();
    placePending = false;
  });
}

/**
 * Places a page as a browser does after a full page load: a link to another page opens it at its
 * top, or at its `#anchor`. Rendered after the page, so the anchor's section exists, or, if its
 * code is still on the way, is placed when it arrives (awaitedAnchor.ts). The first page, and Back
 * and Forward, are left to the browser.
 */
export function ScrollOnNavigate({ location }: { location: string }) {
  useLayoutEffect(() => {
    if (!placePending) return;
    placePending = false;
    const anchor = decodeURIComponent(window.location.hash.slice(1));
    const found = anchor !== '' && scrollToAnchor(anchor);
    placed(anchor || null, found);
    if (!found) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [location]);
  return null;
}

import { useLayoutEffect } from 'react';
import { scrollToAnchor } from './scrollToAnchor';

/**
 * The section a link led to before it was on the page: a home section whose code arrives on its
 * own (app/pages/Home.page.tsx) is not there yet when the page is first placed. It is placed when
 * it arrives, as the browser would have placed it had it been there.
 */
let awaited: string | null = null;

/** The page is placed: `anchor` is where the link pointed (null for the top), `found` whether it was there. */
export function placed(anchor: string | null, found: boolean) {
  awaited = anchor && !found ? anchor : null;
}

/** A section with this id has arrived: if a link led to it before it was there, go there now. */
export function useArrival(id: string) {
  useLayoutEffect(() => {
    if (awaited !== id) return;
    awaited = null;
    scrollToAnchor(id);
  }, [id]);
}

/**
 * Scrolls to an element of the page by id, smoothly unless the visitor prefers reduced motion,
 * and moves focus there for keyboard and screen reader users. Where it lands under the fixed
 * header is the target's `scroll-margin-top` (global.css). False when there is no such element.
 */
export function scrollToAnchor(anchor: string) {
  const target = document.getElementById(anchor);
  if (!target) return false;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const moves = distanceToLanding(target) > 1;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  if (smooth && moves) landExactly(target);
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Sections below the first screen hold an estimated height until they are drawn (`.deferred`,
 * src/common/styles/shared.css). A smooth scroll aims at where its target was before the sections
 * it passes were drawn at their real height, so it may stop short or overshoot: when it ends, it
 * glides the rest of the way (the sections passed keep their real height now). An instant jump
 * needs none of this: the browser's scroll anchoring keeps it exact. A visitor who scrolls, taps
 * or types meanwhile has taken over, and the page stays where they put it. Where the browser has
 * no `scrollend` event (Safari before 26), the scroll ends where the estimates put it.
 */
function landExactly(target: HTMLElement, hopsLeft = 3) {
  const watching = new AbortController();
  const { signal } = watching;
  for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const)
    window.addEventListener(type, () => watching.abort(), { passive: true, signal });
  window.addEventListener(
    'scrollend',
    () => {
      watching.abort();
      if (hopsLeft > 0 && target.isConnected && distanceToLanding(target) > 1) {
        target.scrollIntoView({ behavior: 'smooth', block: 'start' });
        landExactly(target, hopsLeft - 1);
      }
    },
    { once: true, signal },
  );
}

/** How far the target is from where `scrollIntoView` puts it; 0 when the page cannot scroll further. */
function distanceToLanding(target: HTMLElement) {
  const landing =
    parseFloat(getComputedStyle(target).scrollMarginTop) +
    parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  const offBy = target.getBoundingClientRect().top - landing;
  const bottom = document.documentElement.scrollHeight - window.innerHeight;
  if (offBy > 0 && window.scrollY >= bottom - 1) return 0;
  return Math.abs(offBy);
}

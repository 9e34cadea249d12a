import { sectionsPendingAbove } from '../Deferred/pendingSections';

/** Scrolls to a home page section, also from other routes, smoothly unless reduced motion. */
export function scrollToAnchor(anchor: string) {
  const target = document.getElementById(anchor);
  if (!target) return false;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  if (smooth) landExactly(target);
  // Move focus for keyboard and screen reader users without a second scroll jump.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Scrolls to a section once the home page is rendered: after a client-side navigation to
 * `/#contact`, the sections' code is still downloading, and each arrives on its own. Scrolling
 * as soon as the target exists would leave it to be pushed down by every section that arrives
 * above it later, so this waits for those. A slow phone on a slow network may need many seconds;
 * a visitor who scrolls, taps or types meanwhile has taken over, and the page stays where they
 * put it. After 20 s it scrolls to the target as things are, if the target is there at all.
 */
export function scrollToAnchorWhenReady(anchor: string) {
  const started = performance.now();
  let frame = 0;
  const watching = onVisitorTakeOver(() => cancelAnimationFrame(frame));
  const attempt = () => {
    const target = document.getElementById(anchor);
    const gaveUp = performance.now() - started > 20_000;
    if (target && (gaveUp || !sectionsPendingAbove(target))) scrollToAnchor(anchor);
    else if (!gaveUp) return void (frame = requestAnimationFrame(attempt));
    watching.abort();
  };
  attempt();
  return () => watching.abort();
}

/** Calls `callback` once the visitor scrolls, taps or types, or once the result is aborted. */
function onVisitorTakeOver(callback: () => void) {
  const watching = new AbortController();
  const { signal } = watching;
  signal.addEventListener('abort', callback);
  for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const)
    window.addEventListener(type, () => watching.abort(), { passive: true, signal });
  return watching;
}

/**
 * Sections below the first screen keep an estimated height until they render
 * (renderOnApproach.css). A smooth scroll aims at where the target was before the sections it
 * passes rendered at their real height, so it can stop short or overshoot: when it ends, glide
 * the rest of the way (the passed sections keep their real height now). Instant jumps need none
 * of this: the browser's scroll anchoring keeps them exact. A visitor who scrolls, taps or types
 * meanwhile has taken over, and the page stays where they put it.
 */
function landExactly(target: HTMLElement, hopsLeft = 3) {
  const done = onVisitorTakeOver(() => window.clearTimeout(deadline));
  const deadline = window.setTimeout(() => done.abort(), 4000);
  whenScrollEnds(() => {
    done.abort();
    if (hopsLeft > 0 && distanceToLanding(target) > 1) {
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      landExactly(target, hopsLeft - 1);
    }
  }, done.signal);
}

/** How far the target is from where `scrollIntoView` puts it, 0 when the page cannot scroll further. */
function distanceToLanding(target: HTMLElement) {
  const landing =
    parseFloat(getComputedStyle(target).scrollMarginTop) +
    parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  const offBy = target.getBoundingClientRect().top - landing;
  const bottom = document.documentElement.scrollHeight - window.innerHeight;
  if (offBy > 0 && window.scrollY >= bottom - 1) return 0;
  return Math.abs(offBy);
}

/** `scrollend` where the browser has it; elsewhere, the first 150 ms without a scroll event once
 * scrolling has begun (a busy main thread may start the smooth scroll late). */
function whenScrollEnds(callback: () => void, signal: AbortSignal) {
  // Typed as always there, it is missing in Safari before 26.
  if ('onscrollend' in (window as object)) {
    window.addEventListener('scrollend', callback, { once: true, signal });
    return;
  }
  let timer = 0;
  const restart = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(callback, 150);
  };
  window.addEventListener('scroll', restart, { passive: true, signal });
  signal.addEventListener('abort', () => window.clearTimeout(timer));
}

import { sectionsPending } from '../Deferred/pendingSections';

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
 * above it later, so this waits for all of them. A slow phone on a slow network may need many
 * seconds; a visitor who scrolls, taps or types meanwhile has taken over, and the page stays
 * where they put it. Gives up after 20 s (a section that failed to load never appears).
 */
export function scrollToAnchorWhenReady(anchor: string) {
  const started = performance.now();
  const takenOver = new AbortController();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    takenOver.abort();
  };
  for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const)
    window.addEventListener(type, stop, { passive: true, signal: takenOver.signal });
  const attempt = () => {
    const ready = !sectionsPending() && scrollToAnchor(anchor);
    if (ready || performance.now() - started > 20_000) stop();
    else frame = requestAnimationFrame(attempt);
  };
  attempt();
  return stop;
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
  const done = new AbortController();
  const { signal } = done;
  const stop = () => done.abort();
  for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const)
    window.addEventListener(type, stop, { passive: true, signal });
  const deadline = window.setTimeout(stop, 4000);
  signal.addEventListener('abort', () => window.clearTimeout(deadline));
  whenScrollEnds(() => {
    stop();
    if (hopsLeft > 0 && distanceToLanding(target) > 1) {
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      landExactly(target, hopsLeft - 1);
    }
  }, signal);
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

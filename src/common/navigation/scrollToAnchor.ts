/**
 * Scrolls to an element of the page by id, smoothly unless the visitor prefers reduced motion,
 * and moves focus there for keyboard and screen reader users. Where it lands under the fixed
 * header is the target's `scroll-margin-top` (global.css). False when there is no such element.
 */
export function scrollToAnchor(anchor: string) {
  const target = document.getElementById(anchor);
  if (!target) return false;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

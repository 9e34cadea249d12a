import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { anchorHref, paths, type HomeAnchor } from '../../routes';

type AnchorLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { anchor: HomeAnchor };

/** Scrolls to a home page section, also from other routes, smoothly unless reduced motion. */
export function scrollToAnchor(anchor: string) {
  const target = document.getElementById(anchor);
  if (!target) return false;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  // Move focus for keyboard and screen reader users without a second scroll jump.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/** Scrolls to a section once it is rendered: sections load on demand, so after a client-side
 * navigation to `/#contact` the target may appear a moment after the page. Gives up after 3 s. */
export function scrollToAnchorWhenReady(anchor: string) {
  const started = performance.now();
  let frame = 0;
  const attempt = () => {
    if (scrollToAnchor(anchor) || performance.now() - started > 3000) return;
    frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/**
 * A link to a home page section. It is a real `/#about` href, so it works without JavaScript and
 * in a new tab; with JavaScript, it scrolls in place on the home page and navigates client-side
 * from other routes.
 */
export const AnchorLink = forwardRef<HTMLAnchorElement, AnchorLinkProps>(function AnchorLink(
  { anchor, onClick, ...rest },
  ref,
) {
  const [location, navigate] = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    if (location === paths.home) {
      window.history.pushState(null, '', anchorHref(anchor));
      scrollToAnchor(anchor);
    } else {
      navigate(anchorHref(anchor));
    }
  };
  return <a ref={ref} href={anchorHref(anchor)} onClick={handleClick} {...rest} />;
});

import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useLocation } from 'wouter';
import { anchorHref, paths, type HomeAnchor } from '../../content/routes';
import { isPlainClick } from './plainClick';
import { scrollToAnchor } from './scrollToAnchor';

type AnchorLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  anchor: HomeAnchor;
  /** Take the place of the current history entry (a link in an overlay that has one of its own). */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to a home page section. It is a real `/#about` href, so it works without JavaScript and
 * in a new tab; with JavaScript, it scrolls in place on the home page and navigates client-side
 * from other routes.
 */
export function AnchorLink({ anchor, replace = false, onClick, ref, ...rest }: AnchorLinkProps) {
  const [location, navigate] = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (location === paths.home) {
      window.history[replace ? 'replaceState' : 'pushState'](null, '', anchorHref(anchor));
      scrollToAnchor(anchor);
    } else {
      navigate(anchorHref(anchor), { replace });
    }
  };
  return <a ref={ref} href={anchorHref(anchor)} onClick={handleClick} {...rest} />;
}

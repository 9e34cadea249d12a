import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { anchorHref, paths, type HomeAnchor } from '../../routes';
import { scrollToAnchor } from './scrollToAnchor';

type AnchorLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { anchor: HomeAnchor };

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

import { Button } from '@mantine/core';
import { Icon } from '../../common/components/Icon/Icon';
import { Link } from 'wouter';
import { headerContent, navItems } from '../../content/navigation';
import { AnchorLink } from '../../common/navigation/AnchorLink';
import classes from './Header.module.css';
import { headerPhone } from './headerPhone';
import { MOBILE_MENU_ID } from './useMobileMenu';

interface MobileMenuProps {
  /** A link was chosen: the menu closes (and focus goes where a link to a section or page leads). */
  onClose: () => void;
}

/**
 * The phone menu: the same links, the phone number and a full-width Get Quote. A native popover:
 * its toggle opens it, Escape or a tap outside closes it, without waiting for the app's code. A
 * chosen link takes the place of the menu's history entry (`replace`), so Back after it returns
 * to the page the visitor was on.
 */
export function MobileMenu({ onClose }: MobileMenuProps) {
  return (
    <div id={MOBILE_MENU_ID} popover="auto" className={classes.menu}>
      <nav aria-label={headerContent.mobileMenuTitle}>
        <ul className={classes.mobileLinks}>
          {navItems.map((item) => (
            <li key={item.anchor}>
              <AnchorLink anchor={item.anchor} replace className={classes.mobileLink} onClick={onClose}>
                {item.name}
              </AnchorLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={classes.mobileActions}>
        <a href={headerPhone.href} className={classes.mobilePhone} onClick={onClose} aria-label={headerPhone.label}>
          <Icon name="phone" size={20} />
          {headerPhone.display}
        </a>
        <Button
          renderRoot={(props) => <Link {...props} href={headerContent.getQuote.href} replace />}
          fullWidth
          size="lg"
          onClick={onClose}
        >
          {headerContent.getQuote.label}
        </Button>
      </div>
    </div>
  );
}

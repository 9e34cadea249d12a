import { Burger, Button } from '@mantine/core';
import { Icon } from '../../common/components/Icon/Icon';
import { Link } from 'wouter';
import { headerContent, navItems } from '../../content/navigation';
import { MOBILE_MENU_ID, useMobileMenu } from './useMobileMenu';
import { paths } from '../../content/routes';
import { AnchorLink } from '../../common/navigation/AnchorLink';
import { Logo } from '../../common/components/Logo/Logo';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { MobileMenu } from './MobileMenu';
import classes from './Header.module.css';
import { headerPhone } from './headerPhone';

/** The fixed top bar: anchor links, phone and Get Quote on desktop; a toggled menu on phones. */
export function Header() {
  const menu = useMobileMenu();

  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <Link href={paths.home} className={classes.brand} aria-label={headerContent.homeLinkLabel}>
          <Logo />
        </Link>

        <nav aria-label={headerContent.navLabel} className={classes.desktopNav}>
          <ul className={classes.links}>
            {navItems.map((item) => (
              <li key={item.anchor}>
                <AnchorLink anchor={item.anchor} className={classes.link}>
                  {item.name}
                </AnchorLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={classes.actions}>
          <a href={headerPhone.href} className={classes.phone} aria-label={headerPhone.label}>
            <Icon name="phone" size={18} />
            {headerPhone.display}
          </a>
          <ColorSchemeToggle />
          <Button component={Link} href={headerContent.getQuote.href} className={classes.quote}>
            {headerContent.getQuote.label}
          </Button>
          {/* A native popover button: it opens the menu before the app's code has run. */}
          <Burger
            opened={menu.isOpen}
            popoverTarget={MOBILE_MENU_ID}
            className={classes.burger}
            aria-label={menu.isOpen ? headerContent.menuCloseLabel : headerContent.menuOpenLabel}
            aria-expanded={menu.isOpen}
            size="md"
          />
        </div>
      </div>

      <MobileMenu onClose={menu.close} />
    </header>
  );
}

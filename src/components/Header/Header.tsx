import { Alert, Burger, Button, Container, Group } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { headerContent, navItems } from '../../content/navigation';
import { useMobileMenu } from '../../hooks/useMobileMenu';
import { paths } from '../../routes';
import { AnchorLink } from '../AnchorLink/AnchorLink';
import { Logo } from '../Logo/Logo';
import { onDemand } from '../../hooks/onDemand';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import classes from './Header.module.css';
import { headingsFontFamily } from '../../theme/theme';
import { headerPhone } from './headerPhone';

// The phone menu's drawer (and Mantine's modal machinery) loads when first needed, or when the
// toggle is approached, not with the page. Its links are set in Bricolage 600, a face no first
// screen needs (scripts/fonts/faces.ts), so that face is fetched alongside.
const mobileMenu = onDemand(() => {
  void document.fonts?.load(`600 1em ${headingsFontFamily}`).catch(() => undefined);
  return import('./MobileMenu');
});

/** The fixed top bar: anchor links, phone and Get Quote on desktop; a toggled menu on phones. */
export function Header() {
  const menuToggle = useRef<HTMLButtonElement>(null);
  const menu = useMobileMenu(menuToggle);
  const { Component: MobileMenu, failed, retry } = mobileMenu.useComponent(menu.opened);

  return (
    <header className={classes.header}>
      <Container className={classes.inner}>
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

        <Group gap="sm" wrap="nowrap" className={classes.actions}>
          <a href={headerPhone.href} className={classes.phone} aria-label={headerPhone.label}>
            <IconPhone size={18} aria-hidden="true" />
            {headerPhone.display}
          </a>
          <ColorSchemeToggle />
          <Button component={Link} href={headerContent.getQuote.href} className={classes.quote}>
            {headerContent.getQuote.label}
          </Button>
          <Burger
            ref={menuToggle}
            opened={menu.opened}
            onClick={menu.toggle}
            className={classes.burger}
            aria-label={menu.opened ? headerContent.menuCloseLabel : headerContent.menuOpenLabel}
            aria-expanded={menu.opened}
            aria-controls="mobile-menu"
            size="md"
            onPointerEnter={mobileMenu.prefetch}
            onTouchStart={mobileMenu.prefetch}
            onFocus={mobileMenu.prefetch}
          />
        </Group>
      </Container>

      {MobileMenu ? (
        <MobileMenu opened={menu.opened} onChoose={menu.choose} onClose={menu.close} />
      ) : (
        failed &&
        menu.opened && (
          <Alert role="alert" color="vermilion" className={classes.menuFailed} title={headerContent.menuLoadFailed}>
            <Button size="xs" variant="default" onClick={retry}>
              {headerContent.retry}
            </Button>
          </Alert>
        )
      )}
    </header>
  );
}

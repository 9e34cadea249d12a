import { Burger, Button, Container, Drawer, Group, Stack, UnstyledButton } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { Link } from 'wouter';
import { agency } from '../../content/agency';
import { headerContent, navItems } from '../../content/navigation';
import { telUrl } from '../../lib/links';
import { useMobileMenu } from '../../hooks/useMobileMenu';
import { paths } from '../../routes';
import { AnchorLink } from '../AnchorLink/AnchorLink';
import { Logo } from '../Logo/Logo';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import classes from './Header.module.css';

const phone = agency.phones[0];
const callName = `${headerContent.callLabel} ${phone.display}`;

/** The fixed top bar: anchor links, phone and Get Quote on desktop; a toggled menu on phones. */
export function Header() {
  const menu = useMobileMenu();

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
          <a href={telUrl(phone.e164)} className={classes.phone} aria-label={callName}>
            <IconPhone size={18} aria-hidden="true" />
            {phone.display}
          </a>
          <ColorSchemeToggle />
          <Button component={Link} href={headerContent.getQuote.href} className={classes.quote}>
            {headerContent.getQuote.label}
          </Button>
          <Burger
            opened={menu.opened}
            onClick={menu.toggle}
            className={classes.burger}
            aria-label={menu.opened ? headerContent.menuCloseLabel : headerContent.menuOpenLabel}
            aria-expanded={menu.opened}
            aria-controls="mobile-menu"
            size="md"
          />
        </Group>
      </Container>

      <Drawer
        id="mobile-menu"
        opened={menu.opened}
        onClose={menu.close}
        position="top"
        size="auto"
        title={headerContent.mobileMenuTitle}
        withCloseButton
        closeButtonProps={{ 'aria-label': headerContent.menuCloseLabel }}
        classNames={{ content: classes.drawerContent, header: classes.drawerHeader, title: classes.drawerTitle }}
        zIndex={400}
        transitionProps={{ duration: 200 }}
      >
        <nav aria-label={headerContent.navLabel}>
          <Stack gap={2} component="ul" className={classes.mobileLinks}>
            {navItems.map((item) => (
              <li key={item.anchor}>
                <UnstyledButton
                  component={AnchorLink}
                  anchor={item.anchor}
                  className={classes.mobileLink}
                  onClick={menu.close}
                >
                  {item.name}
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </nav>
        <Stack gap="sm" mt="md">
          <a href={telUrl(phone.e164)} className={classes.mobilePhone} onClick={menu.close} aria-label={callName}>
            <IconPhone size={20} aria-hidden="true" />
            {phone.display}
          </a>
          <Button component={Link} href={headerContent.getQuote.href} fullWidth size="lg" onClick={menu.close}>
            {headerContent.getQuote.label}
          </Button>
        </Stack>
      </Drawer>
    </header>
  );
}

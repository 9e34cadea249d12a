import { Button, Drawer, Stack, UnstyledButton } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconPhone } from '@tabler/icons-react';
import { Link } from 'wouter';
import { headerContent, navItems } from '../../content/navigation';
import { AnchorLink } from '../AnchorLink/AnchorLink';
import classes from './Header.module.css';
import { headerPhone } from './headerPhone';

interface MobileMenuProps {
  opened: boolean;
  /** A link to a section or a page was chosen: focus goes where it leads. */
  onChoose: () => void;
  /** Escape, the close button, a tap outside or the phone link: focus goes back to the toggle. */
  onClose: () => void;
}

/** The phone menu: the same links, the phone number and a full-width Get Quote, in a drawer that
 * traps focus and closes on Escape. Choosing a link closes it. */
export default function MobileMenu({ opened, onChoose, onClose }: MobileMenuProps) {
  // The drawer's code arrives after the first press on the toggle: mount closed, then open, so the
  // drawer sees the opening and plays its transition.
  const mounted = useMounted();
  return (
    <Drawer
      id="mobile-menu"
      opened={opened && mounted}
      onClose={onClose}
      returnFocus={false}
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
                onClick={onChoose}
              >
                {item.name}
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </nav>
      <Stack gap="sm" mt="md">
        <a href={headerPhone.href} className={classes.mobilePhone} onClick={onClose} aria-label={headerPhone.label}>
          <IconPhone size={20} aria-hidden="true" />
          {headerPhone.display}
        </a>
        <Button component={Link} href={headerContent.getQuote.href} fullWidth size="lg" onClick={onChoose}>
          {headerContent.getQuote.label}
        </Button>
      </Stack>
    </Drawer>
  );
}

import {
  ActionIcon,
  AppShell,
  Avatar,
  Badge,
  Container,
  Group,
  Menu,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
  VisuallyHidden,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { agency } from '../../../content/agency';
import { inboxContent } from '../../../content/inbox';
import { useInboxEvents } from '../../hooks/useInboxEvents';
import { inboxPaths } from '../../paths';
import { useSession } from '../../session/SessionContext';
import { Icon } from '../Icon/Icon';
import classes from './InboxShell.module.css';

const words = inboxContent.shell;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The signed-in inbox's frame: the brand (home to the list), the colours, the account menu; and
 * the live changes, open while it shows. */
export function InboxShell({ children }: { children: ReactNode }) {
  useInboxEvents();
  const session = useSession();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const me = session.me;
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <a className={classes.skip} href="#inbox-main">
        {words.skipToContent}
      </a>
      <AppShell.Header className={classes.header}>
        <Link href={inboxPaths.list} className={classes.brand}>
          <span className={classes.wordmark}>{agency.shortName}</span>
          <Badge variant="light" color="marigold" radius="sm">
            {inboxContent.badge}
          </Badge>
          <VisuallyHidden>{words.home}</VisuallyHidden>
        </Link>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            size={44}
            aria-label={scheme === 'dark' ? words.toLight : words.toDark}
            onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
          >
            <Icon name={scheme === 'dark' ? 'sun' : 'moon'} size={20} />
          </ActionIcon>
          {me && (
            <Menu position="bottom-end" width={260} shadow="md">
              <Menu.Target>
                <UnstyledButton aria-label={words.account} className={classes.account}>
                  {/* The initials are drawn, not text: the button's name is "Account" (WCAG 2.5.3). */}
                  <Avatar color="indigo" radius="xl" size={40} aria-hidden>
                    <span className={classes.initials} data-initials={initialsOf(me.name)} />
                  </Avatar>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{words.signedInAs(me.name)}</Menu.Label>
                <Menu.Item leftSection={<Icon name="logout" />} onClick={() => session.signOut(false)}>
                  {words.signOut}
                </Menu.Item>
                <Menu.Item leftSection={<Icon name="devices" />} onClick={() => session.signOut(true)}>
                  {words.signOutEverywhere}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="xl" className={classes.main} id="inbox-main" tabIndex={-1}>
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

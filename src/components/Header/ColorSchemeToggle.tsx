import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { headerContent } from '../../content/navigation';

/**
 * Switches between light and dark. Both icons and labels are rendered and CSS shows the right
 * one for the scheme the inline script set, so prerendered HTML never mismatches.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={44}
        darkHidden
        onClick={() => setColorScheme('dark')}
        aria-label={headerContent.colorScheme.toDark}
      >
        <IconMoon size={20} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={44}
        lightHidden
        onClick={() => setColorScheme('light')}
        aria-label={headerContent.colorScheme.toLight}
      >
        <IconSun size={20} aria-hidden="true" />
      </ActionIcon>
    </>
  );
}

import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Icon } from '../../common/components/Icon/Icon';
import { headerContent } from '../../content/navigation';

/**
 * Switches between light and dark. Both icons and labels are rendered and CSS shows the right
 * one for the scheme the inline script set, so prerendered HTML never mismatches. Until the app's
 * code has run, a small inline script does the switching (earlyColorScheme.ts); without
 * JavaScript the toggle is not shown.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const switchTo = (scheme: 'light' | 'dark') => (event: MouseEvent) => {
    // Handled: the early script stands aside.
    event.preventDefault();
    setColorScheme(scheme);
  };
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={44}
        darkHidden
        data-needs-script
        data-color-scheme-to="dark"
        onClick={switchTo('dark')}
        aria-label={headerContent.colorScheme.toDark}
      >
        <Icon name="moon" size={20} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={44}
        lightHidden
        data-needs-script
        data-color-scheme-to="light"
        onClick={switchTo('light')}
        aria-label={headerContent.colorScheme.toLight}
      >
        <Icon name="sun" size={20} />
      </ActionIcon>
    </>
  );
}

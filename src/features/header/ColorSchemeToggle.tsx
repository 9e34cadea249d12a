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
  // Shown in the light scheme, the switch to dark; in the dark one, the switch to light.
  const switches = [
    { to: 'dark', icon: 'moon', label: headerContent.colorScheme.toDark, hidden: { darkHidden: true } },
    { to: 'light', icon: 'sun', label: headerContent.colorScheme.toLight, hidden: { lightHidden: true } },
  ] as const;
  return switches.map(({ to, icon, label, hidden }) => (
    <ActionIcon
      key={to}
      variant="subtle"
      color="gray"
      size={44}
      {...hidden}
      data-needs-script
      data-color-scheme-to={to}
      onClick={switchTo(to)}
      aria-label={label}
    >
      <Icon name={icon} size={20} />
    </ActionIcon>
  ));
}

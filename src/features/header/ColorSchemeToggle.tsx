import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { Icon } from '../../common/components/Icon/Icon';
import { headerContent } from '../../content/navigation';
import { useHydrated } from '../../common/useHydrated';

/**
 * Switches between light and dark. Both icons and labels are rendered and CSS shows the right
 * one for the scheme the inline script set, so prerendered HTML never mismatches. It needs the
 * app's code: until that has run it is shown disabled, and without JavaScript not at all.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const ready = useHydrated();
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={44}
        darkHidden
        disabled={!ready}
        data-needs-script
        onClick={() => setColorScheme('dark')}
        aria-label={headerContent.colorScheme.toDark}
      >
        <Icon name="moon" size={20} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={44}
        lightHidden
        disabled={!ready}
        data-needs-script
        onClick={() => setColorScheme('light')}
        aria-label={headerContent.colorScheme.toLight}
      >
        <Icon name="sun" size={20} />
      </ActionIcon>
    </>
  );
}

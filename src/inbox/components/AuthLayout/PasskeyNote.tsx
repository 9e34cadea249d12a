import { Text } from '@mantine/core';
import type { PasskeySupport } from '../../../../machines/inboxSessionMachine';
import { inboxContent } from '../../../content/inbox';

/** Why no passkey is offered here, said plainly. */
export function PasskeyNote({ passkeys }: { passkeys: Exclude<PasskeySupport, 'ready'> }) {
  return (
    <Text size="sm" c="dimmed" data-testid="passkey-note">
      {inboxContent.passkeysUnavailable[passkeys]}
    </Text>
  );
}

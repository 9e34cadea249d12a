import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { createElement } from 'react';

/** A form's success toast (SPEC.md 8), in the style every form shares. Long enough to read;
 * Mantine pauses it while hovered. */
export function showFormToast({ title, message }: { title: string; message: string }) {
  notifications.show({
    title,
    message,
    color: 'teal',
    icon: createElement(IconCheck, { size: 20, 'aria-hidden': true }),
    autoClose: 6000,
  });
}

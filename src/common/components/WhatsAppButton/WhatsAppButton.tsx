import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { Icon } from '../Icon/Icon';

type WhatsAppButtonProps = ButtonProps &
  Omit<ComponentPropsWithRef<'a'>, keyof ButtonProps | 'target' | 'rel'> & {
    /** A wa.me link, with the message already written where there is one. */
    href: string;
  };

/** A link that opens a WhatsApp chat in a new tab, drawn as a button in WhatsApp's teal with its
 * icon. The new tab gets no hold on this page (`noopener`) and no referrer. */
export function WhatsAppButton(props: WhatsAppButtonProps) {
  return (
    <Button
      component="a"
      target="_blank"
      rel="noopener noreferrer"
      color="teal"
      leftSection={<Icon name="brand-whatsapp" size={20} />}
      {...props}
    />
  );
}

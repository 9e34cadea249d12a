import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { Icon } from '../Icon/Icon';

type WhatsAppButtonProps = ButtonProps &
  Omit<ComponentPropsWithRef<'a'>, keyof ButtonProps | 'target' | 'rel'> & {
    /** A wa.me link, with the message already written where there is one. */
    href: string;
  };

/** A link that opens a WhatsApp chat in a new tab, drawn as a button with WhatsApp's icon (in its
 * teal unless the caller picks another look). The new tab gets no hold on this page (`noopener`)
 * and no referrer. */
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

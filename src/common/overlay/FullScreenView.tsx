import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { modalLayer, useModalOpened } from './layers';

/**
 * The frame of a full-screen view (the lightbox, the gallery, the image viewer): Mantine's Modal
 * traps focus, closes on Escape and gives focus back to the control that opened it.
 */
export function FullScreenView({
  opened,
  onClose,
  label,
  className,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  /** The view's accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const modalOpened = useModalOpened(opened);
  return (
    <Modal.Root
      opened={modalOpened}
      onClose={onClose}
      fullScreen
      // Only the content: Modal.Content's own className would also land on its fixed wrapper.
      classNames={{ content: className }}
      {...modalLayer}
    >
      <Modal.Content aria-label={label}>{children}</Modal.Content>
    </Modal.Root>
  );
}

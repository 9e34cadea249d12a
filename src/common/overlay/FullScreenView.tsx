import { Modal } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
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

/** The `onClick` of a view's dark backdrop: a click on the backdrop itself closes the view, a click
 * on what it holds (the image) does not. */
export const closeOnBackdrop = (close: () => void) => (event: MouseEvent) => {
  if (event.target === event.currentTarget) close();
};

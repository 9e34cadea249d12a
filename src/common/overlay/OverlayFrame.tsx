import { Modal } from '@mantine/core';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { MODAL_Z_INDEX } from './zIndex';
import classes from './OverlayFrame.module.css';

/** While a view is open the page behind it does not scroll, by keys or its scrollbar either: one
 * attribute on <html>, which one rule of global.css reads. */
function useLockedPage(opened: boolean) {
  useEffect(() => {
    if (!opened) return;
    const root = document.documentElement;
    root.dataset.locked = 'true';
    return () => {
      delete root.dataset.locked;
    };
  }, [opened]);
}

/**
 * The frame of every overlay's view: Mantine's Modal, which traps focus and closes on Escape, set
 * up once. Focus goes back to the control that opened the view from `OverlayView`, which sees
 * every opening: the frame is part of the view's code, and mounts already open the first time.
 * `fullScreen` is the dark frame of the lightbox, the gallery and the image viewer, named by
 * `label`; `dialog` a centred dialog over a dimmed page, named by its title.
 *
 * Above the fixed header, which would otherwise cover the dialog's top and stay clickable. No
 * transition of Mantine's: a view is on screen in the frame after the press and settles in with
 * the `enter` animation of its CSS, and closes at once. Mantine's scroll lock keeps the
 * page's scrollbar, so opening does not restyle the whole page under the view, and
 * `useLockedPage` stops the rest.
 */
export function OverlayFrame({
  variant,
  opened,
  onClose,
  label,
  className,
  children,
}: {
  variant: 'fullScreen' | 'dialog';
  opened: boolean;
  onClose: () => void;
  /** A full-screen view's accessible name; a dialog is named by its title. */
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  useLockedPage(opened);
  const dialog = variant === 'dialog';
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      fullScreen={!dialog}
      size={dialog ? 'lg' : undefined}
      radius={dialog ? 'lg' : undefined}
      centered={dialog}
      returnFocus={false}
      zIndex={MODAL_Z_INDEX}
      removeScrollProps={{ removeScrollBar: false }}
      transitionProps={{ duration: 0 }}
      // Only the content: Modal.Content's own className would also land on its fixed wrapper.
      classNames={{
        content: className ? `${classes[variant]} ${className}` : classes[variant],
        overlay: classes.dialog,
      }}
    >
      {dialog && <Modal.Overlay />}
      <Modal.Content aria-label={label} radius={dialog ? 'lg' : undefined}>
        {children}
      </Modal.Content>
    </Modal.Root>
  );
}

/** The `onClick` of a view's dark backdrop: a click on the backdrop itself closes the view, a click
 * on what it holds (the image) does not. */
export const closeOnBackdrop = (close: () => void) => (event: MouseEvent) => {
  if (event.target === event.currentTarget) close();
};

import { useEffect, useLayoutEffect, useState } from 'react';

/** Stacking order of what floats above the page: the fixed header (300, Header.module.css), the
 * modal dialogs and full-screen views above it, and the skip link (1000, PageShell.module.css)
 * above everything. */
export const MODAL_Z_INDEX = 500;

/**
 * What every modal dialog and full-screen view passes to Mantine's `Modal.Root`: its layer, no
 * transition of Mantine's, and a scroll lock that does not restyle the page.
 *
 * A view is on screen in the frame after the press and settles in with the `view-enter` animation
 * of shared.css; it closes at once. Mantine's transitions would delay both: an enter starts two
 * animation frames after the press, from full transparency, and after any transition with a
 * duration the next opening renders nothing until an effect has run, a frame later.
 *
 * Mantine's default lock also hides the page's scrollbar by adding a stylesheet and an inherited
 * CSS variable to <body>, which makes the browser restyle every element of the page (1,232 on the
 * home page: about 110 ms with the CPU slowed 4x) before the view's first frame. Without it the
 * lock still stops wheel and touch scrolling, and `useModalOpened` stops the rest (keys, the
 * scrollbar).
 */
export const modalLayer = {
  zIndex: MODAL_Z_INDEX,
  removeScrollProps: { removeScrollBar: false },
  transitionProps: { duration: 0 },
} as const;

/**
 * Whether a modal view is open, as its Mantine `Modal` should hear it, and the page behind it locked
 * while it is. Every view calls this once with its machine's open state.
 *
 * A view that mounts already open says so from its second render on, which comes before the
 * browser paints the first (a layout effect): the Modal records the element that gets focus back
 * when `opened` turns true, not when it mounts open. Mantine's `useMounted` sets its flag in a
 * passive effect, which after a commit that is not a press's runs a frame later.
 *
 * While open, the page behind does not scroll by keys or its scrollbar either: one attribute on
 * <html>, which one rule of global.css reads and no other rule depends on, so setting it restyles
 * <html> alone.
 */
export function useModalOpened(isOpen: boolean) {
  const [mounted, setMounted] = useState(false);
  // The second render is the point: the Modal must see `opened` turn true after it mounts.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(() => setMounted(true), []);
  const opened = isOpen && mounted;
  useEffect(() => {
    if (!opened) return;
    const root = document.documentElement;
    root.dataset.locked = 'true';
    return () => {
      delete root.dataset.locked;
    };
  }, [opened]);
  return opened;
}

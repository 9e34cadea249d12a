import { useEffect } from 'react';

/** Stacking order of what floats above the page: the fixed header (300, Header.module.css), the
 * modal dialogs and full-screen views above it, and the skip link (1000, PageShell.module.css)
 * above everything. */
export const MODAL_Z_INDEX = 500;

/**
 * What every modal dialog and full-screen view passes to Mantine's `Modal.Root`: its layer, and a
 * scroll lock that does not restyle the page. Mantine's default lock also hides the page's scrollbar
 * by adding a stylesheet and an inherited CSS variable to <body>, which makes the browser restyle
 * every element of the page (1,232 on the home page: about 110 ms with the CPU slowed 4x) before
 * the view's first frame. Without it the lock still stops wheel and touch scrolling, and
 * `useLockedPage` stops the rest (keys, the scrollbar).
 */
export const modalLayer = {
  zIndex: MODAL_Z_INDEX,
  removeScrollProps: { removeScrollBar: false },
} as const;

/**
 * While `locked`, the page behind a modal view does not scroll by keys or its scrollbar either: one
 * attribute on <html>, which one rule of global.css reads and no other rule depends on, so setting
 * it restyles <html> alone.
 */
export function useLockedPage(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    root.dataset.locked = 'true';
    return () => {
      delete root.dataset.locked;
    };
  }, [locked]);
}

import { useSyncExternalStore, type ReactNode } from 'react';
import classes from './ByWidth.module.css';

/** From this width the list shows its columns and the filters in a row; narrower, each lead as one
 * stacked column and the filters folded. ByWidth.module.css has the same breakpoint. */
const WIDE = '(min-width: 62em)';

function subscribe(changed: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

/** Whether the screen is wide; null where that is not known: on the server, and while the app
 * takes over the page the server drew (React hydrates with the server's answer). */
function useWide(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => null,
  );
}

/** The layout for the screen's width. Until the width is known, both, and the stylesheet shows the
 * one that fits: a page drawn on the server is right from its first paint at any width, and once
 * the app knows, it keeps the one it needs (each in its own place, so it is not drawn again). */
export function ByWidth({ wide, narrow }: { wide: ReactNode; narrow: ReactNode }) {
  const isWide = useWide();
  return (
    <>
      {isWide !== false && <div className={classes.wide}>{wide}</div>}
      {isWide !== true && <div className={classes.narrow}>{narrow}</div>}
    </>
  );
}

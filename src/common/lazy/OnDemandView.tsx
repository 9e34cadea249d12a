import { Loader } from '@mantine/core';
import { Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { loadFailedContent } from '../../content/pages';
import { MODAL_Z_INDEX } from '../layers';
import { ErrorBoundary } from '../ErrorBoundary';
import { LoadFailed } from './LoadFailed';
import classes from './Lazy.module.css';

interface OnDemandViewProps {
  opened: boolean;
  onClose: () => void;
  /** The view itself. */
  children: ReactNode;
}

/**
 * A full-screen view or dialog whose code downloads the first time it opens. While it does, the
 * page dims under a spinner; if it cannot, the visitor is told and offered a reload. Once the view
 * has opened it stays mounted, and opens and closes itself in the press's own commit.
 *
 * The first open mounts the view in a deferred render (`useDeferredValue`), under a boundary that
 * is already on the page: React keeps the spinner up until the code has arrived and shows the view
 * in the commit right after. In a render for the press itself, the view's lazy component would
 * suspend even with its code downloaded (React learns of it a microtask later), and a boundary
 * that shows its fallback is held back by React until 300 ms after the fallback appeared.
 */
export function OnDemandView({ opened, onClose, children }: OnDemandViewProps) {
  const deferredOpened = useDeferredValue(opened);
  const [mounted, setMounted] = useState(false);
  // Derived during render, as React advises for state that follows a prop.
  if (deferredOpened && !mounted) setMounted(true);
  if (!opened && !mounted) return null;
  return (
    <>
      {opened && !mounted && (
        <div className={classes.loading} style={{ zIndex: MODAL_Z_INDEX }} role="status">
          <Loader color="marigold.4" aria-label={loadFailedContent.loading} />
        </div>
      )}
      <ErrorBoundary fallback={() => (opened ? <LoadFailed onClose={onClose} /> : null)}>
        <Suspense>{mounted && children}</Suspense>
      </ErrorBoundary>
    </>
  );
}

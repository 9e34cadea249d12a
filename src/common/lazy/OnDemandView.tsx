import { Loader } from '@mantine/core';
import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { loadFailedContent } from '../../content/pages';
import { MODAL_Z_INDEX } from '../layers';
import { ErrorBoundary } from '../ErrorBoundary';
import { LoadFailed } from './LoadFailed';
import classes from './Lazy.module.css';

interface OnDemandViewProps {
  /** The view's component, from `lazyWithRetry`. */
  view: { isLoaded: () => boolean };
  opened: boolean;
  onClose: () => void;
  /** The view itself. */
  children: ReactNode;
}

/**
 * A full-screen view or dialog whose code downloads the first time it opens. While it does, the
 * page dims under a spinner; if it cannot, the visitor is told and offered a reload. Once the code
 * is there the view stays mounted, so it can play its closing transition and hand focus back.
 *
 * The first open renders the view as a deferred value (`useDeferredValue`) under a boundary that
 * is already on the page: React keeps the spinner up while the code downloads and shows the view
 * in the commit right after it arrives. A boundary that showed its own fallback instead would be
 * held back by React until 300 ms after that fallback appeared.
 */
export function OnDemandView({ view, opened, onClose, children }: OnDemandViewProps) {
  const deferredOpened = useDeferredValue(opened);
  const shown = view.isLoaded() ? opened || deferredOpened : deferredOpened;
  return (
    <>
      {opened && !shown && (
        <div className={classes.loading} style={{ zIndex: MODAL_Z_INDEX }} role="status">
          <Loader color="marigold.4" aria-label={loadFailedContent.loading} />
        </div>
      )}
      <ErrorBoundary fallback={() => (opened ? <LoadFailed onClose={onClose} /> : null)}>
        <Suspense>{(shown || view.isLoaded()) && children}</Suspense>
      </ErrorBoundary>
    </>
  );
}

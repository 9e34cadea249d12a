import { Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
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
 */
export function OnDemandView({ view, opened, onClose, children }: OnDemandViewProps) {
  if (!opened && !view.isLoaded()) return null;
  return (
    <ErrorBoundary fallback={() => (opened ? <LoadFailed onClose={onClose} /> : null)}>
      <Suspense
        fallback={
          opened ? (
            <div className={classes.loading} style={{ zIndex: MODAL_Z_INDEX }} role="status">
              <Loader color="marigold.4" aria-label={loadFailedContent.loading} />
            </div>
          ) : null
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}

import { Loader } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Suspense, useDeferredValue, useState } from 'react';
import type { Actor, AnyStateMachine } from 'xstate';
import { loadFailedContent } from '../../content/pages';
import { ErrorBoundary } from '../ErrorBoundary';
import { LoadFailed } from '../lazy/LoadFailed';
import classes from '../lazy/Lazy.module.css';
import { MODAL_Z_INDEX } from './layers';
import { isOpen, type Overlay } from './overlay';

/**
 * An overlay's view, its code fetched the first time it opens. While it downloads, the page dims
 * under a spinner; if it cannot, the visitor is told and offered a reload, and Close closes the
 * overlay. Once the view has opened it stays mounted, and opens and closes itself in the press's
 * own commit.
 *
 * The first open mounts the view in a deferred render (`useDeferredValue`), under a boundary that
 * is already on the page: React keeps the spinner up until the code has arrived and shows the view
 * in the commit right after. In a render for the press itself, the view's lazy component would
 * suspend even with its code downloaded (React learns of it a microtask later), and a boundary
 * that shows its fallback is held back by React until 300 ms after the fallback appeared.
 */
export function OverlayView<TMachine extends AnyStateMachine, TProps extends object>({
  overlay,
  actor,
  ...props
}: {
  overlay: Overlay<TMachine, TProps>;
  actor: Actor<TMachine>;
} & TProps) {
  const opened = useSelector(actor, isOpen);
  const deferredOpened = useDeferredValue(opened);
  // Not behaviour but the code's arrival: the view stays mounted from its first opening on.
  const [mounted, setMounted] = useState(false);
  // Derived during render, as React advises for state that follows a prop.
  if (deferredOpened && !mounted) setMounted(true);
  if (!opened && !mounted) return null;
  const { View } = overlay;
  return (
    <>
      {opened && !mounted && (
        <div className={classes.loading} style={{ zIndex: MODAL_Z_INDEX }} role="status">
          <Loader color="marigold.4" aria-label={loadFailedContent.loading} />
        </div>
      )}
      <ErrorBoundary fallback={() => (opened ? <LoadFailed onClose={() => actor.send(overlay.close)} /> : null)}>
        <Suspense>{mounted && <View {...(props as unknown as TProps)} actor={actor} />}</Suspense>
      </ErrorBoundary>
    </>
  );
}

import { Loader } from '@mantine/core';
import { useFocusReturn } from '@mantine/hooks';
import { useSelector } from '@xstate/react';
import { Suspense, useDeferredValue } from 'react';
import type { AnyStateMachine, EventFromLogic } from 'xstate';
import { loadFailedContent } from '../../content/pages';
import { ErrorBoundary } from '../ErrorBoundary';
import { LoadFailed } from '../lazy/LoadFailed';
import classes from '../lazy/Lazy.module.css';
import { MODAL_Z_INDEX } from './zIndex';
import { isOpen, type ShownOverlay } from './useOverlay';

/**
 * An overlay's view, its code fetched the first time it opens. While it downloads, the page dims
 * under a spinner; if it cannot, the visitor is told and offered a reload, and Close closes the
 * overlay. Once its code is here the view stays rendered, open or closed, so that it opens and
 * closes in the press's own commit. Focus goes back to the control that opened it as it closes
 * (Mantine's `useFocusReturn`, here because this is on the page before every opening).
 *
 * The first opening renders the view in a deferred render (`useDeferredValue`), beneath a
 * boundary already on the page: the spinner stays until the code has arrived, and the view shows
 * in the commit right after, rather than after a boundary's fallback has had its minimum time.
 */
export function OverlayView<TMachine extends AnyStateMachine, TProps extends object>({
  overlay,
  ...props
}: { overlay: ShownOverlay<TMachine, TProps> } & Omit<TProps, 'actor'>) {
  const { actor, View } = overlay;
  const opened = useSelector(actor, isOpen);
  useFocusReturn({ opened });
  const wanted = useDeferredValue(opened) || View.isLoaded();
  if (!opened && !wanted) return null;
  return (
    <>
      {opened && !wanted && (
        <div className={classes.loading} style={{ zIndex: MODAL_Z_INDEX }} role="status">
          <Loader color="marigold.4" aria-label={loadFailedContent.loading} />
        </div>
      )}
      <ErrorBoundary
        fallback={() =>
          opened ? (
            <LoadFailed onClose={() => actor.send({ type: 'overlay.close' } as EventFromLogic<TMachine>)} />
          ) : null
        }
      >
        <Suspense>{wanted && <View {...(props as unknown as TProps)} actor={actor} />}</Suspense>
      </ErrorBoundary>
    </>
  );
}

import { Alert, Button, Group, Loader } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { viewLoadContent } from '../../content/viewers';
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary';
import { MODAL_Z_INDEX } from '../../theme/layers';
import type { LazyViewModule } from './lazyView';
import classes from './LazyView.module.css';

interface LazyViewProps {
  view: Pick<LazyViewModule<never>, 'subscribe' | 'isLoaded' | 'retry'>;
  opened: boolean;
  onClose: () => void;
  /** The view itself, `<view.View … />`. */
  children: ReactNode;
}

const notLoaded = () => false;
const layer = { zIndex: MODAL_Z_INDEX };

function ViewLoading() {
  return (
    <div className={classes.layer} style={layer} role="status" aria-label={viewLoadContent.loading}>
      <Loader color="marigold.4" />
    </div>
  );
}

/** Kept light on purpose (no Modal): it must weigh nothing on pages that never need it. */
function ViewLoadFailed({ onClose, onRetry }: { onClose: () => void; onRetry: () => void }) {
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The opener still has focus: take it to Try again, and give it back when this goes away.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    retry.current?.focus();
    return () => opener?.focus({ preventScroll: true });
  }, []);

  return (
    <div
      className={classes.layer}
      style={layer}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={classes.card}>
        <Alert
          color="vermilion"
          variant="light"
          radius="lg"
          title={viewLoadContent.failedTitle}
          icon={<IconAlertTriangle size={22} aria-hidden="true" />}
        >
          {viewLoadContent.failedBody}
          <Group mt="md" gap="sm">
            <Button ref={retry} onClick={onRetry} leftSection={<IconRefresh size={18} aria-hidden="true" />}>
              {viewLoadContent.retry}
            </Button>
            <Button variant="default" onClick={onClose}>
              {viewLoadContent.close}
            </Button>
          </Group>
        </Alert>
      </div>
    </div>
  );
}

/**
 * Mounts a lazy full-screen view when it is first opened and keeps it mounted once its code has
 * arrived (so it can animate out and hand focus back). While the code downloads: a dimmed screen
 * with a spinner. If the download fails: a short message with Try again, never a blank screen.
 */
export function LazyView({ view, opened, onClose, children }: LazyViewProps) {
  const loaded = useSyncExternalStore(view.subscribe, view.isLoaded, notLoaded);
  if (!opened && !loaded) return null;
  return (
    <ErrorBoundary
      fallback={(_error, reset) =>
        opened ? (
          <ViewLoadFailed
            onClose={onClose}
            onRetry={() => {
              view.retry();
              reset();
            }}
          />
        ) : null
      }
    >
      <Suspense fallback={opened ? <ViewLoading /> : null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

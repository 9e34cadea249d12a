import { lazy, Suspense } from 'react';
import { useMounted } from '@mantine/hooks';

// Mantine's toast stack and its transition library are only needed once a form is sent; the
// notifications store (`notifications.show`) works without it and shows what was queued.
const ToastStack = lazy(() => import('./ToastStack'));

/** The toast stack, loaded after hydration so it is never part of the first load. */
export function Toasts() {
  // Client-only: the prerendered HTML has no toasts, so hydration matches.
  const mounted = useMounted();
  return mounted ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}

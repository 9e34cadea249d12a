import { lazy, Suspense } from 'react';
import { useMounted } from '@mantine/hooks';

// Mantine's toast stack and its transition library are only needed once a form is sent; the
// notifications store (`notifications.show`) works without it and shows what was queued.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** The toast stack, loaded after hydration so it is never part of the first load. */
export function Toasts() {
  // Client-only: the prerendered HTML has no toasts, so hydration matches.
  const mounted = useMounted();
  return mounted ? (
    <Suspense fallback={null}>
      <Notifications position="bottom-center" zIndex={1000} />
    </Suspense>
  ) : null;
}

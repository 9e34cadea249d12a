import { useEffect, useSyncExternalStore, type ComponentType } from 'react';

type Status<P> = { component: ComponentType<P> | null; failed: boolean };

/**
 * A component whose code is fetched the first time it is needed (or when `prefetch` is called,
 * say on hover of its opener), and then stays loaded: so a closing dialog keeps its exit
 * animation and returns focus. A failed download can be retried.
 */
export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let status: Status<P> = { component: null, failed: false };
  let pending: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const update = (next: Status<P>) => {
    status = next;
    listeners.forEach((listener) => listener());
  };

  const prefetch = () => {
    pending ??= load().then(
      (module) => update({ component: module.default, failed: false }),
      () => {
        pending = null;
        update({ component: null, failed: true });
      },
    );
    return pending;
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  /** The component once loaded (null before), whether loading failed, and a retry. */
  function useComponent(needed: boolean) {
    const current = useSyncExternalStore(
      subscribe,
      () => status,
      () => status,
    );
    useEffect(() => {
      if (needed) void prefetch();
    }, [needed]);
    return { Component: current.component, failed: current.failed, retry: () => void prefetch() };
  }

  return { useComponent, prefetch };
}

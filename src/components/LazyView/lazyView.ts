import { createElement, lazy, type ComponentType } from 'react';

export interface LazyViewModule<P extends object> {
  /** Renders the view, downloading its code the first time. */
  View: ComponentType<P>;
  subscribe: (listener: () => void) => () => void;
  /** Whether the code has arrived; from then on the view stays mounted (closed) between uses. */
  isLoaded: () => boolean;
  /** After a failed download: the next render downloads again. */
  retry: () => void;
}

/**
 * A full-screen view whose code is a separate chunk, fetched when the view is first opened, so it
 * weighs nothing on the first load. React.lazy remembers a failure; `retry` starts a fresh one.
 */
export function lazyView<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyViewModule<P> {
  let loaded = false;
  const listeners = new Set<() => void>();
  const fetchCode = () =>
    load().then((module) => {
      loaded = true;
      listeners.forEach((listener) => listener());
      return module;
    });
  let Lazy = lazy(fetchCode);
  return {
    View: (props: P) => createElement(Lazy, props),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isLoaded: () => loaded,
    retry: () => {
      Lazy = lazy(fetchCode);
    },
  };
}

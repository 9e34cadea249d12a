import { lazy, type ComponentType } from 'react';

/** A chunk of the site's code that did not download, even on the second try. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the site could not be downloaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * `React.lazy` for a component whose code is a separate chunk (a route's page, a full-screen
 * view, a dialog). A failed download is tried once more before React sees the error: a phone
 * on a flaky network often gets it the second time. `preload` starts the download ahead of the
 * first render (when a visitor shows they are about to open it); the render then uses the same
 * download. `isLoaded()` says whether the code is here, so a render can use it without waiting.
 */
export function lazyWithRetry<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let download: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded = false;
  const fetchOnce = () =>
    (download ??= load()
      .catch(() => load())
      .then(
        (module) => {
          loaded = true;
          return module;
        },
        (error: unknown) => {
          // Final: React's lazy keeps a rejection for good, so the notice offers a reload instead.
          throw new ChunkLoadError(error);
        },
      ));
  const Component = lazy(fetchOnce);
  return Object.assign(Component, {
    /** Resolves once the download has settled; a failure is left for the render to show. */
    preload: (): Promise<void> =>
      fetchOnce().then(
        () => {},
        () => {},
      ),
    isLoaded: () => loaded,
  });
}

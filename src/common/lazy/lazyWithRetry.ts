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
 * on a flaky network often gets it the second time. `isLoaded` tells whether the code has
 * arrived, so a view can stay mounted between uses once it has (and play its closing transition).
 */
export function lazyWithRetry<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded = false;
  const Component = lazy(() =>
    load()
      .catch(() => load())
      .then(
        (module) => {
          loaded = true;
          return module;
        },
        (error: unknown) => {
          throw new ChunkLoadError(error);
        },
      ),
  );
  return Object.assign(Component, { isLoaded: () => loaded });
}

import { MantineProvider } from '@mantine/core';
import { act, screen, render as testingLibraryRender } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { cssVariablesResolver, theme } from '../../src/app/theme/theme';
import { inspectRender } from './inspector';

/** Renders UI as the app does: Mantine (test env: no transitions, no portals' delays), toasts,
 * and a router at `path` whose navigations the test can read back, or on `hook` (the window's
 * own history: `useBrowserLocation`). The actors the UI creates are recorded, for measured
 * replays (tests/support/inspector.ts). */
export function render(ui: ReactElement, { path = '/', hook }: { path?: string; hook?: BaseLocationHook } = {}) {
  inspectRender();
  const location = memoryLocation({ path, record: true });
  const result = testingLibraryRender(ui, {
    wrapper: ({ children }) => (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <Router hook={hook ?? location.hook}>{children}</Router>
      </MantineProvider>
    ),
  });
  return { ...result, location };
}

/** The platform's own timer, kept before any test fakes it. */
const realSetTimeout = globalThis.setTimeout;

/**
 * What `find` finds once a render shows it, where that waits on code still downloading (a lazy
 * page, an overlay, a toast): looked for on the real clock, React rendering between looks, for as
 * long as the test may run. Never for a fixed time, which a busy machine can outlast; under fake
 * timers `findBy…` even counted fake time, which a download does not advance.
 */
export async function whenShown<T>(find: () => T | null): Promise<T> {
  // Each look comes after a task in which what the render scheduled has run, inside act.
  for (;;) {
    await act(() => new Promise((resolve) => realSetTimeout(resolve, 0)));
    const found = find();
    if (found) return found;
  }
}

/** A form's success toast by its title (its code downloads with the first toast). */
export const findToast = (title: string) => whenShown(() => screen.queryByText(title));

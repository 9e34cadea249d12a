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
 * A form's success toast by its title. Its code downloads with the first toast, which takes what
 * it takes on a busy machine: this waits for the toast itself, on the real clock, letting React
 * render between looks, for as long as the test may run, never for a fixed time (under fake
 * timers `findBy…` gave up once its timeout had passed in fake time, however slow the download).
 */
export async function findToast(title: string) {
  for (;;) {
    const toast = screen.queryByText(title);
    if (toast) return toast;
    await act(() => new Promise((resolve) => realSetTimeout(resolve, 10)));
  }
}

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

/**
 * A form's success toast by its title. Its code downloads with the first toast: that download is
 * awaited as such, so a busy machine makes it later, never missing. (Under fake timers `findBy…`
 * waits in fake time, which a download does not take: a timed wait failed when the machine was busy.)
 */
export async function findToast(title: string) {
  await act(() => import('../../src/features/forms/toast/SuccessToast'));
  return screen.findByText(title);
}

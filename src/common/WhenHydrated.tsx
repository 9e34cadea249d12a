import type { ReactNode } from 'react';
import { useHydrated } from './useHydrated';

/**
 * `children(hydrated)`, rendered as a component of its own. Right after React hydrates a section,
 * each component that reads `useHydrated` renders again, at once and in the same task: here that
 * is only what depends on it (a submit button and its note), not the whole form around it.
 */
export function WhenHydrated({ children }: { children: (hydrated: boolean) => ReactNode }) {
  return children(useHydrated());
}

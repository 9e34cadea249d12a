import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { SectionBoundary } from '../ErrorBoundary/SectionBoundary';
import { pendingSectionAttribute } from './pendingSections';
import { holdPresses, needNow, replayPendingPress, whenNeeded } from './whenNeeded';

/** Renders nothing; its effect runs once the section before it in the boundary is hydrated. */
function Hydrated({ id }: { id: string }) {
  useEffect(() => replayPendingPress(id), [id]);
  return null;
}

/**
 * Stands in for a section whose code is on its way when there is no prerendered HTML to keep
 * (React shows a fallback only then, never while hydrating): back on the home page from another
 * route, a section the visitor never came near is still waiting for the element it left behind.
 */
function PendingSection({ id }: { id: string }) {
  useEffect(() => needNow(id), [id]);
  return <div hidden {...{ [pendingSectionAttribute]: id }} />;
}

/**
 * A home page section whose code loads only when the visitor nears it. The prerendered HTML is
 * complete (the server waits for every section), so the section is visible and readable at once;
 * React keeps that HTML and hydrates the section when its code arrives. This keeps the first
 * load to what the first screen needs. A section that fails to load or render shows a retry
 * message in its place; the rest of the page keeps working.
 */
export function deferredSection<P extends object>(id: string, load: () => Promise<ComponentType<P>>) {
  const create = () =>
    lazy(async () => {
      if (typeof document !== 'undefined') await whenNeeded(id);
      return { default: await load() };
    });
  let Section = create();
  holdPresses(id);

  function DeferredSection(props: P) {
    return (
      <SectionBoundary
        onRetry={() => {
          // React remembers a failed lazy component; a retry needs a new one.
          Section = create();
        }}
      >
        <Suspense fallback={<PendingSection id={id} />}>
          <Section {...props} />
          <Hydrated id={id} />
        </Suspense>
      </SectionBoundary>
    );
  }
  DeferredSection.displayName = `Deferred(${id})`;
  return DeferredSection;
}

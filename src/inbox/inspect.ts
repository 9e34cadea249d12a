import type { ActorOptions, AnyActorLogic, InspectionEvent } from 'xstate';

/*
 * The inbox's actors, watched: in development only, the Stately inspector with
 * `VITE_INSPECT=true npm run dev:inbox`, and any observer a test attaches (the measured model
 * replays, tests/support/inspector.ts); and a test's clock for their delays. Each is behind a
 * build-time constant: the inbox's production build keeps none of it. The site has the same for
 * its own actors; the inbox, an app apart, keeps its own.
 */

type Inspect = (event: InspectionEvent) => void;

const stately = import.meta.env.DEV && import.meta.env.VITE_INSPECT === 'true';
const observers = new Set<Inspect>();
let forward: Inspect | null = null;
const early: InspectionEvent[] = [];

if (stately) {
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const inspector = createBrowserInspector();
    forward = (event) => inspector.inspect.next?.(event);
    early.splice(0).forEach(forward);
  });
}

const inspectAll: Inspect = (event) => {
  if (stately) {
    if (forward) forward(event);
    else early.push(event);
  }
  for (const observer of observers) observer(event);
};

/** Shows `observer` every inspection event of the inbox's actors created from now on, until the
 * returned function is called. Development only. */
export function observeInboxActors(observer: Inspect): () => void {
  if (!import.meta.env.DEV) return () => {};
  observers.add(observer);
  return () => observers.delete(observer);
}

/** The clock an actor's delays are kept by: the browser's timers, or a test's. */
type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;
let clock: Clock | null = null;

/** Development only: the inbox's actors created from now on keep their delays by `given` (a
 * test's `SimulatedClock`, which a replay moves on step by step, as the page's server answers come
 * in their own time), until the returned function is called. */
export function keepInboxTimeBy(given: Clock): () => void {
  if (!import.meta.env.DEV) return () => {};
  clock = given;
  return () => {
    clock = null;
  };
}

/** What the inbox hands every actor it creates. */
export interface InboxActorOptions {
  inspect?: Inspect;
  clock?: Clock;
}

/** Options for every actor the inbox creates. */
export function inboxActorOptions(): InboxActorOptions {
  if (!import.meta.env.DEV) return {};
  return {
    ...(stately || observers.size > 0 ? { inspect: inspectAll } : {}),
    ...(clock ? { clock } : {}),
  };
}

import type { InspectionEvent } from 'xstate';

/*
 * The Stately inspector, in development only: `VITE_INSPECT=true npm run dev` opens it in a new
 * window and shows every machine of the page live (README, "Inspecting machines"). The condition
 * is a build-time constant, so a production build drops this module's import of
 * @statelyai/inspect altogether.
 */

type Inspect = (event: InspectionEvent) => void;

let forward: Inspect | null = null;
/** Events of actors started before the inspector module arrived, replayed once it has. */
const early: InspectionEvent[] = [];

const inspect: Inspect = (event) => {
  if (forward) forward(event);
  else early.push(event);
};

if (import.meta.env.DEV && import.meta.env.VITE_INSPECT === 'true') {
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const inspector = createBrowserInspector();
    forward = (event) => inspector.inspect.next?.(event);
    early.splice(0).forEach(forward);
  });
}

const stately = import.meta.env.DEV && import.meta.env.VITE_INSPECT === 'true';

/** Other observers of the actors, in development only: the model tests record with one what the
 * UI's actors did (tests/support/inspector.ts). */
const observers = new Set<Inspect>();

/**
 * Shows `observer` every inspection event of the actors created from now on, until the returned
 * function is called. Development only (the dev server and the tests); a production build has no
 * observers and drops this.
 */
export function observeActors(observer: Inspect): () => void {
  if (!import.meta.env.DEV) return () => {};
  observers.add(observer);
  return () => observers.delete(observer);
}

const inspectAll: Inspect = (event) => {
  if (stately) inspect(event);
  for (const observer of observers) observer(event);
};

/** Options for every `useActorRef`: attaches the inspector when the switch is on, and any
 * observers, else nothing. */
export function actorOptions(): { inspect?: Inspect } {
  return import.meta.env.DEV && (stately || observers.size > 0) ? { inspect: inspectAll } : {};
}

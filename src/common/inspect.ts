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

/**
 * The model build (`npm run build:model`, into dist-model/, never deployed) records what every
 * actor does into `window.__actorRecord`, for the browser replays to read (tests/e2e/support/
 * actorRecord.ts). `import.meta.env.MODE` is a build-time constant: the site's own build drops
 * all of this (tests/e2e/modelBuild.spec.ts checks its files for the name).
 */
const recording = import.meta.env.MODE === 'model';

/** One step of one actor, as recorded in the model build. */
export interface RecordedStep {
  /** The actor (its session id) and its machine's id. */
  actor: string;
  machine: string;
  event: string;
  /** The transition definitions it took: source state id, event type, index among that event's
   * definitions on the source (a snapshot's own record has none). */
  transitions: Array<{ source: string; eventType: string; index: number }>;
  /** The state node ids and the value of the snapshot it reached. */
  nodes: string[];
  value: unknown;
}

interface Definition {
  source: { id: string; transitions: Map<string, unknown[]> };
  eventType: string;
}

const recordStep: Inspect = (event) => {
  if (typeof window === 'undefined') return;
  if (event.type !== '@xstate.microstep' && !(event.type === '@xstate.snapshot' && event.event.type === 'xstate.init'))
    return;
  const logic = (event.actorRef as { logic?: { id?: string } }).logic;
  const snapshot = event.snapshot as { _nodes?: Array<{ id: string }>; value?: unknown };
  if (!logic?.id || !snapshot._nodes) return;
  const definitions = event.type === '@xstate.microstep' ? (event._transitions as unknown as Definition[]) : [];
  const target = window as unknown as { __actorRecord?: RecordedStep[] };
  (target.__actorRecord ??= []).push({
    actor: event.actorRef.sessionId,
    machine: logic.id,
    event: event.event.type,
    transitions: definitions.map((definition) => ({
      source: definition.source.id,
      eventType: definition.eventType,
      index: Math.max(definition.source.transitions.get(definition.eventType)?.indexOf(definition) ?? 0, 0),
    })),
    nodes: snapshot._nodes.map((node) => node.id),
    value: snapshot.value,
  });
};

const inspectRecorded: Inspect = (event) => {
  recordStep(event);
  inspectAll(event);
};

/** Options for every `useActorRef`: attaches the inspector when the switch is on, and any
 * observers, or the recorder of the model build, else nothing. */
export function actorOptions(): { inspect?: Inspect } {
  if (recording) return { inspect: inspectRecorded };
  return import.meta.env.DEV && (stately || observers.size > 0) ? { inspect: inspectAll } : {};
}

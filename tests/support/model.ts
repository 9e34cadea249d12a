import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventFromLogic, EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';

/**
 * Model-based testing support: turns a machine into the set of paths that, together, take every
 * transition of its state graph at least once, and measures which state nodes and transition
 * definitions of the machine those paths exercise. Each test file replays the paths against the
 * machine and against the rendered UI; `recordCoverage` hands the figures to the reporter that
 * prints them at the end of the run (tests/support/modelCoverageReporter.ts).
 */

export interface ModelStep<TEvent extends EventObject = EventObject> {
  event: TEvent;
  state: AnyMachineSnapshot;
}

export interface ModelPath<TEvent extends EventObject = EventObject> {
  /** Readable: `open → ZOOM.IN → ZOOM.IN`. */
  description: string;
  steps: Array<ModelStep<TEvent>>;
}

export interface ModelCoverage {
  machine: string;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
  paths: number;
}

export interface ModelOptions<TMachine extends AnyStateMachine> {
  /** Every event a visitor (or a timer) can send, including payload variants. Delayed
   * `xstate.after.*` events are added automatically. */
  events:
    | ReadonlyArray<EventFromLogic<TMachine>>
    | ((snapshot: AnyMachineSnapshot) => ReadonlyArray<EventFromLogic<TMachine>>);
  /** Keeps the state space finite: what of the context makes two snapshots different. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  input?: unknown;
  /** Upper bound on the number of distinct states traversed. */
  limit?: number;
}

const defaultSerialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      nodes.push(child);
      visit(child);
    }
  };
  visit(machine.root);
  return nodes;
}

type Transition = { key: string; node: AnyStateNode; index: number };

function transitionKey(source: AnyStateNode, eventType: string, index: number) {
  return `${source.id} —${eventType}${index > 0 ? `#${index + 1}` : ''}→`;
}

function allTransitions(machine: AnyStateMachine): Transition[] {
  const out: Transition[] = [];
  for (const node of [machine.root, ...allStateNodes(machine)]) {
    for (const [eventType, definitions] of node.transitions) {
      definitions.forEach((_definition, index) =>
        out.push({ key: transitionKey(node, eventType, index), node, index }),
      );
    }
    node.always?.forEach((_definition, index) => out.push({ key: transitionKey(node, 'always', index), node, index }));
  }
  return out;
}

/** The delayed events (`xstate.after.<delay>.<state id>`) a machine can receive. */
export function delayedEvents(machine: AnyStateMachine): EventObject[] {
  const types = new Set<string>();
  for (const node of [machine.root, ...allStateNodes(machine)]) {
    for (const eventType of node.transitions.keys()) {
      if (eventType.startsWith('xstate.after.')) types.add(eventType);
    }
  }
  return [...types].map((type) => ({ type }));
}

export function describeEvent(event: EventObject): string {
  if (event.type.startsWith('xstate.after.')) {
    // `xstate.after.<delay>.<state id>`: the state is part of the name, so that the same delay in
    // two states gives two different path descriptions.
    const [, , delay, ...state] = event.type.split('.');
    return `after(${delay} in ${state.join('.')})`;
  }
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const detail = Object.values(payload)
    .map((value) => (typeof value === 'object' ? JSON.stringify(value) : String(value)))
    .join(',');
  return detail ? `${type}(${detail})` : type;
}

/**
 * Paths covering every edge of the machine's reachable graph: for each edge, the shortest path to
 * its source state followed by that edge (shortest paths alone may never take a delayed edge).
 */
export function createModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  name: string,
  options: ModelOptions<TMachine>,
) {
  const serializeState = options.serializeState ?? defaultSerialize;
  const delayed = delayedEvents(machine);
  const events = (snapshot: AnyMachineSnapshot) => [
    ...(typeof options.events === 'function' ? options.events(snapshot) : options.events),
    ...delayed,
  ];
  const traversal = {
    events: events as never,
    serializeState: ((snapshot: AnyMachineSnapshot) => serializeState(snapshot)) as never,
    ...(options.input === undefined ? {} : { input: options.input as never }),
    ...(options.limit === undefined ? {} : { limit: options.limit }),
  };

  const adjacency = getAdjacencyMap(machine, traversal);
  const shortest = new Map<string, ModelStep[]>();
  for (const path of getShortestPaths(machine, traversal)) {
    shortest.set(serializeState(path.state as AnyMachineSnapshot), path.steps as ModelStep[]);
  }

  const paths: ModelPath<EventFromLogic<TMachine>>[] = [];
  const seenStateNodes = new Set<string>();
  const seenTransitions = new Set<string>();
  for (const [key, { state, transitions }] of Object.entries(adjacency)) {
    const prefix = shortest.get(key);
    if (!prefix) throw new Error(`No shortest path to ${key}`);
    for (const node of (state as AnyMachineSnapshot)._nodes as AnyStateNode[]) seenStateNodes.add(node.id);
    const edges = Object.values(transitions) as Array<{ event: EventObject; state: AnyMachineSnapshot }>;
    for (const { event, state: next } of edges) {
      const taken = machine.getTransitionData(state as never, event as never) as Array<{
        source: AnyStateNode;
        eventType: string;
      }>;
      for (const definition of taken) {
        const index = definition.source.transitions.get(definition.eventType)?.indexOf(definition as never) ?? 0;
        seenTransitions.add(transitionKey(definition.source, definition.eventType, Math.max(index, 0)));
      }
      for (const node of (next as AnyMachineSnapshot)._nodes as AnyStateNode[]) seenStateNodes.add(node.id);
      // The traversal starts with a synthetic `xstate.init` step; a replay starts from the initial
      // state instead, so it is dropped.
      const steps = [...prefix, { event, state: next } as ModelStep].filter(
        (step) => step.event.type !== 'xstate.init',
      );
      paths.push({
        description: steps.map((step) => describeEvent(step.event)).join(' → ') || '(initial)',
        steps: steps as Array<ModelStep<EventFromLogic<TMachine>>>,
      });
    }
  }

  // Shorter paths that are a prefix of a longer one add nothing: keep only maximal ones.
  const descriptions = paths.map((path) => path.description);
  const maximal = paths.filter(
    (path, index) =>
      !descriptions.some((other, otherIndex) => otherIndex !== index && other.startsWith(`${path.description} → `)),
  );
  const unique = [...new Map(maximal.map((path) => [path.description, path])).values()];

  const stateIds = allStateNodes(machine).map((node) => node.id);
  const transitionKeys = allTransitions(machine).map((transition) => transition.key);
  const coverage: ModelCoverage = {
    machine: name,
    states: {
      covered: stateIds.filter((id) => seenStateNodes.has(id)).length,
      total: stateIds.length,
      missing: stateIds.filter((id) => !seenStateNodes.has(id)),
    },
    transitions: {
      covered: transitionKeys.filter((key) => seenTransitions.has(key)).length,
      total: transitionKeys.length,
      missing: transitionKeys.filter((key) => !seenTransitions.has(key)),
    },
    paths: unique.length,
  };
  return { paths: unique, coverage };
}

/** Hands a machine's coverage to the reporter, which prints one line per machine. */
export function recordCoverage(coverage: ModelCoverage) {
  const dir = join(process.cwd(), 'node_modules', '.cache', 'model-coverage');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${coverage.machine}.json`), JSON.stringify(coverage));
}

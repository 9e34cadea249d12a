import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventFromLogic, EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';

/**
 * Model-based testing support: turns a machine into the set of paths that, together, take every
 * transition of its state graph at least once, and measures which state nodes and transition
 * definitions of the machine those paths exercise. Each test file replays the paths against the
 * machine and against the rendered UI, where what the UI's actor really does is measured
 * (tests/support/inspector.ts); `recordCoverage` hands the figures to the reporter that prints
 * them at the end of the run (tests/support/modelCoverageReporter.ts).
 */

export interface ModelStep<TEvent extends EventObject = EventObject> {
  event: TEvent;
  state: AnyMachineSnapshot;
}

export interface ModelPath<TEvent extends EventObject = EventObject> {
  /** Readable: `open → ZOOM.IN → ZOOM.IN`. */
  description: string;
  steps: Array<ModelStep<TEvent>>;
  /** The transition definitions each step takes (keys as in the coverage), one list per step:
   * empty where the state ignores the step's event. A UI replay's actor must take the same. */
  taken: string[][];
  /** What the path exercises: the transition definitions it takes (keys as in the coverage) and
   * each event it sends from each state (`closed ⟵ zoom.in`), including events a state ignores. */
  exercises: string[];
  /** Which of the model's `starts` it starts from, where it has several. */
  start?: string;
}

export interface ModelCoverage {
  machine: string;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
  paths: number;
}

/** One event of the model from one state: where it leads, what it takes and exercises (as in
 * `ModelPath`). */
export interface ModelEdge<TEvent extends EventObject = EventObject> {
  step: ModelStep<TEvent>;
  /** The key of the state it leads to. */
  to: string;
  taken: string[];
  exercises: string[];
}

/** A machine's reachable graph as the model walks it: its states by key, each with its edges. */
export interface ModelGraph<TEvent extends EventObject = EventObject> {
  initial: string;
  edges: ReadonlyMap<string, ReadonlyArray<ModelEdge<TEvent>>>;
  /** How a step reads in a walk's description. */
  describe: (event: TEvent) => string;
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
  /** How an event reads in a path's description (default: `describeEvent`). */
  title?: (event: EventFromLogic<TMachine>) => string | undefined;
}

const defaultSerialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

/** A machine's state nodes, but its history pseudo-states: a machine is never in one (entering it
 * enters the state it remembers), so they are covered by the transitions that target them. */
function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      if (child.type !== 'history') nodes.push(child);
      visit(child);
    }
  };
  visit(machine.root);
  return nodes;
}

type Transition = { key: string; node: AnyStateNode; index: number };

export function transitionKey(source: AnyStateNode, eventType: string, index: number) {
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

/** The coverage key of a transition definition, as the machine or an inspection event gives it. */
export function keyOfDefinition(definition: { source: AnyStateNode; eventType: string }): string {
  const index = definition.source.transitions.get(definition.eventType)?.indexOf(definition as never) ?? 0;
  return transitionKey(definition.source, definition.eventType, Math.max(index, 0));
}

/** The keys of the transition definitions `event` takes from `snapshot` (none if it is ignored). */
export function transitionsTaken(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  const taken = machine.getTransitionData(snapshot as never, event as never) as Array<{
    source: AnyStateNode;
    eventType: string;
  }>;
  return taken.map(keyOfDefinition);
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

/** What sending `event` from `snapshot` exercises besides the transitions it takes. */
const sentFrom = (snapshot: AnyMachineSnapshot, event: EventObject) =>
  `${JSON.stringify(snapshot.value)} ⟵ ${describeEvent(event)}`;

/**
 * Paths covering every edge of the machine's reachable graph: for each edge, the shortest path to
 * its source state followed by that edge (shortest paths alone may never take a delayed edge).
 */
export function createModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  name: string,
  options: ModelOptions<TMachine>,
) {
  try {
    return walkGraph(machine, name, options);
  } catch (error) {
    // A machine that throws while its graph is walked (an action or a guard that breaks) would
    // fail the test file before any of its tests exists, which a runner may count as no failure
    // at all (Stryker's does): under Vitest it is a failing test by name instead.
    const vitestTest = (globalThis as { test?: (title: string, body: () => void) => void }).test;
    if (!process.env.VITEST || !vitestTest) throw error;
    vitestTest(`${name}: its graph can be walked`, () => {
      throw error;
    });
    return {
      paths: [],
      coverage: coverageFrom(machine, name, new Set(), new Set(), 0),
      graph: { initial: '', edges: new Map(), describe: describeEvent } as ModelGraph<EventFromLogic<TMachine>>,
    };
  }
}

function walkGraph<TMachine extends AnyStateMachine>(machine: TMachine, name: string, options: ModelOptions<TMachine>) {
  const serializeState = options.serializeState ?? defaultSerialize;
  const describe = (event: EventObject) => options.title?.(event as never) ?? describeEvent(event);
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
  let initial = '';
  for (const path of getShortestPaths(machine, traversal)) {
    const key = serializeState(path.state as AnyMachineSnapshot);
    shortest.set(key, path.steps as ModelStep[]);
    if (path.steps.length === 1) initial = key;
  }

  // Every edge once: where it leads, what it takes and exercises.
  const edges = new Map<string, Array<ModelEdge<EventFromLogic<TMachine>>>>();
  const seenStateNodes = new Set<string>();
  const seenTransitions = new Set<string>();
  const paths: ModelPath<EventFromLogic<TMachine>>[] = [];
  for (const [key, { state, transitions }] of Object.entries(adjacency)) {
    const from = state as AnyMachineSnapshot;
    const prefix = shortest.get(key);
    if (!prefix) throw new Error(`No shortest path to ${key}`);
    // The traversal starts with a synthetic `xstate.init` step; a replay starts from the initial
    // state instead, so it is dropped.
    if (prefix[0]?.event.type !== 'xstate.init' || prefix.slice(1).some((step) => step.event.type === 'xstate.init'))
      throw new Error(`A path to ${key} does not start with the initial state`);
    for (const node of from._nodes as AnyStateNode[]) seenStateNodes.add(node.id);
    const out = (Object.values(transitions) as Array<{ event: EventObject; state: AnyMachineSnapshot }>).map(
      ({ event, state: next }) => {
        const taken = transitionsTaken(machine, from, event);
        for (const each of taken) seenTransitions.add(each);
        for (const node of next._nodes as AnyStateNode[]) seenStateNodes.add(node.id);
        return {
          step: { event, state: next } as ModelStep<EventFromLogic<TMachine>>,
          to: serializeState(next),
          taken,
          exercises: [...taken, sentFrom(from, event)],
        };
      },
    );
    edges.set(key, out);
    for (const edge of out) {
      const full = [...prefix, edge.step as ModelStep];
      const steps = full.slice(1);
      const taken = steps.map((step, index) => transitionsTaken(machine, full[index]!.state, step.event));
      paths.push({
        description: steps.map((step) => describeEvent(step.event)).join(' → ') || '(initial)',
        steps: steps as Array<ModelStep<EventFromLogic<TMachine>>>,
        taken,
        exercises: steps.flatMap((step, index) => [...taken[index]!, sentFrom(full[index]!.state, step.event)]),
      });
    }
  }

  // Shorter paths that are a prefix of a longer one add nothing: keep only maximal ones.
  const descriptions = paths.map((path) => path.description);
  const maximal = paths.filter(
    (path, index) =>
      !descriptions.some((other, otherIndex) => otherIndex !== index && other.startsWith(`${path.description} → `)),
  );
  // Described as the model's titles read once told apart by every event's payload.
  const unique = [...new Map(maximal.map((path) => [path.description, path])).values()].map((path) => ({
    ...path,
    description: path.steps.map((step) => describe(step.event)).join(' → ') || '(initial)',
  }));

  return {
    paths: unique,
    coverage: coverageFrom(machine, name, seenStateNodes, seenTransitions, unique.length),
    graph: { initial, edges, describe } as ModelGraph<EventFromLogic<TMachine>>,
  };
}

/**
 * A few paths that, together, exercise what all of `paths` do: every transition definition and
 * every event from every state (see `ModelPath.exercises`), chosen greedily, most new ground
 * first, shorter paths on a tie. For replays too slow to take every path (a rendered UI).
 */
export function coveringPaths<TEvent extends EventObject>(
  paths: ReadonlyArray<ModelPath<TEvent>>,
): ModelPath<TEvent>[] {
  const uncovered = new Set(paths.flatMap((path) => path.exercises));
  const chosen: ModelPath<TEvent>[] = [];
  while (uncovered.size > 0) {
    let best: ModelPath<TEvent> | undefined;
    let bestGain = 0;
    for (const path of paths) {
      const gain = new Set(path.exercises.filter((item) => uncovered.has(item))).size;
      if (gain > bestGain || (gain === bestGain && best && gain > 0 && path.steps.length < best.steps.length)) {
        best = path;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const item of best.exercises) uncovered.delete(item);
  }
  return chosen;
}

export interface WalkOptions<TEvent extends EventObject> {
  /** What the walks must exercise, each at least once: items of `ModelPath.exercises`, or what
   * `counts` makes of them. */
  wanted: Iterable<string>;
  /** What an exercised item counts as (null: nothing); by default itself. */
  counts?: (item: string) => string | null;
  /** Whether a visitor can take `next` after `steps` on one page load (default: always). */
  allowed?: (next: ModelStep<TEvent>, steps: ReadonlyArray<ModelStep<TEvent>>) => boolean;
  /** Paths the walks must take as they are: each starts a walk, which then goes on as any does. */
  include?: ReadonlyArray<ModelPath<TEvent>>;
  /** A walk stops growing at about this many steps, so that a slow one can be split (default 60). */
  maxSteps?: number;
}

/**
 * The walks a browser replay takes, one per page load: each starts at the initial state and goes,
 * again and again, by the fewest steps to the nearest step that exercises something of `wanted`
 * not yet exercised, as long as a visitor can take each step; a walk ends where nothing new can be
 * reached, and the next one starts afresh. Several paths' worth of ground in one page load, instead
 * of one path per load, each from the start. What no walk reaches is left out: the caller checks
 * what the walks exercise.
 */
export function coveringWalks<TEvent extends EventObject>(
  graph: ModelGraph<TEvent>,
  { wanted, counts = (item) => item, allowed = () => true, include = [], maxSteps = 60 }: WalkOptions<TEvent>,
): ModelPath<TEvent>[] {
  const uncovered = new Set(wanted);
  const walks: ModelPath<TEvent>[] = [];
  const counted = (edge: ModelEdge<TEvent>) =>
    edge.exercises.map(counts).filter((item): item is string => item !== null);
  const cover = (edges: ReadonlyArray<ModelEdge<TEvent>>) => {
    for (const item of edges.flatMap(counted)) uncovered.delete(item);
  };
  const isNew = (edge: ModelEdge<TEvent>) => counted(edge).some((item) => uncovered.has(item));
  /** Whether a visitor can still move the machine on after `steps`: not at a dead end. */
  const goesOn = (at: string, steps: ReadonlyArray<ModelStep<TEvent>>) =>
    (graph.edges.get(at) ?? []).some((edge) => edge.taken.length > 0 && allowed(edge.step, steps));
  /** The fewest edges from `start` after `steps` to one that exercises something uncovered, and
   * leaves the walk somewhere it can go on from; else the fewest to a dead end. */
  const nearest = (start: string, steps: ReadonlyArray<ModelStep<TEvent>>) => {
    const seen = new Set([start]);
    let frontier: Array<{ at: string; route: ModelEdge<TEvent>[] }> = [{ at: start, route: [] }];
    let deadEnd: ModelEdge<TEvent>[] | null = null;
    while (frontier.length > 0) {
      const next: typeof frontier = [];
      for (const { at, route } of frontier) {
        const before = [...steps, ...route.map((each) => each.step)];
        for (const edge of graph.edges.get(at) ?? []) {
          if (!allowed(edge.step, before)) continue;
          if (isNew(edge)) {
            if (goesOn(edge.to, [...before, edge.step])) return [...route, edge];
            deadEnd ??= [...route, edge];
          } else if (!seen.has(edge.to)) {
            seen.add(edge.to);
            next.push({ at: edge.to, route: [...route, edge] });
          }
        }
      }
      frontier = next;
    }
    return deadEnd;
  };
  /** An included path's edges, found by its events from the initial state. */
  const edgesOf = (path: ModelPath<TEvent>) => {
    let at = graph.initial;
    return path.steps.map((step) => {
      const sent = describeEvent(step.event);
      const edge = graph.edges.get(at)?.find((each) => describeEvent(each.step.event) === sent);
      if (!edge) throw new Error(`Not a path of this model: ${path.description}`);
      at = edge.to;
      return edge;
    });
  };
  const starts = include.map(edgesOf);
  while (uncovered.size > 0 || starts.length > 0) {
    const walk: ModelEdge<TEvent>[] = starts.shift() ?? [];
    cover(walk);
    let at = walk.at(-1)?.to ?? graph.initial;
    for (;;) {
      const steps = walk.map((edge) => edge.step);
      const route = nearest(at, steps);
      if (!route || (walk.length > 0 && walk.length + route.length > maxSteps)) break;
      walk.push(...route);
      cover(route);
      at = route.at(-1)!.to;
    }
    if (walk.length === 0) break;
    walks.push({
      description: walk.map((edge) => graph.describe(edge.step.event)).join(' → '),
      steps: walk.map((edge) => edge.step),
      taken: walk.map((edge) => edge.taken),
      exercises: walk.flatMap((edge) => edge.exercises),
    });
  }
  return walks;
}

/** What walks are asked to do of a model's paths, and how they may go (`coveringWalks`). */
export type WalksOf<TEvent extends EventObject> = Omit<WalkOptions<TEvent>, 'wanted'> & {
  /** What the walks must do of each path (default: all it exercises). */
  wanted?: (path: ModelPath<TEvent>) => string[];
};

/** Walks of `graph` that together do what `paths` do (every transition, every event from every
 * state, or what `options.wanted` takes of each), as `coveringWalks` takes them; `missed` is what
 * they leave out, for a test to assert empty. */
export function walksDoingWhat<TEvent extends EventObject>(
  paths: ReadonlyArray<ModelPath<TEvent>>,
  graph: ModelGraph<TEvent>,
  options: WalksOf<TEvent> = {},
) {
  const counts = options.counts ?? ((item: string) => item);
  const wanted = new Set(
    paths
      .flatMap((path) => (options.wanted?.(path) ?? path.exercises).map(counts))
      .filter((item): item is string => item !== null),
  );
  const walks = coveringWalks(graph, { ...options, wanted });
  return { walks, missed: () => notExercised(walks, wanted, options.counts) };
}

/** What of `wanted` no walk exercises (each exercised item as `counts` makes of it). */
export function notExercised(
  walks: ReadonlyArray<ModelPath>,
  wanted: Iterable<string>,
  counts: (item: string) => string | null = (item) => item,
): string[] {
  const exercised = new Set(walks.flatMap((walk) => walk.exercises.map(counts)));
  return [...new Set(wanted)].filter((item) => !exercised.has(item));
}

/** A machine's coverage: which of its state nodes (by id) and transition definitions (by key)
 * were seen, out of all of them. */
export function coverageFrom(
  machine: AnyStateMachine,
  name: string,
  seenStates: ReadonlySet<string>,
  seenTransitions: ReadonlySet<string>,
  paths: number,
): ModelCoverage {
  const stateIds = allStateNodes(machine).map((node) => node.id);
  const transitionKeys = allTransitions(machine).map((transition) => transition.key);
  const missingStates = stateIds.filter((id) => !seenStates.has(id));
  const missingTransitions = transitionKeys.filter((key) => !seenTransitions.has(key));
  return {
    machine: name,
    states: { covered: stateIds.length - missingStates.length, total: stateIds.length, missing: missingStates },
    transitions: {
      covered: transitionKeys.length - missingTransitions.length,
      total: transitionKeys.length,
      missing: missingTransitions,
    },
    paths,
  };
}

/** Hands a machine's coverage to the reporter, which prints one line per machine. */
export function recordCoverage(coverage: ModelCoverage) {
  const dir = join(process.cwd(), 'reports', 'model-coverage');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${coverage.machine}.json`), JSON.stringify(coverage));
}

export type EventOf<TMachine extends AnyStateMachine> = ModelOptions<TMachine>['events'] extends
  ReadonlyArray<infer E> | ((snapshot: AnyMachineSnapshot) => ReadonlyArray<infer E>)
  ? E
  : never;

/** What a machine's replays share (tests/support/machineModel.ts): the machine, the events a
 * visitor (or a timer, or an invoked actor) can send, and what the visitor meets in each state. */
export interface MachineModel<TMachine extends AnyStateMachine, TView> extends ModelOptions<TMachine> {
  machine: TMachine;
  /** The coverage row; the machine's id unless given. */
  name?: string;
  /** What a visitor meets: at first, after each event (from the product rules, never from the
   * chart), and as a snapshot of the machine shows it. */
  view: {
    initial: TView;
    after: (view: TView, event: EventOf<TMachine>) => TView;
    of: (snapshot: AnyMachineSnapshot) => TView;
  };
  /** How long the product rules give the timer of a delayed step, from the view before it; null
   * where they run no such timer then. Every replay checks its actor's timer against it. */
  timers?: (event: EventObject, view: TView) => number | null;
  /** The invoked actors the replays on a machine stand in for, each held until a step says how it
   * ends (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`; tests/support/heldActors.ts). */
  actors?: readonly string[];
  /** Several ways to start, each with its input and first view: paths from each, tagged with its
   * name, and the coverage of them all (instead of `input`). */
  starts?: Record<string, { input: unknown; initial: TView }>;
}

export const isTimer = (event: EventObject) => event.type.startsWith('xstate.after.');

/** The milliseconds of a delayed event (`xstate.after.<delay>.<state id>`), a delay that depends on
 * the context read from `context`. */
export function delayOf(machine: AnyStateMachine, event: EventObject, context?: unknown): number {
  const name = event.type.split('.')[2] ?? '';
  const given = (machine.implementations.delays as Record<string, unknown>)[name] ?? Number(name);
  const delay = typeof given === 'function' ? (given as (args: object) => unknown)({ context, event }) : given;
  if (typeof delay !== 'number' || Number.isNaN(delay)) throw new Error(`Unknown delay in ${event.type}`);
  return delay;
}

/** How a path of `model` starts: its input and the view a visitor meets first. */
export function startOf<TView>(model: MachineModel<AnyStateMachine, TView>, path: ModelPath) {
  return path.start ? model.starts![path.start]! : { input: model.input, initial: model.view.initial };
}

/** The coverage of several sets of paths of one machine: what any of them takes. */
function unionOf(name: string, all: ModelCoverage[]): ModelCoverage {
  const merge = (pick: (each: ModelCoverage) => ModelCoverage['states']) => {
    const missing = pick(all[0]!).missing.filter((id) => all.every((each) => pick(each).missing.includes(id)));
    return { covered: pick(all[0]!).total - missing.length, total: pick(all[0]!).total, missing };
  };
  const paths = all.reduce((sum, each) => sum + each.paths, 0);
  return { machine: name, states: merge((each) => each.states), transitions: merge((each) => each.transitions), paths };
}

const models = new WeakMap<object, object>();

/** The model's paths, graph and coverage (made once for each model); with `starts`, the paths of
 * every start, the graph of the first (and each start's, in `graphs`), the coverage of all. */
export function pathsOf<TMachine extends AnyStateMachine, TView>(model: MachineModel<TMachine, TView>) {
  let made = models.get(model);
  if (!made) {
    const name = model.name ?? model.machine.id;
    const starts = Object.entries(model.starts ?? { '': { input: model.input } });
    const each = starts.map(([start, { input }]) => {
      const { paths, graph, coverage } = createModel(model.machine, start ? `${name} (${start})` : name, {
        ...model,
        input,
      });
      const tagged = paths.map((path) =>
        start ? { ...path, start, description: `(${start}) ${path.description}` } : path,
      );
      return { paths: tagged, graph, coverage };
    });
    const coverage = unionOf(
      name,
      each.map((one) => one.coverage),
    );
    const graphs = Object.fromEntries(starts.map(([start], index) => [start, each[index]!.graph]));
    made = { paths: each.flatMap((one) => one.paths), graph: each[0]!.graph, graphs, coverage };
    models.set(model, made);
  }
  return made as unknown as {
    paths: Array<ModelPath<EventOf<TMachine>>>;
    graph: Parameters<typeof coveringWalks<EventOf<TMachine>>>[0];
    graphs: Record<string, Parameters<typeof coveringWalks<EventOf<TMachine>>>[0]>;
    coverage: ReturnType<typeof createModel>['coverage'];
  };
}

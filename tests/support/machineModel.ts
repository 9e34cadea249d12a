import {
  createActor,
  type AnyActor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { fakeHistory } from './historyActor';
import { measureReplays, type MeasuredReplay } from './inspector';
import {
  coveringWalks,
  delayOf,
  describeEvent,
  isTimer,
  type EventOf,
  type MachineModel,
  notExercised,
  pathsOf,
  recordCoverage,
  type ModelPath,
  type WalkOptions,
} from './model';

/*
 * One helper for every machine's model-based tests. A `MachineModel` is what the replays share: the
 * machine, the events a visitor (or a timer, or an invoked actor) can send, and what the visitor
 * meets in each state, written apart from the chart from the product rules (`view`), so that a
 * replay notices a chart that breaks them. `describeMachineModel` turns it into tests: every path
 * of the model replayed on the machine or, given `ui`, by a visitor on the rendered UI in jsdom,
 * the UI's own actor measured at each step (tests/support/inspector.ts); either way the coverage is
 * handed to the reporter. The browser replays walk the same graph (`pathsOf`, in model.ts, which
 * Playwright can load).
 */

export { delayOf, isTimer, pathsOf, type EventOf, type MachineModel };

/** When the actor's timer for `event` is due (fake time), or null when none runs. */
function dueOf(actor: AnyActorRef, event: EventObject): number | null {
  const scheduled = (
    actor.system as unknown as {
      getSnapshot(): {
        _scheduledEvents: Record<string, { source: AnyActorRef; event: EventObject; delay: number; startedAt: number }>;
      };
    }
  ).getSnapshot()._scheduledEvents;
  const timer = Object.values(scheduled).find((each) => each.source === actor && each.event.type === event.type);
  return timer ? timer.startedAt + timer.delay : null;
}

/**
 * Lets the time of a delayed step pass on the fake clock: up to a millisecond before its timer is
 * due, where `unchanged` must still hold (never a millisecond early), then the last millisecond. A
 * timer the state does not run passes its whole delay, and must change nothing.
 */
export async function passTime(
  actor: AnyActorRef,
  event: EventObject,
  advance: (ms: number) => void | Promise<void>,
  unchanged: () => void | Promise<void>,
) {
  const due = dueOf(actor, event);
  if (due === null) return advance(delayOf((actor as AnyActor).logic as AnyStateMachine, event));
  await advance(due - 1 - Date.now());
  await unchanged();
  await advance(1);
}

export interface StepContext<TView> {
  before: AnyMachineSnapshot;
  after: AnyMachineSnapshot;
  event: EventObject;
  index: number;
  view: TView;
}

export interface MachineReplay<TMachine extends AnyStateMachine, TView> {
  /** The machine as a replay of `path` runs it (actors and actions the test watches); an overlay's
   * history entry is played by a stand-in (tests/support/historyActor.ts) either way. */
  provide?: (path: ModelPath<EventOf<TMachine>>) => TMachine;
  /** What of the context must be the model's (default: all of it). */
  context?: (context: unknown) => unknown;
  /** Sends a step's event (default: `actor.send`); an invoked actor's answer is settled here. */
  send?: (actor: AnyActorRef, event: EventObject, before: AnyMachineSnapshot) => void | Promise<void>;
  /** More checks after each step. */
  check?: (step: StepContext<TView>) => void;
}

export interface UiReplay<TMachine extends AnyStateMachine, TView> {
  /** The printed row: `<machine> → <view> (UI)`. */
  name: string;
  /** Renders the UI for a replay. */
  render: (path: ModelPath<EventOf<TMachine>>) => void;
  /** Does what a visitor does for `event` (time passes by itself); says what, for a failure. */
  perform: (event: EventOf<TMachine>, view: TView, index: number, after: TView) => string | Promise<string>;
  /** Checks that the page shows `view`. */
  expectShows: (view: TView, event: EventObject | null) => void | Promise<void>;
  /** Events the UI sends around a step's own, by design (`MeasuredReplay.step`). */
  stepOptions?: (event: EventOf<TMachine>, before: TView) => { besides?: readonly string[]; sent?: boolean };
  /** The render's own first step is the path's first (a form taking over its fields). */
  fromStart?: boolean;
  /** Walks that do what every path does, one render each, instead of every path. */
  walks?: Omit<WalkOptions<EventOf<TMachine>>, 'wanted'> & { wanted?: (path: ModelPath) => string[] };
  /** The replays run on fake time (timers and `Date`): a delayed step lets just its time pass. */
  fakeTime?: boolean;
  /** After each step, as it failed or passed: more checks (requests sent, fields shown). */
  check?: (step: { event: EventOf<TMachine>; before: TView; view: TView; index: number }) => void | Promise<void>;
}

export interface Targets<TMachine extends AnyStateMachine, TView> {
  machine?: MachineReplay<TMachine, TView>;
  ui?: UiReplay<TMachine, TView>;
}

const closings = new WeakMap<object, number>();
/** How many closings of `model`'s replays came before this one. */
function closingsOf(model: object) {
  const count = closings.get(model) ?? 0;
  closings.set(model, count + 1);
  return count;
}

const usesHistory = (machine: AnyStateMachine) =>
  'historyEntry' in ((machine.implementations.actors ?? {}) as Record<string, unknown>);

/** Replays `path` on the machine: each step the model's state and context, the view the product
 * rules call for, and (for an overlay) one history entry exactly while open, Back closing it. */
async function replayOnMachine<TMachine extends AnyStateMachine, TView>(
  model: MachineModel<TMachine, TView>,
  path: ModelPath<EventOf<TMachine>>,
  options: MachineReplay<TMachine, TView>,
) {
  const history = fakeHistory();
  const base = options.provide?.(path) ?? model.machine;
  const machine = usesHistory(base) ? base.provide({ actors: history.actors }) : base;
  const actor = createActor(machine, { input: model.input }).start();
  const context = options.context ?? ((each: unknown) => each);
  let view = model.view.initial;
  const entries = { started: 0, stopped: 0 };
  expect(model.view.of(actor.getSnapshot())).toEqual(view);
  for (const [index, step] of path.steps.entries()) {
    const before = actor.getSnapshot() as AnyMachineSnapshot;
    const event = step.event as EventObject;
    if (isTimer(event)) {
      await passTime(
        actor,
        event,
        (ms) => void vi.advanceTimersByTime(ms),
        () => {
          expect(actor.getSnapshot().value).toEqual(before.value);
          expect(context(actor.getSnapshot().context)).toEqual(context(before.context));
        },
      );
    } else if (event.type === 'overlay.close' && before.matches('open') && closingsOf(model) % 2 === 1) {
      // Every other closing, counted over all the paths, is the browser's Back, which the history
      // entry reports.
      expect(history.pressBack()).toBe(true);
    } else if (options.send) await options.send(actor, event, before);
    else actor.send(event);
    const after = actor.getSnapshot() as AnyMachineSnapshot;
    expect(after.value).toEqual(step.state.value);
    expect(context(after.context)).toEqual(context(step.state.context));
    view = model.view.after(view, event as EventOf<TMachine>);
    expect(model.view.of(after)).toEqual(view);
    if (usesHistory(base)) {
      if (!before.matches('open') && after.matches('open')) entries.started += 1;
      if (before.matches('open') && !after.matches('open')) entries.stopped += 1;
      expect(history.counts).toEqual(entries);
    }
    options.check?.({ before, after, event, index, view });
  }
  actor.stop();
}

/** Replays `path` as a visitor on the rendered UI, measured (tests/support/inspector.ts). */
export async function replayOnUi<TMachine extends AnyStateMachine, TView>(
  model: MachineModel<TMachine, TView>,
  path: ModelPath<EventOf<TMachine>>,
  ui: UiReplay<TMachine, TView>,
  measured: ReturnType<typeof measureReplays>,
) {
  ui.render(path);
  const replay: MeasuredReplay = measured.replay(path, { fromStart: ui.fromStart });
  let view = model.view.initial;
  if (!ui.fromStart) await ui.expectShows(view, null);
  for (const [index, step] of path.steps.entries()) {
    const event = step.event;
    const before = view;
    view = model.view.after(before, event);
    let did: string;
    try {
      if (isTimer(event)) {
        const { act } = await import('@testing-library/react');
        const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
        await passTime(replay.actor, event, advance, () => ui.expectShows(before, null));
        did = `waited for ${describeEvent(event)}`;
      } else did = await ui.perform(event, before, index, view);
    } catch (error) {
      throw new Error(
        `Step ${index + 1} (${describeEvent(event)}), before it ${JSON.stringify(before)}: ${String(error)}`,
      );
    }
    try {
      replay.step(index, ui.stepOptions?.(event, before));
      await ui.expectShows(view, event);
      await ui.check?.({ event, before, view, index });
    } catch (error) {
      throw new Error(`Step ${index + 1} (${did}), expected ${JSON.stringify(view)}: ${String(error)}`);
    }
  }
  replay.done();
}

/**
 * The model's tests: that its paths take every state and transition of the chart, then every path
 * replayed on the machine (with `targets.machine`'s options) or, given `targets.ui`, by a visitor
 * on the rendered UI (every path, or walks that do what every path does); the coverage of either
 * is printed after the run.
 */
export function describeMachineModel<TMachine extends AnyStateMachine, TView>(
  model: MachineModel<TMachine, TView>,
  targets: Targets<TMachine, TView> = {},
) {
  const { paths, graph, coverage } = pathsOf(model);
  const name = model.name ?? model.machine.id;
  const { ui } = targets;
  const title = (path: ModelPath) => path.description;
  if (!ui) {
    const usesTime = paths.some((path) => path.steps.some((step) => isTimer(step.event)));
    describe(`${name}: every path of the model, on the machine`, () => {
      if (usesTime) {
        beforeEach(() => void vi.useFakeTimers());
        afterEach(() => void vi.useRealTimers());
      }
      afterAll(() => recordCoverage(coverage));
      test('the paths take every state and transition of the chart', () => {
        expect(coverage.states.missing).toEqual([]);
        expect(coverage.transitions.missing).toEqual([]);
      });
      test.each(paths.map((path) => [title(path), path] as const))('%s', (_title, path) =>
        replayOnMachine(model, path, targets.machine ?? {}),
      );
    });
    return { paths, graph, coverage, walks: paths };
  }
  const measured = measureReplays(model.machine, ui.name);
  const wantedOf = ui.walks?.wanted ?? ((path: ModelPath) => path.exercises);
  const wanted = new Set(paths.flatMap((path) => wantedOf(path)));
  const replays = ui.walks ? coveringWalks(graph, { ...ui.walks, wanted }) : paths;
  describe(`${ui.name}: ${ui.walks ? 'walks that do what every path does' : 'every path'}, by a visitor`, () => {
    afterAll(() => recordCoverage(measured.coverage()));
    if (ui.fakeTime) useFakeTime();
    test('the paths take every state and transition of the chart, and the replays do what they do', () => {
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
      expect(notExercised(replays, wanted, ui.walks?.counts)).toEqual([]);
    });
    test.each(replays.map((path) => [title(path), path] as const))('%s', (_title, path) =>
      replayOnUi(model, path, ui, measured),
    );
  });
  return { paths, graph, coverage, walks: replays };
}

/**
 * Fake time for each test of the file: timers and `Date`, so a delayed step happens when the
 * replay says, never by how busy the machine is. Testing Library drains pending work after each
 * user-event action with a 0 ms timeout, which it advances itself only under Jest's fake timers;
 * pointed at Vitest's, it does the same.
 */
export function useFakeTime() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

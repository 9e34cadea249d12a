import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type ContextFrom, type EventObject } from 'xstate';
import { heldActorsOf, type HeldActor } from './heldActors';
import { fakeHistory } from './historyActor';
import { measureReplays, type MeasuredReplay } from './inspector';
import {
  delayOf,
  isTimer,
  type EventOf,
  type MachineModel,
  notExercised,
  pathsOf,
  recordCoverage,
  startOf,
  type ModelPath,
  type WalksOf,
  walksDoingWhat,
} from './model';
import { passTime } from './passTime';

/*
 * One helper for every machine's model-based tests. A `MachineModel` is what the replays share: the
 * machine, the events a visitor (or a timer, or an invoked actor) can send, what the visitor meets
 * in each state and how long each timer runs, written apart from the chart from the product rules
 * (`view`, `timers`), so that a replay notices a chart that breaks them. `describeMachineModel`
 * turns it into tests: every path of the model replayed on the machine or, given `ui`, by a
 * visitor on the rendered UI in jsdom, the UI's own actor measured at each step
 * (tests/support/inspector.ts); either way the coverage is handed to the reporter. The browser
 * replays walk the same graph (tests/e2e/support/browserModel.ts).
 */

export { delayOf, isTimer, pathsOf, type EventOf, type MachineModel };

export interface StepContext<TView, TEvent extends EventObject = EventObject> {
  before: AnyMachineSnapshot;
  after: AnyMachineSnapshot;
  event: TEvent;
  index: number;
  /** The view the rules call for after the step, and before it. */
  view: TView;
  was: TView;
  /** Every held actor the machine has started so far, in order (the model's `actors`). */
  started: readonly HeldActor[];
}

export interface MachineReplay<TMachine extends AnyStateMachine, TView> {
  /** The machine as a replay of `path` runs it (actions the test watches); the held actors and an
   * overlay's history entry (tests/support/historyActor.ts) are given on top. */
  provide?: (path: ModelPath<EventOf<TMachine>>) => TMachine;
  /** What of the context must be the model's (default: all of it). */
  context?: (context: ContextFrom<TMachine>) => unknown;
  /** What of the view a snapshot shows (default: all of it); `check` checks the rest. */
  shown?: (view: TView) => unknown;
  /** The paths replayed (default: all): a covering few where they are many. */
  select?: (paths: Array<ModelPath<EventOf<TMachine>>>) => Array<ModelPath<EventOf<TMachine>>>;
  /** More checks after each step. */
  check?: (step: StepContext<TView, EventOf<TMachine>>) => void;
}

export interface UiReplay<TMachine extends AnyStateMachine, TView> {
  /** The printed row: `<machine> → <view> (UI)`. */
  name: string;
  /** Renders the UI for a replay (and starts what the replay keeps). */
  render: (path: ModelPath<EventOf<TMachine>>) => void;
  /** Does what a visitor does for `event` (time passes by itself); says what, for a failure. */
  perform: (event: EventOf<TMachine>, view: TView, index: number, after: TView) => string | Promise<string>;
  /** Checks that the page shows `view`; `event` is null at first and a millisecond before a timer. */
  expectShows: (view: TView, event: EventObject | null) => void | Promise<void>;
  /** Events the UI sends around a step's own, by design (`MeasuredReplay.step`); the timers that
   * fire while time passes to a later one are added. */
  stepOptions?: (event: EventOf<TMachine>, before: TView) => { besides?: readonly string[]; sent?: boolean };
  /** The render's own first step is the path's first (a form taking over its fields). */
  fromStart?: boolean;
  /** Walks that do what every path does, one render each, instead of every path. */
  walks?: WalksOf<EventOf<TMachine>>;
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

/** Runs `step`, saying which step failed and how it reads. */
async function atStep(index: number, did: string, step: () => unknown) {
  try {
    await step();
  } catch (error) {
    throw new Error(`Step ${index + 1} (${did}): ${String(error)}`, { cause: error });
  }
}

/** Replays `path` on the machine: each step the model's state and context, the view the product
 * rules call for, and (for an overlay) one history entry exactly while open, Back closing it. */
async function replayOnMachine<TMachine extends AnyStateMachine, TView>(
  model: MachineModel<TMachine, TView>,
  path: ModelPath<EventOf<TMachine>>,
  options: MachineReplay<TMachine, TView>,
) {
  const { input, initial } = startOf(model, path);
  const history = fakeHistory();
  const held = heldActorsOf(model.machine, model.actors ?? []);
  const base = (options.provide?.(path) ?? model.machine).provide({ actors: held.actors });
  const machine = usesHistory(base) ? base.provide({ actors: history.actors }) : base;
  const actor = createActor(machine, { input }).start();
  const context = (options.context ?? ((each: unknown) => each)) as (context: unknown) => unknown;
  const shown = options.shown ?? ((each: TView) => each);
  let view = initial;
  const entries = { started: 0, stopped: 0 };
  expect(shown(model.view.of(actor.getSnapshot()))).toEqual(shown(view));
  for (const [index, step] of path.steps.entries()) {
    const before = actor.getSnapshot() as AnyMachineSnapshot;
    const event = step.event as EventObject;
    const was = view;
    view = model.view.after(was, step.event);
    await atStep(index, pathsOf(model).graph.describe(step.event), async () => {
      if (isTimer(event)) {
        let settled = before;
        const same = (snapshot: AnyMachineSnapshot) => ({ value: snapshot.value, context: context(snapshot.context) });
        await passTime(actor, event, {
          rule: model.timers?.(event, was),
          advance: (ms) => void vi.advanceTimersByTime(ms),
          settled: () => void (settled = actor.getSnapshot()),
          unchanged: () => expect(same(actor.getSnapshot())).toEqual(same(settled)),
        });
      } else if (before.status !== 'active') {
        // A finished flow takes nothing more.
      } else if (held.isOutcome(event)) await held.settle(event);
      else if (event.type === 'overlay.close' && before.matches('open') && closingsOf(model) % 2 === 1) {
        // Every other closing, counted over all the paths, is the browser's Back, which the
        // history entry reports.
        expect(history.pressBack()).toBe(true);
      } else actor.send(event);
      const after = actor.getSnapshot() as AnyMachineSnapshot;
      expect(after.value).toEqual(step.state.value);
      expect(after.status).toBe(step.state.status);
      expect(context(after.context)).toEqual(context(step.state.context));
      expect(shown(model.view.of(after))).toEqual(shown(view));
      if (usesHistory(base)) {
        if (!before.matches('open') && after.matches('open')) entries.started += 1;
        if (before.matches('open') && !after.matches('open')) entries.stopped += 1;
        expect(history.counts).toEqual(entries);
      }
      options.check?.({ before, after, event: step.event, index, view, was, started: held.started });
    });
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
  let view = startOf(model, path).initial;
  if (!ui.fromStart) await ui.expectShows(view, null);
  for (const [index, step] of path.steps.entries()) {
    const event = step.event;
    const before = view;
    view = model.view.after(before, event);
    const describe = pathsOf(model).graph.describe(event);
    let did = `waited for ${describe}`;
    let fired: string[] = [];
    await atStep(index, `${describe}, before it ${JSON.stringify(before)}`, async () => {
      if (!isTimer(event)) return void (did = await ui.perform(event, before, index, view));
      const { act } = await import('@testing-library/react');
      fired = await passTime(replay.actor, event, {
        rule: model.timers?.(event, before),
        advance: (ms) => act(() => void vi.advanceTimersByTime(ms)),
        unchanged: () => ui.expectShows(before, null),
      });
    });
    await atStep(index, `${did}, expected ${JSON.stringify(view)}`, async () => {
      const options = ui.stepOptions?.(event, before) ?? {};
      replay.step(index, { ...options, besides: [...(options.besides ?? []), ...fired] });
      await ui.expectShows(view, event);
      await ui.check?.({ event, before, view, index });
    });
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
    const replayed = targets.machine?.select?.(paths) ?? paths;
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
        expect(notExercised(replayed, new Set(paths.flatMap((path) => path.exercises)))).toEqual([]);
      });
      test.each(replayed.map((path) => [title(path), path] as const))('%s', (_title, path) =>
        replayOnMachine(model, path, targets.machine ?? {}),
      );
    });
    return { paths, graph, coverage, walks: replayed };
  }
  const measured = measureReplays(model.machine, ui.name);
  const { walks: replays, missed } = ui.walks
    ? walksDoingWhat(paths, graph, ui.walks)
    : { walks: paths, missed: () => [] };
  describe(`${ui.name}: ${ui.walks ? 'walks that do what every path does' : 'every path'}, by a visitor`, () => {
    afterAll(() => recordCoverage(measured.coverage()));
    if (ui.fakeTime) fakeTimeEachTest();
    test('the paths take every state and transition of the chart, and the replays do what they do', () => {
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
      expect(missed()).toEqual([]);
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
export function fakeTimeEachTest() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

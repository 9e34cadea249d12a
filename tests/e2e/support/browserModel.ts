import type { Page } from '@playwright/test';
import {
  createActor,
  getInitialSnapshot,
  type AnyActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { heldActorsOf } from '../../support/heldActors';
import { fakeHistory } from '../../support/historyActor';
import {
  describeEvent,
  isTimer,
  pathsOf,
  startOf,
  type EventOf,
  type MachineModel,
  type ModelPath,
  type WalksOf,
  walksDoingWhat,
} from '../../support/model';
import { expect, test, type StepOptions } from './actorRecord';

/*
 * The browser replays of a model (tests/e2e/*.model.spec.ts) on the model build, whose actors
 * record what they do (actorRecord.ts). `describeBrowserModel` does what each did for itself:
 * walks the model's graph, a page load a walk, until the walks have done what the model's paths a
 * visitor can take do (tests/support/model.ts, `coveringWalks`); checks that the walks take every
 * transition of the chart but those it names as left to jsdom; replays each walk, after every
 * step checking the page and that the page's actor took exactly the model's step; and hands what
 * was measured to the browser coverage reporter. A spec keeps only what is its own: how to open
 * its page, how a visitor does each event, and what the page must show.
 *
 * Timers run on the page's clock, stopped after the page loads (`clock`): a delayed step lets just
 * its time pass, never a millisecond early. When each timer is due comes from the model's machine
 * run beside the page on a clock the replay moves, and its length is checked against the rules.
 */

/** One step of a walk, as the spec meets it. */
export interface BrowserStep<TMachine extends AnyStateMachine, TView> {
  event: EventOf<TMachine>;
  /** The model's state after the step, and the views the rules call for before and after it. */
  state: AnyMachineSnapshot;
  was: TView;
  view: TView;
  index: number;
  walk: ModelPath<EventOf<TMachine>>;
  /** The walk's place among the walks (from 0), and the variant replayed. */
  number: number;
  variant: string;
}

/** What a spec's `perform` did: its words for a failure's message, and what it sent by design. */
export type Done = string | ({ did: string } & StepOptions);

export interface BrowserReplay<TMachine extends AnyStateMachine, TView, TVisitor> {
  /** The test group's title (its @desktop or @phone tag included). */
  title: string;
  /** What a visitor can take on one page load (default: anything), what the walks must do of each
   * path a visitor can take all the way (default: all it exercises), and the paths they start with. */
  walks?: WalksOf<EventOf<TMachine>>;
  /** These paths as they are, instead of walks. */
  paths?: ReadonlyArray<ModelPath<EventOf<TMachine>>>;
  /** The chart's transitions these walks leave to another replay: by key, checked to be exactly
   * these, or all that a test says. */
  leaves?: readonly string[] | ((key: string) => boolean);
  /** Each walk is replayed once for each of these (a page, a way of closing). */
  variants?: readonly string[];
  /** The page's clock is installed before it loads and stopped after: time passes only in steps. */
  clock?: boolean;
  /** What the page's start does is the walk's first step (a form taking over its fields). */
  fromStart?: boolean;
  /** Loads the page for a walk, with what the test's fixtures give; returns the spec's visitor. */
  open: (fixtures: Fixtures, walk: ModelPath<EventOf<TMachine>>, variant: string) => Promise<TVisitor>;
  /** Does what the visitor (or the network) does for the step; for a timer's, what follows once
   * its time has passed. */
  perform: (visitor: TVisitor, step: BrowserStep<TMachine, TView>) => Promise<Done>;
  /** What the page must show after the step (and, with `where` ending in "early", before a timer). */
  expectShows: (visitor: TVisitor, step: BrowserStep<TMachine, TView>, where: string) => Promise<void>;
}

export interface Fixtures {
  page: Page;
  expectConsole: (pattern: RegExp) => void;
}

/** When the page's clock starts: a fixed moment, so what shows a date is the same on every run. */
const START = new Date('2026-01-05T10:00:00+05:30').getTime();

/** A walk's test title: its number, its length and how it starts; a failed step is named in full. */
function walkTitle(walk: ModelPath, index: number, count: number): string {
  const start = walk.description.split(' → ').slice(0, 4);
  const more = walk.steps.length > start.length ? ' → …' : '';
  return `walk ${index + 1} of ${count}, ${walk.steps.length} steps: ${start.join(' → ')}${more}`;
}

/** The model's machine beside the page, on a clock the replay moves: when its timers are due. */
function machineBeside<TView>(model: MachineModel<AnyStateMachine, TView>, walk: ModelPath) {
  let now = 0;
  let ids = 0;
  const timers = new Map<number, { due: number; delay: number; type: string; run: () => void }>();
  let system: { getSnapshot(): { _scheduledEvents: Record<string, { event: EventObject }> } } | null = null;
  const clock = {
    setTimeout(run: () => void, delay: number) {
      // The system scheduled the event it times just before asking the clock.
      const type = Object.values(system!.getSnapshot()._scheduledEvents).at(-1)!.event.type;
      timers.set((ids += 1), { due: now + delay, delay, type, run });
      return ids;
    },
    clearTimeout: (id: number) => void timers.delete(id),
  };
  const held = heldActorsOf(model.machine, model.actors ?? []);
  const machine = model.machine.provide({ actors: { ...held.actors, ...fakeHistory().actors } });
  const actor = createActor(machine, { input: startOf(model, walk).input, clock: clock as never }) as AnyActor;
  system = actor.system as never;
  actor.start();
  const runTo = (time: number) => {
    for (;;) {
      const [id, next] =
        [...timers].filter(([, timer]) => timer.due <= time).sort((a, b) => a[1].due - b[1].due)[0] ?? [];
      if (id === undefined) break;
      timers.delete(id);
      now = next!.due;
      next!.run();
    }
    now = time;
  };
  return {
    /** The timer of a delayed step: how long it runs, how long is left, and the timers due before
     * it, which fire on the way (null: it does not run). */
    timer(event: EventObject) {
      const own = [...timers.values()].find((timer) => timer.type === event.type);
      if (!own) return null;
      const earlier = [...timers.values()].filter((timer) => timer.due < own.due).map((timer) => timer.type);
      return { delay: own.delay, left: own.due - now, earlier };
    },
    async take(event: EventObject) {
      if (isTimer(event)) {
        const own = this.timer(event);
        if (own) runTo(now + own.left);
      } else if (actor.getSnapshot().status !== 'active') return;
      else if (held.isOutcome(event)) await held.settle(event);
      else actor.send(event);
    },
  };
}

/**
 * The browser replays of `model`: its walks (or `paths`), each a test, a page load, its steps
 * done by `perform` and checked by `expectShows` and on the page's actor record.
 */
export function describeBrowserModel<TMachine extends AnyStateMachine, TView, TVisitor>(
  model: MachineModel<TMachine, TView>,
  replay: BrowserReplay<TMachine, TView, TVisitor>,
) {
  const { paths, graph, coverage } = pathsOf(model);
  const options = replay.walks ?? {};
  const visitable = (path: ModelPath<EventOf<TMachine>>) =>
    path.steps.every((step, index) => options.allowed?.(step, path.steps.slice(0, index)) ?? true);
  const { walks, missed } = replay.paths
    ? { walks: replay.paths, missed: () => [] }
    : walksDoingWhat(paths.filter(visitable), graph, options);
  const machine = model.machine.id;
  const variants = replay.variants ?? [''];

  test.describe(replay.title, () => {
    test('the walks do what the paths a visitor can take do, and take every transition they can', () => {
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
      expect(missed()).toEqual([]);
      const taken = new Set(walks.flatMap((walk) => walk.taken.flat()));
      const all = new Set(paths.flatMap((path) => path.taken.flat()));
      const untaken = [...all].filter((key) => !taken.has(key)).sort();
      const { leaves = [] } = replay;
      if (typeof leaves === 'function') expect(untaken.filter((key) => !leaves(key))).toEqual([]);
      else expect(untaken).toEqual([...leaves].sort());
    });

    for (const variant of variants) {
      for (const [number, walk] of walks.entries()) {
        const title = `${walkTitle(walk, number, walks.length)}${variant ? `, ${variant}` : ''}`;
        test(title, async ({ page, actors, expectConsole }) => {
          test.setTimeout(30_000 + 3_000 * walk.steps.length);
          if (replay.clock) await page.clock.install({ time: START });
          const visitor = await replay.open({ page, expectConsole }, walk, variant);
          if (replay.clock) await page.clock.pauseAt(START + 10 * 60_000);
          const measured = await actors.replay(machine, walk, { fromStart: replay.fromStart });
          const beside = machineBeside(model as MachineModel<AnyStateMachine, TView>, walk);
          let view = startOf(model, walk).initial;
          const first = getInitialSnapshot(
            model.machine as AnyStateMachine,
            startOf(model, walk).input,
          ) as AnyMachineSnapshot;
          for (const [index, { event, state }] of walk.steps.entries()) {
            const step = { event, state, was: view, view: model.view.after(view, event), index, walk, number, variant };
            const words = graph.describe(event);
            let fired: string[] = [];
            if (isTimer(event)) {
              const timer = beside.timer(event);
              const rule = model.timers?.(event, step.was);
              if (rule !== undefined)
                expect(timer?.delay ?? null, `the timer of ${words}, as the rules give it`).toBe(rule);
              if (!timer) throw new Error(`Step ${index + 1}: ${describeEvent(event)} is not running`);
              fired = timer.earlier;
              await page.clock.runFor(timer.left - 1);
              const before = { ...step, view: step.was, state: walk.steps[index - 1]?.state ?? first };
              await replay.expectShows(visitor, before, `step ${index + 1} (${words}), a millisecond early`);
              await page.clock.runFor(1);
            }
            const done = await replay.perform(visitor, step);
            await beside.take(event);
            const { did, ...sent } = typeof done === 'string' ? { did: done } : done;
            const where = `step ${index + 1} (${did})`;
            await replay.expectShows(visitor, step, where);
            await measured.step(index, { ...sent, besides: [...(sent.besides ?? []), ...fired] });
            view = step.view;
          }
          measured.done();
        });
      }
    }
  });
  return { paths, walks };
}

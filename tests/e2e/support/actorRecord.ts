import { isDeepStrictEqual } from 'node:util';
import type { Page, TestInfo } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { RecordedStep } from '../../../src/common/inspect';
import { describeEvent, transitionKey, type ModelPath } from '../../support/model';
import { test as base, expect } from './fixtures';
import { modelPort } from './ports';

/*
 * Browser replays, measured: the specs that use this `test` run against the model build
 * (dist-model/, `npm run build:model`), whose actors record every step they take into
 * `window.__actorRecord` (src/common/inspect.ts). After each step of a replay, `actors.step` reads
 * what was recorded since the last read and checks, as the jsdom replays do
 * (tests/support/inspector.ts), that the machine's actor received the step's event and nothing
 * else, took exactly the transitions the model's step takes, and is in the step's state. What it
 * took is attached to the test's result; the browser coverage reporter sums it per machine
 * (tests/e2e/support/browserCoverageReporter.ts).
 */

/** What a test's replays measured for one machine: the attachment the reporter reads. */
export interface BrowserCoverage {
  machine: string;
  states: string[];
  transitions: string[];
  paths: number;
}

export const COVERAGE_ATTACHMENT = 'browser-coverage';

/** Events the runtime sends around every actor's life, never a visitor's. */
const LIFECYCLE = new Set(['xstate.init', 'xstate.stop']);

/** Longest a step's event may take to reach the page's actor once the test has made it. */
const ARRIVAL_MS = 5_000;

const list = (keys: readonly string[]) => (keys.length ? keys.join(', ') : 'none');
const keyOf = (transition: RecordedStep['transitions'][number]) =>
  transitionKey({ id: transition.source } as never, transition.eventType, transition.index);

export interface StepOptions {
  /** Events the page sends around the step's own, by design (a lightbox that measures its image
   * once shown): neither checked nor counted. */
  besides?: readonly string[];
  /** `false`: by design the page sends nothing for this step; the actor must receive nothing. */
  sent?: boolean;
}

/** One replay of one machine's path, measured from the page's record. */
export interface MeasuredBrowserReplay {
  step(index: number, options?: StepOptions): Promise<void>;
  /** After the last step: the replay counts as one of the paths taken. */
  done(): void;
}

class ActorRecorder {
  private readonly measured = new Map<string, { states: Set<string>; transitions: Set<string>; paths: number }>();

  constructor(private readonly page: Page) {}

  /** Everything recorded since the last read. */
  private read(): Promise<RecordedStep[]> {
    return this.page.evaluate(() => {
      const record = (window as unknown as { __actorRecord?: RecordedStep[] }).__actorRecord;
      if (!record) throw new Error('This page records nothing: is it the model build (npm run build:model)?');
      return record.splice(0);
    });
  }

  private figures(machine: string) {
    let figures = this.measured.get(machine);
    if (!figures) this.measured.set(machine, (figures = { states: new Set(), transitions: new Set(), paths: 0 }));
    return figures;
  }

  /**
   * Starts measuring a replay of `path` on the one actor of `machine` the page has started (call it
   * once the page is loaded): its initial state counts as seen. With `fromStart`, what the actor
   * did as the page started (a form taking over its fields) is the path's first step.
   */
  async replay<TEvent extends EventObject>(
    machine: string,
    path: ModelPath<TEvent>,
    { fromStart = false } = {},
  ): Promise<MeasuredBrowserReplay> {
    const started = (await this.read()).filter((step) => step.machine === machine);
    const actors = [...new Set(started.map((step) => step.actor))];
    if (actors.length !== 1)
      throw new Error(`The page started ${actors.length} ${machine} actors where one was expected`);
    const actor = actors[0]!;
    const figures = this.figures(machine);
    const first = fromStart ? started.find((step) => step.event === 'xstate.init')! : started.at(-1)!;
    let value = first.value;
    for (const id of first.nodes) figures.states.add(id);
    /** What the actor did before the first step was checked, when that is the first step. */
    let carried = fromStart ? started.filter((step) => !LIFECYCLE.has(step.event)) : [];
    return {
      step: async (index, { besides = [], sent = true } = {}) => {
        const { event, state } = path.steps[index]!;
        const ofMachine = async () =>
          (await this.read()).filter((step) => step.machine === machine && !LIFECYCLE.has(step.event));
        const since = [...carried, ...(await ofMachine())];
        carried = [];
        // A step the page does not show (the endpoint's answer while the minimum time still runs:
        // the form stays busy) reaches the actor a moment after the test has made it: until then
        // the record is read again, so the check meets the actor after its event, not before.
        const arrived = () => since.some((step) => step.actor === actor && step.event === event.type);
        for (let waited = 0; sent && !arrived() && waited < ARRIVAL_MS; waited += 50) {
          await this.page.waitForTimeout(50);
          since.push(...(await ofMachine()));
        }
        const others = [...new Set(since.map((step) => step.actor))].filter((each) => each !== actor);
        const own = since.filter((step) => step.actor === actor && !besides.includes(step.event));
        const received = [...new Set(own.map((step) => step.event))];
        const took = own.flatMap((step) => step.transitions.map(keyOf));
        const expected = sent ? path.taken[index]! : [];
        value = since.filter((step) => step.actor === actor).at(-1)?.value ?? value;
        if (
          others.length > 0 ||
          received.some((type) => !sent || type !== event.type) ||
          !isDeepStrictEqual(took, expected) ||
          !isDeepStrictEqual(value, state.value)
        ) {
          throw new Error(
            `The page's ${machine} actor, at step ${index + 1} (${describeEvent(event)}), received ` +
              `${list(received)}, took ${list(took)} and is in ${JSON.stringify(value)}, where the ` +
              `model's step takes ${list(expected)} to ${JSON.stringify(state.value)}` +
              (others.length ? ` (and ${others.length} other ${machine} actors moved)` : ''),
          );
        }
        for (const key of took) figures.transitions.add(key);
        for (const id of since.filter((step) => step.actor === actor).flatMap((step) => step.nodes)) {
          figures.states.add(id);
        }
      },
      done: () => {
        figures.paths += 1;
      },
    };
  }

  /** Hands what was measured to the reporter, as the test's attachment. */
  async attach(testInfo: TestInfo) {
    const coverage: BrowserCoverage[] = [...this.measured].map(([machine, figures]) => ({
      machine,
      states: [...figures.states],
      transitions: [...figures.transitions],
      paths: figures.paths,
    }));
    if (coverage.length === 0) return;
    await testInfo.attach(COVERAGE_ATTACHMENT, { body: JSON.stringify(coverage), contentType: 'application/json' });
  }
}

/** The suite's `test` (console watched, hydration awaited), against the model build, with `actors`. */
export const test = base.extend<{ actors: ActorRecorder }>({
  baseURL: `http://127.0.0.1:${modelPort}`,
  actors: async ({ page }, use, testInfo) => {
    const recorder = new ActorRecorder(page);
    await use(recorder);
    await recorder.attach(testInfo);
  },
});

export { expect };

import { isDeepStrictEqual } from 'node:util';
import {
  getInitialSnapshot,
  type AnyActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { observeActors } from '../../src/common/inspect';
import { observeInboxActors } from '../../src/inbox/inspect';
import {
  coverageFrom,
  describeEvent,
  keyOfDefinition,
  transitionsTaken,
  type ModelCoverage,
  type ModelPath,
} from './model';

/*
 * Coverage measured, not assumed: while a test renders, an inspector records what every actor the
 * UI's hooks create does, from XState's inspection API (`@xstate.actor` when it is created, then
 * one `@xstate.microstep` per step it takes, with the transition definitions it took and the
 * snapshot it reached). `render` (tests/support/render.tsx) installs it. A UI replay checks after
 * each step that the UI's actor took exactly the transitions the model's step takes and is in the
 * model's state; only what the actor did counts toward the printed UI coverage.
 */

interface Microstep {
  event: string;
  /** The keys (as in the coverage) of the transition definitions it took. */
  transitions: string[];
  /** The snapshot it reached. */
  snapshot: AnyMachineSnapshot;
}

interface ActorRecord {
  actor: AnyActor;
  microsteps: Microstep[];
}

let records: ActorRecord[] = [];
let stopObserving: (() => void) | null = null;
let stopObservingInbox: (() => void) | null = null;

/** Records what an actor does, from its inspection events (a render's, or a worker's own `inspect`). */
export function recordInspection(event: InspectionEvent) {
  if (event.type === '@xstate.actor') {
    records.push({ actor: event.actorRef as AnyActor, microsteps: [] });
  } else if (event.type === '@xstate.microstep') {
    records
      .find((each) => each.actor === event.actorRef)
      ?.microsteps.push({
        event: event.event.type,
        transitions: event._transitions.map((definition) => keyOfDefinition(definition as never)),
        snapshot: event.snapshot as AnyMachineSnapshot,
      });
  }
}

/** Forgets the actors of earlier renders and records those created from now on (render calls it). */
export function inspectRender() {
  records = [];
  stopObserving ??= observeActors(recordInspection);
  // The staff inbox is an app apart, whose actors report to its own observers.
  stopObservingInbox ??= observeInboxActors(recordInspection);
}

/** The one actor of `machine` (a machine with its id, whatever its implementations) the last
 * render created. */
function renderedActor(machine: AnyStateMachine): ActorRecord {
  const found = records.filter(({ actor }) => (actor.logic as Partial<AnyStateMachine>).id === machine.id);
  if (found.length !== 1) {
    throw new Error(`The UI created ${found.length} actors of the ${machine.id} machine where one was expected`);
  }
  return found[0]!;
}

const nodeIds = (snapshot: AnyMachineSnapshot) => (snapshot._nodes as AnyStateNode[]).map((node) => node.id);
const list = (keys: readonly string[]) => (keys.length ? keys.join(', ') : 'none');

/** One replay of a model path on the rendered UI, measured step by step. */
export interface MeasuredReplay {
  /** The UI's actor of the machine, whose timers a replay lets run. */
  actor: AnyActor;
  /**
   * After the UI has performed step `index` of the path: throws unless the UI's actor received the
   * step's event (and no other), took the transitions the model's step takes, and is in the step's
   * state. What it took is counted.
   *
   * `besides`: events the UI sends around the step's own, by design: a visitor who edits the fields
   * before submitting other values, a lightbox that measures its image once shown, a shorter timer
   * that fires while a longer one runs. What they do is neither checked nor counted; when they
   * move the actor first, the step's event is checked from where they left it.
   *
   * `sent: false`: by design the UI sends nothing for this step (a lightbox that is closed does not
   * measure its image); the actor must then receive nothing at all.
   */
  step(index: number, options?: { besides?: readonly string[]; sent?: boolean }): void;
  /** After the last step: the replay counts as one of the replays taken. */
  done(): void;
}

/**
 * The measured coverage of the UI replays of `machine`'s paths, printed as the row `name`.
 * `replay(path)`, right after rendering, starts measuring one replay (with `fromStart`, from the
 * actor's creation, when rendering is the path's first step); `coverage()` is what all of
 * them did.
 */
export function measureReplays(machine: AnyStateMachine, name: string) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  let replays = 0;
  return {
    replay<TEvent extends EventObject>(path: ModelPath<TEvent>, { fromStart = false } = {}): MeasuredReplay {
      const { actor, microsteps } = renderedActor(machine);
      // From its start: the render's own first step (a form taking over its fields) is the path's.
      const start = fromStart
        ? getInitialSnapshot(actor.logic as AnyStateMachine, (actor.options as { input?: unknown }).input)
        : actor.getSnapshot();
      for (const id of nodeIds(start as AnyMachineSnapshot)) states.add(id);
      let read = fromStart ? 0 : microsteps.length;
      return {
        actor,
        step(index, { besides = [], sent = true } = {}) {
          const { event, state } = path.steps[index]!;
          const since = microsteps.slice(read);
          read = microsteps.length;
          const first = since.findIndex((microstep) => !besides.includes(microstep.event));
          const own = since.filter((microstep) => !besides.includes(microstep.event));
          // Where the step's event found the actor: the model's state before the step, unless
          // other events moved it first.
          const movedTo = first > 0 ? since[first - 1]!.snapshot : null;
          const expected = !sent
            ? []
            : movedTo
              ? transitionsTaken(actor.logic as AnyStateMachine, movedTo, event)
              : path.taken[index]!;
          const received = [...new Set(own.map((microstep) => microstep.event))];
          const took = own.flatMap((microstep) => microstep.transitions);
          const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
          if (
            received.some((type) => !sent || type !== event.type) ||
            !isDeepStrictEqual(took, expected) ||
            !isDeepStrictEqual(snapshot.value, state.value)
          ) {
            throw new Error(
              `The UI's ${machine.id} actor, at step ${index + 1} (${describeEvent(event)}), received ` +
                `${list(received)}, took ${list(took)} and is in ${JSON.stringify(snapshot.value)}, where the ` +
                `model's step takes ${list(expected)} to ${JSON.stringify(state.value)}`,
            );
          }
          for (const key of took) transitions.add(key);
          for (const id of nodeIds(snapshot)) states.add(id);
        },
        done() {
          replays += 1;
        },
      };
    },
    coverage(): ModelCoverage {
      return coverageFrom(machine, name, states, transitions, replays);
    },
  };
}

import { fromPromise, type AnyActorLogic, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';

/** An invoked promise actor the test has yet to settle: what it was given. */
export interface HeldActor {
  name: string;
  input: unknown;
  /** Aborted once the machine stops the actor (it left the state that invoked it). */
  signal: AbortSignal;
  resolve: (output?: unknown) => void;
  reject: (error: unknown) => void;
}

/** Lets a settled promise reach the machine (a few microtask turns). */
export async function flush() {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

/**
 * Promise actors for a machine's invoked work (opening a database, taking up rows, draining
 * requests), each held until the test settles it as a model step says: `xstate.done.actor.<id>`
 * resolves the actor of that invoke id with the event's output, `xstate.error.actor.<id>` rejects it
 * with the event's error. Each invoke's id is the name of the actor it runs, or `ids` says which.
 */
export function heldActors(names: readonly string[], ids: Readonly<Record<string, string>> = {}) {
  const held: HeldActor[] = [];
  /** Every actor started, settled or not, in order. */
  const started: HeldActor[] = [];
  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      fromPromise(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            const actor = { name, input, signal, resolve, reject };
            held.push(actor);
            started.push(actor);
          }),
      ) as AnyActorLogic,
    ]),
  );
  const actorOf = (id: string) => ids[id] ?? id;
  return {
    actors,
    held,
    started,
    /** Whether `event` is the outcome of an invoked actor. */
    isOutcome: (event: EventObject) => /^xstate\.(done|error)\.actor\./.test(event.type),
    /** Settles the latest held actor the outcome `event` names, and lets the machine take it. */
    async settle(event: EventObject) {
      const [, kind, id] = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)!;
      const actor = held.findLast((each) => each.name === actorOf(id!));
      if (!actor) throw new Error(`no ${actorOf(id!)} actor is running`);
      held.splice(held.indexOf(actor), 1);
      if (kind === 'done') actor.resolve((event as { output?: unknown }).output);
      else actor.reject((event as { error?: unknown }).error);
      await flush();
    },
  };
}

/** `heldActors` for the actors `names` of `machine`: each invoke found by its id, whatever the
 * actor it runs. */
export function heldActorsOf(machine: AnyStateMachine, names: readonly string[]) {
  const ids: Record<string, string> = {};
  const visit = (node: AnyStateNode) => {
    for (const invoke of node.invoke) if (typeof invoke.src === 'string') ids[invoke.id] = invoke.src;
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return heldActors(names, ids);
}

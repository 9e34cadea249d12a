import type { AnyActor, AnyActorRef, AnyStateMachine, EventObject } from 'xstate';
import { delayOf, describeEvent } from './model';

interface Timer {
  type: string;
  delay: number;
  due: number;
}

/** The timers `actor` has running (on the clock its delays use), soonest first. */
function timersOf(actor: AnyActorRef): Timer[] {
  const system = actor.system as unknown as {
    getSnapshot(): {
      _scheduledEvents: Record<string, { source: AnyActorRef; event: EventObject; delay: number; startedAt: number }>;
    };
  };
  return Object.values(system.getSnapshot()._scheduledEvents)
    .filter((each) => each.source === actor)
    .map((each) => ({ type: each.event.type, delay: each.delay, due: each.startedAt + each.delay }))
    .sort((a, b) => a.due - b.due);
}

export interface Passing {
  /** Lets `ms` pass on the clock the actor's delays use. */
  advance: (ms: number) => void | Promise<void>;
  /** How long the product rules give this timer (null: none runs); undefined: the model says not. */
  rule?: number | null;
  /** Once the timers due before this one have fired: nothing may change from here until it is due. */
  settled?: () => void | Promise<void>;
  /** Checks that nothing has changed since `settled`. */
  unchanged: () => void | Promise<void>;
}

/**
 * Lets the time of a delayed step pass: the actor's timer must run for as long as the rules say
 * (or not at all where they run none). The timers due before it fire on the way, as they would;
 * then time passes up to a millisecond before it is due, where nothing may have changed (never a
 * millisecond early), then the last millisecond. A timer that does not run passes its delay, or up
 * to the next timer due, and must change nothing. Returns the timers that fired on the way.
 */
export async function passTime(actor: AnyActorRef, event: EventObject, passing: Passing): Promise<string[]> {
  const timers = timersOf(actor);
  const own = timers.find((timer) => timer.type === event.type);
  if (passing.rule !== undefined) {
    expect(own?.delay ?? null, `the timer of ${describeEvent(event)}, as the rules give it`).toBe(passing.rule);
  }
  if (!own) {
    const context = (actor as AnyActor).getSnapshot().context as unknown;
    const delay = delayOf((actor as AnyActor).logic as AnyStateMachine, event, context);
    await passing.advance(Math.max(0, Math.min(delay, (timers[0]?.due ?? Infinity) - 1 - Date.now())));
    await passing.unchanged();
    return [];
  }
  const fired: string[] = [];
  for (const earlier of timers.filter((timer) => timer.due < own.due)) {
    await passing.advance(earlier.due - Date.now());
    fired.push(earlier.type);
  }
  await passing.settled?.();
  await passing.advance(own.due - 1 - Date.now());
  await passing.unchanged();
  await passing.advance(1);
  return fired;
}

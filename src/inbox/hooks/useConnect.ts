import { useSelector } from '@xstate/react';
import type { Actor, AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';

/** A machine's binding to its markup: from a snapshot and the actor's `send`, what the markup
 * shows and what a person can do, as functions. Pure, so a test runs it without a DOM. */
export type Connect<TMachine extends AnyStateMachine, TView> = (
  snapshot: SnapshotFrom<TMachine>,
  send: (event: EventFromLogic<TMachine>) => void,
) => TView;

/** A component's view of `actor`, connected afresh on each of its snapshots. */
export function useConnect<TMachine extends AnyStateMachine, TView>(
  actor: Actor<TMachine>,
  connect: Connect<TMachine, TView>,
): TView {
  const snapshot = useSelector(actor, (each) => each as SnapshotFrom<TMachine>);
  return connect(snapshot, actor.send);
}

import { useActorRef } from '@xstate/react';
import type { Actor, ActorOptions, AnyStateMachine } from 'xstate';
import { inboxActorOptions } from '../inspect';

/** A component's actor of `machine`, started with it and stopped with it, always created with the
 * inbox's inspection options, so each shows in the inspector and the measured replays. */
export function useInboxActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options?: Pick<ActorOptions<TMachine>, 'input' | 'snapshot'>,
): Actor<TMachine> {
  return useActorRef(machine as AnyStateMachine, { ...inboxActorOptions(), ...options }) as Actor<TMachine>;
}

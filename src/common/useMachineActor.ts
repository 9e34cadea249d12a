import { useActorRef } from '@xstate/react';
import type { Actor, ActorOptions, AnyStateMachine } from 'xstate';
import { actorOptions } from './inspect';

/**
 * A component's actor of `machine`: started with the component's first render, stopped with it,
 * and always created with `actorOptions()`, so every actor of the site shows in the inspector and
 * the model build's record.
 */
export function useMachineActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options?: Pick<ActorOptions<TMachine>, 'input'>,
): Actor<TMachine> {
  return useActorRef(machine as AnyStateMachine, { ...actorOptions(), ...options }) as Actor<TMachine>;
}

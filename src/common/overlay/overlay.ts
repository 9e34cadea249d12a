import { useActorRef } from '@xstate/react';
import type { ComponentType } from 'react';
import type { Actor, AnyStateMachine, EventFromLogic, InputFrom } from 'xstate';
import { actorOptions } from '../inspect';
import { lazyWithRetry } from '../lazy/lazyWithRetry';
import { historyActions, useCloseOnBack } from './overlayHistory';

/** Whether an overlay's machine is open: every overlay's machine has a top state `open`. */
export const isOpen = (snapshot: unknown) => (snapshot as { matches(state: 'open'): boolean }).matches('open');

/** The props every overlay's view receives: the actor it shows. */
export interface OverlayViewProps<TMachine extends AnyStateMachine> {
  actor: Actor<TMachine>;
}

/**
 * One overlay as the site knows it: its machine (with the history entry Back closes), the event
 * that closes it, and its view, whose code downloads the first time it is wanted. Defined once per
 * overlay at module level, beside its view; `useOverlay` and `OverlayView` do the rest.
 */
export function defineOverlay<TMachine extends AnyStateMachine, TProps extends object>(overlay: {
  /** Tells its history entries from other overlays'. */
  name: string;
  machine: TMachine;
  close: EventFromLogic<TMachine>;
  load: () => Promise<{ default: ComponentType<TProps & OverlayViewProps<TMachine>> }>;
}) {
  return {
    name: overlay.name,
    machine: overlay.machine.provide({ actions: historyActions(overlay.name) }) as TMachine,
    close: overlay.close,
    View: lazyWithRetry(overlay.load),
  };
}

export type Overlay<TMachine extends AnyStateMachine, TProps extends object> = ReturnType<
  typeof defineOverlay<TMachine, TProps>
>;

/** The overlay's actor, owned by the page that opens it: the page sends it `open` events, and
 * Back closes it. */
export function useOverlay<TMachine extends AnyStateMachine, TProps extends object>(
  overlay: Overlay<TMachine, TProps>,
  input?: InputFrom<TMachine>,
): Actor<TMachine> {
  const actor = useActorRef(overlay.machine, { ...actorOptions(), input }) as Actor<TMachine>;
  useCloseOnBack(actor, overlay.name);
  return actor;
}

import type { ComponentType } from 'react';
import type { Actor, AnyStateMachine, EventFromLogic, InputFrom } from 'xstate';
import { lazyWithRetry } from '../lazy/lazyWithRetry';
import { useMachineActor } from '../useMachineActor';
import { historyEntry } from './historyEntry';

/** Whether an overlay's machine is open: every overlay's machine has a top state `open`. */
export const isOpen = (snapshot: unknown) => (snapshot as { matches(state: 'open'): boolean }).matches('open');

/** The props every overlay's view receives: the actor it shows. */
export interface OverlayViewProps<TMachine extends AnyStateMachine> {
  actor: Actor<TMachine>;
}

/** What an overlay's `overlay.open` event carries besides its type (the image, the slide…). */
type OpenPayload<TMachine extends AnyStateMachine> = Omit<
  Extract<EventFromLogic<TMachine>, { type: 'overlay.open' }>,
  'type'
>;

/**
 * What a section needs of an overlay it opens: `open` it (with what it shows), and `prepare` it
 * when the visitor is about to, which fetches its code so that the first opening does not wait.
 */
export interface Opener<TPayload extends object = object> {
  open: (...payload: object extends TPayload ? [TPayload?] : [TPayload]) => void;
  prepare: () => void;
}

/** The opener of an overlay with `machine`'s chart. */
export type OpenerOf<TMachine extends AnyStateMachine> = Opener<OpenPayload<TMachine>>;

/**
 * One overlay as the site knows it: its machine, given the browser's history actor, and its view,
 * whose code downloads the first time it is wanted. Defined once per overlay at module level,
 * beside its view; `useOverlay` and `OverlayView` do the rest.
 */
export function defineOverlay<TMachine extends AnyStateMachine, TProps extends object>(
  machine: TMachine,
  load: () => Promise<{ default: ComponentType<TProps & OverlayViewProps<TMachine>> }>,
) {
  return {
    machine: machine.provide({ actors: { historyEntry: historyEntry(machine.id) } }) as TMachine,
    View: lazyWithRetry(load),
  };
}

export type Overlay<TMachine extends AnyStateMachine, TProps extends object> = ReturnType<
  typeof defineOverlay<TMachine, TProps>
>;

/**
 * The overlay's actor, owned by the page that opens it, with its opener: the page hands the
 * opener down whole to the sections that open it, and the whole to `OverlayView`. The page does
 * not re-render as the overlay opens and closes.
 */
export function useOverlay<TMachine extends AnyStateMachine, TProps extends object>(
  overlay: Overlay<TMachine, TProps>,
  input?: InputFrom<TMachine>,
) {
  const actor = useMachineActor(overlay.machine, { input });
  const open = (payload?: OpenPayload<TMachine>) =>
    actor.send({ ...payload, type: 'overlay.open' } as EventFromLogic<TMachine>);
  return { ...overlay, actor, open, prepare: overlay.View.preload } as OpenerOf<TMachine> &
    Overlay<TMachine, TProps> & { actor: Actor<TMachine> };
}

export type ShownOverlay<TMachine extends AnyStateMachine, TProps extends object> = ReturnType<
  typeof useOverlay<TMachine, TProps>
>;

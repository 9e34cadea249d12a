import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { lightboxMachine } from '../../../../machines/lightboxMachine';
import { actorOptions } from '../../../common/inspect';
import { lazyWithRetry } from '../../../common/lazy/lazyWithRetry';
import { historyActions, useCloseOnBack } from '../../../common/overlayHistory';
import type { LightboxProps } from './Lightbox';

const machine = lightboxMachine.provide({ actions: historyActions('lightbox') });

/** The lightbox itself: its code downloads when first wanted (LazyLightbox). */
export const LightboxView = lazyWithRetry<LightboxProps>(() => import('./Lightbox'));

/**
 * The hero lightbox's actor, owned by the page: `open` for the hero image button. The page does
 * not re-render as the visitor zooms: the lightbox itself reads the details with useLightboxView
 * (its own module, so that it travels with the lightbox's lazily loaded code).
 */
export function useLightbox() {
  const actor = useActorRef(machine, actorOptions());
  useCloseOnBack(actor, 'lightbox');
  return useMemo(
    () => ({
      actor,
      open: () => actor.send({ type: 'lightbox.open' }),
      close: () => actor.send({ type: 'lightbox.close' }),
      prepare: LightboxView.preload,
    }),
    [actor],
  );
}

export type LightboxHandle = ReturnType<typeof useLightbox>;

export function useLightboxOpen({ actor }: Pick<LightboxHandle, 'actor'>) {
  return useSelector(actor, (snapshot) => snapshot.matches('open'));
}

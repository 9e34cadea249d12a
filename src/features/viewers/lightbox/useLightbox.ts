import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { lightboxMachine } from '../../../../machines/lightboxMachine';
import { actorOptions } from '../../../common/inspect';
import { historyActions, useCloseOnBack } from '../../../common/overlayHistory';

const machine = lightboxMachine.provide({ actions: historyActions('lightbox') });

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
    }),
    [actor],
  );
}

export type LightboxHandle = ReturnType<typeof useLightbox>;

export function useLightboxOpen({ actor }: Pick<LightboxHandle, 'actor'>) {
  return useSelector(actor, (snapshot) => snapshot.matches('open'));
}

import { useActorRef } from '@xstate/react';
import { lightboxMachine } from '../../machines/lightboxMachine';

export function useLightbox() {
  const actor = useActorRef(lightboxMachine);
  return { actor, open: () => actor.send({ type: 'lightbox.open' }) };
}

import { useActorRef } from '@xstate/react';
import { galleryMachine } from '../../machines/galleryMachine';

export function useGallery(count: number) {
  const actor = useActorRef(galleryMachine, { input: { count } });
  return { actor, open: (index = 0) => actor.send({ type: 'gallery.open', index }) };
}

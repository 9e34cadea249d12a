import { useActorRef, useSelector } from '@xstate/react';
import { marqueeMachine } from '../../machines/marqueeMachine';

export function useMarquee() {
  const actor = useActorRef(marqueeMachine);
  const playing = useSelector(actor, (snapshot) => snapshot.matches('playing'));
  return { playing, toggle: () => actor.send({ type: 'marquee.toggle' }) };
}

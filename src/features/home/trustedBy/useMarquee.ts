import { useActorRef, useSelector } from '@xstate/react';
import { marqueeMachine } from '../../../../machines/marqueeMachine';
import { actorOptions } from '../../../common/inspect';

export function useMarquee() {
  const actor = useActorRef(marqueeMachine, actorOptions());
  const playing = useSelector(actor, (snapshot) => snapshot.matches('playing'));
  return { playing, toggle: () => actor.send({ type: 'marquee.toggle' }) };
}

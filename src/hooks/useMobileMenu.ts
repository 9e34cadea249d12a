import { useActorRef, useSelector } from '@xstate/react';
import { mobileMenuMachine } from '../../machines/mobileMenuMachine';
import { actorOptions } from '../inspect';

/** The header's view of the mobile menu machine: whether it is open, and the two things a
 * visitor can do to it. */
export function useMobileMenu() {
  const actor = useActorRef(mobileMenuMachine, actorOptions());
  const opened = useSelector(actor, (snapshot) => snapshot.matches('open'));
  return {
    opened,
    toggle: () => actor.send({ type: 'menu.toggle' }),
    close: () => actor.send({ type: 'menu.close' }),
  };
}

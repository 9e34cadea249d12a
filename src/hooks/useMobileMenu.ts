import { useActorRef, useSelector } from '@xstate/react';
import type { RefObject } from 'react';
import { mobileMenuMachine } from '../../machines/mobileMenuMachine';
import { actorOptions } from '../inspect';

/** The header's view of the mobile menu machine: whether it is open, and the three things a
 * visitor can do to it. The machine puts focus back on `toggle` when the menu is closed. */
export function useMobileMenu(toggle: RefObject<HTMLButtonElement | null>) {
  const actor = useActorRef(
    mobileMenuMachine.provide({
      actions: { focusToggle: () => toggle.current?.focus({ preventScroll: true }) },
    }),
    actorOptions(),
  );
  const opened = useSelector(actor, (snapshot) => snapshot.matches('open'));
  return {
    opened,
    toggle: () => actor.send({ type: 'menu.toggle' }),
    choose: () => actor.send({ type: 'menu.choose' }),
    close: () => actor.send({ type: 'menu.close' }),
  };
}

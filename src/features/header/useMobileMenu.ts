import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type RefObject } from 'react';
import { mobileMenuMachine } from '../../../machines/mobileMenuMachine';
import { actorOptions } from '../../common/inspect';
import { historyActions, useCloseOnBack } from '../../common/overlayHistory';

/**
 * The header's view of the phone menu machine. The menu is a native popover (it opens and closes
 * before the app's code has run); this tells the machine what the popover does, and gives the
 * machine the popover to hide.
 */
export function useMobileMenu(popover: RefObject<HTMLElement | null>) {
  const actor = useActorRef(
    mobileMenuMachine.provide({
      actions: {
        ...historyActions('mobileMenu'),
        hideMenu: () => {
          if (popover.current?.matches(':popover-open')) popover.current.hidePopover();
        },
      },
    }),
    actorOptions(),
  );
  useCloseOnBack(actor, 'mobileMenu');

  useEffect(() => {
    const element = popover.current;
    if (!element) return;
    const follow = () =>
      actor.send(element.matches(':popover-open') ? { type: 'menu.opened' } : { type: 'menu.close' });
    // Opened before the app's code ran: the machine starts from there.
    if (element.matches(':popover-open')) follow();
    element.addEventListener('toggle', follow);
    return () => element.removeEventListener('toggle', follow);
  }, [actor, popover]);

  const opened = useSelector(actor, (snapshot) => snapshot.matches('open'));
  return {
    opened,
    /** A link in the menu was chosen. */
    choose: () => actor.send({ type: 'menu.choose' }),
    /** Close it from inside (the phone link). */
    close: () => actor.send({ type: 'menu.close' }),
  };
}

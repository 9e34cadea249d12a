import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { mobileMenuMachine } from '../../../machines/mobileMenuMachine';
import { actorOptions } from '../../common/inspect';
import { historyActions, useCloseOnBack } from '../../common/overlay/overlayHistory';
import { useConnect } from '../../common/useConnect';
import { connectMobileMenu } from './connectMobileMenu';

/** The id of the menu's popover element, which its toggle names as its `popovertarget`. */
export const MOBILE_MENU_ID = 'mobile-menu';

const popover = () => document.getElementById(MOBILE_MENU_ID);

const machine = mobileMenuMachine.provide({
  actions: {
    ...historyActions('mobileMenu'),
    hideMenu: () => {
      const menu = popover();
      if (menu?.matches(':popover-open')) menu.hidePopover();
    },
  },
});

/**
 * The header's view of the phone menu machine. The menu is a native popover (it opens and closes
 * before the app's code has run); this tells the machine what the popover does, and gives the
 * machine the popover to hide.
 */
export function useMobileMenu() {
  const actor = useActorRef(machine, actorOptions());
  useCloseOnBack(actor, 'mobileMenu');

  useEffect(() => {
    const element = popover();
    if (!element) return;
    const follow = () =>
      actor.send(element.matches(':popover-open') ? { type: 'menu.opened' } : { type: 'menu.close' });
    // Opened before the app's code ran: the machine starts from there.
    if (element.matches(':popover-open')) follow();
    element.addEventListener('toggle', follow);
    return () => element.removeEventListener('toggle', follow);
  }, [actor]);

  return useConnect(actor, connectMobileMenu);
}

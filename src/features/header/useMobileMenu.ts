import { useEffect } from 'react';
import { mobileMenuMachine } from '../../../machines/mobileMenuMachine';
import { historyEntry } from '../../common/overlay/historyEntry';
import { useConnect } from '../../common/useConnect';
import { useMachineActor } from '../../common/useMachineActor';
import { connectMobileMenu } from './connectMobileMenu';

/** The id of the menu's popover element, which its toggle names as its `popovertarget`. */
export const MOBILE_MENU_ID = 'mobile-menu';

const popover = () => document.getElementById(MOBILE_MENU_ID);

const machine = mobileMenuMachine.provide({
  actors: { historyEntry: historyEntry(mobileMenuMachine.id) },
  actions: {
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
  const actor = useMachineActor(machine);

  useEffect(() => {
    const element = popover();
    if (!element) return;
    const follow = () =>
      actor.send(element.matches(':popover-open') ? { type: 'overlay.open' } : { type: 'overlay.close' });
    // Opened before the app's code ran: the machine starts from there.
    if (element.matches(':popover-open')) follow();
    element.addEventListener('toggle', follow);
    return () => element.removeEventListener('toggle', follow);
  }, [actor]);

  return useConnect(actor, connectMobileMenu);
}

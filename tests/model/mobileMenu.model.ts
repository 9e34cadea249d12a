import type { EventFromLogic } from 'xstate';
import { mobileMenuMachine } from '../../machines/mobileMenuMachine';
import { createModel } from '../support/model';

/*
 * The phone menu machine's model, shared by the machine replay (mobileMenu.machine.test.ts) and
 * the replay in the browser (tests/e2e/menu.model.spec.ts): the menu is a native popover, which
 * only a real browser has.
 */

export type MobileMenuEvent = EventFromLogic<typeof mobileMenuMachine>;

export function mobileMenuModel(name = 'mobileMenu') {
  return createModel(mobileMenuMachine, name, {
    // Closed by the toggle, Escape, a tap outside, a link in it or Back.
    events: [{ type: 'overlay.open' }, { type: 'overlay.close' }],
  });
}

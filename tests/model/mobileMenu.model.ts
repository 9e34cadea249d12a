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
    events: [{ type: 'menu.opened' }, { type: 'menu.close' }, { type: 'menu.choose' }, { type: 'history.back' }],
  });
}

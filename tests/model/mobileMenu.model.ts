import type { EventFromLogic } from 'xstate';
import { mobileMenuMachine } from '../../machines/mobileMenuMachine';
import type { MachineModel } from '../support/machineModel';

export type MobileMenuEvent = EventFromLogic<typeof mobileMenuMachine>;

/** The phone menu, a native popover, from product rule D14 apart from the chart: the toggle opens
 * it; the toggle, Escape, a tap outside, a link in it or Back close it. Replayed on the machine and
 * in the browser (tests/e2e/menu.model.spec.ts): jsdom has no popover. */
export const mobileMenuModel: MachineModel<typeof mobileMenuMachine, { open: boolean }> = {
  machine: mobileMenuMachine,
  events: [{ type: 'overlay.open' }, { type: 'overlay.close' }],
  view: {
    initial: { open: false },
    after: (_view, event) => ({ open: event.type === 'overlay.open' }),
    of: (snapshot) => ({ open: snapshot.matches('open') }),
  },
};

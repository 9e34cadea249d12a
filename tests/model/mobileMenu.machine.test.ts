import { mobileMenuMachine } from '../../machines/mobileMenuMachine';
import { describeMachineModel } from '../support/machineModel';
import { mobileMenuModel } from './mobileMenu.model';

// Every way of closing the menu, Back included, hides the popover once; nothing else does.
let hidden = 0;
let closings = 0;
describeMachineModel(mobileMenuModel, {
  machine: {
    provide: () => {
      [hidden, closings] = [0, 0];
      return mobileMenuMachine.provide({ actions: { hideMenu: () => void hidden++ } });
    },
    check: ({ before, after }) => {
      if (before.matches('open') && !after.matches('open')) closings += 1;
      expect(hidden).toBe(closings);
    },
  },
});

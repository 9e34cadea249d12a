import { pagePlacementMachine } from '../../machines/pagePlacementMachine';
import { describeMachineModel } from '../support/machineModel';
import {
  pagePlacementModel,
  stateOf,
  visitAfter,
  type Placement,
  type PagePlacementEvent,
} from './pagePlacement.model';

// Each step places the page where `visitAfter` says, or nowhere.
let placements: Placement[] = [];
describeMachineModel(pagePlacementModel, {
  machine: {
    provide: () => {
      placements = [];
      return pagePlacementMachine.provide({
        actions: {
          placePage: () => void placements.push('top'),
          placeSection: (_, { id }) => void placements.push(`#${id}`),
        },
      });
    },
    check: ({ before, after, event, view }) => {
      expect(after.value).toBe(stateOf(view));
      const { places } = visitAfter(pagePlacementModel.view.of(before), event as PagePlacementEvent);
      expect(placements.splice(0)).toEqual(places ? [places] : []);
    },
  },
});

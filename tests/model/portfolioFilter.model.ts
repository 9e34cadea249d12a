import { portfolioFilterMachine, selectedCategory } from '../../machines/portfolioFilterMachine';
import { projectCategories } from '../../src/content/projectCategories';
import type { MachineModel } from '../support/machineModel';

type Event = { type: 'filter.all' } | { type: 'filter.select'; category: string };

/** The category a step's event shows (null: every project). */
export const categoryOf = (event: Event) => (event.type === 'filter.all' ? null : event.category);

/** The filter as a visitor drives it: the All button and one button per category. Product rule D1,
 * apart from the chart: All shows every project, a category's button that category's, and a
 * category the filter was not given changes nothing. Shared by the machine, jsdom and browser replays. */
export const portfolioFilterModel: MachineModel<typeof portfolioFilterMachine, string | null> = {
  machine: portfolioFilterMachine,
  input: { categories: projectCategories },
  events: [
    { type: 'filter.all' },
    ...projectCategories.map((category) => ({ type: 'filter.select', category }) as const),
  ],
  view: {
    initial: null,
    after: (shown, event) =>
      event.type === 'filter.select' && !(projectCategories as readonly string[]).includes(event.category)
        ? shown
        : categoryOf(event),
    of: (snapshot) =>
      snapshot.value === (selectedCategory(snapshot as never) === null ? 'all' : 'oneCategory')
        ? selectedCategory(snapshot as never)
        : `${JSON.stringify(snapshot.value)}, yet ${selectedCategory(snapshot as never)} selected`,
  },
};

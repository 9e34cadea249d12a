import { createActor } from 'xstate';
import { portfolioFilterMachine, selectedCategory } from '../../machines/portfolioFilterMachine';
import { projectCategories } from '../../src/content/projectCategories';
import { describeMachineModel } from '../support/machineModel';
import { portfolioFilterModel } from './portfolioFilter.model';

// The machine also meets a category it was not given.
describeMachineModel({
  ...portfolioFilterModel,
  events: [...(portfolioFilterModel.events as []), { type: 'filter.select', category: 'Branding' }],
});

test('the categories are input: a new one is chosen without a change to the machine', () => {
  const actor = createActor(portfolioFilterMachine, { input: { categories: [...projectCategories, 'Branding'] } });
  actor.start().send({ type: 'filter.select', category: 'Branding' });
  expect(actor.getSnapshot().value).toBe('oneCategory');
  expect(selectedCategory(actor.getSnapshot())).toBe('Branding');
});

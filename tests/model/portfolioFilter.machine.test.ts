import { createActor, type EventFromLogic } from 'xstate';
import {
  CATEGORY_STATES,
  PORTFOLIO_CATEGORIES,
  portfolioFilterMachine,
  selectedCategory,
  type PortfolioCategory,
} from '../../machines/portfolioFilterMachine';
import { createModel, recordCoverage, type ModelPath } from '../support/model';

type PortfolioFilterEvent = EventFromLogic<typeof portfolioFilterMachine>;

const model = createModel(portfolioFilterMachine, 'portfolioFilter', {
  events: PORTFOLIO_CATEGORIES.map((category) => ({ type: 'filter.select', category }) as const),
});

function replay(path: ModelPath<PortfolioFilterEvent>) {
  const actor = createActor(portfolioFilterMachine).start();
  for (const step of path.steps) {
    actor.send(step.event);
    const after = actor.getSnapshot();

    expect(after.value).toEqual(step.state.value);
    expect(after.value).toBe(CATEGORY_STATES[step.event.category]);
    expect(selectedCategory(after)).toBe(step.event.category);
  }
  actor.stop();
}

afterAll(() => {
  recordCoverage(model.coverage);
});

describe('portfolio filter model', () => {
  test('the paths take every state and every transition of the chart', () => {
    expect(model.coverage.states.missing).toEqual([]);
    expect(model.coverage.transitions.missing).toEqual([]);
  });

  test.each(model.paths.map((path) => [path.description, path] as const))('replays %s', (_, path) => {
    replay(path);
  });
});

describe('portfolio filter behaviour', () => {
  test('shows All by default', () => {
    const snapshot = createActor(portfolioFilterMachine).start().getSnapshot();
    expect(snapshot.value).toBe('all');
    expect(selectedCategory(snapshot)).toBe('All');
  });

  test.each(PORTFOLIO_CATEGORIES)('choosing %s shows that category', (category) => {
    const actor = createActor(portfolioFilterMachine).start();
    actor.send({ type: 'filter.select', category: 'Event Management' });
    actor.send({ type: 'filter.select', category });
    expect(selectedCategory(actor.getSnapshot())).toBe(category);
  });

  test('choosing the shown category again keeps it', () => {
    const actor = createActor(portfolioFilterMachine).start();
    actor.send({ type: 'filter.select', category: 'Graphic Design' });
    actor.send({ type: 'filter.select', category: 'Graphic Design' });
    expect(selectedCategory(actor.getSnapshot())).toBe('Graphic Design');
  });

  test('an unknown category is ignored', () => {
    const actor = createActor(portfolioFilterMachine).start();
    actor.send({ type: 'filter.select', category: 'Publicity Solutions' });
    const unknown = { type: 'filter.select', category: 'Branding' as PortfolioCategory } as const;
    expect(actor.getSnapshot().can(unknown)).toBe(false);
    actor.send(unknown);
    expect(selectedCategory(actor.getSnapshot())).toBe('Publicity Solutions');
  });
});

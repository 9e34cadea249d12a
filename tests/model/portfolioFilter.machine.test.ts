import { createActor, type EventFromLogic } from 'xstate';
import { portfolioFilterMachine, selectedCategory } from '../../machines/portfolioFilterMachine';
import { projectCategories } from '../../src/content/portfolio';
import { createModel, recordCoverage, type ModelPath } from '../support/model';

type PortfolioFilterEvent = EventFromLogic<typeof portfolioFilterMachine>;

const input = { categories: projectCategories };
const start = () => createActor(portfolioFilterMachine, { input }).start();

/** Every button's event, and one for a category the filter was not given. */
const events: PortfolioFilterEvent[] = [
  { type: 'filter.all' },
  ...projectCategories.map((category) => ({ type: 'filter.select', category }) as const),
  { type: 'filter.select', category: 'Branding' },
];

const model = createModel(portfolioFilterMachine, 'portfolioFilter', { events, input });

/** What a step's event leaves selected, given what was selected before it. */
const selectedAfter = (before: string | null, event: PortfolioFilterEvent) =>
  event.type === 'filter.all'
    ? null
    : (projectCategories as readonly string[]).includes(event.category)
      ? event.category
      : before;

function replay(path: ModelPath<PortfolioFilterEvent>) {
  const actor = start();
  for (const step of path.steps) {
    const before = selectedCategory(actor.getSnapshot());
    actor.send(step.event);
    const after = actor.getSnapshot();

    expect(after.value).toEqual(step.state.value);
    expect(selectedCategory(after)).toBe(selectedAfter(before, step.event));
    expect(after.value).toBe(selectedCategory(after) === null ? 'all' : 'oneCategory');
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
  test('shows every project by default', () => {
    const snapshot = start().getSnapshot();
    expect(snapshot.value).toBe('all');
    expect(selectedCategory(snapshot)).toBeNull();
  });

  test.each(projectCategories)('choosing %s shows that category', (category) => {
    const actor = start();
    actor.send({ type: 'filter.select', category: 'Event Management' });
    actor.send({ type: 'filter.select', category });
    expect(selectedCategory(actor.getSnapshot())).toBe(category);
  });

  test('All after a category shows every project again', () => {
    const actor = start();
    actor.send({ type: 'filter.select', category: 'Graphic Design' });
    actor.send({ type: 'filter.all' });
    expect(actor.getSnapshot().value).toBe('all');
    expect(selectedCategory(actor.getSnapshot())).toBeNull();
  });

  test('a category the filter was not given is ignored', () => {
    const actor = start();
    actor.send({ type: 'filter.select', category: 'Publicity Solutions' });
    const unknown = { type: 'filter.select', category: 'Branding' } as const;
    expect(actor.getSnapshot().can(unknown)).toBe(false);
    actor.send(unknown);
    expect(selectedCategory(actor.getSnapshot())).toBe('Publicity Solutions');
  });

  test('the categories are input: a new one is chosen without a change to the machine', () => {
    const actor = createActor(portfolioFilterMachine, {
      input: { categories: [...projectCategories, 'Branding'] },
    }).start();
    actor.send({ type: 'filter.select', category: 'Branding' });
    expect(actor.getSnapshot().value).toBe('oneCategory');
    expect(selectedCategory(actor.getSnapshot())).toBe('Branding');
  });
});

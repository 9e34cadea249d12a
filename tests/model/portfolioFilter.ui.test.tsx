import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PORTFOLIO_CATEGORIES, type PortfolioCategory } from '../../machines/portfolioFilterMachine';
import { portfolioContent, projects } from '../../src/content/portfolio';
import { Portfolio } from '../../src/sections/Portfolio/Portfolio';
import { measureReplays } from '../support/inspector';
import { createModel, recordCoverage } from '../support/model';
import { render } from '../support/render';
import { portfolioFilterMachine } from '../../machines/portfolioFilterMachine';

const model = createModel(portfolioFilterMachine, 'portfolioFilter', {
  events: PORTFOLIO_CATEGORIES.map((category) => ({ type: 'filter.select', category }) as const),
});

/** What the grid must show for a category, straight from the content (DECISIONS.md 1 and 2). */
const expected = (category: PortfolioCategory) =>
  projects.filter((project) => category === 'All' || project.category === category).map((project) => project.title);

function expectShows(category: PortfolioCategory) {
  const filters = screen.getByRole('group', { name: portfolioContent.filterLabel });
  for (const button of within(filters).getAllByRole('button')) {
    expect(button).toHaveAttribute('aria-pressed', String(button.textContent === category));
  }
  const titles = expected(category);
  expect(screen.getByText(portfolioContent.showing(titles.length, category))).toBeInTheDocument();
  if (titles.length === 0) {
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: portfolioContent.empty.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: portfolioContent.empty.cta })).toHaveAttribute('href', '/consultation');
  } else {
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(titles);
    expect(screen.queryByRole('heading', { name: portfolioContent.empty.title })).not.toBeInTheDocument();
  }
}

test('the grid holds 15 projects: 7 events, 5 graphic design, 3 publicity, 0 digital', () => {
  expect(expected('All')).toHaveLength(15);
  expect(expected('Event Management')).toHaveLength(7);
  expect(expected('Graphic Design')).toHaveLength(5);
  expect(expected('Publicity Solutions')).toHaveLength(3);
  expect(expected('Digital Marketing')).toHaveLength(0);
  const ids = projects.map((project) => project.id);
  expect(new Set(ids).size).toBe(15);
  expect(ids.every((id) => id >= 1 && id <= 16)).toBe(true);
});

const measured = measureReplays(portfolioFilterMachine, 'portfolioFilter → Portfolio (UI)');
afterAll(() => recordCoverage(measured.coverage()));

describe('portfolio grid driven by the filter machine', () => {
  test.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup();
    render(<Portfolio onViewProject={() => {}} onViewAll={() => {}} />);
    const replay = measured.replay(path);
    expectShows('All');
    for (const [index, step] of path.steps.entries()) {
      const filters = screen.getByRole('group', { name: portfolioContent.filterLabel });
      await user.click(within(filters).getByRole('button', { name: step.event.category }));
      replay.step(index);
      expectShows(step.event.category);
    }
    replay.done();
  });
});

test('View Project and View All Projects send their events with the chosen project', async () => {
  const user = userEvent.setup();
  const onViewProject = vi.fn();
  const onViewAll = vi.fn();
  render(<Portfolio onViewProject={onViewProject} onViewAll={onViewAll} />);
  await user.click(screen.getByRole('button', { name: `View project: ${projects[2]!.title}` }));
  expect(onViewProject).toHaveBeenCalledWith(projects[2]);
  await user.click(screen.getByRole('button', { name: 'View All Projects' }));
  expect(onViewAll).toHaveBeenCalledTimes(1);
});

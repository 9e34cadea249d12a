import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portfolioFilterMachine } from '../../machines/portfolioFilterMachine';
import { portfolioContent, projectCategories, projects } from '../../src/content/portfolio';
import { Portfolio } from '../../src/features/portfolio/Portfolio';
import { measureReplays } from '../support/inspector';
import { recordCoverage } from '../support/model';
import { render } from '../support/render';
import { categoryOf, portfolioFilterModel, type PortfolioFilterEvent } from './portfolioFilter.model';

const model = portfolioFilterModel();

/** What the grid must show for a category (null: all), straight from the content (product rule D1). */
const expected = (category: string | null) =>
  projects.filter((project) => category === null || project.category === category).map((project) => project.title);

/** The button a filter event stands for. */
const buttonName = (event: PortfolioFilterEvent) =>
  event.type === 'filter.all' ? portfolioContent.allLabel : event.category;

function expectShows(category: string | null) {
  const filters = screen.getByRole('group', { name: portfolioContent.filterLabel });
  const buttons = within(filters).getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual([portfolioContent.allLabel, ...projectCategories]);
  for (const button of buttons) {
    expect(button).toHaveAttribute(
      'aria-pressed',
      String(button.textContent === (category ?? portfolioContent.allLabel)),
    );
  }
  const titles = expected(category);
  expect(screen.getByText(portfolioContent.showing(titles.length, category))).toBeInTheDocument();
  if (category !== null && titles.length === 0) {
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: portfolioContent.empty.title(category) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: portfolioContent.empty.cta })).toHaveAttribute('href', '/consultation');
  } else {
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(titles);
    expect(screen.queryByText(/projects are coming soon$/)).not.toBeInTheDocument();
  }
}

test('the grid holds 15 projects: 7 events, 5 graphic design, 3 publicity, 0 digital', () => {
  expect(expected(null)).toHaveLength(15);
  expect(expected('Event Management')).toHaveLength(7);
  expect(expected('Graphic Design')).toHaveLength(5);
  expect(expected('Publicity Solutions')).toHaveLength(3);
  expect(expected('Digital Marketing')).toHaveLength(0);
  const ids = projects.map((project) => project.id);
  expect(new Set(ids).size).toBe(15);
  expect(ids.every((id) => id >= 1 && id <= 16)).toBe(true);
});

/** Openers that open nothing: these tests are about the grid. */
const opener = () => ({ open: vi.fn(), prepare: () => {} });

const measured = measureReplays(portfolioFilterMachine, 'portfolioFilter → Portfolio (UI)');
afterAll(() => recordCoverage(measured.coverage()));

describe('portfolio grid driven by the filter machine', () => {
  test.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup();
    render(<Portfolio viewer={opener()} gallery={opener()} />);
    const replay = measured.replay(path);
    expectShows(null);
    for (const [index, step] of path.steps.entries()) {
      const filters = screen.getByRole('group', { name: portfolioContent.filterLabel });
      await user.click(within(filters).getByRole('button', { name: buttonName(step.event) }));
      replay.step(index);
      expectShows(categoryOf(step.event));
    }
    replay.done();
  });
});

test('View Project opens the viewer on the chosen project, View All Projects the gallery at the first', async () => {
  const user = userEvent.setup();
  const viewer = opener();
  const gallery = opener();
  render(<Portfolio viewer={viewer} gallery={gallery} />);
  await user.click(screen.getByRole('link', { name: `View project: ${projects[2]!.title}` }));
  expect(viewer.open).toHaveBeenCalledWith({
    image: expect.objectContaining({ src: projects[2]!.image.img.src, alt: projects[2]!.imageAlt }),
  });
  await user.click(screen.getByRole('link', { name: 'View All Projects' }));
  expect(gallery.open).toHaveBeenCalledTimes(1);
  expect(gallery.open).toHaveBeenCalledWith({ index: 0 });
});

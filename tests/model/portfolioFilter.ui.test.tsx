import { fireEvent, screen, within } from '@testing-library/react';
import { portfolioContent, projectCategories, projects } from '../../src/content/portfolio';
import { Portfolio } from '../../src/features/portfolio/Portfolio';
import { describeMachineModel } from '../support/machineModel';
import { render } from '../support/render';
import { categoryOf, portfolioFilterModel } from './portfolioFilter.model';

/** What the grid must show for a category (null: all), straight from the content (product rule D1). */
const expected = (category: string | null) =>
  projects.filter((project) => category === null || project.category === category).map((project) => project.title);

/** Openers that open nothing: these tests are about the grid. */
const opener = () => ({ open: vi.fn(), prepare: () => {} });
const filters = () => screen.getByRole('group', { name: portfolioContent.filterLabel });

describeMachineModel(portfolioFilterModel, {
  ui: {
    name: 'portfolioFilter → Portfolio (UI)',
    render: () => render(<Portfolio viewer={opener()} gallery={opener()} />),
    perform(event) {
      const name = categoryOf(event) ?? portfolioContent.allLabel;
      fireEvent.click(within(filters()).getByRole('button', { name }));
      return `pressed ${name}`;
    },
    expectShows(category) {
      const buttons = within(filters()).getAllByRole('button');
      expect(buttons.map((button) => button.textContent)).toEqual([portfolioContent.allLabel, ...projectCategories]);
      for (const button of buttons) {
        const pressed = button.textContent === (category ?? portfolioContent.allLabel);
        expect(button).toHaveAttribute('aria-pressed', String(pressed));
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
    },
  },
});

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

test('View Project opens the viewer on the chosen project, View All Projects the gallery at the first', () => {
  const [viewer, gallery] = [opener(), opener()];
  render(<Portfolio viewer={viewer} gallery={gallery} />);
  fireEvent.click(screen.getByRole('link', { name: `View project: ${projects[2]!.title}` }));
  expect(viewer.open).toHaveBeenCalledWith({
    image: expect.objectContaining({ src: projects[2]!.image.img.src, alt: projects[2]!.imageAlt }),
  });
  fireEvent.click(screen.getByRole('link', { name: 'View All Projects' }));
  expect(gallery.open).toHaveBeenCalledTimes(1);
  expect(gallery.open).toHaveBeenCalledWith({ index: 0 });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as PortfolioModule from '../../src/content/portfolio';
import { render } from '../support/render';

/*
 * Adding a portfolio category is a content edit and nothing more: here the content module gains
 * "Branding" and one project in it (a fixture), and the filter's buttons, the grid and the count
 * follow, with the machine and the section untouched.
 */
vi.mock('../../src/content/portfolio', async (importOriginal) => {
  const original = await importOriginal<typeof PortfolioModule>();
  const branding = {
    ...original.projects[0]!,
    id: 17,
    title: 'Monsoon Tea Rebrand',
    category: 'Branding',
  };
  return {
    ...original,
    projectCategories: [...original.projectCategories, 'Branding'],
    projects: [...original.projects, branding],
  };
});

const { portfolioContent } = await import('../../src/content/portfolio');
const { Portfolio } = await import('../../src/features/portfolio/Portfolio');

test('a category added to the content gets its button, its projects and its count', async () => {
  const user = userEvent.setup();
  const opener = { open: () => {}, prepare: () => {} };
  render(<Portfolio viewer={opener} gallery={opener} />);
  const filters = screen.getByRole('group', { name: portfolioContent.filterLabel });

  expect(
    within(filters)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['All', 'Graphic Design', 'Event Management', 'Publicity Solutions', 'Digital Marketing', 'Branding']);
  expect(screen.getByText('Showing all 16 projects')).toBeInTheDocument();

  await user.click(within(filters).getByRole('button', { name: 'Branding' }));
  expect(within(filters).getByRole('button', { name: 'Branding' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('Showing 1 Branding projects')).toBeInTheDocument();
  expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
    'Monsoon Tea Rebrand',
  ]);

  await user.click(within(filters).getByRole('button', { name: 'All' }));
  expect(screen.getAllByRole('article')).toHaveLength(16);
});

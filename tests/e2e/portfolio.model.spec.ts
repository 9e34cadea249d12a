import { coveringPaths } from '../support/model';
import { categoryOf, portfolioFilterModel } from '../model/portfolioFilter.model';
import { PortfolioSection } from './pages/PortfolioSection';
import { expect, test } from './support/actorRecord';

/*
 * The portfolio filter's model (the graph portfolioFilter.ui.test.tsx replays in jsdom), replayed
 * by a visitor pressing the filter buttons in the browser: every path on /portfolio, and on the
 * home page's section the fewest paths that do what all of them do. Each step is checked on the
 * page (the pressed button, the cards and the count) and on the actor's record.
 */

const model = portfolioFilterModel();

const pages = [
  { where: '/portfolio', url: '/portfolio', paths: coveringPaths(model.paths) },
  { where: 'the home section', url: '/', paths: coveringPaths(model.paths) },
];

test.describe('the portfolio filter replays its model in the browser @desktop', () => {
  for (const { where, url, paths } of pages) {
    for (const path of paths) {
      test(`${where}: ${path.description}`, async ({ page, actors }) => {
        await page.goto(url);
        const portfolio = new PortfolioSection(page);
        const replay = await actors.replay('portfolioFilter', path);
        await portfolio.expectShows(null, 'at first');
        for (const [index, step] of path.steps.entries()) {
          const category = categoryOf(step.event);
          await portfolio.choose(category);
          const where = `step ${index + 1} (pressed ${category ?? 'All'})`;
          await portfolio.expectShows(category, where);
          await replay.step(index);
        }
        replay.done();
        expect(path.steps.length).toBeGreaterThan(0);
      });
    }
  }
});

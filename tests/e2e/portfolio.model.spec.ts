import { pathsOf } from '../support/model';
import { coveringWalks, notExercised } from '../support/model';
import { categoryOf, portfolioFilterModel } from '../model/portfolioFilter.model';
import { PortfolioSection } from './pages/PortfolioSection';
import { expect, test, walkTimeout, walkTitle } from './support/actorRecord';

/*
 * The portfolio filter's model (the graph portfolioFilter.ui.test.tsx replays in jsdom), replayed
 * by a visitor pressing the filter buttons in the browser, on /portfolio and on the home page's
 * section: one page load each, walking on until it has done what all the model's paths do (every
 * transition, and every button pressed in every state, the pressed one included). Each step is
 * checked on the page (the pressed button, the cards and the count) and on the actor's record.
 */

const model = pathsOf(portfolioFilterModel);
const wanted = new Set(model.paths.flatMap((path) => path.exercises));
const walks = coveringWalks(model.graph, { wanted });

test('the walks do what all the model’s paths do @desktop', () => {
  expect(notExercised(walks, wanted)).toEqual([]);
});

for (const { where, url } of [
  { where: '/portfolio', url: '/portfolio' },
  { where: 'the home section', url: '/' },
]) {
  test.describe(`the portfolio filter on ${where} replays its model in the browser @desktop`, () => {
    for (const [number, walk] of walks.entries()) {
      test(walkTitle(walk, number, walks.length), async ({ page, actors }) => {
        test.setTimeout(walkTimeout(walk));
        await page.goto(url);
        const portfolio = new PortfolioSection(page);
        const replay = await actors.replay('portfolioFilter', walk);
        await portfolio.expectShows(null, 'at first');
        for (const [index, step] of walk.steps.entries()) {
          const category = categoryOf(step.event);
          await portfolio.choose(category);
          const where = `step ${index + 1} (pressed ${category ?? 'All'})`;
          await portfolio.expectShows(category, where);
          await replay.step(index);
        }
        replay.done();
      });
    }
  });
}

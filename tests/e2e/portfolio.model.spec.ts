import { categoryOf, portfolioFilterModel } from '../model/portfolioFilter.model';
import { PortfolioSection } from './pages/PortfolioSection';
import { describeBrowserModel } from './support/browserModel';

/*
 * The portfolio filter's model (the graph portfolioFilter.ui.test.tsx replays in jsdom) replayed by
 * a visitor pressing the filter buttons, on /portfolio and on the home page's section: every button
 * pressed in every state, each step checked on the page (the pressed button, the cards, the count).
 */

describeBrowserModel(portfolioFilterModel, {
  title: 'the portfolio filter replays its model in the browser @desktop',
  variants: ['on /portfolio', 'on the home section'],
  async open({ page }, _walk, variant) {
    await page.goto(variant === 'on /portfolio' ? '/portfolio' : '/');
    const portfolio = new PortfolioSection(page);
    await portfolio.expectShows(null, 'at first');
    return portfolio;
  },
  async perform(portfolio, { event }) {
    await portfolio.choose(categoryOf(event));
    return `pressed ${categoryOf(event) ?? 'All'}`;
  },
  expectShows: (portfolio, { view }, where) => portfolio.expectShows(view, where),
});

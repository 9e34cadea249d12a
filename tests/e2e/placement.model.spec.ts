import type { ModelStep } from '../support/model';
import { FIRST_PATH, OTHER_PATH, pagePlacementModel, type PagePlacementEvent } from '../model/pagePlacement.model';
import { expect } from './support/actorRecord';
import { describeBrowserModel } from './support/browserModel';
import { holdModule } from './support/holdModule';

/*
 * The page placement's model (the graph pagePlacement.machine.test.ts replays on the machine)
 * replayed by a visitor on the model build, from the home page: the footer's link to the privacy
 * policy, whose page's code is held on the network until the `page.rendered` step lets it arrive;
 * the header's link to a home section (the same path); Back and Forward. Each step checks the
 * address, and the page placed at its top once its code has arrived.
 */

/** The history of one page load as a visitor walks it: its entries' paths, the one shown, and
 * whether the other page's code has arrived. Null where a visitor cannot take `steps`. */
function visit(steps: ReadonlyArray<ModelStep<PagePlacementEvent>>) {
  const tab = { entries: [FIRST_PATH as string], at: 0, arrived: false };
  for (const { event } of steps) {
    const here = tab.entries[tab.at];
    if (event.type === 'section.arrived') {
      // The home page's sections arrive with its code, which the first page brought.
      return null;
    } else if (event.type === 'page.rendered') {
      // Only a page still waiting for its code renders on its own; the footer's link names no anchor.
      if (here !== OTHER_PATH || tab.arrived || event.anchor !== null) return null;
      tab.arrived = true;
    } else if (event.type === 'history.pushed') {
      // The links are the home page's; once the other page's code is there, its page renders at once.
      if (here !== FIRST_PATH || (event.path === OTHER_PATH && tab.arrived)) return null;
      tab.entries = [...tab.entries.slice(0, tab.at + 1), event.path];
      tab.at += 1;
    } else if (tab.entries[tab.at - 1] === event.path) tab.at -= 1;
    else if (tab.entries[tab.at + 1] === event.path) tab.at += 1;
    else return null;
  }
  return tab;
}

describeBrowserModel(pagePlacementModel, {
  title: 'the page placement replays its model in the browser',
  walks: { allowed: (next, steps) => visit([...steps, next]) !== null },
  // A section arriving after its page needs a page whose code is there at once to render without
  // it: its render and the history's event are then one step (pagePlacement.ui.test.tsx).
  leaves: [
    'pagePlacement.awaitingPage —page.rendered→',
    'pagePlacement.awaitingPage —page.rendered#2→',
    'pagePlacement.awaitingSection —section.arrived→',
  ],
  async open({ page }) {
    const release = await holdModule(page, 'Privacy.page');
    await page.goto(FIRST_PATH);
    return { page, release };
  },
  async perform({ page, release }, { event, walk, index }) {
    const before = visit(walk.steps.slice(0, index))!;
    const tab = visit(walk.steps.slice(0, index + 1))!;
    // The home page's sections say they have arrived as it renders (or hydrates); a page whose code
    // is there renders with the history's event: the settled placement ignores both.
    const rendersAtOnce = event.type === 'history.popped' && (event.path === FIRST_PATH || tab.arrived);
    const besides = rendersAtOnce ? ['page.rendered', 'section.arrived'] : ['section.arrived'];
    if (event.type === 'page.rendered') release();
    else if (event.type === 'history.pushed' && event.path === OTHER_PATH)
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    else if (event.type === 'history.pushed')
      await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
    else if (event.type === 'history.popped' && before.entries[before.at - 1] === event.path) await page.goBack();
    else await page.goForward();
    return {
      did: event.type === 'page.rendered' ? 'let the page’s code arrive' : `went to ${tab.entries[tab.at]}`,
      besides,
    };
  },
  async expectShows({ page }, { walk, index, view }, where) {
    await expect(page, where).toHaveURL((url) => url.pathname === view.path);
    // The one step that places the page: its code arrived while a link's placement waited.
    if (walk.taken[index]!.some((key) => key.includes('page.rendered'))) {
      await expect(page.getByRole('heading', { level: 1 }), where).toBeVisible();
      expect(await page.evaluate(() => Math.round(window.scrollY)), where).toBe(0);
    }
  },
});

import type { Page } from '@playwright/test';
import { pathsOf } from '../support/model';
import { coveringWalks, notExercised, type ModelStep } from '../support/model';
import { FIRST_PATH, OTHER_PATH, pagePlacementModel, type PagePlacementEvent } from '../model/pagePlacement.model';
import { expect, test, walkTimeout, walkTitle } from './support/actorRecord';
import { holdModule } from './support/holdModule';

/*
 * The page placement's model (the graph pagePlacement.machine.test.ts replays on the machine),
 * replayed by a visitor on the model build, from the home page: the footer's link to the privacy
 * policy, at the bottom of the page, whose page's code is held on the network until the
 * `page.rendered` step lets it arrive; the header's link to a home section (the same path); Back
 * and Forward. A page whose code is there
 * renders with its history event, which the settled placement ignores (not counted), and so do
 * the home page's sections. What a visitor can do on one page load is all of the chart's
 * transitions but a section's late arrival; each step checks the address, and the page placed at
 * its top once its code has arrived.
 */

const model = pathsOf(pagePlacementModel);

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

/** Every transition, and every event in every state, that a visitor can take on one page load. */
const wanted = new Set(model.paths.filter((path) => visit(path.steps)).flatMap((path) => path.exercises));
const walks = coveringWalks(model.graph, { wanted, allowed: (next, steps) => visit([...steps, next]) !== null });

/** Does what the visitor or the network does for the step; says what, for a failure's message. */
async function perform(page: Page, event: PagePlacementEvent, before: ReturnType<typeof visit>, release: () => void) {
  switch (event.type) {
    case 'section.arrived':
      throw new Error('No section arrives on its own in these walks');
    case 'page.rendered':
      release();
      return 'let the page’s code arrive';
    case 'history.pushed':
      if (event.path === OTHER_PATH)
        await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      else await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
      return `followed a link to ${event.path === OTHER_PATH ? OTHER_PATH : '/#about'}`;
    case 'history.popped':
      if (before!.entries[before!.at - 1] === event.path) await page.goBack();
      else await page.goForward();
      return `went back or forward to ${event.path}`;
  }
}

test.describe('the page placement replays its model in the browser', () => {
  test('the paths take every state and transition of the placement, and the walks all a visitor can', () => {
    expect(model.coverage.states.missing).toEqual([]);
    expect(model.coverage.transitions.missing).toEqual([]);
    // All but a section's late arrival, which needs a page whose code is there at once to render
    // without its section: the page's render and the history's event then come as one step
    // (pagePlacement.ui.test.tsx replays those).
    const transitions = [...wanted].filter((item) => item.includes('—'));
    const lateSection = [
      'pagePlacement.awaitingPage —page.rendered→',
      'pagePlacement.awaitingPage —page.rendered#2→',
      'pagePlacement.awaitingSection —section.arrived→',
    ];
    expect(transitions).toHaveLength(model.coverage.transitions.total - lateSection.length);
    expect(transitions.filter((key) => lateSection.includes(key))).toEqual([]);
    expect(notExercised(walks, wanted)).toEqual([]);
  });

  for (const [number, walk] of walks.entries()) {
    test(walkTitle(walk, number, walks.length), async ({ page, actors }) => {
      test.setTimeout(walkTimeout(walk));
      const release = await holdModule(page, 'Privacy.page');
      await page.goto(FIRST_PATH);
      const replay = await actors.replay('pagePlacement', walk);
      for (const [index, step] of walk.steps.entries()) {
        const before = visit(walk.steps.slice(0, index));
        const after = visit(walk.steps.slice(0, index + 1))!;
        const did = await perform(page, step.event, before, release);
        const where = `step ${index + 1} (${did})`;
        const path = after.entries[after.at]!;
        await expect(page, where).toHaveURL((url) => url.pathname === path);
        // A page whose code is there renders with the history's event; the settled placement ignores it.
        const rendersAtOnce = step.event.type === 'history.popped' && (path === FIRST_PATH || after.arrived);
        // The home page's sections say they have arrived as it renders (or hydrates): ignored.
        await replay.step(index, {
          besides: rendersAtOnce ? ['page.rendered', 'section.arrived'] : ['section.arrived'],
        });
        // The one step that places the page: its code arrived while a link's placement waited.
        if (walk.taken[index]!.some((key) => key.includes('page.rendered'))) {
          await expect(page.getByRole('heading', { level: 1 }), where).toBeVisible();
          expect(await page.evaluate(() => Math.round(window.scrollY)), where).toBe(0);
        }
      }
      replay.done();
    });
  }
});

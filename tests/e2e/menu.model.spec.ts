import type { Page } from '@playwright/test';
import { coveringWalks, notExercised } from '../support/model';
import { mobileMenuModel, type MobileMenuEvent } from '../model/mobileMenu.model';
import { expect, test, walkTimeout, walkTitle } from './support/actorRecord';

/*
 * The phone menu's model (the graph mobileMenu.machine.test.ts replays on the machine), replayed
 * by a visitor in the real browser: the menu is a native popover, which jsdom does not have. Each
 * step is done as a visitor would (the toggle; Escape, the toggle or a tap outside, in turn, to
 * close; a link; Back) and checked against the step's state: the popover open or not, the
 * toggle's name and state, and the page's history (opening adds an entry that Back or a close
 * removes; a chosen link takes its place), then on the actor's record (the model build,
 * tests/e2e/support/actorRecord.ts). One page load walks on until it has done what all the model's
 * paths do: every transition, and every event in both states.
 */

const model = mobileMenuModel();
const wanted = new Set(model.paths.flatMap((path) => path.exercises));
const walks = coveringWalks(model.graph, { wanted });

const overlayMarker = (page: Page) =>
  page.evaluate(() => String((history.state as Record<string, unknown> | null)?.rangrezOverlay ?? ''));

let closingTurn = 0;

/** Does what a visitor does for `event`; says what that was, for a failure's message. */
async function perform(page: Page, event: MobileMenuEvent, open: boolean): Promise<string> {
  const toggle = page.locator('[popovertarget="mobile-menu"]');
  const menu = page.locator('#mobile-menu');
  switch (event.type) {
    case 'menu.opened':
      if (open) return 'nothing: the menu is open already';
      await toggle.click();
      return 'pressed the toggle';
    case 'menu.close': {
      if (!open) {
        await page.keyboard.press('Escape');
        return 'pressed Escape with the menu closed';
      }
      const way = closingTurn++ % 3;
      if (way === 0) await toggle.click();
      else if (way === 1) await page.keyboard.press('Escape');
      // A tap outside the menu: below it, on the page.
      else await page.mouse.click(4, page.viewportSize()!.height - 4);
      return ['pressed the toggle', 'pressed Escape', 'tapped outside'][way]!;
    }
    case 'menu.choose':
      if (!open) return 'nothing: the links are hidden';
      await menu.getByRole('link', { name: 'About' }).click();
      return 'chose About';
    case 'history.back':
      // With the menu closed, Back would leave the page the replay runs on.
      if (!open) return 'nothing: Back would leave the page';
      await page.goBack();
      return 'pressed Back';
  }
}

test.describe('the phone menu replays its model in the browser @phone', () => {
  test('the paths take every state and transition of the menu, and the walks do what they do', () => {
    expect(model.coverage.states.missing).toEqual([]);
    expect(model.coverage.transitions.missing).toEqual([]);
    expect(notExercised(walks, wanted)).toEqual([]);
  });

  for (const [number, path] of walks.entries()) {
    test(walkTitle(path, number, walks.length), async ({ page, actors }) => {
      test.setTimeout(walkTimeout(path));
      await page.goto('/');
      const replay = await actors.replay('mobileMenu', path);
      const toggle = page.locator('[popovertarget="mobile-menu"]');
      const menu = page.locator('#mobile-menu');
      let open = false;
      let chosen = false;
      for (const [index, step] of path.steps.entries()) {
        const did = await perform(page, step.event, open);
        if (open && step.event.type === 'menu.choose') chosen = true;
        open = step.state.matches('open');
        const where = `step ${index + 1} (${did})`;

        await expect(menu, where).toBeVisible({ visible: open });
        expect(await menu.evaluate((element) => element.matches(':popover-open')), where).toBe(open);
        await expect(toggle, where).toHaveAttribute('aria-expanded', String(open));
        await expect(toggle, where).toHaveAccessibleName(open ? 'Close menu' : 'Open menu');
        if (open) expect(await overlayMarker(page), where).toMatch(/^mobileMenu-/);
        else expect(await overlayMarker(page), where).toBe('');
        if (chosen) await expect(page, where).toHaveURL(/\/#about$/);
        else await expect(page, where).toHaveURL(/\/$/);
        // A chosen link and Back close the menu through its machine; the popover, hidden in
        // turn, reports its own toggle (menu.close), which the closed menu ignores.
        const closedByPage = !open && ['menu.choose', 'history.back'].includes(step.event.type);
        await replay.step(index, {
          sent: !did.startsWith('nothing'),
          besides: closedByPage ? ['menu.close'] : [],
        });
      }
      replay.done();
    });
  }
});

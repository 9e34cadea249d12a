import type { Page } from '@playwright/test';
import { pathsOf } from '../support/model';
import { coveringWalks, notExercised } from '../support/model';
import { mobileMenuModel, type MobileMenuEvent } from '../model/mobileMenu.model';
import { expect, test, walkTimeout, walkTitle } from './support/actorRecord';

/*
 * The phone menu's model (the graph mobileMenu.machine.test.ts replays on the machine), replayed
 * by a visitor in the real browser: the menu is a native popover, which jsdom does not have. Each
 * step is done as a visitor would (the toggle to open; to close, one way a walk: the toggle,
 * Escape, a tap outside, a link, Back) and checked against the step's state: the popover open or
 * not, the toggle's name and state, and the page's history (opening adds an entry that Back or a
 * close removes; a chosen link takes its place), then on the actor's record (the model build,
 * tests/e2e/support/actorRecord.ts). Each page load walks on until it has done what all the
 * model's paths do: every transition, and every event in both states.
 */

const model = pathsOf(mobileMenuModel);
const wanted = new Set(model.paths.flatMap((path) => path.exercises));
const walks = coveringWalks(model.graph, { wanted });

const overlayMarker = (page: Page) =>
  page.evaluate(() => String((history.state as Record<string, unknown> | null)?.rangrezOverlay ?? ''));

const closings = ['the toggle', 'Escape', 'a tap outside', 'a link', 'Back'] as const;
type Closing = (typeof closings)[number];

/** Does what a visitor does for `event`; says what that was, for a failure's message. */
async function perform(page: Page, event: MobileMenuEvent, open: boolean, closing: Closing): Promise<string> {
  const toggle = page.locator('[popovertarget="mobile-menu"]');
  const menu = page.locator('#mobile-menu');
  if (event.type === 'overlay.open') {
    if (open) return 'nothing: the menu is open already';
    await toggle.click();
    return 'pressed the toggle';
  }
  if (!open) {
    await page.keyboard.press('Escape');
    return 'pressed Escape with the menu closed';
  }
  if (closing === 'the toggle') await toggle.click();
  else if (closing === 'Escape') await page.keyboard.press('Escape');
  // Below the menu, on the page.
  else if (closing === 'a tap outside') await page.mouse.click(4, page.viewportSize()!.height - 4);
  else if (closing === 'a link') await menu.getByRole('link', { name: 'About' }).click();
  else await page.goBack();
  return `closed with ${closing}`;
}

test.describe('the phone menu replays its model in the browser @phone', () => {
  test('the paths take every state and transition of the menu, and the walks do what they do', () => {
    expect(model.coverage.states.missing).toEqual([]);
    expect(model.coverage.transitions.missing).toEqual([]);
    expect(notExercised(walks, wanted)).toEqual([]);
  });

  for (const closing of closings) {
    for (const [number, path] of walks.entries()) {
      test(`${walkTitle(path, number, walks.length)}, closed with ${closing}`, async ({ page, actors }) => {
        test.setTimeout(walkTimeout(path));
        await page.goto('/');
        // A tap outside the menu lands on the page below it: there, on text, not the hero's link.
        if (closing === 'a tap outside') await page.locator('#about').evaluate((about) => about.scrollIntoView());
        const replay = await actors.replay('mobileMenu', path);
        const toggle = page.locator('[popovertarget="mobile-menu"]');
        const menu = page.locator('#mobile-menu');
        let open = false;
        let chosen = false;
        for (const [index, step] of path.steps.entries()) {
          const did = await perform(page, step.event, open, closing);
          if (open && step.event.type === 'overlay.close' && closing === 'a link') chosen = true;
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
          // turn, reports its own toggle (overlay.close again), which the closed menu ignores.
          await replay.step(index, { sent: !did.startsWith('nothing') });
        }
        replay.done();
      });
    }
  }
});

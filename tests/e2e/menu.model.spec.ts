import type { Page } from '@playwright/test';
import { mobileMenuModel } from '../model/mobileMenu.model';
import { expect } from './support/actorRecord';
import { describeBrowserModel } from './support/browserModel';

/*
 * The phone menu's model (the graph mobileMenu.machine.test.ts replays on the machine) replayed by
 * a visitor in the browser: the menu is a native popover, which jsdom does not have. The toggle
 * opens it; to close, one way a walk: the toggle, Escape, a tap outside, a link, Back. Each step
 * checks the popover open or not, the toggle's name and state, and the page's history (opening
 * adds an entry that Back or a close removes; a chosen link takes its place).
 */

const overlayMarker = (page: Page) =>
  page.evaluate(() => String((history.state as Record<string, unknown> | null)?.rangrezOverlay ?? ''));

describeBrowserModel(mobileMenuModel, {
  title: 'the phone menu replays its model in the browser @phone',
  variants: [
    'closed with the toggle',
    'closed with Escape',
    'closed with a tap outside',
    'closed with a link',
    'closed with Back',
  ],
  async open({ page }, _walk, variant) {
    await page.goto('/');
    // A tap outside the menu lands on the page below it: there, on text, not the hero's link.
    if (variant.endsWith('a tap outside')) await page.locator('#about').evaluate((about) => about.scrollIntoView());
    return {
      page,
      toggle: page.locator('[popovertarget="mobile-menu"]'),
      menu: page.locator('#mobile-menu'),
      chosen: false,
    };
  },
  async perform(visitor, { event, was, variant }) {
    const { page, toggle, menu } = visitor;
    if (event.type === 'overlay.open') {
      if (was.open) return { did: 'nothing: the menu is open already', sent: false };
      await toggle.click();
      return 'pressed the toggle';
    }
    if (!was.open) {
      await page.keyboard.press('Escape');
      return 'pressed Escape with the menu closed';
    }
    if (variant.endsWith('the toggle')) await toggle.click();
    else if (variant.endsWith('Escape')) await page.keyboard.press('Escape');
    // Below the menu, on the page.
    else if (variant.endsWith('a tap outside')) await page.mouse.click(4, page.viewportSize()!.height - 4);
    else if (variant.endsWith('a link')) await menu.getByRole('link', { name: 'About' }).click();
    else await page.goBack();
    visitor.chosen ||= variant.endsWith('a link');
    // A chosen link and Back close the menu through its machine; the popover, hidden in turn,
    // reports its own toggle (overlay.close again), which the closed menu ignores.
    return variant;
  },
  async expectShows({ page, toggle, menu, chosen }, { view: { open } }, where) {
    await expect(menu, where).toBeVisible({ visible: open });
    expect(await menu.evaluate((element) => element.matches(':popover-open')), where).toBe(open);
    await expect(toggle, where).toHaveAttribute('aria-expanded', String(open));
    await expect(toggle, where).toHaveAccessibleName(open ? 'Close menu' : 'Open menu');
    expect(await overlayMarker(page), where).toMatch(open ? /^mobileMenu-/ : /^$/);
    await expect(page, where).toHaveURL(chosen ? /\/#about$/ : /\/$/);
  },
});

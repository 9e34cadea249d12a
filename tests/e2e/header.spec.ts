import type { Page } from '@playwright/test';
import { animationsDone, expect, frames, test } from './support/fixtures';
import { anchorHref, homeAnchors } from '../../src/content/routes';

const anchors = ['Home', 'About', 'Services', 'Portfolio', 'Testimonials', 'Contact'];

test.describe('desktop header @desktop', () => {
  test('shows the six anchors, the phone link and Get Quote, fixed while scrolling; Get Quote goes to the enquiry page', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    const nav = banner.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(anchors);
    await expect(banner.getByRole('link', { name: /^Call us \+91/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    await expect(banner.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/start-project');
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeHidden();

    await page.mouse.wheel(0, 2000);
    await expect.poll(() => banner.boundingBox().then((box) => box?.y)).toBe(0);
    await banner.getByRole('link', { name: 'Get Quote' }).click();
    await expect(page).toHaveURL('/start-project');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us what you want to make');
  });
});

test.describe('phone header @phone', () => {
  test('the menu toggle opens the links, phone and a full-width Get Quote; choosing a link closes it', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = banner.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();

    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('navigation').getByRole('link')).toHaveText(anchors);
    await expect(menu.getByRole('link', { name: /^Call us \+91/ })).toBeVisible();
    const quote = menu.getByRole('link', { name: 'Get Quote' });
    const [quoteBox, menuBox] = await Promise.all([quote.boundingBox(), menu.boundingBox()]);
    expect(quoteBox!.width).toBeGreaterThan(menuBox!.width - 48);

    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(anchorHref(homeAnchors.contact));
    // Focus follows the chosen link to its section, and stays there once the menu has gone.
    await expect(page.locator(`#${homeAnchors.contact}`)).toBeFocused();
    await animationsDone(page);
    await frames(page, 2);
    await expect(page.locator(`#${homeAnchors.contact}`)).toBeFocused();
  });

  test('Escape and the toggle close the menu and focus returns to the toggle', async ({ page }) => {
    await page.goto('/');
    const toggle = page.locator('button[popovertarget="mobile-menu"]');
    const menu = page.locator('#mobile-menu');
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAccessibleName('Close menu');
    await toggle.click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName('Open menu');
  });
});

test('the skip link moves focus to the main content; anchors land below the fixed header, also from another route', async ({
  page,
  isMobile,
}) => {
  await page.goto('/portfolio');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await followNavLink(page, isMobile, 'Services');
  await expect(page).toHaveURL(anchorHref(homeAnchors.services));
  await expect(page.locator('#services-title')).toBeInViewport();
  await landsBelowHeader(page, 'services');
});

test('the colour scheme toggle switches and is remembered; back on the home page from another route, anchors land', async ({
  page,
  isMobile,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Switch to dark colours' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light colours' })).toBeVisible();

  await page.getByRole('link', { name: 'Watch Our Work' }).click();
  await expect(page).toHaveURL('/portfolio');
  await followNavLink(page, isMobile, 'Contact');
  await expect(page).toHaveURL(anchorHref(homeAnchors.contact));
  await landsBelowHeader(page, 'contact', 10_000);
});

/** Follows one of the header's anchor links: in the bar on desktop, in the menu on phones. */
async function followNavLink(page: Page, isMobile: boolean, name: string) {
  if (isMobile) {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name }).click();
  } else {
    await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
  }
}

/** How far a section's top rests from the fixed header's bottom edge, in pixels either way;
 * null while the page is still scrolling (a scroll passing the right place does not count).
 * A scroll ends on a whole device pixel and the page glides on only when it is off by more than
 * one (src/common/navigation/scrollToAnchor.ts): within one pixel it has landed. */
async function gapBelowHeader(page: Page, id: string) {
  const gap = async () => {
    const [header, section] = await Promise.all([
      // The site header; the menu drawer, while it closes, has a header of its own.
      page.getByRole('banner').first().boundingBox(),
      page.locator(`#${id}`).boundingBox(),
    ]);
    return Math.abs(section!.y - (header!.y + header!.height));
  };
  const first = await gap();
  await frames(page, 5);
  return (await gap()) === first ? first : null;
}

/** Waits until the section `id` rests right below the header. */
async function landsBelowHeader(page: Page, id: string, timeout?: number) {
  await expect.poll(() => gapBelowHeader(page, id), { timeout }).toBeLessThanOrEqual(1);
}

// Sections below the first screen keep an estimated height until they render, so a smooth scroll
// past them has to correct its course (`.deferred` in src/common/styles/shared.css, scrollToAnchor.ts).
test('a smooth scroll from the top to a far section ends exactly below the header', async ({ page, isMobile }) => {
  await page.goto('/');
  for (const [name, id] of [
    ['Contact', 'contact'],
    ['Portfolio', 'portfolio'],
  ] as const) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await followNavLink(page, isMobile, name);
    await expect(page).toHaveURL(`/#${id}`);
    await landsBelowHeader(page, id, 10_000);
  }
});

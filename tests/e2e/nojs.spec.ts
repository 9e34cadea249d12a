import type { Page } from '@playwright/test';
import { formCommon } from '../../src/content/forms';
import { contactFormContent } from '../../src/content/contactForm';
import { consultationFormContent, enquiryFormContent } from '../../src/content/submissionForms';
import { directContacts } from '../../src/content/contact';
import { agency } from '../../src/content/agency';
import { expect, test } from './support/fixtures';
import { anchorHref, homeAnchors, paths as routePaths } from '../../src/content/routes';

/*
 * With JavaScript off, every route reads and looks as designed in its default colour scheme
 * (light), every link works, the phone navigation opens, and nothing that needs the app's code
 * is shown as if it worked.
 */

test.use({ javaScriptEnabled: false });

const routes = Object.values(routePaths);

/** The computed colour of a CSS property, as the browser resolved Mantine's variables. */
const computed = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

const TRANSPARENT = 'rgba(0, 0, 0, 0)';

// The home form's e-mail is the general address; the project forms' is the new-projects one.
const forms: Record<string, { name: string; email: string }> = {
  '/': { name: contactFormContent.title, email: agency.emails[0].address },
  '/start-project': { name: enquiryFormContent.title, email: agency.emails[1].address },
  '/consultation': { name: consultationFormContent.title, email: agency.emails[1].address },
};

/** The form says it needs JavaScript and how else to reach us; its fields still take typing. */
async function needsJavaScript(page: Page, { name, email }: { name: string; email: string }) {
  const form = page.getByRole('form', { name });
  await expect(form.locator('button[type="submit"]')).toBeDisabled();
  // Playwright's text and role locators skip <noscript>, which the browser shows with
  // JavaScript off: read it with CSS locators.
  const note = form.locator('noscript');
  // As a visitor reads it: on the screen (the home page draws a section once it comes near).
  await note.scrollIntoViewIfNeeded();
  await expect(note).toBeVisible();
  // innerText is what is drawn, and a section coming on screen is drawn a frame later: retry.
  await expect(note).toContainText(formCommon.noScript.title, { useInnerText: true });
  await expect(note).toContainText(formCommon.noScript.text, { useInnerText: true });
  const { phone, chat } = directContacts;
  for (const [href, text] of [
    [`tel:${phone.e164}`, `${directContacts.call} ${phone.display}`],
    [`https://wa.me/${chat.digits}`, `${directContacts.whatsApp} ${chat.display}`],
    [`mailto:${email}`, `${directContacts.email} ${email}`],
  ] as const) {
    const link = note.locator(`a[href="${href}"]`);
    await expect(link).toBeVisible();
    await expect(link).toHaveText(text);
  }
  // The visitor can copy their words elsewhere; the fields have their designed borders.
  const field = form.getByRole('textbox', { name: /Name/ });
  await field.fill('Asha Rao');
  await expect(field).toHaveValue('Asha Rao');
  const border = await field.evaluate((element) => {
    const style = getComputedStyle(element);
    return { width: style.borderTopWidth, colour: style.borderTopColor };
  });
  expect(border.width).not.toBe('0px');
  expect(border.colour).not.toBe(TRANSPARENT);
}

for (const route of routes) {
  test(`${route} reads, looks as designed, and its links, forms and controls work without JavaScript`, async ({
    page,
    request,
    isMobile,
  }) => {
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Mantine's colour variables resolve: the page has its paper ground and ink text, the header's
    // primary button its fill.
    expect(await computed(page, 'body', 'background-color')).not.toBe(TRANSPARENT);
    expect(await computed(page, 'body', 'color')).not.toBe('rgb(0, 0, 0)');
    if (!isMobile) {
      const quote = page.getByRole('banner').getByRole('link', { name: 'Get Quote' });
      await expect(quote).toBeVisible();
      expect(await quote.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(TRANSPARENT);
    }

    // The way home and to the legal pages, on every page.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Rangrez Creative, home' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );

    // Controls that need the app's code are not shown.
    await expect(page.getByRole('button', { name: /^Switch to (dark|light) colours$/ })).toHaveCount(0);
    await expect(page.locator('[data-needs-script]:visible')).toHaveCount(0);

    // Every link to a page of the site answers.
    const paths = await page.evaluate(() => [
      ...new Set(
        [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map((link) => new URL(link.href).pathname),
      ),
    ]);
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), `${route} links to ${path}`).toBe(200);
    }

    if (forms[route]) await needsJavaScript(page, forms[route]);
    // Last, as each leads elsewhere on the page.
    if (route === '/' && !isMobile) {
      // The logo strip is a still, wrapped list; Learn More shows the longer description in the card.
      await expect(page.locator('#trusted-by [role="img"]:visible')).toHaveCount(9);
      const details = page.locator('#event-management-details');
      await expect(details).toBeHidden();
      await page.getByRole('link', { name: 'Learn more about Event Management' }).click();
      await expect(page).toHaveURL('/#event-management-details');
      await expect(details).toBeVisible();
      await expect(details).toBeInViewport();
    }
    if (route === '/consultation' && isMobile) {
      // The phone navigation opens.
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
      await expect(toggle).toBeVisible();
      await toggle.click();
      const menu = page.locator('#mobile-menu');
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'Services' }).click();
      await expect(page).toHaveURL(anchorHref(homeAnchors.services));
      await expect(page.locator(`#${homeAnchors.services}`)).toBeInViewport();
    }
  });
}

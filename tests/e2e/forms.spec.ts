import type { Locator, Page, Route } from '@playwright/test';
import { LEADS_PATH } from '../../src/contract/lead';
import { formCommon } from '../../src/content/forms';
import { contactFormContent } from '../../src/content/contactForm';
import { enquiryFormContent } from '../../src/content/submissionForms';
import { anchorHref, homeAnchors, paths } from '../../src/content/routes';
import { handOverLinks } from '../../src/features/forms/messages';
import { consultationEdited, enquiryFirst } from '../support/formValues';
import { SubmissionFormPage } from './pages/SubmissionFormPage';
import { expect, stopClock, test } from './support/fixtures';
import { axeViolations } from './support/axe';
import { fillForm } from './support/formFields';

/*
 * The three forms end to end, as a visitor, on the production build, whose forms post to the
 * site's own lead service (docs/product-rules.md's flows): the home form hands over to WhatsApp,
 * the enquiry and consultation forms show their success view 500 ms after submit. The texts of
 * the hand-over links are the message builders' (tests/unit/messages.test.ts lays them out word
 * for word); here the page must give them what the visitor typed. The endpoint's failure, retry
 * and timeout states are replayed in tests/model/submission.ui.test.tsx and
 * submission.model.spec.ts.
 */

const WHATSAPP = 'https://wa.me/919822045123';

test.beforeEach(async ({ context }) => {
  // Hand-over windows land on a stand-in page instead of the real WhatsApp.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
  );
});

/** Opens a page and waits until React has taken over its prerendered form: until then its
 * submit button says the form is getting ready. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  // The lead form: the one with fields (the hero's image opener is a form of its own).
  const form = page.locator('form:has(fieldset)');
  await expect(form.locator('button[type="submit"]')).toBeEnabled();
  await expect(form.locator('fieldset')).toBeEnabled();
}

/** The prefilled text of a WhatsApp link, decoded; the link must go to the first business number. */
function whatsAppText(href: string | null): string {
  const url = new URL(href ?? '');
  expect(url.origin + url.pathname).toBe(WHATSAPP);
  return url.searchParams.get('text') ?? '';
}

async function expectNoAxeViolations(page: Page, include: string) {
  // axe schedules its work with timers: let a stopped clock run again.
  await page.clock.resume();
  expect(await axeViolations(page, { include })).toEqual([]);
}

/** A required field the browser refuses to submit empty. */
async function expectMissing(field: Locator) {
  expect(await field.evaluate((element: HTMLInputElement) => element.validity.valueMissing)).toBe(true);
}

// ---------------------------------------------------------------------------------------------
// Home contact form

test.describe('home contact form', () => {
  function contactForm(page: Page) {
    const form = page.getByRole('form', { name: 'Send us a message' });
    return {
      form,
      name: form.getByLabel('Your Name'),
      email: form.getByLabel('Email Address'),
      phone: form.getByLabel('Phone Number'),
      service: form.getByLabel('Service Interest'),
      message: form.getByRole('textbox', { name: 'Message' }),
      send: form.getByRole('button', { name: 'Send via WhatsApp' }),
    };
  }

  const typed = {
    name: 'Priya Sharma',
    email: 'priya@example.in',
    phone: '+91 98765 43210',
    service: 'Branding',
    message: 'A new identity for our tea brand.\nLaunching in March.',
  };
  const expectedText = new URL(handOverLinks(contactFormContent, typed).whatsApp).searchParams.get('text');

  async function fill(page: Page) {
    await fillForm(page, `form[aria-label="${contactFormContent.title}"]`, typed);
    return contactForm(page);
  }

  test('native validation blocks an empty submit; a submit opens WhatsApp with the message, shows the toast and clears the fields', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // Records how the page calls window.open, and still opens the window.
      const open = window.open.bind(window);
      (window as unknown as { openCalls: unknown[][] }).openCalls = [];
      window.open = (...args: Parameters<typeof window.open>) => {
        (window as unknown as { openCalls: unknown[][] }).openCalls.push(args);
        return open(...args);
      };
    });
    await visit(page, anchorHref(homeAnchors.contact));
    const popups: Page[] = [];
    page.on('popup', (popup) => popups.push(popup));
    const blocked = contactForm(page);
    await blocked.send.click();
    await expectMissing(blocked.name);
    await blocked.name.fill('Priya');
    await blocked.email.fill('not-an-address');
    await blocked.send.click();
    expect(await blocked.email.evaluate((element: HTMLInputElement) => element.validity.typeMismatch)).toBe(true);
    await expect(page.getByText('Message Sent!')).toHaveCount(0);
    expect(popups).toHaveLength(0);

    const contact = await fill(page);
    const [popup] = await Promise.all([page.waitForEvent('popup'), contact.send.click()]);
    await popup.waitForLoadState();

    expect(whatsAppText(popup.url())).toBe(expectedText);
    // No features: `noopener` there would hide a blocked window; the opener is cut instead.
    const calls = await page.evaluate(() => (window as unknown as { openCalls: unknown[][] }).openCalls);
    expect(calls).toEqual([[expect.stringMatching(/^https:\/\/wa\.me\//), '_blank']]);
    expect(await popup.evaluate(() => window.opener)).toBeNull();

    await expect(page.getByText('Message Sent!')).toBeVisible();
    await expect(page.getByText("We'll get back to you soon via WhatsApp.")).toBeVisible();
    for (const field of [contact.name, contact.email, contact.phone, contact.message])
      await expect(field).toHaveValue('');
    await expect(contact.service).toHaveValue('');
    // Each field has a status of its own for its problem; the form's says what happened.
    await expect(
      contact.form.getByRole('status').filter({ hasText: 'WhatsApp opened with your message' }),
    ).toBeVisible();
  });

  test('a blocked window keeps the fields and offers the ready-made link; an edit drops the stale link', async ({
    page,
  }) => {
    // What a popup blocker does to the page: window.open answers null.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await visit(page, anchorHref(homeAnchors.contact));
    const contact = await fill(page);
    await contact.send.click();
    const alert = contact.form.getByRole('alert');
    await expect(alert).toBeVisible();
    // An edit makes the link stale: it goes, the fields stay.
    await contact.message.fill('Something else.');
    await expect(alert).toHaveCount(0);
    await expect(contact.name).toHaveValue('Priya Sharma');

    // Sent again, the lead service's answer waits until the warning has been read.
    let storing: Route | null = null;
    await page.route(`**${LEADS_PATH}`, (route) => {
      storing = route;
    });
    await contact.message.fill('A new identity for our tea brand.\nLaunching in March.');
    await contact.send.click();

    await expect(alert).toContainText("WhatsApp didn't open");
    await expect.poll(() => storing !== null).toBe(true);
    // Once the service has stored the details, the message has reached the agency: the same
    // link, said calmly, as an option.
    await storing!.continue();
    await expect(alert).toHaveAccessibleName('Your message reached our team');
    await expect(contact.name).toHaveValue('Priya Sharma');
    await expect(contact.message).toHaveValue('A new identity for our tea brand.\nLaunching in March.');
    await expect(page.getByText('Message Sent!')).toHaveCount(0);
    const link = alert.getByRole('link', { name: 'Open WhatsApp with my message' });
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(whatsAppText(await link.getAttribute('href'))).toBe(expectedText);
    await expectNoAxeViolations(page, '#contact');

    // A click on a link is never blocked: the hand-over happens, then the toast and the clearing.
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    expect(whatsAppText(popup.url())).toBe(expectedText);
    await expect(page.getByText('Message Sent!')).toBeVisible();
    await expect(alert).toHaveCount(0);
    await expect(contact.name).toHaveValue('');
  });
});

// ---------------------------------------------------------------------------------------------
// Project enquiry and free consultation

for (const { path, which, values } of [
  { path: paths.startProject, which: 'enquiry', values: enquiryFirst },
  { path: paths.enquiry, which: 'enquiry', values: enquiryFirst },
  { path: paths.consultation, which: 'consultation', values: consultationEdited },
] as const) {
  test(`${path}: native validation blocks an empty submit; the success view comes 500 ms after submit, with the toast and the hand-over`, async ({
    page,
  }) => {
    await page.clock.install();
    await visit(page, path);
    await stopClock(page);
    const form = new SubmissionFormPage(page, which);
    const { content } = form;
    const links = form.links(values);
    const success = page.getByRole('heading', { level: 2, name: content.success.title });
    if (which === 'enquiry') {
      // The selects offer no empty choice.
      await expect(form.control('service')).toHaveValue('graphic-design');
      expect(await form.control('service').locator('option[value=""]').count()).toBe(0);
      await expect(form.control('budget').locator('option[value=""]')).toBeDisabled();
    }
    await form.submit();
    await expectMissing(form.control('name'));
    await form.control('name').fill(values.name);
    await form.control('email').fill(values.email);
    await form.submit();
    await expectMissing(form.control('phone'));
    await page.clock.runFor(2000);
    await expect(success).toHaveCount(0);
    await expect(form.submitButton).toBeVisible();

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') requests.push(`${request.method()} ${request.url()}`);
    });
    await form.fillIn(values);
    // The consultation page's own WhatsApp Us button sends what is typed, before and after submit.
    const whatsAppUs = page.getByRole('complementary').getByRole('link', { name: formCommon.whatsAppUs });
    if (which === 'consultation') {
      await expect(whatsAppUs).toHaveAttribute('href', links.whatsApp);
      const [chat] = await Promise.all([page.waitForEvent('popup'), whatsAppUs.click()]);
      expect(whatsAppText(chat.url())).toBe(whatsAppText(links.whatsApp));
      await chat.close();
    }
    await form.submit();
    const shown = { submitted: values, delivered: true, message: path };
    await form.expectShows('busy', shown);
    await page.clock.runFor(499);
    await expect(success).toHaveCount(0);
    await page.clock.runFor(1);
    await form.letToastIn();
    // The details went once to the lead service, which stored them, so the view says they arrived
    // (product rule D16; tests/e2e/leads.spec.ts reads the lead back).
    await form.expectShows('submitted', shown);
    expect(requests.map((request) => request.replace(/^(\S+) https?:\/\/[^/]+/, '$1 '))).toEqual(['POST /api/leads']);
    if (which === 'consultation') await expect(whatsAppUs).toHaveAttribute('href', links.whatsApp);

    const whatsApp = page.getByRole('main').getByRole('link', { name: formCommon.continueOnWhatsApp }).first();
    const [popup] = await Promise.all([page.waitForEvent('popup'), whatsApp.click()]);
    expect(whatsAppText(popup.url())).toBe(whatsAppText(links.whatsApp));
    await popup.close();

    // /enquiry is the same page as /start-project: scanned at one.
    if (path !== paths.enquiry) await expectNoAxeViolations(page, 'main');
    await page.clock.resume();
    await page.getByRole('main').getByRole('link', { name: formCommon.backToHome }).last().click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Amplify Your Brand Story' })).toBeVisible();
  });
}

// ---------------------------------------------------------------------------------------------
// Before the script runs

test('a prerendered form cannot be submitted before its script runs', async ({ request }) => {
  // A press would submit the static form natively: a reload with the visitor's words in the URL.
  for (const path of ['/', '/start-project', '/consultation']) {
    const html = await (await request.get(path)).text();
    // The lead form, the one with fields (the hero's image opener is a form of its own, which a
    // press before the script runs leaves for the app to act on).
    const forms = (html.match(/<form[^>]*>[\s\S]*?<\/form>/g) ?? []).filter((form) => form.includes('<fieldset'));
    expect(forms, path).toHaveLength(1);
    const submits = forms[0]!.match(/<button[^>]*type="submit"[^>]*>/g) ?? [];
    expect(submits, path).toHaveLength(1);
    expect(submits[0], path).toMatch(/\sdisabled(="")?[\s>]/);
  }
});

/** Holds back every script of the site until `release` is called: the page as a visitor sees
 * it while the app's code is still on its way. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('words typed before the script runs are kept and sent; an early submit waits, saying so', async ({ page }) => {
  const release = await holdScripts(page);
  // Module scripts hold back DOMContentLoaded and load: the page is there once it commits.
  await page.goto('/start-project', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: enquiryFormContent.title });
  const submit = form.locator('button[type="submit"]');
  const early = {
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '+91 98765 43210',
    service: 'event-management',
    message: 'A Diwali launch for 200 guests.',
  };
  await fillForm(page, 'main form', early);

  // Pressed now, by Enter in a field and by a click on the button: the cue shows, and the served
  // form is not sent natively (no reload with the visitor's words in the address).
  await expect(form.getByText(formCommon.notReady)).toBeVisible();
  await expect(submit).toBeDisabled();
  await form.getByLabel('Full Name').press('Enter');
  await submit.click({ force: true });
  expect(new URL(page.url()).search).toBe('');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  release();
  await expect(submit).toBeEnabled();
  await expect(form.getByText(formCommon.notReady)).toHaveCount(0);
  await expect(form.getByLabel('Full Name')).toHaveValue('Asha Rao');
  await submit.click();
  const thanks = page.getByRole('heading', { level: 2, name: enquiryFormContent.success.title });
  await expect(thanks).toBeVisible();
  const whatsApp = page.getByRole('main').getByRole('link', { name: formCommon.continueOnWhatsApp }).first();
  await expect(whatsApp).toHaveAttribute('href', handOverLinks(enquiryFormContent, { ...early, budget: '' }).whatsApp);
});

test('the home form keeps what was typed before its script ran', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(anchorHref(homeAnchors.contact), { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: contactFormContent.title });
  const { fields } = contactFormContent;
  await form.getByLabel(fields.name.label).fill('Asha Rao');
  await form.getByLabel(fields.message.label).fill('Hello from before the start.');
  await expect(form.getByText(formCommon.notReady)).toBeVisible();
  release();
  const submit = form.getByRole('button', { name: contactFormContent.submit });
  await expect(submit).toBeEnabled();
  await form.getByLabel(fields.email.label).fill('asha@example.in');
  const [chat] = await Promise.all([page.waitForEvent('popup'), submit.click()]);
  const text = whatsAppText(chat.url());
  expect(text).toContain('Asha Rao');
  expect(text).toContain('Hello from before the start.');
  await chat.close();
});

// ---------------------------------------------------------------------------------------------
// Layout

test('on a desktop the side card sits beside the form @desktop', async ({ page }) => {
  await visit(page, '/consultation');
  const form = await page.getByRole('form', { name: 'Book your free consultation' }).boundingBox();
  const aside = await page.getByRole('complementary', { name: 'Your free consultation' }).boundingBox();
  expect(aside!.x).toBeGreaterThan(form!.x + form!.width);
  expect(Math.abs(aside!.y - form!.y)).toBeLessThan(120);
});

test('on a phone the side card follows the form, and nothing scrolls sideways @phone', async ({ page }) => {
  for (const path of [anchorHref(homeAnchors.contact), '/consultation', '/start-project']) {
    await visit(page, path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  const form = await page.getByRole('form', { name: 'Project details' }).boundingBox();
  const aside = await page.getByRole('complementary', { name: 'What happens next' }).boundingBox();
  expect(aside!.y).toBeGreaterThan(form!.y + form!.height);
  // Large touch targets: the submit button spans the form.
  const submit = await page.getByRole('button', { name: 'Submit Enquiry' }).boundingBox();
  expect(submit!.width).toBeGreaterThan(form!.width - 2);
  expect(submit!.height).toBeGreaterThanOrEqual(44);
});

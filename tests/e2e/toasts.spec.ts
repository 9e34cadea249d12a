import type { Page, Request } from '@playwright/test';
import { contactFormContent } from '../../src/content/contactForm';
import { anchorHref, homeAnchors, paths } from '../../src/content/routes';
import { consultationFormContent, enquiryFormContent } from '../../src/content/submissionForms';
import { TOAST_MS } from '../../src/features/forms/toast/SuccessToast';
import { consultationFirst, enquiryFirst } from '../support/formValues';
import type { SubmissionValues } from '../../machines/submissionMachine';
import { SubmissionFormPage } from './pages/SubmissionFormPage';
import { expect, test } from './support/fixtures';
import { letToastIn, toastTitled } from './support/toast';

/*
 * The forms' success toasts (product rule S8) as a visitor meets them: the specified words, read out
 * as they appear, their code fetched with the first toast and not before, under the fixed header
 * and over no button or link at a small phone's, a phone's and a laptop's width; and they wait
 * while the pointer is over them or focus is in them (WCAG 2.2.1).
 */

test.beforeEach(async ({ context }) => {
  // Hand-over windows land on a stand-in page instead of the real WhatsApp.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
  );
  // The map's frame holds Google's own page.
  await context.route(/google\.com\/maps/, (route) => route.abort());
});

const isToastCode = (request: Request) => /\/assets\/SuccessToast-[^/]+\.js$/.test(request.url());

/** The buttons and links under a toast, sampled on a grid over it: what a press there would have
 * reached without the toast. */
function controlsUnder(toast: Element): string[] {
  const stack = toast.closest('.mantine-Notifications-root')!;
  const box = toast.getBoundingClientRect();
  const found = new Set<string>();
  for (let column = 0; column <= 12; column += 1) {
    for (let row = 0; row <= 6; row += 1) {
      const x = box.left + 2 + ((box.width - 4) * column) / 12;
      const y = box.top + 2 + ((box.height - 4) * row) / 6;
      const below = document.elementsFromPoint(x, y).find((element) => !stack.contains(element));
      const control = below?.closest('a[href], button, [role="button"], [role="link"]');
      if (control) found.add(`${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 40)}"`);
    }
  }
  return [...found];
}

async function fillAndSubmit(form: SubmissionFormPage, values: SubmissionValues) {
  await form.fillIn(values);
  await form.submit();
}

const forms = [
  {
    name: 'the enquiry form',
    path: paths.startProject,
    toast: enquiryFormContent.toast,
    submit: (page: Page) => fillAndSubmit(new SubmissionFormPage(page, 'enquiry'), enquiryFirst),
  },
  {
    name: 'the consultation form',
    path: paths.consultation,
    toast: consultationFormContent.toast,
    submit: (page: Page) => fillAndSubmit(new SubmissionFormPage(page, 'consultation'), consultationFirst),
  },
  {
    name: 'the home contact form',
    path: anchorHref(homeAnchors.contact),
    toast: contactFormContent.toast,
    submit: async (page: Page) => {
      const form = page.getByRole('form', { name: contactFormContent.title });
      await form.getByLabel('Your Name').fill('Priya Sharma');
      await form.getByLabel('Email Address').fill('priya@example.in');
      await form.getByLabel('Phone Number').fill('+91 98765 43210');
      await form.getByLabel('Service Interest').selectOption({ label: 'Complete Branding' });
      await form.getByRole('textbox', { name: 'Message' }).fill('A new identity for our tea brand.');
      const chat = page.context().waitForEvent('page');
      await form.getByRole('button', { name: contactFormContent.submit }).click();
      await (await chat).close();
    },
  },
];

for (const width of [320, 390, 1280]) {
  test(`${width} px: each form's toast says what was specified, under the header, over no button or link`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const toastCode: string[] = [];
    page.on('request', (request) => {
      if (isToastCode(request)) toastCode.push(request.url());
    });
    for (const form of forms) {
      await page.goto(form.path);
      await expect(page.locator('form:has(fieldset) button[type="submit"]')).toBeEnabled();
      // No toast's code before the first toast.
      expect(toastCode, form.name).toEqual([]);

      await form.submit(page);
      const toast = toastTitled(page, form.toast.title);
      await expect(toast, form.name).toBeVisible();
      await expect(toast, form.name).toContainText(form.toast.message);
      expect(toastCode, form.name).toHaveLength(1);
      toastCode.length = 0;

      const header = await page.getByRole('banner').boundingBox();
      const shown = await toast.boundingBox();
      expect(shown!.y, `${form.name}: the toast starts under the header`).toBeGreaterThanOrEqual(
        header!.y + header!.height - 1,
      );
      expect(shown!.x + shown!.width, `${form.name}: inside the screen`).toBeLessThanOrEqual(width);
      expect(await toast.evaluate(controlsUnder), `${form.name}: buttons and links under the toast`).toEqual([]);
    }
  });
}

test('a toast waits while the pointer is over it or focus is in it, and goes after', async ({ page }) => {
  await page.clock.install();
  for (const form of [forms[0]!, forms[1]!]) {
    await page.goto(form.path);
    await expect(page.locator('form:has(fieldset) button[type="submit"]')).toBeEnabled();
    await form.submit(page);
    // The success view comes after the specified 500 ms; the toast's code downloads meanwhile.
    const toast = await letToastIn(page, form.toast.title);

    if (form === forms[0]) await toast.hover();
    else await toast.getByRole('button').focus();
    await page.clock.runFor(TOAST_MS * 2);
    await expect(toast, `${form.name}: still there while held`).toBeVisible();

    // Let go: the pointer moves away, or focus moves back to the page.
    if (form === forms[0]) await page.mouse.move(5, 700);
    else await page.getByRole('heading', { level: 2 }).first().focus();
    await page.clock.runFor(TOAST_MS + 1000);
    await expect(toast, `${form.name}: gone once let go`).toHaveCount(0);
  }
});

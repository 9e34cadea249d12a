import type { Page, Request } from '@playwright/test';
import { LEADS_PATH } from '../../src/contract/lead';
import { formCommon } from '../../src/content/forms';
import { contactFormContent } from '../../src/content/contactForm';
import { paths } from '../../src/content/routes';
import { consultationFormContent, enquiryFormContent, submissionFailureText } from '../../src/content/submissionForms';
import { expect, test } from './support/fixtures';
import { fillForm, shownValues, type FieldValues } from './support/formFields';

/*
 * Nothing typed is lost (product rule D20), in Chromium, against the built site and its lead
 * service: each form keeps a draft in the tab while the visitor types, and brings every field back
 * after a reload and after Back; a new tab, a cleared form and a stored lead start empty. Offline
 * at submit the form says so at once, keeps every field, and sends once, by itself, when the
 * connection returns.
 */

const forms = [
  {
    name: 'project enquiry',
    url: paths.enquiry,
    form: 'main form',
    success: enquiryFormContent.success.title,
    values: {
      name: 'प्रिया शर्मा 🌸',
      email: 'priya@example.in',
      phone: '+91 98765 43210',
      service: 'event-management',
      budget: '3l-5l',
      message: 'A launch in Pune — 300 guests,\n"quotes" & <b>tags</b> as typed.',
    },
  },
  {
    name: 'free consultation',
    url: paths.consultation,
    form: 'main form',
    success: consultationFormContent.success.title,
    values: {
      name: 'Arjun Mehta',
      email: 'arjun@example.in',
      phone: '(022) 2345-6789',
      businessType: 'small-business',
      challenge: 'low-visibility',
      preferredTime: 'evening',
      message: 'चाय की तीन दुकानें 🍵',
    },
  },
  {
    name: 'home contact',
    url: `${paths.home}#contact`,
    form: `form[aria-label="${contactFormContent.title}"]`,
    success: null,
    values: {
      name: 'Fatima Shaikh 😀',
      email: 'fatima@chaiwala.in',
      phone: '+91 91234 56789',
      service: 'Branding',
      message: 'हमारी चाय के लिए नई पहचान।\nTwo lines.',
    },
  },
] as const;

const keptLine = (page: Page, form: string) => page.locator(form).getByText(formCommon.draft.kept);

/** Once the app has the page: the form shows `values`, under the kept line of a draft or not. */
async function expectForm(page: Page, form: string, values: FieldValues, kept: boolean) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect.poll(() => shownValues(page, form, values)).toEqual(values);
  if (kept) await expect(keptLine(page, form)).toBeVisible();
  else await expect(keptLine(page, form)).toHaveCount(0);
}

for (const { name, url, form, values, success } of forms) {
  test(`the ${name} form comes back whole after a reload and after Back, never in a new tab; Clear form empties it`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    // Playwright turns the back/forward cache off in Chromium, so what keeps a page out of it is
    // checked instead: a page sent with `Cache-Control: no-store`, or an `unload` listener.
    const response = await page.goto(url);
    expect(response!.headers()['cache-control'] ?? '').not.toMatch(/no-store/i);
    await expect(keptLine(page, form)).toHaveCount(0);
    const fresh = await shownValues(page, form, values);
    await fillForm(page, form, values);
    const cdp = await context.newCDPSession(page);
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    expect(listeners.map((listener) => listener.type)).not.toContain('unload');

    // The draft stays in its tab: a new one starts empty.
    const other = await context.newPage();
    await other.goto(url);
    await expectForm(other, form, fresh, false);
    expect(await other.evaluate(() => sessionStorage.length)).toBe(0);
    await other.close();

    await page.reload();
    await expectForm(page, form, values, true);

    // Away to another page of the site and Back: the same.
    await page.goto(paths.privacy);
    await page.goBack();
    await expectForm(page, form, values, true);

    await page.locator(form).getByRole('button', { name: formCommon.draft.clear }).click();
    await expectForm(page, form, fresh, false);
    // Focus waits in the first field, where the visitor starts again.
    await expect(page.locator(form).locator(`[name="${Object.keys(values)[0]}"]`)).toBeFocused();
    await page.reload();
    await expectForm(page, form, fresh, false);
    if (success !== null) return;

    // The home form, handed over to WhatsApp, keeps no draft either.
    await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    await fillForm(page, form, values);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.locator(form).locator('button[type="submit"]').click(),
    ]);
    await popup.close();
    await expect(page.getByText(contactFormContent.sent)).toBeVisible();
    await page.reload();
    await expectForm(page, form, fresh, false);
  });
}

/** The POSTs the page sends to the lead service, in order, with their keys and the status of
 * the answer each got (null: none came). */
function watchPosts(page: Page) {
  const posts: Array<{ key: string; status: number | null }> = [];
  const sent = new Map<Request, { key: string; status: number | null }>();
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith(LEADS_PATH)) return;
    const post = { key: request.headers()['idempotency-key'] ?? '', status: null };
    sent.set(request, post);
    posts.push(post);
  });
  page.on('response', (response) => {
    const post = sent.get(response.request());
    if (post) post.status = response.status();
  });
  return posts;
}

for (const { name, url, form, values, success } of forms.filter((entry) => entry.success !== null)) {
  test(`the ${name} form, submitted offline, says so at once and sends itself once back online`, async ({
    page,
    context,
    expectConsole,
  }) => {
    expectConsole(/ERR_INTERNET_DISCONNECTED/);
    const posts = watchPosts(page);
    await page.goto(url);
    const fresh = await shownValues(page, form, values);
    await fillForm(page, form, values);
    await context.setOffline(true);
    await page.locator(form).locator('button[type="submit"]').click();

    const alert = page.locator(form).getByRole('alert');
    await expect(alert).toContainText(submissionFailureText.offline);
    expect(await shownValues(page, form, values)).toEqual(values);
    await expect(alert.getByRole('link', { name: formCommon.continueOnWhatsApp })).toBeVisible();
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]!.status).toBeNull();

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 2, name: success! })).toBeFocused();
    // One more request, with the same key, which the lead service stored.
    await expect.poll(() => posts.length).toBe(2);
    expect(posts[1]).toEqual({ key: posts[0]!.key, status: 201 });

    // Stored: its draft is gone with it.
    await page.reload();
    await expectForm(page, form, fresh, false);
  });
}

/* With the chat window blocked: a popup opened while Chromium's network is emulated offline
 * tells the page it is online again, which no phone does. */
test('the home contact form, sent offline, keeps every field and stores them by itself once back online', async ({
  page,
  context,
  expectConsole,
}) => {
  expectConsole(/ERR_INTERNET_DISCONNECTED/);
  await page.addInitScript(() => {
    window.open = () => null;
  });
  const posts = watchPosts(page);
  const { url, form, values } = forms[2];
  await page.goto(url);
  await fillForm(page, form, values);
  await context.setOffline(true);
  await page.locator(form).locator('button[type="submit"]').click();
  await expect(page.getByText(contactFormContent.offline)).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(contactFormContent.blocked.title);
  expect(await shownValues(page, form, values)).toEqual(values);
  expect(posts).toHaveLength(1);

  await context.setOffline(false);
  // Stored: the blocked window is now only an option, said calmly.
  await expect(page.getByRole('alert')).toContainText(contactFormContent.blockedStored.title);
  await expect(page.getByText(contactFormContent.offline)).toHaveCount(0);
  expect(await shownValues(page, form, values)).toEqual(values);
  await expect.poll(() => posts.length).toBe(2);
  expect(posts[1]).toEqual({ key: posts[0]!.key, status: 201 });
});

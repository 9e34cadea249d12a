import { expect, type Locator, type Page, type Route } from '@playwright/test';
import type { LeadAnswer } from '../../../machines/lead';
import type {
  FailureReason,
  SubmissionFormName,
  SubmissionValues,
  SubmissionView,
} from '../../../machines/submissionMachine';
import { LEADS_PATH } from '../../../src/contract/lead';
import { formCommon } from '../../../src/content/forms';
import {
  consultationFormContent,
  enquiryFormContent,
  submissionFailureText,
} from '../../../src/content/submissionForms';
import { handOverLinks, type HandOverLinks } from '../../../src/features/forms/messages';
import { paths } from '../../../src/content/routes';
import { letToastIn } from '../support/toast';

/** Where the model build's forms post: the site's own lead service address, answered here. */
export const MODEL_ENDPOINT = LEADS_PATH;

const forms = {
  enquiry: { url: paths.enquiry, content: enquiryFormContent },
  consultation: { url: paths.consultation, content: consultationFormContent },
} as const;

interface FieldContent {
  options?: unknown;
}

/**
 * The enquiry or consultation page of the model build, and the lead service it posts to, played
 * by the test: each POST waits until the test answers it (as the service, or as a static host),
 * fails it or lets the page give up on it.
 */
export class SubmissionFormPage {
  readonly form: Locator;
  readonly submitButton: Locator;
  readonly alert: Locator;
  private readonly held: Route[] = [];
  /** The body and Idempotency-Key of every POST the page sent, in order. */
  readonly posts: Array<{ body: unknown; key: string }> = [];

  constructor(
    readonly page: Page,
    readonly which: SubmissionFormName,
  ) {
    this.form = page.locator('main form');
    this.submitButton = this.form.locator('button[type="submit"]');
    this.alert = this.form.getByRole('alert');
  }

  get content() {
    return forms[this.which].content;
  }

  links(values: SubmissionValues): HandOverLinks {
    return handOverLinks(this.content, values);
  }

  /** Takes over the lead service (before the page loads), then opens the form's page. */
  async open() {
    await this.page.route(`**${MODEL_ENDPOINT}`, async (route) => {
      const request = route.request();
      this.posts.push({ body: request.postDataJSON(), key: (await request.allHeaders())['idempotency-key'] ?? '' });
      this.held.push(route);
    });
    await this.page.goto(forms[this.which].url);
  }

  private fields() {
    return Object.entries(this.content.fields) as Array<[string, FieldContent]>;
  }

  control(key: string) {
    return this.form.locator(`[name="${key}"]`);
  }

  async shownValues(): Promise<Record<string, string>> {
    const shown: Record<string, string> = {};
    for (const [key] of this.fields()) shown[key] = await this.control(key).inputValue();
    return shown;
  }

  /** Makes the fields show `values`, changing only what differs, as a visitor would. */
  async fillIn(values: SubmissionValues) {
    const shown = await this.shownValues();
    for (const [key, content] of this.fields()) {
      const wanted = values[key] ?? '';
      if (shown[key] === wanted) continue;
      if (content.options) await this.control(key).selectOption(wanted);
      else await this.control(key).fill(wanted);
    }
  }

  async submit({ evenIfBusy = false } = {}) {
    // Playwright waits for an aria-disabled button to be enabled; a visitor just presses it.
    await this.submitButton.click({ force: evenIfBusy });
  }

  async retry() {
    await this.alert.getByRole('button', { name: formCommon.retry }).click();
  }

  /** One more character in the message. */
  async edit() {
    await this.control('message').press('!');
  }

  /** The request the page is waiting on, once the browser has sent it. */
  private async pending(): Promise<Route> {
    await expect.poll(() => this.held.length, 'a POST to the endpoint').toBeGreaterThan(0);
    return this.held.shift()!;
  }

  /** Answers the pending request as the lead service (stored, refused) or a static host would. */
  async answer(answer: LeadAnswer) {
    const route = await this.pending();
    if (answer.outcome === 'noService') {
      await route.fulfill({ status: 405, contentType: 'text/html', body: '<h1>405 Method Not Allowed</h1>' });
    } else if (answer.outcome === 'refused') {
      await route.fulfill({ status: 400, json: { error: 'invalid', fields: answer.problems } });
    } else {
      await route.fulfill({ status: 201, json: { id: '7d0f6c2e-1b1a-4c53-9a0e-3f2d1c0b9a87' } });
    }
  }

  /** Fails the pending request: an error answer (`http`), no answer (`network`), or no answer
   * while the browser says it has no connection (`offline`). */
  async fail(reason: Exclude<FailureReason, 'timeout'>) {
    const route = await this.pending();
    await this.connection(reason !== 'offline');
    if (reason === 'http') {
      await route.fulfill({ status: 503, json: { error: 'unavailable' } });
    } else {
      await route.abort(reason === 'offline' ? 'internetdisconnected' : 'failed');
    }
  }

  /**
   * What the browser says of its connection (`navigator.onLine`), and its `online` event when it
   * comes back. Said, not done: the requests stay the test's to answer, which a context taken
   * offline would fail before they reach it (drafts.spec.ts takes the context offline for real).
   */
  async connection(online: boolean) {
    await this.page.evaluate((now) => {
      const was = navigator.onLine;
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => now });
      if (now && !was) window.dispatchEvent(new Event('online'));
    }, online);
  }

  /** Presses the kept line's Clear form. */
  async clear() {
    await this.form.getByRole('button', { name: formCommon.draft.clear }).click();
  }

  /** Forgets a request the page has given up on (its timeout): the browser cancelled it. */
  dropPending() {
    this.held.splice(0);
  }

  /** Lets the success toast in on the stopped clock (the flow is over, so no timer of the form's
   * is left to move early). */
  async letToastIn() {
    await letToastIn(this.page, this.content.toast.title);
  }

  /**
   * What the page shows in `view`: the busy form locked, the failure alert with its reason, Retry and
   * the kept details, or the success view with its toast and hand-over.
   */
  async expectShows(
    view: SubmissionView,
    {
      failure = null,
      submitted = null,
      delivered = false,
      kept = false,
      message = view,
    }: {
      failure?: FailureReason | null;
      submitted?: SubmissionValues | null;
      delivered?: boolean;
      kept?: boolean;
      message?: string;
    } = {},
  ) {
    const { content } = this;
    // Over a form restored from its draft, the quiet line with the control that clears it.
    await expect(this.page.getByText(formCommon.draft.kept), message).toHaveCount(kept ? 1 : 0);
    const toast = this.page.getByText(content.toast.title, { exact: true });
    if (view === 'submitted') {
      const heading = this.page.getByRole('heading', { level: 2, name: content.success.title });
      await expect(heading, message).toBeFocused();
      await expect(this.page.getByText(content.success.message), message).toBeVisible();
      await expect(
        this.page.getByText(delivered ? content.success.handOver.delivered : content.success.handOver.notDelivered),
        message,
      ).toBeVisible();
      const card = this.page.locator('.mantine-Card-root', { has: heading });
      await this.expectHandOver(card, submitted!, message);
      await expect(card.getByRole('link', { name: formCommon.backToHome }), message).toHaveAttribute('href', '/');
      await expect(this.form, message).toHaveCount(0);
      await expect(toast, message).toHaveCount(1);
      return;
    }
    await expect(toast, message).toHaveCount(0);
    const status = this.form.locator(':scope > [role="status"]');
    if (view === 'busy') {
      await expect(this.submitButton, message).toHaveText(formCommon.sending);
      await expect(this.submitButton, message).toHaveAttribute('aria-disabled', 'true');
      await expect(status, message).toHaveText(formCommon.sending);
      for (const [key] of this.fields()) await expect(this.control(key), message).toBeDisabled();
    } else {
      await expect(this.submitButton, message).toHaveText(content.submit);
      await expect(this.submitButton, message).not.toHaveAttribute('aria-disabled');
      await expect(status, message).toBeEmpty();
      for (const [key] of this.fields()) await expect(this.control(key), message).toBeEnabled();
    }
    const refusedNote = this.form.getByText(formCommon.refused);
    if (view === 'rejected') {
      // Every value kept; the service's reason under the refused field, which has focus.
      expect(await this.shownValues(), message).toEqual(submitted);
      await expect(refusedNote, message).toBeVisible();
      await expect(this.control('email'), message).toHaveAttribute('aria-invalid', 'true');
      await expect(this.control('email'), message).toBeFocused();
    } else {
      await expect(refusedNote, message).toHaveCount(0);
    }
    if (view === 'failed') {
      await expect(this.alert, message).toHaveAccessibleName(content.failure.title);
      await expect(this.alert, message).toContainText(submissionFailureText[failure!]);
      await expect(this.alert, message).toContainText(content.failure.kept);
      expect(await this.shownValues(), message).toEqual(submitted);
      await this.expectHandOver(this.alert, submitted!, message);
    } else {
      await expect(this.alert, message).toHaveCount(0);
    }
  }

  /** The hand-over links in `scope`, carrying `values`: WhatsApp and e-mail. */
  private async expectHandOver(scope: Locator, values: SubmissionValues, message: string) {
    const links = this.links(values);
    await expect(scope.getByRole('link', { name: formCommon.continueOnWhatsApp }), message).toHaveAttribute(
      'href',
      links.whatsApp,
    );
    await expect(scope.getByRole('link', { name: formCommon.sendByEmail }), message).toHaveAttribute(
      'href',
      links.email,
    );
  }
}

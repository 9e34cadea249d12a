import type { SubmissionFormName, SubmissionValues } from '../../machines/submissionMachine';
import { formCommon } from '../../src/content/forms';
import * as values from '../support/formValues';
import type { ModelPath } from '../support/model';
import { keysOutOfStep } from '../model/lead.model';
import { submissionModel, type ModelEvent } from '../model/submission.model';
import { MODEL_ENDPOINT, SubmissionFormPage } from './pages/SubmissionFormPage';
import { expect, test } from './support/actorRecord';
import { describeBrowserModel } from './support/browserModel';

/*
 * The submission model (the one submission.ui.test.tsx replays in jsdom) replayed in the browser on
 * the enquiry and consultation pages of the model build, which post to the site's own lead service
 * address, played by the test (page.route): it answers a request as the service (stored, refused)
 * or as a static host (no lead service), fails it with an error answer or a dropped connection, or
 * leaves it unanswered until the page's 15 s timeout. Walks that take every transition of the
 * model's paths, and press Submit a second time and edit while the form is sending (a visitor's
 * double press); a walk ends once the form is sent. A failure the request itself reports as a
 * timeout (the platform's own abort) is left to jsdom: a browser reports a dropped connection the
 * same way whatever its cause. Each step checks the page and every POST (its body, and one
 * idempotency key per set of details).
 */

/** A failure the request reports as its own timeout is left to jsdom. */
const inBrowser = (event: ModelEvent) =>
  event.type !== 'xstate.error.actor.postForm' || event.error.reason !== 'timeout';

for (const form of ['enquiry', 'consultation'] as const satisfies SubmissionFormName[]) {
  const data = {
    first: values[`${form}First`] as SubmissionValues,
    edited: values[`${form}Edited`] as SubmissionValues,
    draft: values[`${form}Draft`] as SubmissionValues,
  };
  const model = submissionModel(`submission (${form}, browser)`, {
    input: { form, endpoint: MODEL_ENDPOINT },
    ...data,
  });
  /** A second press of Submit, or a key in the message, while the first submit is sending. */
  const doubled = (path: ModelPath) =>
    path.steps.length === 3 &&
    path.steps[1]!.state.matches('sending') &&
    (path.description.endsWith('submit(first)') || path.description.endsWith('form.edit'));

  const { paths } = describeBrowserModel(model, {
    title: `the ${form} form replays its model in the browser @desktop`,
    clock: true,
    fromStart: true,
    walks: {
      allowed: (next) => inBrowser(next.event as ModelEvent),
      // Every transition, counted by what each path takes (not by what it sends to no effect).
      wanted: (path) => [...path.taken.flat(), ...(doubled(path) ? path.exercises : [])],
    },
    async open({ page, expectConsole }, walk) {
      // The browser logs each failed request (an error answer, a dropped connection).
      expectConsole(/Failed to load resource/);
      const formPage = new SubmissionFormPage(page, form);
      await formPage.open();
      // The walk's first step is the page's start: with a draft (typed, then the page opened again
      // in the same tab), or none.
      if (walk.steps[0]!.event.type === 'draft.restore') {
        await formPage.fillIn(data.draft);
        await page.goto(page.url());
      }
      return { formPage, posts: 0 };
    },
    async perform(visitor, { event: step, was, view }) {
      const { formPage } = visitor;
      const event = step as ModelEvent;
      if (view.view === 'busy' && was.view !== 'busy') visitor.posts += 1;
      if (was.view === 'submitted') {
        // The flow is over: there is no form left.
        await expect(formPage.form).toHaveCount(0);
        return { did: 'nothing: the form is gone', sent: false };
      }
      let did = event.type as string;
      switch (event.type) {
        case 'draft.restore':
          // Restored whole: every field as typed before the reload.
          expect(await formPage.shownValues()).toEqual(data.draft);
          break;
        case 'form.clear':
          if (!was.kept) {
            await expect(formPage.form.getByRole('button', { name: formCommon.draft.clear })).toHaveCount(0);
            return { did: 'nothing: no Clear form', sent: false };
          }
          await formPage.clear();
          // Focus waits in the first field, where the visitor starts again.
          await expect(formPage.control('name')).toBeFocused();
          break;
        case 'connection.online':
          await formPage.connection(true);
          break;
        case 'form.submit':
          if (was.view !== 'busy') await formPage.fillIn(event.values);
          // Busy, the button says so with aria-disabled and stays pressable: pressed anyway.
          await formPage.submit({ evenIfBusy: was.view === 'busy' });
          did = `pressed Submit${was.view === 'busy' ? ' while busy' : ''}`;
          break;
        case 'form.retry':
          await formPage.retry();
          // Retry went away with the alert; the keyboard waits on the busy button.
          await expect(formPage.submitButton).toBeFocused();
          break;
        case 'form.edit':
          if (was.view === 'busy') {
            // Locked while sending: no key reaches the message.
            await expect(formPage.control('message')).toBeDisabled();
            return { did: 'nothing: the message is locked', sent: false };
          }
          await formPage.edit();
          break;
        case 'xstate.done.actor.postForm':
          await formPage.answer(event.output);
          did = `the service answered ${event.output.outcome}`;
          break;
        case 'xstate.error.actor.postForm':
          await formPage.fail(event.error.reason as 'http');
          did = `the request failed (${event.error.reason})`;
          break;
        default:
          // A timer, its time passed: a request given up on is cancelled by the browser.
          if (event.type.startsWith('xstate.after.requestTimeout')) formPage.dropPending();
      }
      if (view.view === 'submitted') await formPage.letToastIn();
      // A visitor who submits other values edits the fields first.
      return { did, besides: event.type === 'form.submit' ? ['form.edit'] : [] };
    },
    async expectShows({ formPage, posts }, { view }, where) {
      await formPage.expectShows(view.view, {
        failure: view.failure,
        submitted: view.values,
        delivered: view.answer === 'stored',
        kept: view.kept,
        message: where,
      });
      // Each entry into `sending` posts the kept values once, with the token the draft was given
      // once the lead service's answer is in; the same key for the same details, another for others.
      await expect.poll(() => formPage.posts.length, `${where}: POSTs`).toBe(posts);
      const post = formPage.posts.at(-1);
      if (!post) return;
      const token = 'formToken' in (post.body as object) ? { formToken: expect.stringMatching(/^v1\./) } : {};
      if (view.view === 'busy') expect(post.body, where).toEqual({ form, ...view.values, website: '', ...token });
      const sent = formPage.posts.map(({ body, key }) => ({ body: JSON.stringify(body), key }));
      expect(keysOutOfStep(sent), `${where}: idempotency keys`).toEqual([]);
    },
  });
  test(`the ${form} form's model presses Submit twice, and edits, while sending @desktop`, () => {
    expect(paths.filter(doubled)).toHaveLength(2);
  });
}

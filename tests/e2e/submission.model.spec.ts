import { createActor, type AnyMachineSnapshot } from 'xstate';
import { FORM_TIMEOUT_MS, SUBMIT_DELAY_MS } from '../../machines/constants';
import type { FailureReason, SubmissionFormName, SubmissionValues } from '../../machines/submissionMachine';
import {
  consultationDraft,
  consultationEdited,
  consultationFirst,
  enquiryDraft,
  enquiryEdited,
  enquiryFirst,
} from '../support/formValues';
import { coveringWalks, notExercised, type ModelPath } from '../support/model';
import {
  besides,
  describePath,
  submissionModel,
  type ModelEvent,
  type SubmissionEvent,
} from '../model/submission.model';
import { submissionMachine, submissionView } from '../../machines/submissionMachine';
import { MODEL_ENDPOINT, SubmissionFormPage } from './pages/SubmissionFormPage';
import { expect, test, walkTimeout, walkTitle } from './support/actorRecord';
import { formCommon } from '../../src/content/forms';

/*
 * The submission machine's model (the one submission.ui.test.tsx replays in jsdom), replayed in
 * the browser on the enquiry and consultation pages of the model build, which post to the site's
 * own lead service address, played by the test (page.route): it answers a request as the service
 * (stored, refused) or as a static host (no lead service), fails it with an error answer or a
 * dropped connection, or leaves it unanswered until the page's 15 s timeout. The page's clock is
 * stopped, so the 500 ms minimum and the timeout pass only when a step says so, and never a
 * millisecond early. One page load a walk, each walking on until the walks have taken every
 * transition of the model's paths, and pressed Submit a second time and edited while the form is
 * sending (a visitor's double press); a walk ends once the form is sent. A failure the
 * request itself reports as a timeout (the platform's own abort) is left to jsdom: a browser
 * reports a dropped connection the same way whatever its cause.
 */

const first: Record<SubmissionFormName, SubmissionValues> = { enquiry: enquiryFirst, consultation: consultationFirst };
const edited: Record<SubmissionFormName, SubmissionValues> = {
  enquiry: enquiryEdited,
  consultation: consultationEdited,
};
const draft: Record<SubmissionFormName, SubmissionValues> = { enquiry: enquiryDraft, consultation: consultationDraft };

const isSubmit = (event: ModelEvent): event is Extract<ModelEvent, { type: 'form.submit' }> =>
  event.type === 'form.submit';

/** A failure the request reports as its own timeout is left to jsdom. */
const inBrowser = (event: ModelEvent) =>
  event.type !== 'xstate.error.actor.postForm' || event.error.reason !== 'timeout';

function walksOf(form: SubmissionFormName) {
  const model = submissionModel(`submission (${form}, browser)`, {
    input: { form, endpoint: MODEL_ENDPOINT },
    first: first[form],
    edited: edited[form],
    draft: draft[form],
  });
  const replayable = model.paths.filter((path) => path.steps.every(({ event }) => inBrowser(event as ModelEvent)));
  // A second press of Submit, and a key in the message, while the first submit is sending (after
  // the page's start).
  const doubled = replayable.filter(
    (path) =>
      path.steps.length === 3 &&
      submissionView(path.steps[1]!.state) === 'busy' &&
      ((isSubmit(path.steps[2]!.event as ModelEvent) &&
        (path.steps[2]!.event as { values: SubmissionValues }).values === first[form]) ||
        path.steps[2]!.event.type === 'form.edit'),
  );
  // Every transition, counted by what each path takes (not by what it sends to no effect).
  const wanted = new Set([
    ...replayable.flatMap((path) => path.taken.flat()),
    ...doubled.flatMap((path) => path.exercises),
  ]);
  const walks = coveringWalks(model.graph, { wanted, allowed: (next) => inBrowser(next.event as ModelEvent) });
  return { walks, wanted, doubled };
}

const START = new Date('2026-01-05T10:00:00+05:30').getTime();

for (const form of ['enquiry', 'consultation'] as const) {
  test.describe(`the ${form} form replays its model in the browser @desktop`, () => {
    const { walks, wanted, doubled } = walksOf(form);

    test('the walks take every transition, and press twice and edit while sending', () => {
      expect(doubled).toHaveLength(2);
      expect(notExercised(walks, wanted)).toEqual([]);
    });

    for (const [number, path] of walks.entries()) {
      test(`${walkTitle(path, number, walks.length).replace(/:.*/, '')}: ${describePath(path, first[form])}`, async ({
        page,
        actors,
        expectConsole,
      }) => {
        test.setTimeout(walkTimeout(path));
        // The browser logs each failed request (an error answer, a dropped connection).
        expectConsole(/Failed to load resource/);
        const formPage = new SubmissionFormPage(page, form);
        await page.clock.install({ time: START });
        await formPage.open();
        // The walk's first step is the page's start: with a draft (typed, then the page opened
        // again in the same tab), or none.
        if (path.steps[0]!.event.type === 'draft.restore') {
          await formPage.fillIn(draft[form]);
          await page.goto(page.url());
        }
        await page.clock.pauseAt(START + 10 * 60_000);
        const replay = await actors.replay('submission', path as ModelPath<SubmissionEvent>, { fromStart: true });

        /** Milliseconds the stopped clock has run since the replay began, and when the form last
         * became busy. */
        let now = 0;
        let startedAt = 0;
        let submitted: SubmissionValues | null = null;
        const run = async (ms: number) => {
          await page.clock.runFor(ms);
          now += ms;
        };
        const expectShows = (snapshot: AnyMachineSnapshot, message: string) =>
          formPage.expectShows(submissionView(snapshot), {
            failure: snapshot.context.failure as FailureReason | null,
            submitted,
            delivered: snapshot.matches('delivered'),
            kept: snapshot.matches('restored'),
            message,
          });

        let before: AnyMachineSnapshot = createActor(submissionMachine, {
          input: { form, endpoint: MODEL_ENDPOINT },
        }).getSnapshot();
        let posts = 0;

        for (const [index, step] of path.steps.entries()) {
          const event = step.event as ModelEvent;
          const after = step.state;
          const where = `step ${index + 1} (${describePath({ ...path, steps: [step] }, first[form])})`;
          const view = submissionView(before);
          if (view !== 'busy' && submissionView(after) === 'busy') {
            startedAt = now;
            if (isSubmit(event)) submitted = event.values;
          }
          let sent = true;
          switch (event.type) {
            case 'draft.restore':
              // Restored whole: every field as typed before the reload.
              expect(await formPage.shownValues(), where).toEqual(draft[form]);
              break;
            case 'draft.none':
              break;
            case 'form.clear':
              if (before.matches('restored')) {
                await formPage.clear();
                // Focus waits in the first field, where the visitor starts again.
                await expect(formPage.control('name'), where).toBeFocused();
              } else {
                await expect(formPage.form.getByRole('button', { name: formCommon.draft.clear }), where).toHaveCount(0);
                sent = false;
              }
              break;
            case 'connection.online':
              await formPage.connection(true);
              break;
            case 'form.submit':
              if (view === 'submitted') {
                // The flow is over: there is no form left to submit.
                await expect(formPage.form, where).toHaveCount(0);
                sent = false;
                break;
              }
              if (view !== 'busy') await formPage.fillIn(event.values);
              // Busy, the button says so with aria-disabled and stays pressable: pressed anyway.
              await formPage.submit({ evenIfBusy: view === 'busy' });
              break;
            case 'form.retry':
              await formPage.retry();
              // Retry went away with the alert; the keyboard waits on the busy button.
              await expect(formPage.submitButton, where).toBeFocused();
              break;
            case 'form.edit':
              if (view === 'busy') {
                // Locked while sending: no key reaches the message.
                await expect(formPage.control('message'), where).toBeDisabled();
                sent = false;
              } else {
                await formPage.edit();
              }
              break;
            case 'xstate.done.actor.postForm':
              await formPage.answer(event.output);
              break;
            case 'xstate.error.actor.postForm':
              await formPage.fail(event.error.reason as Exclude<FailureReason, 'timeout'>);
              break;
            default: {
              // A timer: the time passes, never a millisecond short of it.
              const timer = (event as { type: string }).type;
              const delay = timer.includes('submitDelay') ? SUBMIT_DELAY_MS : FORM_TIMEOUT_MS;
              await run(startedAt + delay - 1 - now);
              await expectShows(before, `${where}, a millisecond early`);
              await run(1);
              if (timer.includes('requestTimeout')) formPage.dropPending();
            }
          }
          if (submissionView(after) === 'submitted' && view !== 'submitted') await formPage.letToastIn();
          await expectShows(after, where);
          await replay.step(index, { besides: besides(event), sent });

          // Each entry into `sending` posts the kept values once, with the same key for the same
          // details and a different one for others.
          const posted = after.matches('sending') && !before.matches('sending');
          if (posted) posts += 1;
          await expect.poll(() => formPage.posts.length, `${where}: POSTs`).toBe(posts);
          const post = formPage.posts.at(-1);
          if (posted && post) {
            // The form token the draft was given at its first key, once the lead service's answer is in.
            const token = 'formToken' in (post.body as object) ? { formToken: expect.stringMatching(/^v1\./) } : {};
            expect(post.body, where).toEqual({ form, ...submitted, website: '', ...token });
            for (const earlier of formPage.posts.slice(0, -1)) {
              expect(earlier.key === post.key, `${where}: idempotency key`).toBe(
                JSON.stringify(earlier.body) === JSON.stringify(post.body),
              );
            }
          }
          if (submissionView(after) === 'submitted' && view !== 'submitted') {
            expect(now - startedAt, where).toBeGreaterThanOrEqual(SUBMIT_DELAY_MS);
          }
          before = after;
        }
        replay.done();
      });
    }
  });
}

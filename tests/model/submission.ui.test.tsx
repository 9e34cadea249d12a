import { screen, within } from '@testing-library/react';
import type { SubmissionFormName, SubmissionValues } from '../../machines/submissionMachine';
import ConsultationPage from '../../src/app/pages/Consultation.page';
import EnquiryPage from '../../src/app/pages/Enquiry.page';
import { LEADS_PATH } from '../../src/contract/lead';
import { formCommon } from '../../src/content/forms';
import { paths } from '../../src/content/routes';
import { consultationFormContent, enquiryFormContent, submissionFailureText } from '../../src/content/submissionForms';
import { saveDraft } from '../../src/features/forms/draft/draftStore';
import { handOverLinks } from '../../src/features/forms/messages';
import * as values from '../support/formValues';
import { control, fillIn, formVisitor, shownValues, submitButton } from '../support/formVisitor';
import { answerLead, comeOnline, failLead, FORM_TOKEN, settle } from '../support/leadFetch';
import { describeMachineModel, fakeTimeEachTest } from '../support/machineModel';
import { findToast, render } from '../support/render';
import { keysOutOfStep, postsOf, REFUSAL } from './lead.model';
import { submissionModel, type FormView, type ModelEvent } from './submission.model';

/*
 * The submission model (submission.model.ts) replayed as a visitor on the rendered enquiry and
 * consultation pages, each with its own values, posting to the site's own lead service (no
 * VITE_FORM_ENDPOINT) through a fetch the test answers (tests/support/leadFetch.ts): stored,
 * refused, no lead service, failed, or left unanswered. Walks that together take every transition
 * of the model's paths, a page load each; each step checked for what the visitor sees and sends.
 */

const pages = [
  {
    form: 'enquiry',
    Page: EnquiryPage,
    content: enquiryFormContent,
    path: paths.startProject,
    values: { first: values.enquiryFirst, edited: values.enquiryEdited, draft: values.enquiryDraft },
  },
  {
    form: 'consultation',
    Page: ConsultationPage,
    content: consultationFormContent,
    path: paths.consultation,
    values: { first: values.consultationFirst, edited: values.consultationEdited, draft: values.consultationDraft },
  },
] as const;
type PageUnderTest = (typeof pages)[number];

/** Product rule S5: the required fields. */
const required: Record<SubmissionFormName, string[]> = {
  enquiry: ['name', 'email', 'phone', 'service', 'message'],
  consultation: ['name', 'email', 'phone', 'businessType', 'challenge'],
};

const fieldsOf = (page: PageUnderTest) =>
  Object.entries(page.content.fields) as Array<[string, { label: string; options?: ReadonlyArray<{ value: string }> }]>;
const keysOf = (page: PageUnderTest) => fieldsOf(page).map(([key]) => key);
/** What a fresh form shows: required selects on their first option, every other field empty. */
const freshValues = (page: PageUnderTest) =>
  Object.fromEntries(
    fieldsOf(page).map(([key, field]) => [
      key,
      field.options && required[page.form].includes(key) ? field.options[0]!.value : '',
    ]),
  );
const form = () => document.querySelector('form');
const alertOf = () => form()?.querySelector<HTMLElement>('[role="alert"]') ?? null;
/** The success view: the nearest element around its heading that holds its links too. */
function successView(heading: HTMLElement) {
  let view = heading;
  while (!within(view).queryByRole('link', { name: formCommon.backToHome })) view = view.parentElement!;
  return view;
}
const expectHandOver = (within_: HTMLElement, page: PageUnderTest, sent: SubmissionValues) => {
  const links = handOverLinks(page.content, sent as never);
  expect(within(within_).getByRole('link', { name: formCommon.continueOnWhatsApp })).toHaveAttribute(
    'href',
    links.whatsApp,
  );
  expect(within(within_).getByRole('link', { name: formCommon.sendByEmail })).toHaveAttribute('href', links.email);
};

fakeTimeEachTest();
const visitor = formVisitor();

/** What the page shows in `view`. */
async function expectView(page: PageUnderTest, { view, failure, answer, kept, values: sent }: FormView) {
  const { content } = page;
  // The quiet line over a form restored from its draft, with the control that clears it.
  expect(screen.queryAllByText(formCommon.draft.kept)).toHaveLength(kept ? 1 : 0);
  expect(screen.queryAllByRole('button', { name: formCommon.draft.clear })).toHaveLength(kept ? 1 : 0);
  if (view === 'submitted') {
    const heading = screen.getByText(content.success.title);
    // Focus moves to the view's heading, so a screen reader says where the visitor is.
    expect(heading.tagName).toBe('H2');
    expect(heading).toHaveFocus();
    expect(screen.getByText(content.success.message)).toBeInTheDocument();
    const delivered = answer === 'stored' ? content.success.handOver.delivered : content.success.handOver.notDelivered;
    expect(screen.getByText(delivered)).toBeInTheDocument();
    expectHandOver(successView(heading), page, sent!);
    expect(within(successView(heading)).getByRole('link', { name: formCommon.backToHome })).toHaveAttribute(
      'href',
      '/',
    );
    expect(form()).not.toBeInTheDocument();
    // The specified toast, once, read out as it appears (an alert; its code downloads with it),
    // without taking focus from the heading.
    const toast = await findToast(content.toast.title);
    expect(toast.closest('[role="alert"]')).toHaveTextContent(content.toast.message);
    expect(screen.getAllByText(content.toast.title)).toHaveLength(1);
    expect(heading).toHaveFocus();
    return;
  }
  expect(screen.queryAllByText(content.toast.title)).toHaveLength(0);
  expect(screen.queryByText(content.success.title)).not.toBeInTheDocument();
  // Busy: the button says so and stays focusable, the form's own status says so, every field locked.
  const busy = view === 'busy';
  const status = form()!.querySelector(':scope > [role="status"]');
  expect(submitButton()).toHaveTextContent(busy ? formCommon.sending : content.submit);
  expect(submitButton().getAttribute('aria-disabled')).toBe(busy ? 'true' : null);
  if (busy) expect(status).toHaveTextContent(formCommon.sending);
  else expect(status).toBeEmptyDOMElement();
  for (const key of keysOf(page)) {
    if (busy) expect(control(key)).toBeDisabled();
    else expect(control(key)).toBeEnabled();
  }
  // Refused: every value kept, the service's reason under the refused field, which has focus, and
  // a note above the button to look at it.
  expect(screen.queryAllByText(formCommon.refused)).toHaveLength(view === 'rejected' ? 1 : 0);
  if (view === 'rejected') {
    expect(shownValues(keysOf(page))).toEqual(sent);
    expect(control('email')).toHaveAccessibleDescription(expect.stringContaining(REFUSAL.email));
    expect(control('email')).toHaveAttribute('aria-invalid', 'true');
    expect(control('email')).toHaveFocus();
  }
  // Failed: the alert, named by its title, with the reason; focus on Retry; every value kept, and
  // the hand-over of the same details.
  const alert = alertOf();
  expect(alert !== null).toBe(view === 'failed');
  if (view === 'failed') {
    expect(alert).toHaveAccessibleName(content.failure.title);
    expect(alert).toHaveTextContent(submissionFailureText[failure!]);
    expect(alert).toHaveTextContent(content.failure.kept);
    expect(within(alert!).getByRole('button', { name: formCommon.retry })).toHaveFocus();
    expect(shownValues(keysOf(page))).toEqual(sent);
    expectHandOver(alert!, page, sent!);
  }
}

/** Does what the visitor (or the lead service) does for `event`; says what. */
async function perform(event: ModelEvent, { view, kept }: FormView): Promise<string> {
  const { user, requests } = visitor;
  if (view === 'submitted') {
    // The form is gone: nothing the visitor does can reach the machine.
    expect(form()).not.toBeInTheDocument();
    return 'nothing: the form is gone';
  }
  switch (event.type) {
    case 'draft.restore':
    case 'draft.none':
      return 'opened the page';
    case 'form.clear':
      if (!kept) {
        expect(screen.queryByRole('button', { name: formCommon.draft.clear })).toBeNull();
        return 'nothing: no Clear form';
      }
      await user.click(screen.getByRole('button', { name: formCommon.draft.clear }));
      return 'pressed Clear form';
    case 'connection.online':
      await comeOnline();
      return 'came back online';
    case 'form.submit':
      // Busy, the button says so and stays pressable; otherwise other values are typed first.
      if (view === 'busy') expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
      else await fillIn(user, event.values);
      await user.click(submitButton());
      return 'pressed Submit';
    case 'form.retry':
      if (view !== 'failed') {
        expect(screen.queryByText(formCommon.retry)).toBeNull();
        return 'nothing: no Retry';
      }
      await user.click(within(alertOf()!).getByRole('button', { name: formCommon.retry }));
      // Retry went away with the alert; the keyboard waits on the busy button.
      expect(submitButton()).toHaveFocus();
      return 'pressed Retry';
    case 'form.edit':
      // Locked while sending.
      if (view === 'busy') expect(control('message')).toBeDisabled();
      await user.type(control('message'), '!');
      return 'typed in the message';
    case 'xstate.done.actor.postForm':
      await answerLead(requests.at(-1)!, event.output);
      return `the service answered ${event.output.outcome}`;
    case 'xstate.error.actor.postForm':
      await failLead(requests.at(-1)!, event.error.reason);
      return `the request failed (${event.error.reason})`;
  }
}

for (const page of pages) {
  const { form, values: data } = page;
  let posts = 0;
  describeMachineModel(
    submissionModel(`submissionMachine → ${form} page (UI)`, { input: { form, endpoint: LEADS_PATH }, ...data }),
    {
      ui: {
        name: `submissionMachine → ${form} page (UI)`,
        fromStart: true,
        walks: { wanted: (path) => path.taken.flat(), maxSteps: 10 },
        render(path) {
          posts = 0;
          if (path.steps[0]!.event.type === 'draft.restore') saveDraft(form, data.draft, {});
          render(<page.Page />, { path: page.path });
        },
        perform: (event, view) => perform(event as ModelEvent, view),
        // A visitor who submits other values edits the fields first.
        stepOptions: (event) => ({ besides: event.type === 'form.submit' ? ['form.edit'] : [] }),
        async expectShows(view, event) {
          await expectView(page, view);
          // Nothing is sent while time passes (a millisecond before a timer, nothing has happened).
          if (event === null) expect(visitor.requests).toHaveLength(posts);
        },
        check({ event, before, view }) {
          // Restored whole as the draft holds it; cleared, a fresh form with focus in its first field.
          if (event.type === 'draft.restore') expect(shownValues(keysOf(page))).toEqual(data.draft);
          if (event.type === 'draft.none' || (event.type === 'form.clear' && before.kept)) {
            expect(shownValues(keysOf(page))).toEqual(freshValues(page));
          }
          if (event.type === 'form.clear' && before.kept) expect(control(keysOf(page)[0]!)).toHaveFocus();
          // Each time the form turns busy it POSTs the kept values once, as JSON, with the spam
          // checks' signals (the honeypot empty, the token the draft was given), one key per details.
          const { requests } = visitor;
          if (view.view === 'busy' && before.view !== 'busy') {
            posts += 1;
            const { url, init } = requests.at(-1)!;
            expect([url, init.method]).toEqual([LEADS_PATH, 'POST']);
            expect(JSON.parse(init.body as string)).toEqual({
              form,
              ...view.values,
              website: '',
              formToken: FORM_TOKEN,
            });
          }
          expect(requests).toHaveLength(posts);
          expect(keysOutOfStep(postsOf(requests))).toEqual([]);
        },
      },
    },
  );

  describe(`${form} page: fields`, () => {
    test('every field has a visible label, native checks and no maxlength that cuts; required as S5 says', () => {
      render(<page.Page />);
      for (const [key, field] of fieldsOf(page)) {
        const name = new RegExp(`^${field.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
        expect(screen.getByRole(field.options ? 'combobox' : 'textbox', { name })).toBe(control(key));
        expect(control(key).required).toBe(required[form].includes(key));
        // A length bound is refused with a message (formChecks.test.tsx), never cut by the browser.
        if (!field.options) expect(control(key)).not.toHaveAttribute('maxlength');
      }
      for (const [key, attributes] of Object.entries({
        name: { autocomplete: 'name' },
        email: { type: 'email', autocomplete: 'email' },
        phone: { type: 'tel', inputmode: 'tel', autocomplete: 'tel' },
      })) {
        for (const [attribute, value] of Object.entries(attributes))
          expect(control(key)).toHaveAttribute(attribute, value);
      }
    });

    test('no select offers an empty choice: required ones start on their first option', () => {
      render(<page.Page />);
      for (const [key, field] of fieldsOf(page).filter(([, each]) => each.options)) {
        const choosable = Array.from((control(key) as HTMLSelectElement).options).filter((option) => !option.disabled);
        expect(choosable.map((option) => option.value)).toEqual(field.options!.map((option) => option.value));
      }
      expect(shownValues(keysOf(page))).toEqual(freshValues(page));
    });

    test('an empty submit is stopped by the browser: nothing is sent, no success view', async () => {
      vi.stubEnv('VITE_FORM_ENDPOINT', 'https://forms.example.com/f/rangrez');
      render(<page.Page />);
      await visitor.user.click(submitButton());
      expect(control('name')).toBeInvalid();
      await settle(() => vi.advanceTimersByTime(2000));
      expect(submitButton()).toHaveTextContent(page.content.submit);
      expect(visitor.requests).toHaveLength(0);
      expect(screen.queryByText(page.content.success.title)).not.toBeInTheDocument();
    });

    test('Back to Home on the success view returns to /', async () => {
      const { location } = render(<page.Page />, { path: form === 'enquiry' ? paths.enquiry : paths.consultation });
      await fillIn(visitor.user, data.first);
      await visitor.user.click(submitButton());
      await answerLead(visitor.requests.at(-1)!, { outcome: 'stored' });
      await settle(() => vi.advanceTimersByTime(500));
      const success = successView(screen.getByText(page.content.success.title));
      await visitor.user.click(within(success).getByRole('link', { name: formCommon.backToHome }));
      expect(location.history?.at(-1)).toBe('/');
    });
  });
}

test("the consultation page's WhatsApp Us sends what has been typed so far", async () => {
  render(<ConsultationPage />);
  const whatsAppUs = () => screen.getByRole('link', { name: formCommon.whatsAppUs });
  const typed = (sent: Record<string, string>) => handOverLinks(consultationFormContent, sent as never).whatsApp;
  expect(whatsAppUs()).toHaveAttribute('href', typed(shownValues(Object.keys(consultationFormContent.fields))));
  await fillIn(visitor.user, values.consultationEdited);
  expect(whatsAppUs()).toHaveAttribute('href', typed(values.consultationEdited));
  expect(whatsAppUs()).toHaveAttribute('target', '_blank');
  expect(whatsAppUs()).toHaveAttribute('rel', 'noopener noreferrer');
});

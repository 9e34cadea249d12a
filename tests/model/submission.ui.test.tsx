import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { FORM_TIMEOUT_MS, SUBMIT_DELAY_MS } from '../../machines/constants';
import { submissionMachine, type SubmissionFormName, type SubmissionValues } from '../../machines/submissionMachine';
import { LEADS_PATH } from '../../src/contract/lead';
import { formCommon } from '../../src/content/forms';
import { consultationFormContent, enquiryFormContent, submissionFailureText } from '../../src/content/submissionForms';
import { handOverLinks, type HandOverLinks } from '../../src/features/forms/messages';
import ConsultationPage from '../../src/app/pages/Consultation.page';
import EnquiryPage from '../../src/app/pages/Enquiry.page';
import {
  consultationDraft,
  consultationEdited,
  consultationFirst,
  enquiryDraft,
  enquiryEdited,
  enquiryFirst,
} from '../support/formValues';
import { saveDraft } from '../../src/features/forms/draft/draftStore';
import { measureReplays } from '../support/inspector';
import { coveringWalks, notExercised, recordCoverage, type ModelPath } from '../support/model';
import { findToast, render } from '../support/render';
import {
  besides,
  describePath,
  ENDPOINT,
  expectedAfter,
  formShown,
  isRunningTimer,
  REFUSAL,
  submissionModel,
  type ModelEvent,
  type SubmissionEvent,
  type SubmissionExpectation,
} from './submission.model';
import { FORM_TOKEN, stubLeadFetch, type HeldRequest } from '../support/leadFetch';

/*
 * The submission machine's paths (the same model as submission.machine.test.ts, with each form's
 * own values), replayed as a visitor on the rendered enquiry and consultation pages, which post to
 * the site's own lead service (no VITE_FORM_ENDPOINT) through a stubbed fetch that the test
 * answers as the service would (stored, refused), as a static host would (no lead service), fails
 * or leaves unanswered. Fake timers
 * run the 500 ms minimum and the 15 s timeout; each step is checked for what the visitor sees, as
 * product rules S4 and D16 call for after the moves so far (`expectedAfter`, written apart from the
 * chart, so a wrong transition fails where it shows), and each delayed step is checked not to
 * happen a millisecond early.
 */

// ---------------------------------------------------------------------------------------------
// The two forms

interface FieldContent {
  label: string;
  options?: unknown;
  maxLength?: number;
}

interface PageUnderTest {
  form: SubmissionFormName;
  Page: ComponentType;
  content: typeof enquiryFormContent | typeof consultationFormContent;
  links: (values: never) => HandOverLinks;
  first: SubmissionValues;
  edited: SubmissionValues;
  draft: SubmissionValues;
}

const pages: Record<SubmissionFormName, PageUnderTest> = {
  enquiry: {
    form: 'enquiry',
    Page: EnquiryPage,
    content: enquiryFormContent,
    links: (values) => handOverLinks(enquiryFormContent, values),
    first: enquiryFirst,
    edited: enquiryEdited,
    draft: enquiryDraft,
  },
  consultation: {
    form: 'consultation',
    Page: ConsultationPage,
    content: consultationFormContent,
    links: (values) => handOverLinks(consultationFormContent, values),
    first: consultationFirst,
    edited: consultationEdited,
    draft: consultationDraft,
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field by its visible label (a required one ends in an asterisk): what assistive technology
 * finds. Role queries are slow on a whole page, so the replay finds fields by name instead, and
 * the fields test checks that both agree. */
function labelled(content: FieldContent) {
  const name = new RegExp(`^${escape(content.label)}( \\*)?$`);
  return screen.getByRole(content.options ? 'combobox' : 'textbox', { name });
}

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const control = (key: string) => document.querySelector(`form [name="${key}"]`) as FieldElement;

function fieldsOf(page: PageUnderTest) {
  return Object.entries(page.content.fields) as Array<[keyof SubmissionValues & string, FieldContent]>;
}

function shownValues(page: PageUnderTest): Record<string, string> {
  return Object.fromEntries(fieldsOf(page).map(([key]) => [key, control(key).value]));
}

/** What a fresh form shows: required selects on their first option, every other field empty
 * (product rule S5). */
function freshValues(page: PageUnderTest): Record<string, string> {
  return Object.fromEntries(
    fieldsOf(page).map(([key, content]) => {
      const options = content.options as ReadonlyArray<{ value: string }> | undefined;
      return [key, options && required[page.form].includes(key) ? options[0]!.value : ''];
    }),
  );
}

/** The browser's word on the connection, which the page reads when a request gets no answer. */
function connection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

// ---------------------------------------------------------------------------------------------
// The models: the same events as the machine test, with each form's own values

function modelOf(page: PageUnderTest) {
  return submissionModel(`submissionMachine → ${page.form} page (UI)`, {
    input: { form: page.form, endpoint: LEADS_PATH },
    first: page.first,
    edited: page.edited,
    draft: page.draft,
  });
}
const models = { enquiry: modelOf(pages.enquiry), consultation: modelOf(pages.consultation) };
/** What the page's actor did. */
const measured = {
  enquiry: measureReplays(submissionMachine, 'submissionMachine → enquiry page (UI)'),
  consultation: measureReplays(submissionMachine, 'submissionMachine → consultation page (UI)'),
};

afterAll(() => {
  for (const page of Object.values(pages)) recordCoverage(measured[page.form].coverage());
});

// ---------------------------------------------------------------------------------------------
// The browser: fake timers, a stubbed fetch the test settles

let requests: HeldRequest[];
let user: UserEvent;
let now: number;

/** jsdom cannot follow links; the hand-over links are checked by their href. */
const stopNavigation = (event: MouseEvent) => {
  if ((event.target as Element | null)?.closest('a')) event.preventDefault();
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  // Testing Library drains pending work after each user-event action with a 0 ms timeout, which
  // it advances itself only when it sees Jest's fake timers; pointed at Vitest's, it does the same.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  requests = [];
  now = 0;
  stubLeadFetch(requests);
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
  document.addEventListener('click', stopNavigation);
});
afterEach(() => {
  document.removeEventListener('click', stopNavigation);
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Lets a settled request reach the machine and the page. */
async function settle(action: () => void) {
  await act(async () => {
    action();
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  now += ms;
}

// ---------------------------------------------------------------------------------------------
// What the visitor does

/** Makes the fields show `values`, changing only what differs, as a visitor would. */
async function fillIn(page: PageUnderTest, values: SubmissionValues) {
  const shown = shownValues(page);
  for (const [key, content] of fieldsOf(page)) {
    const wanted = (values as unknown as Record<string, string>)[key] ?? '';
    if (shown[key] === wanted) continue;
    const element = control(key);
    if (content.options) {
      await user.selectOptions(element, wanted);
    } else {
      // Clear what is there, then paste: at most two changes, as a visitor correcting a field.
      if (element.value) await user.clear(element);
      else act(() => element.focus());
      if (wanted) await user.paste(wanted);
    }
  }
}

const form = () => document.querySelector('form');
const submitButton = () => form()!.querySelector('button[type="submit"]') as HTMLButtonElement;
/** The failure alert, if shown; checked to be named by its title. */
function failureAlert(page: PageUnderTest) {
  const alert = form()?.querySelector<HTMLElement>('[role="alert"]') ?? null;
  if (alert) expect(alert).toHaveAccessibleName(page.content.failure.title);
  return alert;
}

const delayName = (type: string) => type.split('.')[2];

/** Performs one model step as a visitor (or as the endpoint, or as time passing). */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function perform(page: PageUnderTest, event: ModelEvent, before: SubmissionExpectation) {
  const { view } = before;
  if (view === 'submitted') {
    // The flow is over: the form is gone, so nothing the visitor does can reach the machine.
    expect(form()).not.toBeInTheDocument();
    return;
  }
  switch (event.type) {
    case 'draft.restore':
    case 'draft.none':
      // The page's start: the render, with or without a draft kept in the tab (see replay).
      return;
    case 'form.clear': {
      const clear = screen.queryByRole('button', { name: formCommon.draft.clear });
      if (!before.kept) {
        expect(clear).not.toBeInTheDocument();
        return;
      }
      await user.click(clear!);
      return;
    }
    case 'connection.online':
      // The connection returns: the browser says so, once.
      connection(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      for (let turn = 0; turn < 10; turn += 1) await act(async () => Promise.resolve());
      return;
    case 'form.submit': {
      if (view === 'busy') {
        // The button stays focusable but says it is busy; pressing it changes nothing.
        expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
      } else {
        // From a failure with other values, the visitor edits first: the page goes through
        // `editing` (edits leave the failure, so that Retry never sends stale values).
        await fillIn(page, event.values);
      }
      await user.click(submitButton());
      return;
    }
    case 'form.retry': {
      if (view !== 'failed') {
        expect(screen.queryByText(formCommon.retry)).not.toBeInTheDocument();
        return;
      }
      await user.click(within(failureAlert(page)!).getByRole('button', { name: formCommon.retry }));
      // Retry went away with the alert; the keyboard waits on the busy button.
      expect(submitButton()).toHaveFocus();
      return;
    }
    case 'form.edit': {
      const message = control('message');
      if (view === 'busy') {
        // Locked while sending.
        expect(message).toBeDisabled();
      }
      await user.type(message, '!');
      return;
    }
    case 'xstate.done.actor.postForm': {
      const { outcome } = event.output;
      await settle(() =>
        requests
          .at(-1)!
          .resolve(
            outcome === 'stored'
              ? json(201, { id: '7d0f6c2e-1b1a-4c53-9a0e-3f2d1c0b9a87' })
              : outcome === 'refused'
                ? json(400, { error: 'invalid', fields: REFUSAL })
                : new Response('<h1>404 Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
          ),
      );
      return;
    }
    case 'xstate.error.actor.postForm': {
      const reason = event.error.reason;
      await settle(() => {
        const request = requests.at(-1)!;
        connection(reason !== 'offline');
        if (reason === 'http') request.resolve(json(503, { error: 'unavailable' }));
        else if (reason === 'network' || reason === 'offline') request.reject(new TypeError('Failed to fetch'));
        else request.reject(new DOMException('The operation timed out.', 'TimeoutError'));
      });
      return;
    }
    default: {
      // A delayed event: the time passes. One that is not running (a timer of another mode, or
      // one already over) has nothing to wait for.
      if (!isRunningTimer(before, event)) return;
      const delay = delayName((event as { type: string }).type) === 'submitDelay' ? SUBMIT_DELAY_MS : FORM_TIMEOUT_MS;
      advance(startedAt + delay - 1 - now);
      // Never a millisecond early.
      await expectView(page, before);
      advance(1);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// What the visitor sees

let startedAt = 0;
let submitted: SubmissionValues | null = null;

/** The success view: the nearest element around its heading that holds its links too. */
function successView(heading: HTMLElement) {
  let view = heading;
  while (!within(view).queryByRole('link', { name: formCommon.backToHome })) view = view.parentElement!;
  return view;
}

async function expectView(page: PageUnderTest, { view, failure, answer, kept }: SubmissionExpectation) {
  const { content } = page;

  // The quiet line over a form restored from its draft, with the control that clears it.
  if (kept) {
    expect(form()).toHaveTextContent(formCommon.draft.kept);
    expect(within(form()!).getByRole('button', { name: formCommon.draft.clear })).toBeInTheDocument();
  } else {
    expect(screen.queryByText(formCommon.draft.kept)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: formCommon.draft.clear })).not.toBeInTheDocument();
  }

  if (view === 'submitted') {
    const heading = screen.getByText(content.success.title);
    expect(heading.tagName).toBe('H2');
    // Focus moves to the view's heading, so a screen reader says where the visitor is.
    expect(heading).toHaveFocus();
    expect(screen.getByText(content.success.message)).toBeInTheDocument();
    expect(
      screen.getByText(
        answer === 'stored' ? content.success.handOver.delivered : content.success.handOver.notDelivered,
      ),
    ).toBeInTheDocument();
    const links = page.links(submitted as never);
    const main = successView(heading);
    expect(within(main).getByRole('link', { name: formCommon.continueOnWhatsApp })).toHaveAttribute(
      'href',
      links.whatsApp,
    );
    expect(within(main).getByRole('link', { name: formCommon.sendByEmail })).toHaveAttribute('href', links.email);
    expect(within(main).getByRole('link', { name: formCommon.backToHome })).toHaveAttribute('href', '/');
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
  const button = submitButton();
  // The form's own status (each field with a length bound has one more, for its count).
  const status = form()!.querySelector(':scope > [role="status"]');

  if (view === 'busy') {
    expect(button).toHaveTextContent(formCommon.sending);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(status).toHaveTextContent(formCommon.sending);
    for (const [key] of fieldsOf(page)) expect(control(key)).toBeDisabled();
  } else {
    expect(button).toHaveTextContent(content.submit);
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(status).toBeEmptyDOMElement();
    for (const [key] of fieldsOf(page)) expect(control(key)).toBeEnabled();
  }

  if (view === 'rejected') {
    // Every value kept, the service's reason under the refused field, which has focus, and the
    // form says once, above its button, to look at the notes.
    expect(shownValues(page)).toEqual(submitted);
    expect(control('email')).toHaveAccessibleDescription(expect.stringContaining(REFUSAL.email));
    expect(control('email')).toHaveAttribute('aria-invalid', 'true');
    expect(control('email')).toHaveFocus();
    expect(screen.getByText(formCommon.refused)).toBeInTheDocument();
  } else {
    expect(screen.queryByText(formCommon.refused)).not.toBeInTheDocument();
  }

  if (view === 'failed') {
    const alert = failureAlert(page);
    expect(alert).toBeInTheDocument();
    expect(alert).toHaveTextContent(submissionFailureText[failure!]);
    expect(alert).toHaveTextContent(content.failure.kept);
    // Focus is on Retry, so the next step is one key away.
    expect(within(alert!).getByRole('button', { name: formCommon.retry })).toHaveFocus();
    // Every value is kept, and the hand-over carries the same details.
    expect(shownValues(page)).toEqual(submitted);
    const links = page.links(submitted as never);
    expect(within(alert!).getByRole('link', { name: formCommon.continueOnWhatsApp })).toHaveAttribute(
      'href',
      links.whatsApp,
    );
    expect(within(alert!).getByRole('link', { name: formCommon.sendByEmail })).toHaveAttribute('href', links.email);
  } else {
    expect(failureAlert(page)).not.toBeInTheDocument();
  }
}

// ---------------------------------------------------------------------------------------------
// The replay

async function replay(page: PageUnderTest, path: ModelPath<SubmissionEvent>) {
  submitted = null;
  startedAt = 0;
  // The path's first step is the page's start: with a draft kept in the tab, or none.
  const restoring = path.steps[0]!.event.type === 'draft.restore';
  if (restoring) saveDraft(page.form, page.draft, {});
  render(<page.Page />, { path: page.form === 'enquiry' ? '/start-project' : '/consultation' });
  const measuring = measured[page.form].replay(path, { fromStart: true });

  let before = formShown;
  let requestCount = 0;

  for (const [index, step] of path.steps.entries()) {
    const event = step.event as ModelEvent;
    const after = expectedAfter(before, event);
    const enters = before.view !== 'busy' && after.view === 'busy';
    if (enters) startedAt = now;
    if (enters && event.type === 'form.submit') submitted = event.values;

    await perform(page, event, before);
    measuring.step(index, { besides: besides(event) });
    await expectView(page, after);
    // Restored whole, every field as the draft holds it; cleared, as a fresh form, with focus in
    // the first field, where the visitor starts again.
    if (event.type === 'draft.restore') expect(shownValues(page)).toEqual(page.draft);
    if (event.type === 'draft.none') expect(shownValues(page)).toEqual(freshValues(page));
    if (event.type === 'form.clear' && before.kept) {
      expect(shownValues(page)).toEqual(freshValues(page));
      expect(control(fieldsOf(page)[0]![0])).toHaveFocus();
    }
    // Each time the form turns busy it POSTs the kept values once, as JSON, with the spam checks'
    // signals: the honeypot left empty, and the token the draft was given at its first key.
    if (enters) {
      requestCount += 1;
      const request = requests.at(-1)!;
      expect(request.url).toBe(LEADS_PATH);
      expect(request.init.method).toBe('POST');
      expect(JSON.parse(request.init.body as string)).toEqual({
        form: page.form,
        ...submitted,
        website: '',
        formToken: FORM_TOKEN,
      });
      // One idempotency key per set of details: every request with the same body has the same
      // key, and a different body never has it.
      const keyOf = (sent: HeldRequest) => (sent.init.headers as Record<string, string>)['Idempotency-Key'];
      expect(keyOf(request)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      for (const earlier of requests.slice(0, -1)) {
        expect(keyOf(earlier) === keyOf(request)).toBe(earlier.init.body === request.init.body);
      }
    }
    expect(requests).toHaveLength(requestCount);
    if (after.view === 'submitted') expect(now - startedAt).toBeGreaterThanOrEqual(SUBMIT_DELAY_MS);
    before = after;
  }
  measuring.done();
}

for (const page of Object.values(pages)) {
  describe(`${page.form} page driven by the submission machine: every edge of the model`, () => {
    const model = models[page.form];
    test('the paths take every state and transition', () => {
      expect(model.coverage.states.missing).toEqual([]);
      expect(model.coverage.transitions.missing).toEqual([]);
    });
    // Walks that together take every transition of the model's paths (the machine replay takes
    // every path): each a page load, typing and waiting as a visitor does.
    const wanted = new Set(model.paths.flatMap((path) => path.taken.flat()));
    const walks = coveringWalks(model.graph, { wanted, maxSteps: 10 });
    test('the walks take every transition', () => {
      expect(notExercised(walks, wanted)).toEqual([]);
    });
    test.each(walks.map((path) => [describePath(path, page.first), path] as const))('%s', async (_name, path) => {
      await replay(page, path);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The fields, and what the model does not reach

const required: Record<SubmissionFormName, string[]> = {
  // product rule S5
  enquiry: ['name', 'email', 'phone', 'service', 'message'],
  consultation: ['name', 'email', 'phone', 'businessType', 'challenge'],
};

for (const page of Object.values(pages)) {
  describe(`${page.form} page: fields`, () => {
    test('every field has a visible label; required ones are those of product rule S5', () => {
      render(<page.Page />);
      for (const [key, content] of fieldsOf(page)) {
        expect(labelled(content)).toBe(control(key));
        if (required[page.form].includes(key)) expect(control(key)).toBeRequired();
        else expect(control(key)).not.toBeRequired();
      }
    });

    test('text fields carry native type checks and autocomplete tokens, and no maxlength that cuts', () => {
      render(<page.Page />);
      expect(control('name')).toHaveAttribute('autocomplete', 'name');
      expect(control('email')).toHaveAttribute('type', 'email');
      expect(control('email')).toHaveAttribute('autocomplete', 'email');
      expect(control('phone')).toHaveAttribute('type', 'tel');
      expect(control('phone')).toHaveAttribute('inputmode', 'tel');
      expect(control('phone')).toHaveAttribute('autocomplete', 'tel');
      // A length bound is refused with a message (formChecks.test.tsx), never cut by the browser.
      for (const [key, content] of fieldsOf(page)) {
        if (!content.options) expect(control(key)).not.toHaveAttribute('maxlength');
      }
    });

    test('no select offers an empty choice: required ones start on their first option', () => {
      render(<page.Page />);
      for (const [key, content] of fieldsOf(page)) {
        if (!content.options) continue;
        const options = Array.from((control(key) as HTMLSelectElement).options);
        const choosable = options.filter((option) => !option.disabled);
        expect(choosable.map((option) => option.value)).toEqual(
          (content.options as ReadonlyArray<{ value: string }>).map((option) => option.value),
        );
        expect(control(key).value).toBe(required[page.form].includes(key) ? choosable[0]!.value : '');
      }
    });

    test('an empty submit is stopped by the browser: nothing is sent, no success view', async () => {
      vi.stubEnv('VITE_FORM_ENDPOINT', ENDPOINT);
      render(<page.Page />);
      await user.click(submitButton());
      expect(control('name')).toBeInvalid();
      advance(SUBMIT_DELAY_MS * 4);
      expect(submitButton()).toHaveTextContent(page.content.submit);
      expect(requests).toHaveLength(0);
      expect(screen.queryByText(page.content.success.title)).not.toBeInTheDocument();
    });

    test('Back to Home on the success view returns to /', async () => {
      const { location } = render(<page.Page />, { path: page.form === 'enquiry' ? '/enquiry' : '/consultation' });
      await fillIn(page, page.first);
      await user.click(submitButton());
      await settle(() => requests.at(-1)!.resolve(json(201, { id: '7d0f6c2e-1b1a-4c53-9a0e-3f2d1c0b9a87' })));
      advance(SUBMIT_DELAY_MS);
      const success = successView(screen.getByText(page.content.success.title));
      await user.click(within(success).getByRole('link', { name: formCommon.backToHome }));
      expect(location.history?.at(-1)).toBe('/');
    });
  });
}

test("the consultation page's WhatsApp Us sends what has been typed so far", async () => {
  render(<ConsultationPage />);
  const whatsAppUs = () => screen.getByRole('link', { name: formCommon.whatsAppUs });
  expect(whatsAppUs()).toHaveAttribute(
    'href',
    handOverLinks(consultationFormContent, shownValues(pages.consultation)).whatsApp,
  );
  await fillIn(pages.consultation, consultationEdited);
  expect(whatsAppUs()).toHaveAttribute('href', handOverLinks(consultationFormContent, consultationEdited).whatsApp);
  expect(whatsAppUs()).toHaveAttribute('target', '_blank');
  expect(whatsAppUs()).toHaveAttribute('rel', 'noopener noreferrer');
});

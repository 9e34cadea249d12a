import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { MockInstance } from 'vitest';
import { FORM_TIMEOUT_MS, STORE_RETRY_MS } from '../../machines/constants';
import { contactFormMachine } from '../../machines/contactFormMachine';
import { ContactForm } from '../../src/features/forms/contact/ContactForm';
import { contactFormContent, contactServiceOptions, type ContactValues } from '../../src/content/contactForm';
import { chatUrl } from '../../src/features/forms/messages';
import { measureReplays } from '../support/inspector';
import { coveringWalks, notExercised, recordCoverage, type ModelPath } from '../support/model';
import { findToast, render } from '../support/render';
import { saveDraft } from '../../src/features/forms/draft/draftStore';
import { formCommon } from '../../src/content/forms';
import {
  contactDraft,
  contactFormModel,
  contactValues,
  describeContactPath,
  ENDPOINT,
  expectedAfter,
  LINK,
  OTHER_LINK,
  startView,
  type ContactEvent,
  type ContactModelEvent,
  type ContactView,
} from './contactForm.model';
import { REFUSAL } from './submission.model';
import { FORM_TOKEN, stubLeadFetch, type HeldRequest } from '../support/leadFetch';

/*
 * The contact form machine's paths (the same model as contactForm.machine.test.ts), replayed as a
 * visitor on the rendered form: window.open is stubbed to return a window (opened) or null
 * (blocked by the browser), fetch is stubbed so that the test answers, fails or leaves unanswered
 * each store of the details, fake timers run the timeout and the back-off, and every step is
 * checked for what the visitor sees: the view that product rules D15 and D16 call for after the
 * moves so far (`expectedAfter`, written apart from the chart), so a wrong transition fails where
 * it shows. Two regions side by side make over a thousand paths that differ only in the order of
 * independent steps: the form takes walks (coveringWalks, as the browser replays do) that together
 * take every transition of the model's paths; the machine replay sends every event from every
 * state.
 */

const model = contactFormModel('contactFormMachine');
const wanted = new Set(model.paths.flatMap((path) => path.taken.flat()));
const paths = coveringWalks(model.graph, { wanted, maxSteps: 12 });
const measured = measureReplays(contactFormMachine, 'contactFormMachine → ContactForm (UI)');
afterAll(() => recordCoverage(measured.coverage()));

const { fields, blocked, blockedStored } = contactFormContent;
const valuesOfLink = new Map([
  [LINK, contactValues.first],
  [OTHER_LINK, contactValues.second],
]);
const empty: ContactValues = { name: '', email: '', phone: '', service: '', message: '' };

let open: MockInstance<typeof window.open>;
let user: UserEvent;

let requests: HeldRequest[];

/** jsdom cannot follow links; a real browser opens the chat in a new tab. */
const stopNavigation = (event: MouseEvent) => {
  if ((event.target as Element | null)?.closest('a')) event.preventDefault();
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  // Testing Library drains pending work with a 0 ms timeout it advances only under Jest's fake
  // timers; pointed at Vitest's, it does the same.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  requests = [];
  stubLeadFetch(requests);
  open = vi.spyOn(window, 'open');
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
  document.addEventListener('click', stopNavigation);
});
afterEach(() => {
  open.mockRestore();
  vi.restoreAllMocks();
  document.removeEventListener('click', stopNavigation);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Lets a settled request reach the machine and the form. */
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
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const field = {
  name: () => screen.getByRole('textbox', { name: new RegExp(`^${fields.name.label}`) }),
  email: () => screen.getByRole('textbox', { name: new RegExp(`^${fields.email.label}`) }),
  phone: () => screen.getByRole('textbox', { name: new RegExp(`^${fields.phone.label}`) }),
  service: () => screen.getByRole('combobox', { name: new RegExp(`^${fields.service.label}`) }),
  message: () => screen.getByRole('textbox', { name: new RegExp(`^${fields.message.label}`) }),
};
/** Role queries are slow on a whole form, so the replay finds fields by name; the fields test
 * checks the labels. */
const control = (key: keyof ContactValues) =>
  document.querySelector(`form [name="${key}"]`) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const submitButton = () => document.querySelector('form button[type="submit"]') as HTMLButtonElement;
/** The blocked alert, if shown. */
const blockedAlert = () => document.querySelector<HTMLElement>('form [role="alert"]');

/** The browser's word on the connection, which the page reads when a request gets no answer. */
function connection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

function shownValues(): ContactValues {
  return {
    name: control('name').value,
    email: control('email').value,
    phone: control('phone').value,
    service: control('service').value as ContactValues['service'],
    message: control('message').value,
  };
}

/** Types (pastes) each field that differs from `values`, as a visitor correcting the form. */
async function fillIn(values: ContactValues) {
  const shown = shownValues();
  for (const key of ['name', 'email', 'phone', 'message'] as const) {
    if (shown[key] === values[key]) continue;
    // Clear what is there, then paste: at most two changes, as a visitor correcting a field.
    if (shown[key]) await user.clear(control(key));
    else act(() => control(key).focus());
    if (values[key]) await user.paste(values[key]);
  }
  if (shown.service !== values.service) await user.selectOptions(control('service'), values.service);
}

/** Submits with the browser answering window.open with a window, or blocking it (null). */
async function submitWith(result: 'window' | 'blocked') {
  const chat = { opener: window } as unknown as Window;
  open.mockImplementationOnce(() => (result === 'window' ? chat : null));
  const before = open.mock.calls.length;
  const values = shownValues();
  await user.click(submitButton());
  expect(open).toHaveBeenCalledTimes(before + 1);
  // The chat link of exactly what was typed, in a new window, without features (no noopener:
  // it would make every call return null); the opener is cut on the window instead.
  expect(open.mock.calls.at(-1)).toEqual([chatUrl(contactFormContent, values), '_blank']);
  if (result === 'window') expect(chat.opener).toBeNull();
}

let handOvers = 0;
/** What the visitor has typed into the fields so far in this replay. */
let typed: ContactValues = empty;

async function expectShows(
  { view, link, store, kept: restored }: ContactView,
  kept: ContactValues,
  alertIsNew: boolean | null = true,
  handedOver = true,
) {
  // The form's own status, beside its button (each field with a length bound has one for its count).
  const status = document.querySelector('form [role="status"]:not(fieldset [role="status"])');
  // Once the details are stored, a quiet line says so beside the hand-over; a blocked window's
  // alert says it itself, calmly, since nothing is left to do.
  const storedShown = store.phase === 'resting' && store.result === 'stored' && view !== 'editing';
  expect(screen.queryAllByText(contactFormContent.stored)).toHaveLength(storedShown && view === 'sent' ? 1 : 0);
  // With no connection, a line says the details go once it is back.
  expect(screen.queryAllByText(contactFormContent.offline)).toHaveLength(store.phase === 'offline' ? 1 : 0);
  // Over a form restored from its draft, the quiet line with the control that clears it.
  expect(screen.queryAllByText(formCommon.draft.kept)).toHaveLength(restored ? 1 : 0);
  expect(screen.queryAllByRole('button', { name: formCommon.draft.clear })).toHaveLength(restored ? 1 : 0);
  if (view === 'sent') {
    expect(status).toHaveTextContent(contactFormContent.sent);
    if (storedShown) expect(status).toHaveTextContent(contactFormContent.stored);
    expect(shownValues()).toEqual(empty);
  } else {
    expect(status).not.toHaveTextContent(contactFormContent.sent);
    expect(shownValues()).toEqual(kept);
  }
  // After a hand-over, its toast with the specified words (product rule S8), once, read out as it
  // appears (an alert; its code downloads with it); it goes when the visitor starts a new message.
  if (view === 'sent') {
    expect(handOvers).toBeGreaterThan(0);
    // Checked as the hand-over happens: it closes by itself once read (its own timer), which the
    // time a walk lets pass for the store may run out.
    if (handedOver) {
      const title = await findToast(contactFormContent.toast.title);
      expect(title.closest('[role="alert"]')).toHaveTextContent(contactFormContent.toast.message);
      expect(screen.getAllByText(contactFormContent.toast.title)).toHaveLength(1);
      expect(status).not.toHaveTextContent(contactFormContent.toast.title);
    }
  } else {
    expect(screen.queryAllByText(contactFormContent.toast.title)).toHaveLength(0);
  }

  if (view === 'blocked') {
    const alert = blockedAlert();
    expect(alert).not.toBeNull();
    const words = storedShown ? blockedStored : blocked;
    expect(alert).toHaveAccessibleName(words.title);
    expect(alert).toHaveTextContent(words.message);
    const ready = within(alert!).getByRole('link', { name: blocked.link });
    expect(ready).toHaveAttribute('href', link);
    expect(ready).toHaveAttribute('target', '_blank');
    expect(ready).toHaveAttribute('rel', 'noopener noreferrer');
    // A new alert takes the keyboard to its link: the next step is one key away. A repeated
    // block of the same text changes nothing on screen, and focus stays on the button.
    // (null: the step was no submit, and focus stays where it was.)
    if (alertIsNew !== null) expect(alertIsNew ? ready : submitButton()).toHaveFocus();
  } else {
    expect(blockedAlert()).not.toBeInTheDocument();
  }
}

/** Performs one model step as a visitor would (or as the lead service, or as time passing). */
async function perform(event: ContactModelEvent, before: ContactView): Promise<void> {
  const { view } = before;
  switch (event.type) {
    case 'draft.restore':
      // The page's start, with the draft kept in the tab (the render, before the walk).
      typed = contactDraft;
      return;
    case 'draft.none':
      return;
    case 'form.clear': {
      const clear = screen.queryByRole('button', { name: formCommon.draft.clear });
      if (!before.kept) {
        expect(clear).not.toBeInTheDocument();
        return;
      }
      await user.click(clear!);
      typed = empty;
      // The control went with the line; the keyboard waits in the first field.
      expect(control('name')).toHaveFocus();
      return;
    }
    case 'connection.online':
      // The connection returns: the browser says so, once.
      connection(true);
      await settle(() => window.dispatchEvent(new Event('online')));
      return;
    case 'handover.opened': {
      // The first message: typed again where the fields show another, or none (after a hand-over).
      typed = contactValues.first;
      await fillIn(typed);
      await submitWith('window');
      handOvers += 1;
      return;
    }
    case 'handover.blocked': {
      // A different text means editing the fields first: the UI goes through `editing`.
      typed = valuesOfLink.get(event.link)!;
      await fillIn(typed);
      await submitWith('blocked');
      return;
    }
    case 'handover.linkClicked': {
      if (view !== 'blocked') {
        // There is no ready-made link to click.
        expect(screen.queryByRole('link', { name: blocked.link })).not.toBeInTheDocument();
        return;
      }
      await user.click(screen.getByRole('link', { name: blocked.link }));
      handOvers += 1;
      // The link went away with the alert; the keyboard stays on the form's button.
      expect(submitButton()).toHaveFocus();
      return;
    }
    case 'form.edit': {
      await user.type(control('phone'), '9');
      typed = { ...typed, phone: `${typed.phone}9` };
      return;
    }
    case 'xstate.done.actor.postForm': {
      const { outcome } = event.output;
      await settle(() =>
        requests.at(-1)!.resolve(
          outcome === 'stored'
            ? json(201, { id: '7d0f6c2e-1b1a-4c53-9a0e-3f2d1c0b9a87' })
            : outcome === 'refused'
              ? json(400, { error: 'invalid', fields: REFUSAL })
              : new Response('<h1>405 Method Not Allowed</h1>', {
                  status: 405,
                  headers: { 'Content-Type': 'text/html' },
                }),
        ),
      );
      return;
    }
    case 'xstate.error.actor.postForm':
      connection(event.error.reason !== 'offline');
      await settle(() => requests.at(-1)!.reject(new TypeError('Failed to fetch')));
      return;
    default: {
      // A timer: the time passes, never a millisecond short of it; one not running has nothing
      // to wait for.
      const { store } = before;
      const type = (event as { type: string }).type;
      const delay =
        type.includes('requestTimeout') && store.phase === 'trying'
          ? FORM_TIMEOUT_MS
          : type.includes('storeBackoff') && store.phase === 'waiting'
            ? STORE_RETRY_MS * 2 ** (store.attempts - 1)
            : null;
      if (delay === null) return;
      const count = requests.length;
      advance(delay - 1);
      expect(requests).toHaveLength(count);
      advance(1);
      // Flushes the aborted request's rejection.
      await settle(() => {});
    }
  }
}

describe('contact form driven by its machine: every transition of the model', () => {
  test('the paths take every state and transition, and the walks every transition', () => {
    expect(model.coverage.states.missing).toEqual([]);
    expect(model.coverage.transitions.missing).toEqual([]);
    expect(notExercised(paths, wanted)).toEqual([]);
  });

  test.each(paths.map((path) => [describeContactPath(path), path] as const))(
    '%s',
    async (_description, path: ModelPath<ContactEvent>) => {
      handOvers = 0;
      typed = empty;
      // The walk's first step is the page's start: with a draft kept in the tab, or none.
      if (path.steps[0]!.event.type === 'draft.restore') saveDraft('contact', contactDraft, {});
      render(<ContactForm />);
      const replay = measured.replay(path, { fromStart: true });
      let expected: ContactView = startView;
      /** The key each message was first stored with. */
      const keyOf = new Map<string, string>();
      let posts = 0;
      for (const [index, step] of path.steps.entries()) {
        const event = step.event as ContactModelEvent;
        await perform(event, expected);
        // A hand-over of other text than the fields show starts with the visitor's edits.
        replay.step(index, { besides: event.type.startsWith('handover.') ? ['form.edit'] : [] });
        const previous = expected;
        expected = expectedAfter(expected, event);
        // A hand-over clears the fields; nothing else does.
        if (expected.view === 'sent') typed = empty;
        await expectShows(
          expected,
          typed,
          event.type === 'handover.blocked' ? previous.view !== 'blocked' || previous.link !== expected.link : null,
          event.type === 'handover.opened' || event.type === 'handover.linkClicked',
        );

        // Each try posts the first waiting message to the lead service, with the key it was
        // first sent with.
        const { store } = expected;
        const tried =
          store.phase === 'trying' &&
          (previous.store.phase !== 'trying' ||
            event.type === 'xstate.done.actor.postForm' ||
            previous.store.queue[0] !== store.queue[0]);
        if (tried) {
          posts += 1;
          const request = requests.at(-1)!;
          expect(request.url).toBe(ENDPOINT);
          const body = JSON.parse(request.init.body as string) as Record<string, unknown>;
          const values = contactValues[store.queue[0]!];
          expect(body).toEqual({ form: 'contact', ...values, website: '', formToken: FORM_TOKEN });
          const key = (request.init.headers as Record<string, string>)['Idempotency-Key']!;
          expect(key).toBe(keyOf.get(values.message) ?? key);
          keyOf.set(values.message, key);
          expect(new Set(keyOf.values()).size).toBe(keyOf.size);
        }
        expect(requests).toHaveLength(posts);
      }
      replay.done();
    },
    // A walk types several messages, one key at a time where a visitor would.
    60_000,
  );
});

describe('contact form: fields and hand-over', () => {
  test('fields carry native checks, visible labels and autocomplete tokens, and no maxlength that cuts', () => {
    render(<ContactForm />);
    // Each field is found by its visible label (what the replay finds by name).
    for (const key of ['name', 'email', 'phone', 'service', 'message'] as const)
      expect(field[key]()).toBe(control(key));
    expect(field.name()).toBeRequired();
    expect(field.name()).toHaveAttribute('autocomplete', 'name');
    // A length bound is refused with a message (formChecks.test.tsx), never cut by the browser.
    expect(field.name()).not.toHaveAttribute('maxlength');
    expect(field.email()).toBeRequired();
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.email()).toHaveAttribute('autocomplete', 'email');
    expect(field.phone()).not.toBeRequired();
    expect(field.phone()).toHaveAttribute('type', 'tel');
    expect(field.phone()).toHaveAttribute('inputmode', 'tel');
    expect(field.phone()).toHaveAttribute('autocomplete', 'tel');
    expect(field.message()).toBeRequired();
    expect(field.message()).not.toHaveAttribute('maxlength');
    expect(field.service()).not.toBeRequired();
    const options = within(field.service()).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['', fields.service.placeholder],
      ...contactServiceOptions.map((option) => [option.value, option.label]),
    ]);
    // The placeholder cannot be chosen again once a service is picked.
    expect(options[0]).toBeDisabled();
    expect(screen.getByText('Complete Branding')).toHaveAttribute('value', 'Branding');
  });

  test('window.open runs inside the submit event itself, with nothing awaited before it', () => {
    render(<ContactForm />);
    fireEvent.change(field.name(), { target: { value: 'Priya' } });
    fireEvent.change(field.email(), { target: { value: 'priya@example.in' } });
    fireEvent.change(field.message(), { target: { value: 'Hello' } });
    open.mockImplementationOnce(() => ({ opener: window }) as unknown as Window);
    fireEvent.submit(submitButton().closest('form')!);
    // Synchronously, in the same task as the submit event.
    expect(open).toHaveBeenCalledOnce();
    const url = new URL(open.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe('https://wa.me/919822045123');
    expect(url.searchParams.get('text')).toContain('Name: Priya\nEmail: priya@example.in\nPhone: Not provided');
  });

  test('the prefilled text holds every field, the service by its label', async () => {
    render(<ContactForm />);
    await fillIn(contactValues.first);
    open.mockImplementationOnce(() => ({ opener: window }) as unknown as Window);
    await user.click(submitButton());
    const text = new URL(open.mock.calls[0]![0] as string).searchParams.get('text');
    expect(text).toBe(
      [
        "Hello Rangrez Creative! I'm writing from the contact form on your website.",
        '',
        'Name: Priya Sharma',
        'Email: priya@example.in',
        'Phone: +91 98765 43210',
        'Service interest: Complete Branding',
        '',
        'Message:',
        'A new identity for our tea brand.',
      ].join('\n'),
    );
  });

  test('an empty form is not submitted: the browser checks the required fields first', async () => {
    render(<ContactForm />);
    await user.click(submitButton());
    expect(open).not.toHaveBeenCalled();
    expect(field.name()).toBeInvalid();
    expect(screen.queryAllByText(contactFormContent.toast.title)).toHaveLength(0);
  });

  test('an e-mail without @ is not submitted', async () => {
    render(<ContactForm />);
    await fillIn({ ...contactValues.first, email: 'priya.example.in' });
    await user.click(submitButton());
    expect(open).not.toHaveBeenCalled();
    expect(field.email()).toBeInvalid();
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { MockInstance } from 'vitest';
import { contactFormMachine } from '../../machines/contactFormMachine';
import { ContactForm } from '../../src/features/forms/contact/ContactForm';
import { contactFormContent, contactServiceOptions, type ContactValues } from '../../src/content/forms';
import { chatUrl } from '../../src/features/forms/messages';
import { measureReplays } from '../support/inspector';
import { recordCoverage, type ModelPath } from '../support/model';
import { render } from '../support/render';
import {
  contactFormModel,
  contactValues,
  describeContactPath,
  expectedAfter,
  LINK,
  OTHER_LINK,
  type ContactEvent,
  type ContactView,
} from './contactForm.model';

/*
 * The contact form machine's paths (the same model as contactForm.machine.test.ts), replayed as a
 * visitor on the rendered form: window.open is stubbed to return a window (opened) or null
 * (blocked by the browser), and every step is checked for what the visitor sees: the view that
 * product rule D15 calls for after the visitor's moves so far (`expectedAfter`, written apart from
 * the chart), so a wrong transition fails where it shows.
 */

const model = contactFormModel('contactFormMachine');
const measured = measureReplays(contactFormMachine, 'contactFormMachine → ContactForm (UI)');
afterAll(() => recordCoverage(measured.coverage()));

type View = 'editing' | 'sent' | 'blocked';
const { fields, blocked } = contactFormContent;
const valuesOfLink = new Map([
  [LINK, contactValues.first],
  [OTHER_LINK, contactValues.second],
]);
const empty: ContactValues = { name: '', email: '', phone: '', service: '', message: '' };

let open: MockInstance<typeof window.open>;
let user: UserEvent;

/** jsdom cannot follow links; a real browser opens the chat in a new tab. */
const stopNavigation = (event: MouseEvent) => {
  if ((event.target as Element | null)?.closest('a')) event.preventDefault();
};

beforeEach(() => {
  open = vi.spyOn(window, 'open');
  user = userEvent.setup();
  document.addEventListener('click', stopNavigation);
});
afterEach(() => {
  open.mockRestore();
  document.removeEventListener('click', stopNavigation);
});

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
/** The blocked alert, if shown; checked to be named by its title. */
function blockedAlert() {
  const alert = document.querySelector<HTMLElement>('form [role="alert"]');
  if (alert) expect(alert).toHaveAccessibleName(blocked.title);
  return alert;
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

async function expectShows(view: View, link: string | null, kept: ContactValues, alertIsNew = true) {
  // The form's own status, beside its button (each field with a length bound has one for its count).
  const status = document.querySelector('form [role="status"]:not(fieldset [role="status"])');
  if (view === 'sent') {
    expect(status).toHaveTextContent(contactFormContent.sent);
    expect(shownValues()).toEqual(empty);
  } else {
    expect(status).toBeEmptyDOMElement();
    expect(shownValues()).toEqual(kept);
  }
  // After a hand-over, its toast with the specified words (product rule S8), once, read out as it
  // appears (an alert; its code downloads with it); it goes when the visitor starts a new message.
  if (view === 'sent') {
    expect(handOvers).toBeGreaterThan(0);
    const title = await screen.findByText(contactFormContent.toast.title, {}, { timeout: 5000 });
    expect(title.closest('[role="alert"]')).toHaveTextContent(contactFormContent.toast.message);
    expect(screen.getAllByText(contactFormContent.toast.title)).toHaveLength(1);
    expect(status).not.toHaveTextContent(contactFormContent.toast.title);
  } else {
    expect(screen.queryAllByText(contactFormContent.toast.title)).toHaveLength(0);
  }

  if (view === 'blocked') {
    const alert = blockedAlert();
    expect(alert).not.toBeNull();
    expect(alert).toHaveTextContent(blocked.message);
    const ready = within(alert!).getByRole('link', { name: blocked.link });
    expect(ready).toHaveAttribute('href', link);
    expect(ready).toHaveAttribute('target', '_blank');
    expect(ready).toHaveAttribute('rel', 'noopener noreferrer');
    // A new alert takes the keyboard to its link: the next step is one key away. A repeated
    // block of the same text changes nothing on screen, and focus stays on the button.
    expect(alertIsNew ? ready : submitButton()).toHaveFocus();
  } else {
    expect(blockedAlert()).not.toBeInTheDocument();
  }
}

/** Performs one model step as a visitor would; returns the values the fields should keep. */
async function perform(event: ContactEvent, view: View): Promise<void> {
  switch (event.type) {
    case 'handover.opened': {
      // From the sent state the fields are empty: the visitor types a new message first.
      if (shownValues().message === '') {
        await fillIn(contactValues.first);
        typed = contactValues.first;
      }
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
  }
}

describe('contact form driven by its machine: every edge of the model', () => {
  test('the paths take every state and transition', () => {
    expect(model.coverage.states.missing).toEqual([]);
    expect(model.coverage.transitions.missing).toEqual([]);
  });

  test.each(model.paths.map((path) => [describeContactPath(path), path] as const))(
    '%s',
    async (_description, path: ModelPath<ContactEvent>) => {
      handOvers = 0;
      typed = empty;
      render(<ContactForm />);
      const replay = measured.replay(path);
      let expected: ContactView = { view: 'editing', link: null };
      await expectShows(expected.view, null, empty);
      for (const [index, step] of path.steps.entries()) {
        await perform(step.event, expected.view);
        // A hand-over of other text than the fields show starts with the visitor's edits.
        replay.step(index, { besides: step.event.type.startsWith('handover.') ? ['form.edit'] : [] });
        const previous = expected;
        expected = expectedAfter(expected, step.event);
        // A hand-over clears the fields; nothing else does.
        if (expected.view === 'sent') typed = empty;
        const kept = typed;
        await expectShows(
          expected.view,
          expected.link,
          kept,
          previous.view !== 'blocked' || previous.link !== expected.link,
        );
      }
      replay.done();
    },
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

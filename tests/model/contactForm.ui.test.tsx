import { fireEvent, screen, within } from '@testing-library/react';
import type { MockInstance } from 'vitest';
import { ContactForm } from '../../src/features/forms/contact/ContactForm';
import { contactFormContent, contactServiceOptions, type ContactValues } from '../../src/content/contactForm';
import { formCommon } from '../../src/content/forms';
import { saveDraft } from '../../src/features/forms/draft/draftStore';
import { chatUrl } from '../../src/features/forms/messages';
import { control, fillIn, formVisitor, shownValues, submitButton } from '../support/formVisitor';
import { answerLead, comeOnline, failLead, FORM_TOKEN } from '../support/leadFetch';
import { describeMachineModel, fakeTimeEachTest } from '../support/machineModel';
import { findToast, render } from '../support/render';
import {
  contactDraft,
  contactFormModel,
  contactValues,
  ENDPOINT,
  links,
  nameOf,
  type ContactModelEvent,
} from './contactForm.model';
import { keysOutOfStep, postsOf } from './lead.model';

/*
 * The contact form's model (contactForm.model.ts) replayed as a visitor on the rendered form:
 * window.open returns a window (opened) or null (blocked by the browser), the lead service is
 * played by the test (tests/support/leadFetch.ts), the timeout and the back-off pass on fake time.
 * Two regions side by side make over a thousand paths that differ only in the order of independent
 * steps: walks that together take every transition of the model's paths, a render each.
 */

const { fields, blocked, blockedStored } = contactFormContent;
const keys = ['name', 'email', 'phone', 'service', 'message'] as const;
const empty: ContactValues = { name: '', email: '', phone: '', service: '', message: '' };
const blockedAlert = () => document.querySelector<HTMLElement>('form [role="alert"]');

fakeTimeEachTest();
const visitor = formVisitor();
let open: MockInstance<typeof window.open>;
beforeEach(() => void (open = vi.spyOn(window, 'open')));

/** Submits with the browser answering window.open with a window, or blocking it (null). */
async function submitWith(result: 'window' | 'blocked') {
  const chat = { opener: window } as unknown as Window;
  open.mockImplementationOnce(() => (result === 'window' ? chat : null));
  const calls = open.mock.calls.length;
  const values = shownValues(keys);
  await visitor.user.click(submitButton());
  // The chat link of exactly what was typed, in a new window, without features (no noopener: it
  // would make every call return null); the opener is cut on the window instead.
  expect(open.mock.calls.slice(calls)).toEqual([[chatUrl(contactFormContent, values as ContactValues), '_blank']]);
  if (result === 'window') expect(chat.opener).toBeNull();
}

/** What the visitor has typed into the fields in this replay, and how many posts the rules call for. */
let typed = empty;
let posts = 0;

describeMachineModel(contactFormModel, {
  ui: {
    name: 'contactFormMachine → ContactForm (UI)',
    fromStart: true,
    walks: { wanted: (path) => path.taken.flat(), maxSteps: 12 },
    render(path) {
      [typed, posts] = [empty, 0];
      if (path.steps[0]!.event.type === 'draft.restore') saveDraft('contact', contactDraft, {});
      render(<ContactForm />);
    },
    // A hand-over of other text than the fields show starts with the visitor's edits.
    stepOptions: (event) => ({ besides: event.type.startsWith('handover.') ? ['form.edit'] : [] }),
    async perform(event, { view, kept }) {
      const { user, requests } = visitor;
      const e = event as ContactModelEvent;
      switch (e.type) {
        case 'draft.restore':
          typed = contactDraft;
          return 'opened the page with a draft kept';
        case 'draft.none':
          return 'opened the page';
        case 'form.clear':
          if (!kept) {
            expect(screen.queryByRole('button', { name: formCommon.draft.clear })).toBeNull();
            return 'nothing: no Clear form';
          }
          await user.click(screen.getByRole('button', { name: formCommon.draft.clear }));
          typed = empty;
          // The control went with the line; the keyboard waits in the first field.
          expect(control('name')).toHaveFocus();
          return 'pressed Clear form';
        case 'connection.online':
          await comeOnline();
          return 'came back online';
        case 'handover.opened':
        case 'handover.blocked':
          // The message typed again where the fields show another, or none (after a hand-over).
          typed = contactValues[nameOf(e.values as ContactValues)];
          await fillIn(user, typed);
          await submitWith(e.type === 'handover.opened' ? 'window' : 'blocked');
          return `submitted the ${nameOf(e.values as ContactValues)} message`;
        case 'handover.linkClicked':
          if (view !== 'blocked') {
            expect(screen.queryByRole('link', { name: blocked.link })).toBeNull();
            return 'nothing: no link to click';
          }
          await user.click(screen.getByRole('link', { name: blocked.link }));
          // The link went away with the alert; the keyboard stays on the form's button.
          expect(submitButton()).toHaveFocus();
          return 'clicked the ready-made link';
        case 'form.edit':
          await user.type(control('phone'), '9');
          typed = { ...typed, phone: `${typed.phone}9` };
          return 'typed in the phone field';
        case 'xstate.done.actor.postForm':
          await answerLead(requests.at(-1)!, e.output);
          return `the service answered ${e.output.outcome}`;
        case 'xstate.error.actor.postForm':
          await failLead(requests.at(-1)!, e.error.reason);
          return `the request failed (${e.error.reason})`;
      }
    },
    expectShows({ view, link, store, kept }, event) {
      // Once the details are stored, a quiet line says so beside the hand-over; a blocked window's
      // alert says it itself, calmly, since nothing is left to do. With no connection, a line says
      // the details go once it is back. Over a restored draft, the line with its Clear form.
      const stored = store.phase === 'resting' && store.result === 'stored' && view !== 'editing';
      expect(screen.queryAllByText(contactFormContent.stored)).toHaveLength(stored && view === 'sent' ? 1 : 0);
      expect(screen.queryAllByText(contactFormContent.offline)).toHaveLength(store.phase === 'offline' ? 1 : 0);
      expect(screen.queryAllByText(formCommon.draft.kept)).toHaveLength(kept ? 1 : 0);
      expect(screen.queryAllByRole('button', { name: formCommon.draft.clear })).toHaveLength(kept ? 1 : 0);
      // The form's own status, beside its button (a field with a length bound has one for its count).
      const status = document.querySelector('form [role="status"]:not(fieldset [role="status"])');
      if (view === 'sent') {
        expect(status).toHaveTextContent(contactFormContent.sent);
        if (stored) expect(status).toHaveTextContent(contactFormContent.stored);
        expect(status).not.toHaveTextContent(contactFormContent.toast.title);
      } else {
        expect(status).not.toHaveTextContent(contactFormContent.sent);
        expect(screen.queryAllByText(contactFormContent.toast.title)).toHaveLength(0);
      }
      expect(shownValues(keys)).toEqual(view === 'sent' ? empty : typed);
      const alert = blockedAlert();
      expect(alert !== null).toBe(view === 'blocked');
      if (view === 'blocked') {
        const words = stored ? blockedStored : blocked;
        expect(alert).toHaveAccessibleName(words.title);
        expect(alert).toHaveTextContent(words.message);
        const ready = within(alert!).getByRole('link', { name: blocked.link });
        expect(ready).toHaveAttribute('href', link);
        expect(ready).toHaveAttribute('target', '_blank');
        expect(ready).toHaveAttribute('rel', 'noopener noreferrer');
      }
      // Nothing is sent while time passes (a millisecond before a timer, nothing has happened).
      if (event === null) expect(visitor.requests).toHaveLength(posts);
    },
    async check({ event, before, view }) {
      const e = event as ContactModelEvent;
      // A hand-over clears the fields; its toast has the specified words (product rule S8), once,
      // read out as it appears (an alert; its code downloads with it).
      if (view.view === 'sent') typed = empty;
      if (e.type === 'handover.opened' || (e.type === 'handover.linkClicked' && before.view === 'blocked')) {
        const title = await findToast(contactFormContent.toast.title);
        expect(title.closest('[role="alert"]')).toHaveTextContent(contactFormContent.toast.message);
        expect(screen.getAllByText(contactFormContent.toast.title)).toHaveLength(1);
      }
      // A new alert takes the keyboard to its link; a repeated block of the same text changes
      // nothing on screen, and focus stays on the button.
      if (e.type === 'handover.blocked') {
        const isNew = before.view !== 'blocked' || before.link !== view.link;
        expect(
          isNew ? within(blockedAlert()!).getByRole('link', { name: blocked.link }) : submitButton(),
        ).toHaveFocus();
      }
      // Each try posts the first waiting message to the lead service, with its first key.
      const { store } = view;
      const tried =
        store.phase === 'trying' &&
        (before.store.phase !== 'trying' ||
          e.type === 'xstate.done.actor.postForm' ||
          before.store.queue[0] !== store.queue[0]);
      const { requests } = visitor;
      if (tried) {
        posts += 1;
        expect(requests.at(-1)!.url).toBe(ENDPOINT);
        const values = contactValues[store.queue[0]!];
        expect(JSON.parse(requests.at(-1)!.init.body as string)).toEqual({
          form: 'contact',
          ...values,
          website: '',
          formToken: FORM_TOKEN,
        });
      }
      expect(requests).toHaveLength(posts);
      expect(keysOutOfStep(postsOf(requests))).toEqual([]);
    },
  },
});

describe('contact form: fields and hand-over', () => {
  const field = (key: keyof typeof fields) =>
    screen.getByRole(key === 'service' ? 'combobox' : 'textbox', { name: new RegExp(`^${fields[key].label}`) });

  test('fields carry native checks, visible labels and autocomplete tokens, and no maxlength that cuts', () => {
    render(<ContactForm />);
    const expected: Record<string, Record<string, string | null>> = {
      name: { required: '', autocomplete: 'name', maxlength: null },
      email: { required: '', type: 'email', autocomplete: 'email' },
      phone: { required: null, type: 'tel', inputmode: 'tel', autocomplete: 'tel' },
      service: { required: null },
      message: { required: '', maxlength: null },
    };
    for (const key of keys) {
      // Each field is found by its visible label (what the replay finds by name).
      expect(field(key)).toBe(control(key));
      for (const [attribute, value] of Object.entries(expected[key]!))
        expect(control(key).getAttribute(attribute)).toBe(value);
    }
    const options = within(field('service')).getAllByRole('option') as HTMLOptionElement[];
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
    fireEvent.change(field('name'), { target: { value: 'Priya' } });
    fireEvent.change(field('email'), { target: { value: 'priya@example.in' } });
    fireEvent.change(field('message'), { target: { value: 'Hello' } });
    open.mockImplementationOnce(() => ({ opener: window }) as unknown as Window);
    fireEvent.submit(submitButton().closest('form')!);
    // Synchronously, in the same task as the submit event.
    expect(open).toHaveBeenCalledOnce();
    const url = new URL(open.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe('https://wa.me/919822045123');
    expect(url.searchParams.get('text')).toContain('Name: Priya\nEmail: priya@example.in\nPhone: Not provided');
  });

  test('the prefilled text holds every field, the service by its label', () => {
    expect(new URL(links.first).searchParams.get('text')).toBe(
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

  test.each([
    ['an empty form', empty, 'name'],
    ['an e-mail without @', { ...contactValues.first, email: 'priya.example.in' }, 'email'],
  ] as const)('%s is not submitted: the browser checks the fields first', async (_name, values, invalid) => {
    render(<ContactForm />);
    await fillIn(visitor.user, values);
    await visitor.user.click(submitButton());
    expect(open).not.toHaveBeenCalled();
    expect(control(invalid)).toBeInvalid();
    expect(screen.queryAllByText(contactFormContent.toast.title)).toHaveLength(0);
  });
});

import { act } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { stubLeadFetch, type HeldRequest } from './leadFetch';

/*
 * A visitor of a lead form in jsdom (the contact form, the enquiry and consultation pages), for
 * their replays: fields found by name (role queries are slow on a whole page; each suite checks
 * that the fields' labels find the same fields), filled in as a visitor corrects a form, and links
 * left where they are (jsdom cannot follow them; the replays check their addresses).
 */

export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export const control = (key: string) => document.querySelector(`form [name="${key}"]`) as Field;
export const submitButton = () => document.querySelector('form button[type="submit"]') as HTMLButtonElement;

export const shownValues = (keys: readonly string[]): Record<string, string> =>
  Object.fromEntries(keys.map((key) => [key, control(key).value]));

/** Makes the fields show `values`, changing only what differs: a choice picked, a text cleared then
 * pasted, at most two changes a field. */
export async function fillIn(user: UserEvent, values: Readonly<Record<string, string>>) {
  for (const [key, wanted] of Object.entries(values)) {
    const field = control(key);
    if (field.value === wanted) continue;
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, wanted);
    else {
      if (field.value) await user.clear(field);
      else act(() => field.focus());
      if (wanted) await user.paste(wanted);
    }
  }
}

const stayOnPage = (event: MouseEvent) => {
  if ((event.target as Element | null)?.closest('a')) event.preventDefault();
};

/** For each test: a visitor typing on the fake clock, the lead service played by the test
 * (tests/support/leadFetch.ts), links that do not navigate, and the browser's stand-ins (the
 * connection's word) put back. Returns the visitor and the requests of the test running. */
export function formVisitor() {
  const visitor = {} as { user: UserEvent; requests: HeldRequest[] };
  beforeEach(() => {
    visitor.user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
    visitor.requests = [];
    stubLeadFetch(visitor.requests);
    document.addEventListener('click', stayOnPage);
  });
  afterEach(() => {
    document.removeEventListener('click', stayOnPage);
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });
  return visitor;
}

import { MantineProvider } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { ContactForm } from '../../src/features/forms/contact/ContactForm';
import { FIELD_MAX_LENGTH, formCommon } from '../../src/content/forms';
import { contactFormContent } from '../../src/content/contactForm';
import { consultationFormContent, enquiryFormContent } from '../../src/content/submissionForms';
import { handOverLinks } from '../../src/features/forms/messages';
import ConsultationPage from '../../src/app/pages/Consultation.page';
import EnquiryPage from '../../src/app/pages/Enquiry.page';
import { cssVariablesResolver, theme } from '../../src/app/theme/theme';
import { render } from '../support/render';

/*
 * Forms refuse what is not an answer and say so on the page: spaces only in a required field,
 * "abcd" as a phone number, a pasted text longer than its bound. The browser's own check refuses
 * the submit (the fields' custom validity); each field then says why, tied to it, and focus goes
 * to the first one. What the visitor typed stays, and nothing is sent.
 */

const field = (name: string) =>
  document.querySelector(`form [name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement;
const submit = () => document.querySelector('form button[type="submit"]') as HTMLButtonElement;

/** The message tied to a field by aria-describedby that says `text`. */
function expectProblem(control: Element, text: string) {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(expect.stringContaining(text));
  const ids = control.getAttribute('aria-describedby')!.split(' ');
  expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(text);
  expect(screen.getByText(text)).toBeVisible();
}

function expectNoProblem(control: Element) {
  expect(control).not.toHaveAttribute('aria-invalid');
}

let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  open = vi.spyOn(window, 'open').mockImplementation(() => ({ opener: window }) as unknown as Window);
});
afterEach(() => open.mockRestore());

describe('home contact form', () => {
  const { fields } = contactFormContent;

  test('spaces only in the name and the message are refused: messages on the page, focus, nothing sent', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(field('name'), '   ');
    await user.type(field('email'), 'priya@example.in');
    await user.type(field('message'), '    ');
    // Nothing is said while the visitor is still typing.
    expectNoProblem(field('name'));

    await user.click(submit());
    expect(open).not.toHaveBeenCalled();
    expectProblem(field('name'), fields.name.messages.missing);
    expectProblem(field('message'), fields.message.messages.missing);
    expectNoProblem(field('email'));
    expect(field('name')).toHaveFocus();
    // The browser's own check says the same.
    expect((field('name') as HTMLInputElement).validationMessage).toBe(fields.name.messages.missing);
    expect(field('name')).toHaveValue('   ');
    expect(field('message')).toHaveValue('    ');

    // Fixed, the message goes as the visitor types; the submit then goes through.
    await user.type(field('name'), 'Priya');
    expectNoProblem(field('name'));
    await user.click(submit());
    expect(open).not.toHaveBeenCalled();
    expect(field('message')).toHaveFocus();
    await user.type(field('message'), 'A new identity.');
    await user.click(submit());
    expect(open).toHaveBeenCalledTimes(1);
    // Sent and cleared: the empty fields are not reported as problems.
    expect(field('name')).toHaveValue('');
    expectNoProblem(field('name'));
  });

  test('every problem fixed, the form is quiet again: a field broken after that is said at the next submit', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(field('email'), 'priya@example.in');
    await user.type(field('message'), 'Hello');
    await user.click(submit());
    expectProblem(field('name'), fields.name.messages.missing);
    await user.type(field('name'), 'Priya');
    expectNoProblem(field('name'));

    // Broken again with nothing else showing: quiet while the visitor types (product rule D18).
    await user.clear(field('message'));
    expectNoProblem(field('message'));
    await user.click(submit());
    expect(open).not.toHaveBeenCalled();
    expectProblem(field('message'), fields.message.messages.missing);
    expect(field('message')).toHaveFocus();
  });

  test('"abcd" as an optional phone number is refused with what the field expects', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    expect(field('phone')).toHaveAccessibleDescription(expect.stringContaining('7 to 15 digits'));
    await user.type(field('name'), 'Priya');
    await user.type(field('email'), 'priya@example.in');
    await user.type(field('phone'), 'abcd');
    await user.type(field('message'), 'Hello');
    await user.click(submit());
    expect(open).not.toHaveBeenCalled();
    expectProblem(field('phone'), fields.phone.messages.invalid!);
    expect(field('phone')).toHaveFocus();
    expect(field('phone')).toHaveValue('abcd');
  });
});

describe('project enquiry', () => {
  test('"abcd" as the phone number: refused, kept, no success view', async () => {
    const user = userEvent.setup();
    render(<EnquiryPage />);
    await user.type(field('name'), 'Priya Sharma');
    await user.type(field('email'), 'priya@example.in');
    await user.type(field('phone'), 'abcd');
    await user.type(field('message'), 'A product launch.');
    await user.click(submit());
    expectProblem(field('phone'), enquiryFormContent.fields.phone.messages.invalid!);
    expect(field('phone')).toHaveFocus();
    expect(field('phone')).toHaveValue('abcd');
    expect(screen.queryByText(enquiryFormContent.success.title)).not.toBeInTheDocument();
    expect(submit()).toHaveTextContent(enquiryFormContent.submit);
  });
});

describe('free consultation', () => {
  test('a pasted text longer than the bound is kept whole, counted, and refused with a message', async () => {
    const user = userEvent.setup();
    render(<ConsultationPage />);
    const max = FIELD_MAX_LENGTH.message;
    expect(screen.getByText(formCommon.characterCount(0, max))).toBeInTheDocument();
    await user.type(field('name'), 'Arjun Mehta');
    await user.type(field('email'), 'arjun@example.in');
    await user.type(field('phone'), '+91 99887 76655');
    const pasted = 'Our brand needs a launch. '.repeat(200).slice(0, 5000);
    await user.click(field('message'));
    await user.paste(pasted);

    // Nothing cut: the field holds all 5,000 characters, and its count says by how much it is over.
    expect(field('message')).toHaveValue(pasted);
    const count = '5,000 / 2,000 characters: 3,000 too many';
    expect(formCommon.characterCount(5000, max)).toBe(count);
    expect(field('message')).toHaveAccessibleDescription(expect.stringContaining(count));
    // Said to screen readers once over the bound.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(count);

    await user.click(submit());
    expectProblem(field('message'), formCommon.tooLong(5000, max));
    expect(field('message')).toHaveFocus();
    expect(field('message')).toHaveValue(pasted);
    expect(screen.queryByText(consultationFormContent.success.title)).not.toBeInTheDocument();
  });

  test('a short field shows its count before its bound is reached', async () => {
    const user = userEvent.setup();
    render(<ConsultationPage />);
    const max = FIELD_MAX_LENGTH.name;
    await user.type(field('name'), 'A'.repeat(Math.ceil(max * 0.8) - 1));
    expect(screen.queryByText(/ \/ 80 characters/)).not.toBeInTheDocument();
    await user.type(field('name'), 'A');
    expect(screen.getByText(formCommon.characterCount(Math.ceil(max * 0.8), max))).toBeInTheDocument();
  });
});

describe('before the page’s code runs', () => {
  function Page() {
    return (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <Router ssrPath="/consultation">
          <ConsultationPage />
        </Router>
      </MantineProvider>
    );
  }

  test('the prerendered form takes typing, its submit waits and says so', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    const fieldset = container.querySelector('fieldset')!;
    expect(fieldset).toBeEnabled();
    const button = container.querySelector('button[type="submit"]')!;
    expect(button).toBeDisabled();
    expect(container.textContent).toContain(formCommon.notReady);
    expect(container.querySelector('noscript')).not.toBeNull();
  });

  test('what was typed before hydration is kept, and becomes the form’s values', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Page />);
    const typed = {
      name: 'Arjun Mehta',
      email: 'arjun@example.in',
      phone: '+91 99887 76655',
      businessType: 'startup',
      challenge: 'event-planning',
      preferredTime: 'evening',
      message: 'Call after 5.',
    };
    for (const [name, value] of Object.entries(typed))
      (container.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value;

    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, <Page />));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();

    for (const [name, value] of Object.entries(typed))
      expect(container.querySelector(`[name="${name}"]`)).toHaveValue(value);
    // The page reads the form's values (its WhatsApp Us link): they are what was typed.
    const whatsAppUs = [...container.querySelectorAll('a')].find((a) => a.textContent === formCommon.whatsAppUs)!;
    expect(whatsAppUs).toHaveAttribute('href', handOverLinks(consultationFormContent, typed).whatsApp);
    expect(container.querySelector('button[type="submit"]')).toBeEnabled();
    expect(container.textContent).not.toContain(formCommon.notReady);
    act(() => root.unmount());
    container.remove();
  });
});

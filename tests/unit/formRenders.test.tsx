import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_MAX_LENGTH, formCommon } from '../../src/content/forms';
import { enquiryFormContent } from '../../src/content/submissionForms';
import { FormAside } from '../../src/app/pages/formPage/FormAside';
import type * as FormAsideModule from '../../src/app/pages/formPage/FormAside';
import EnquiryPage from '../../src/app/pages/Enquiry.page';
import { paths } from '../../src/content/routes';
import { render } from '../support/render';

/*
 * The form owns what is typed into it: a keystroke renders the field it lands in, and neither the
 * page around the form nor its side card. Each component below is the real one, counted as React
 * calls it.
 */

vi.mock('../../src/app/pages/formPage/FormAside', async (importOriginal) => {
  const real = await importOriginal<typeof FormAsideModule>();
  return { ...real, FormAside: vi.fn(real.FormAside) };
});

test('typing in a field of /start-project re-renders neither the page nor the aside', async () => {
  const user = userEvent.setup();
  const Page = vi.fn(EnquiryPage);
  render(<Page />, { path: paths.startProject });
  const message = screen.getByRole('textbox', { name: new RegExp(enquiryFormContent.fields.message.label) });
  const aside = vi.mocked(FormAside);
  expect(Page).toHaveBeenCalled();
  expect(aside).toHaveBeenCalled();
  const renders = () => ({ page: Page.mock.calls.length, aside: aside.mock.calls.length });
  const before = renders();

  await user.type(message, 'A launch');

  expect(message).toHaveValue('A launch');
  // The field itself rendered at each key: its count follows what is typed.
  expect(screen.getByText(formCommon.characterCount(8, FIELD_MAX_LENGTH.message))).toBeInTheDocument();
  expect(renders()).toEqual(before);
});

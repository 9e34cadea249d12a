import { enquiryFormContent } from '../../src/content/submissionForms';
import { enquiryFirst } from '../support/formValues';
import { SubmissionFormPage } from './pages/SubmissionFormPage';
import { expect, test } from './support/actorRecord';

/*
 * The fields' problem messages (product rule D18), as a visitor meets them on the enquiry form of
 * the model build: a submit with the name left empty and an e-mail that is not one is refused by
 * the browser, and from then on each field says its problem on the page; a submit with every
 * field an answer passes and hides them again. After each passing submit the endpoint (played by
 * the test) fails the request, so the form is back for the next step. One page load makes each
 * kind of submit from each state: quiet and showing problems.
 */

const steps = ['refused', 'refused', 'passed', 'passed', 'refused'] as const;

const answers = enquiryFirst;
const { name, email } = enquiryFormContent.fields;

test.describe('the form problems in the browser @desktop', () => {
  test(`submits ${steps.join(', ')}`, async ({ page, expectConsole }) => {
    // The test's endpoint fails every request with an error answer, which the browser logs.
    expectConsole(/Failed to load resource/);
    const form = new SubmissionFormPage(page, 'enquiry');
    await form.open();
    const nameField = form.control('name');
    const emailField = form.control('email');
    const nameProblem = form.form.getByText(name.messages.missing, { exact: true });
    const emailProblem = form.form.getByText(email.messages.invalid!, { exact: true });

    const expectQuiet = async (where: string) => {
      await expect(nameProblem, where).toHaveCount(0);
      await expect(emailProblem, where).toHaveCount(0);
      await expect(nameField, where).not.toHaveAttribute('aria-invalid', 'true');
    };
    await expectQuiet('at first');
    for (const [index, step] of steps.entries()) {
      const where = `step ${index + 1} (${step})`;
      const postsBefore = form.posts.length;
      if (step === 'refused') {
        await form.fillIn({ ...answers, name: '', email: 'priya@' });
        await form.submit();
        // Said on the page, tied to each field, and focus on the first field to fix.
        await expect(nameProblem, where).toBeVisible();
        await expect(emailProblem, where).toBeVisible();
        await expect(nameField, where).toHaveAttribute('aria-invalid', 'true');
        await expect(emailField, where).toHaveAttribute('aria-invalid', 'true');
        await expect(nameField, where).toBeFocused();
        // Refused: nothing was sent.
        expect(form.posts, where).toHaveLength(postsBefore);
      } else {
        await form.fillIn(answers);
        await form.submit();
        await expectQuiet(where);
        // It passed: the form sent it. The endpoint fails it, and the form is back with a Retry.
        await form.fail('http');
        await expect(form.alert, where).toBeVisible();
        expect(form.posts, where).toHaveLength(postsBefore + 1);
        await expectQuiet(`${where}, after the failed request`);
      }
    }
  });
});

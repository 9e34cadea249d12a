import { formProblemsMachine } from '../../machines/formProblemsMachine';
import { enquiryFormContent } from '../../src/content/submissionForms';
import { enquiryFirst } from '../support/formValues';
import { coveringWalks, createModel, notExercised } from '../support/model';
import { SubmissionFormPage } from './pages/SubmissionFormPage';
import { expect, test, walkTimeout, walkTitle } from './support/actorRecord';

/*
 * The form problems machine's model (formProblems.machine.test.ts), replayed by a visitor on the
 * enquiry form of the model build: a submit with the name left empty and an e-mail that is not
 * one is refused by the browser, and from then on each field says its problem on the page; a
 * submit with every field an answer passes and hides them again. After each passing submit the
 * endpoint (played by the test) fails the request, so the form is back for the next step. One page
 * load walks on until it has done what all the model's paths do.
 */

const model = createModel(formProblemsMachine, 'formProblems (browser)', {
  events: [{ type: 'submit.refused' }, { type: 'submit.passed' }],
});

const wanted = new Set(model.paths.flatMap((path) => path.exercises));
const walks = coveringWalks(model.graph, { wanted });

const answers = enquiryFirst;
const { name, email } = enquiryFormContent.fields;

test.describe('the form problems replay their model in the browser @desktop', () => {
  test('the walks do what all the model’s paths do', () => {
    expect(notExercised(walks, wanted)).toEqual([]);
  });

  for (const [number, path] of walks.entries()) {
    test(walkTitle(path, number, walks.length), async ({ page, actors, expectConsole }) => {
      test.setTimeout(walkTimeout(path));
      // The test's endpoint fails every request with an error answer, which the browser logs.
      expectConsole(/Failed to load resource/);
      const form = new SubmissionFormPage(page, 'enquiry');
      await form.open();
      const replay = await actors.replay('formProblems', path);
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

      for (const [index, step] of path.steps.entries()) {
        const where = `step ${index + 1} (${step.event.type})`;
        const postsBefore = form.posts.length;
        if (step.event.type === 'submit.refused') {
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
        await replay.step(index);
      }
      replay.done();
    });
  }
});

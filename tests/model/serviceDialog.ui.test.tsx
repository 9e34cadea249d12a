import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serviceDialogMachine } from '../../machines/serviceDialogMachine';
import { Services } from '../../src/sections/Services/Services';
import { measureReplays } from '../support/inspector';
import { recordCoverage } from '../support/model';
import { render } from '../support/render';
import { serviceDialogModel } from './serviceDialog.model';
import { learnMore, replayOnServices, serviceOf } from './serviceDialog.visitor';

/*
 * The service dialog machine's model (the same graph as serviceDialog.machine.test.ts), replayed
 * by a visitor on the rendered Services section (serviceDialog.visitor.tsx): a card's Learn More
 * opens the dialog on that service, and the close button and Escape (in turn) close it. Every
 * path, every step checked.
 */

const model = serviceDialogModel();
const measured = measureReplays(serviceDialogMachine, 'serviceDialog → Services (UI)');

afterAll(() => recordCoverage(measured.coverage()));

describe('the service dialog replays its model', () => {
  test('the paths take every transition of the chart', () => {
    expect(model.coverage.states.missing).toEqual([]);
    expect(model.coverage.transitions.missing).toEqual([]);
  });

  test.each(model.paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    replayOnServices(path, measured);
  });
});

test('the dialog returns focus to the Learn More button that opened it', async () => {
  const user = userEvent.setup();
  render(<Services onViewImage={() => {}} />);
  const opener = learnMore('publicity-solutions');
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: serviceOf('publicity-solutions').title });
  await vi.waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await vi.waitFor(() => expect(opener).toHaveFocus());
});

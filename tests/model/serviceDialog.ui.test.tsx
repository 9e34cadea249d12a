import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serviceDialogMachine } from '../../machines/serviceDialogMachine';
import { measureReplays } from '../support/inspector';
import { recordCoverage, type ModelPath } from '../support/model';
import { serviceDialogModel, type ServiceDialogEvent } from './serviceDialog.model';
import {
  closeBy,
  closings,
  expectShows,
  learnMore,
  renderServices,
  replayOnServices,
  serviceOf,
} from './serviceDialog.visitor';

/*
 * The service dialog machine's model (the same graph as serviceDialog.machine.test.ts), replayed
 * by a visitor on the rendered Services section (serviceDialog.visitor.tsx). The printed figure is
 * what the UI's actor did in those replays.
 */

const model = serviceDialogModel('serviceDialog');
const measured = measureReplays(serviceDialogMachine, 'serviceDialog → Services (UI)');

afterAll(() => recordCoverage(measured.coverage()));

// The dialog's code is a chunk of its own: fetch it once, so that the replays' first opening is
// not timed against the module's first compile.
beforeAll(() => import('../../src/features/services/ServiceDialog'));

describe('the service dialog replays its model', () => {
  test('the paths take every transition of the chart', () => {
    expect(model.coverage.states.missing).toEqual([]);
    expect(model.coverage.transitions.missing).toEqual([]);
  });

  test.each(model.paths.map((path) => [path.description, path] as const))(
    '%s',
    async (_name, path: ModelPath<ServiceDialogEvent>) => {
      await replayOnServices(path, measured);
    },
  );
});

test('the dialog returns focus to the Learn More button that opened it', async () => {
  const user = userEvent.setup();
  renderServices();
  const opener = learnMore('publicity-solutions');
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: serviceOf('publicity-solutions').title });
  await vi.waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await vi.waitFor(() => expect(opener).toHaveFocus());
});

test.each(closings)('closed by %s, the dialog leaves no history entry of its own behind', async (closing) => {
  renderServices();
  fireEvent.click(learnMore('event-management'));
  await screen.findByRole('dialog', { name: serviceOf('event-management').title }, { timeout: 10_000 });
  expectShows({ open: true, serviceId: 'event-management' });
  await closeBy(closing);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // The current entry is the page's (or the link's), not the dialog's.
  expect(window.history.state).toBeNull();
  expect(window.location.pathname).toBe(closing === 'Get Free Consultation' ? '/consultation' : '/');
});

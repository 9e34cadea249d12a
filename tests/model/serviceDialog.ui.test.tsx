import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceId } from '../../src/content/services';
import { services, servicesContent } from '../../src/content/services';
import { Services } from '../../src/sections/Services/Services';
import { recordCoverage, type ModelPath } from '../support/model';
import { render } from '../support/render';
import { serviceDialogModel, type ServiceDialogEvent } from './serviceDialog.model';

/*
 * The service dialog machine's model (the same graph as serviceDialog.machine.test.ts), replayed
 * by a visitor on the rendered Services section: a card's Learn More opens the dialog on that
 * service, and the close button and Escape (in turn) close it. Every path, every step checked.
 */

const model = serviceDialogModel('serviceDialog → Services (UI)');

afterAll(() => recordCoverage(model.coverage));

const serviceOf = (id: ServiceId | string) => services.find((service) => service.id === id)!;
const learnMore = (id: string) =>
  screen.getByRole('button', { name: servicesContent.learnMoreLabel(serviceOf(id).title) });

let closingTurn = 0;

function perform(event: ServiceDialogEvent, open: boolean): string {
  if (event.type === 'service.open') {
    if (open) return 'nothing: Learn More is behind the dialog';
    fireEvent.click(learnMore(event.serviceId));
    return `clicked Learn More on ${event.serviceId}`;
  }
  if (!open) {
    fireEvent.keyDown(window, { key: 'Escape' });
    return 'pressed Escape on the page';
  }
  const dialog = screen.getByRole('dialog');
  if (closingTurn++ % 2 === 0) {
    fireEvent.click(within(dialog).getByRole('button', { name: servicesContent.close }));
    return 'clicked Close';
  }
  fireEvent.keyDown(dialog, { key: 'Escape' });
  return 'pressed Escape';
}

function expectShows(serviceId: string | null, open: boolean) {
  if (!open) {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    return;
  }
  const service = serviceOf(serviceId!);
  const dialog = screen.getByRole('dialog', { name: service.title });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(within(dialog).getByText(service.detailedContent[0]!)).toBeInTheDocument();
  expect(
    within(dialog).getByRole('heading', { name: servicesContent.featuresLabel(service.title) }),
  ).toBeInTheDocument();
  expect(
    within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(service.features);
}

describe('the service dialog replays its model', () => {
  test('the paths take every transition of the chart', () => {
    expect(model.coverage.states.missing).toEqual([]);
    expect(model.coverage.transitions.missing).toEqual([]);
  });

  test.each(model.paths.map((path) => [path.description, path] as const))(
    '%s',
    (_name, path: ModelPath<ServiceDialogEvent>) => {
      render(<Services onViewImage={() => {}} />);
      let open = false;
      expectShows(null, false);
      for (const [index, step] of path.steps.entries()) {
        const did = perform(step.event, open);
        open = step.state.matches('open');
        try {
          expectShows(step.state.context.serviceId as string | null, open);
        } catch (error) {
          throw new Error(`Step ${index + 1} (${did}): ${String(error)}`);
        }
      }
    },
  );
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

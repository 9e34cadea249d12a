import { fireEvent, screen, within } from '@testing-library/react';
import type { ServiceId } from '../../src/content/services';
import { services, servicesContent } from '../../src/content/services';
import { Services } from '../../src/sections/Services/Services';
import type { measureReplays } from '../support/inspector';
import type { ModelPath } from '../support/model';
import { render } from '../support/render';
import type { ServiceDialogEvent } from './serviceDialog.model';

/*
 * The service dialog machine's paths, replayed by a visitor on the rendered Services section: a
 * card's Learn More opens the dialog on that service, and the close button and Escape (in turn)
 * close it. Every step is checked for what the UI's actor did and what the visitor sees. Shared by
 * serviceDialog.ui.test.tsx and the test of the measured coverage itself (measuredCoverage.test.tsx).
 */

export const serviceOf = (id: ServiceId | string) => services.find((service) => service.id === id)!;
export const learnMore = (id: string) =>
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

/** Renders the Services section and replays `path` on it, measured by `measured`. */
export function replayOnServices(path: ModelPath<ServiceDialogEvent>, measured: ReturnType<typeof measureReplays>) {
  render(<Services onViewImage={() => {}} />);
  const replay = measured.replay(path);
  let open = false;
  expectShows(null, false);
  for (const [index, step] of path.steps.entries()) {
    const did = perform(step.event, open);
    open = step.state.matches('open');
    try {
      replay.step(index);
      expectShows(step.state.context.serviceId as string | null, open);
    } catch (error) {
      throw new Error(`Step ${index + 1} (${did}): ${String(error)}`);
    }
  }
  replay.done();
}

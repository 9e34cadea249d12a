import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ServiceId } from '../../src/content/services';
import { services, servicesContent } from '../../src/content/services';
import { Services } from '../../src/features/services/Services';
import type { measureReplays } from '../support/inspector';
import type { ModelPath } from '../support/model';
import { render } from '../support/render';
import { expectedAfter, type ServiceDialogEvent, type ServiceDialogView } from './serviceDialog.model';

/*
 * The service dialog machine's paths, replayed by a visitor on the rendered Services section: a
 * card's Learn More opens the dialog on that service; the close button and Escape (in turn) close
 * it; Get Free Consultation in the dialog takes the visitor on (the dialog's history entry becomes
 * that page); Back closes it. Every step is checked for what the UI's actor did and what the
 * visitor sees, history included: the view the visitor's moves so far call for (`expectedAfter`,
 * written apart from the chart), so a wrong transition fails where it shows. Shared by serviceDialog.ui.test.tsx and the test of the measured
 * coverage itself (measuredCoverage.test.tsx).
 */

export const serviceOf = (id: ServiceId | string) => services.find((service) => service.id === id)!;
export const learnMore = (id: string) =>
  screen.getByRole('link', { name: servicesContent.learnMoreLabel(serviceOf(id).title) });
const overlayMarker = () => String((window.history.state as Record<string, unknown> | null)?.rangrezOverlay ?? '');

/** Lets a task pass: the dialog's code arriving, or React settling after a link. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
/** Resolves once the browser has traversed history (a task in jsdom) after `traverse` starts it,
 * or after a second if nothing traverses it (a UI that dropped the close: the replay then fails
 * on what the actor did, not on a test timeout). */
const traversed = (traverse: () => void) =>
  act(async () => {
    const popped = new Promise<void>((resolve) => {
      window.addEventListener('popstate', () => resolve(), { once: true });
      setTimeout(resolve, 1000);
    });
    traverse();
    await popped;
  });

let closingTurn = 0;

async function perform(event: ServiceDialogEvent, open: boolean): Promise<string> {
  if (event.type === 'service.open') {
    if (open) return 'nothing: Learn More is behind the dialog';
    fireEvent.click(learnMore(event.serviceId));
    // Its code is a chunk of its own: on a busy machine the first opening takes seconds. Mantine
    // names the dialog after its title mounts (an effect), so the wait is for the named dialog.
    await screen.findByRole('dialog', { name: serviceOf(event.serviceId).title }, { timeout: 10_000 });
    return `clicked Learn More on ${event.serviceId}`;
  }
  if (!open) {
    fireEvent.keyDown(window, { key: 'Escape' });
    return 'pressed Escape on the page';
  }
  const dialog = screen.getByRole('dialog');
  if (event.type === 'history.back') {
    await traversed(() => window.history.back());
    return 'pressed Back';
  }
  if (event.type === 'service.choose') {
    fireEvent.click(within(dialog).getByRole('link', { name: servicesContent.consultationCta }));
    await settle();
    return 'clicked Get Free Consultation';
  }
  // Closing removes the entry that opening pushed.
  const byButton = closingTurn++ % 2 === 0;
  await traversed(() =>
    byButton
      ? fireEvent.click(within(dialog).getByRole('button', { name: servicesContent.close }))
      : fireEvent.keyDown(dialog, { key: 'Escape' }),
  );
  return byButton ? 'clicked Close' : 'pressed Escape';
}

/** Where the test's router is: a link chosen in the dialog navigates it (not the window's history,
 * so the dialog's entry stays there in jsdom; in the browser the link replaces it). */
let routerAt: () => string = () => '/';
let chosen = false;

function expectShows({ open, serviceId }: ServiceDialogView) {
  if (!open) {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    if (chosen) expect(routerAt()).toBe('/consultation');
    else expect(overlayMarker()).toBe('');
    return;
  }
  expect(overlayMarker()).toMatch(/^serviceDialog-/);
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
export async function replayOnServices(
  path: ModelPath<ServiceDialogEvent>,
  measured: ReturnType<typeof measureReplays>,
) {
  window.history.replaceState(null, '', '/');
  const { location } = render(<Services onViewImage={() => {}} />);
  const replay = measured.replay(path);
  routerAt = () => location.history!.at(-1)!;
  chosen = false;
  let view: ServiceDialogView = { open: false, serviceId: null };
  expectShows(view);
  for (const [index, step] of path.steps.entries()) {
    const did = await perform(step.event, view.open);
    if (view.open && step.event.type === 'service.choose') {
      chosen = true;
      // The page the visitor chose is where Back starts from: a plain entry, as in the browser.
      window.history.replaceState(null, '', '/consultation');
    }
    view = expectedAfter(view, step.event);
    try {
      replay.step(index);
      expectShows(view);
    } catch (error) {
      throw new Error(`Step ${index + 1} (${did}): ${String(error)}`);
    }
  }
  replay.done();
}

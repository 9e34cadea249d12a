import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ServiceId } from '../../src/content/services';
import { services, servicesContent } from '../../src/content/services';
import { Services } from '../../src/features/services/Services';
import { useBrowserLocation } from 'wouter/use-browser-location';
import type { measureReplays } from '../support/inspector';
import type { ModelPath } from '../support/model';
import { render } from '../support/render';
import { expectedAfter, type ServiceDialogEvent, type ServiceDialogView } from './serviceDialog.model';

/*
 * The service dialog machine's paths, replayed by a visitor on the rendered Services section: a
 * card's Learn More opens the dialog on that service; the close button, Escape, Get Free
 * Consultation in the dialog (its history entry becomes that page) and Back (in turn) close it.
 * The section runs on the window's own history here, as in the browser, so a link chosen in the
 * dialog really takes the place of its entry. Every step is checked for what the UI's actor did
 * and what the visitor sees, history included: the view the visitor's moves so far call for
 * (`expectedAfter`, written apart from the chart), so a wrong transition fails where it shows.
 * Shared by serviceDialog.ui.test.tsx and the test of the measured coverage itself
 * (measuredCoverage.test.tsx).
 */

export const serviceOf = (id: ServiceId | string) => services.find((service) => service.id === id)!;
export const learnMore = (id: string) =>
  screen.getByRole('link', { name: servicesContent.learnMoreLabel(serviceOf(id).title) });
const overlayMarker = () => String((window.history.state as Record<string, unknown> | null)?.rangrezOverlay ?? '');

/** A viewer opener that opens nothing: these tests are about the dialog. */
const viewer = { open: () => {}, prepare: () => {} };

/** The Services section on the window's own history, at `/`. */
export function renderServices() {
  window.history.replaceState(null, '', '/');
  return render(<Services viewer={viewer} />, { hook: useBrowserLocation });
}

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

export const closings = ['the close button', 'Escape', 'Get Free Consultation', 'Back'] as const;
export type Closing = (typeof closings)[number];
let closingTurn = 0;

/** Closes the open dialog by `closing`; closing removes the entry that opening pushed, unless Back
 * has left it or a link has taken its place. */
export async function closeBy(closing: Closing) {
  const dialog = screen.getByRole('dialog');
  if (closing === 'Back') await traversed(() => window.history.back());
  else if (closing === 'Get Free Consultation') {
    fireEvent.click(within(dialog).getByRole('link', { name: servicesContent.consultationCta }));
    await settle();
  } else
    await traversed(() =>
      closing === 'the close button'
        ? fireEvent.click(within(dialog).getByRole('button', { name: servicesContent.close }))
        : fireEvent.keyDown(dialog, { key: 'Escape' }),
    );
}

async function perform(event: ServiceDialogEvent, open: boolean, ways: readonly Closing[]): Promise<string> {
  if (event.type === 'overlay.open') {
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
  const closing = ways[closingTurn++ % ways.length]!;
  await closeBy(closing);
  if (closing === 'Get Free Consultation') chosen = true;
  return `closed with ${closing}`;
}

/** Whether a link chosen in the dialog has taken the visitor on. */
let chosen = false;

export function expectShows({ open, serviceId }: ServiceDialogView) {
  if (!open) {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(overlayMarker()).toBe('');
    expect(window.location.pathname).toBe(chosen ? '/consultation' : '/');
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
  /** The ways of closing the open dialog, taken in turn. */
  ways: readonly Closing[] = closings,
) {
  renderServices();
  const replay = measured.replay(path);
  chosen = false;
  let view: ServiceDialogView = { open: false, serviceId: null };
  expectShows(view);
  for (const [index, step] of path.steps.entries()) {
    const did = await perform(step.event, view.open, ways);
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

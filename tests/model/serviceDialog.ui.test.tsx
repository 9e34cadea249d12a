import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceId } from '../../src/content/services';
import { services, servicesContent } from '../../src/content/services';
import { Services } from '../../src/features/services/Services';
import { recordCoverage, type ModelPath } from '../support/model';
import { render } from '../support/render';
import { serviceDialogModel, type ServiceDialogEvent } from './serviceDialog.model';

/*
 * The service dialog machine's model (the same graph as serviceDialog.machine.test.ts), replayed
 * by a visitor on the rendered Services section: a card's Learn More opens the dialog on that
 * service; the close button and Escape (in turn) close it; Get Free Consultation in the dialog
 * takes the visitor on (the dialog's history entry becomes that page); Back closes it. Every
 * path, every step checked, history included.
 */

const model = serviceDialogModel('serviceDialog → Services (UI)');

afterAll(() => recordCoverage(model.coverage));

// The dialog's code is a chunk of its own: fetch it once, so that the replays' first opening is
// not timed against the module's first compile.
beforeAll(() => import('../../src/features/services/ServiceDialog'));

const serviceOf = (id: ServiceId | string) => services.find((service) => service.id === id)!;
const learnMore = (id: string) =>
  screen.getByRole('link', { name: servicesContent.learnMoreLabel(serviceOf(id).title) });
const overlayMarker = () => String((window.history.state as Record<string, unknown> | null)?.rangrezOverlay ?? '');

/** Lets a task pass: the dialog's code arriving, or React settling after a link. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
/** Resolves once the browser has traversed history (a task in jsdom), after `traverse` starts it. */
const traversed = (traverse: () => void) =>
  act(async () => {
    const popped = new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
    traverse();
    await popped;
  });

let closingTurn = 0;

async function perform(event: ServiceDialogEvent, open: boolean): Promise<string> {
  if (event.type === 'service.open') {
    if (open) return 'nothing: Learn More is behind the dialog';
    fireEvent.click(learnMore(event.serviceId));
    await screen.findByRole('dialog');
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

function expectShows(serviceId: string | null, open: boolean) {
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

describe('the service dialog replays its model', () => {
  test('the paths take every transition of the chart', () => {
    expect(model.coverage.states.missing).toEqual([]);
    expect(model.coverage.transitions.missing).toEqual([]);
  });

  test.each(model.paths.map((path) => [path.description, path] as const))(
    '%s',
    async (_name, path: ModelPath<ServiceDialogEvent>) => {
      window.history.replaceState(null, '', '/');
      const { location } = render(<Services onViewImage={() => {}} />);
      routerAt = () => location.history!.at(-1)!;
      chosen = false;
      let open = false;
      expectShows(null, false);
      for (const [index, step] of path.steps.entries()) {
        const did = await perform(step.event, open);
        if (open && step.event.type === 'service.choose') {
          chosen = true;
          // The page the visitor chose is where Back starts from: a plain entry, as in the browser.
          window.history.replaceState(null, '', '/consultation');
        }
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
  const dialog = await screen.findByRole('dialog', { name: serviceOf('publicity-solutions').title });
  await vi.waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await vi.waitFor(() => expect(opener).toHaveFocus());
});

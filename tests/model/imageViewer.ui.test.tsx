import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { imageViewerMachine, type ViewerImage } from '../../machines/imageViewerMachine';
import { useOverlay } from '../../src/common/overlay/useOverlay';
import { OverlayView } from '../../src/common/overlay/OverlayView';
import { portfolioContent, projects } from '../../src/content/portfolio';
import { services, servicesContent } from '../../src/content/services';
import { imageViewerContent } from '../../src/content/viewers';
import { toViewerImage } from '../../src/common/overlay/viewerImage';
import { imageViewerOverlay } from '../../src/features/viewers/imageViewer/imageViewerOverlay';
import { Portfolio } from '../../src/features/portfolio/Portfolio';
import { Services } from '../../src/features/services/Services';
import { measureReplays } from '../support/inspector';
import { recordCoverage, type ModelPath } from '../support/model';
import { render } from '../support/render';
import { expectedAfter, imageViewerModel, type ImageViewerEvent } from './imageViewer.model';

/*
 * The image viewer machine's model (the same graph as imageViewer.machine.test.ts, with the two
 * images its openers really show), replayed by a visitor on the rendered portfolio and services
 * sections: View Project on a project card and a service card's image open it; the close button,
 * Escape, a click on the backdrop and Back (in turn) close it. Every path, every step checked
 * against the image the visitor's moves so far call for (`expectedAfter`, written apart from the
 * chart), so a wrong transition fails where it shows.
 */

const project = projects[2]!;
const service = services[1]!;
const projectImage = toViewerImage(project.image, project.imageAlt);
const serviceImage = toViewerImage(service.image, service.imageAlt);
const model = imageViewerModel('imageViewer', [projectImage, serviceImage]);
const measured = measureReplays(imageViewerMachine, 'imageViewer → ImageViewer (UI)');

afterAll(() => recordCoverage(measured.coverage()));

function SectionsWithViewer() {
  const viewer = useOverlay(imageViewerOverlay);
  return (
    <>
      <Portfolio viewer={viewer} gallery={{ open: () => {}, prepare: () => {} }} />
      <Services viewer={viewer} />
      <OverlayView overlay={viewer} />
    </>
  );
}

const projectOpener = () => screen.getByRole('link', { name: portfolioContent.viewProjectLabel(project.title) });
const serviceOpener = () => screen.getByRole('link', { name: servicesContent.viewImageLabel(service.title) });
const dialog = () => screen.getByRole('dialog', { name: imageViewerContent.title });
const image = () => within(dialog()).getByRole('img');
const viewMarker = () => String((window.history.state as Record<string, unknown> | null)?.rangrezOverlay ?? '');
const nextPopState = () =>
  new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));

const closings = ['the close button', 'Escape', 'a click on the backdrop', 'Back'] as const;
let closingTurn = 0;

async function perform(event: ImageViewerEvent, open: boolean): Promise<string> {
  switch (event.type) {
    case 'overlay.open': {
      if (open) return 'nothing: the cards are behind the viewer';
      const fromProject = event.image === projectImage;
      fireEvent.click(fromProject ? projectOpener() : serviceOpener());
      // A busy machine can take more than the default second to render it.
      await screen.findByRole('dialog', { name: imageViewerContent.title }, { timeout: 10_000 });
      return fromProject ? 'clicked View Project' : 'clicked the service image';
    }
    case 'overlay.close': {
      if (!open) {
        fireEvent.keyDown(window, { key: 'Escape' });
        return 'pressed Escape on the page';
      }
      const closing = closings[closingTurn++ % closings.length]!;
      const popped = nextPopState();
      if (closing === 'Back') window.history.back();
      else if (closing === 'the close button')
        fireEvent.click(within(dialog()).getByRole('button', { name: imageViewerContent.close }));
      else if (closing === 'Escape') fireEvent.keyDown(image(), { key: 'Escape' });
      else fireEvent.click(image().parentElement!);
      await act(() => popped);
      return `closed with ${closing}`;
    }
  }
}

function expectShows(image: ViewerImage | null) {
  if (!image) {
    expect(screen.queryByRole('dialog', { name: imageViewerContent.title })).not.toBeInTheDocument();
    expect(viewMarker()).toBe('');
    return;
  }
  expect(dialog()).toHaveAttribute('aria-modal', 'true');
  expect(within(dialog()).getAllByRole('img')).toHaveLength(1);
  expect(within(dialog()).getByRole('img', { name: image.alt })).toHaveAttribute('src', image.src);
  expect(within(dialog()).getByRole('img', { name: image.alt })).toHaveAttribute('srcset', image.srcSet);
  expect(within(dialog()).getByRole('button', { name: imageViewerContent.close })).toBeEnabled();
  expect(viewMarker()).toMatch(/^imageViewer-/);
}

async function replay(path: ModelPath<ImageViewerEvent>) {
  render(<SectionsWithViewer />);
  const measuring = measured.replay(path);
  let shown: ViewerImage | null = null;
  expectShows(shown);
  for (const [index, step] of path.steps.entries()) {
    const did = await perform(step.event, shown !== null);
    shown = expectedAfter(shown, step.event);
    try {
      measuring.step(index);
      expectShows(shown);
    } catch (error) {
      throw new Error(`Step ${index + 1} (${did}): ${String(error)}`);
    }
  }
  measuring.done();
}

beforeAll(async () => {
  // Fetch the viewer's code once, so the replays find it at once however busy the machine is (the
  // first open waits for it, longer than a replay waits for the dialog on a loaded machine).
  render(<SectionsWithViewer />);
  fireEvent.click(projectOpener());
  await screen.findByRole('dialog', { name: imageViewerContent.title }, { timeout: 20_000 });
  cleanup();
}, 30_000);

// Each test starts on a plain page entry, whatever an earlier test left open.
beforeEach(() => window.history.replaceState(null, '', window.location.href));

describe('the image viewer replays its model', () => {
  test('the paths take every transition of the chart', () => {
    expect(model.coverage.states.missing).toEqual([]);
    expect(model.coverage.transitions.missing).toEqual([]);
  });

  test.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await replay(path);
  });
});

describe('image viewer', () => {
  test.each([
    ['View Project on a project card', projectOpener],
    ['a service image', serviceOpener],
  ])('opened from %s, it returns focus there when it closes', async (_name, opener) => {
    const user = userEvent.setup();
    render(<SectionsWithViewer />);
    await user.click(opener());
    await screen.findByRole('dialog', { name: imageViewerContent.title });
    await vi.waitFor(() => expect(dialog()).toContainElement(document.activeElement as HTMLElement));
    const popped = nextPopState();
    await user.keyboard('{Escape}');
    await act(() => popped);
    expect(screen.queryByRole('dialog', { name: imageViewerContent.title })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(opener()).toHaveFocus());
  });

  test('a click on the image itself does not close it', async () => {
    render(<SectionsWithViewer />);
    fireEvent.click(projectOpener());
    await screen.findByRole('dialog', { name: imageViewerContent.title });
    fireEvent.click(image());
    expect(dialog()).toBeInTheDocument();
  });
});

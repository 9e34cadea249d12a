import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZOOM_MAX, ZOOM_MIN } from '../../machines/constants';
import { lightboxMachine, type Size } from '../../machines/lightboxMachine';
import { useOverlay } from '../../src/common/overlay/useOverlay';
import { OverlayView } from '../../src/common/overlay/OverlayView';
import { hero } from '../../src/content/home';
import { images } from '../../src/content/images';
import { lightboxContent } from '../../src/content/viewers';
import { lightboxOverlay } from '../../src/features/viewers/lightbox/lightboxOverlay';
import { Hero } from '../../src/features/home/hero/Hero';
import { coveringPaths, recordCoverage, type ModelPath } from '../support/model';
import { measureReplays } from '../support/inspector';
import { render } from '../support/render';
import {
  closedView,
  expectedAfter,
  IMAGE,
  lightboxModel,
  type LightboxEvent,
  type LightboxSnapshot,
  type LightboxView,
} from './lightbox.model';

/*
 * The lightbox machine's model (the same graph as lightbox.machine.test.ts), replayed by a visitor
 * on the rendered hero and its lazy lightbox: the hero image button opens it, the round buttons
 * zoom and close, Escape and a click on the backdrop close, two touches pinch, a primary pointer
 * drags, a window resize re-measures the image, and Back (history.back()) closes it too.
 *
 * The model has about 1,300 paths, each fast on the machine but slow in a rendered DOM. This
 * replays a covering subset instead (coveringPaths): the fewest paths that, together, take every
 * transition of the chart and send every event the model sends from every state (closed,
 * open.idle, open.pinching, open.panning), ignored ones included. Every step is checked against
 * what the visitor sees: the scale, the zoom buttons and the gesture that product rules S4 and D12
 * ask for after the visitor's moves so far (`expectedAfter`, written apart from the chart), so a
 * wrong transition fails the step where it shows; the pan offset is the chart's, held to the
 * image's edges at that scale.
 */

const model = lightboxModel();
const paths = coveringPaths(model.paths);
const measured = measureReplays(lightboxMachine, 'lightbox → hero Lightbox (UI)');

afterAll(() => recordCoverage(measured.coverage()));

const dialogName = lightboxContent.title;
const openerName = hero.openImageLabel;

/** The size the browser lays the image out at (jsdom has no layout): what the lightbox measures. */
let layout: Size = IMAGE;

beforeAll(() => {
  Object.defineProperty(HTMLImageElement.prototype, 'offsetWidth', {
    configurable: true,
    get: () => layout.width,
  });
  Object.defineProperty(HTMLImageElement.prototype, 'offsetHeight', {
    configurable: true,
    get: () => layout.height,
  });
});

// The lightbox's code is a chunk of its own: fetch it once, so that the first replay's opening is
// not timed against the module's first compile on a busy machine.
beforeAll(() => import('../../src/features/viewers/lightbox/Lightbox'), 30_000);

// Each test starts on a plain page entry, whatever an earlier test left open.
beforeEach(() => window.history.replaceState(null, '', window.location.href));

afterAll(() => {
  Reflect.deleteProperty(HTMLImageElement.prototype, 'offsetWidth');
  Reflect.deleteProperty(HTMLImageElement.prototype, 'offsetHeight');
});

function HeroWithLightbox() {
  const lightbox = useOverlay(lightboxOverlay);
  return (
    <>
      <Hero lightbox={lightbox} />
      <OverlayView overlay={lightbox} picture={images.hero} alt={hero.imageAlt} />
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: dialogName });
const image = () => within(dialog()).getByRole('img', { name: hero.imageAlt });
/** The dark area around the image; a click there closes the lightbox. */
const backdrop = () => image().closest('picture')!.parentElement!;
const button = (name: string) => within(dialog()).getByRole('button', { name });
/** The view whose history entry is the current one: `lightbox-…` while open. */
const viewMarker = () => String((window.history.state as Record<string, unknown> | null)?.rangrezOverlay ?? '');

/** Resolves on the next popstate: Back, or the history.back() with which a close removes its entry;
 * or after five seconds if none comes (a lightbox that did not close: the replay then fails on
 * what the page shows, not on the test's timeout). */
const nextPopState = () =>
  new Promise<void>((resolve) => {
    window.addEventListener('popstate', () => resolve(), { once: true });
    setTimeout(resolve, 5000);
  });

/** Two fingers `distance` px apart, as a touch event carries them. */
const touches = (distance: number, fingers = 2) => {
  const list = [
    { identifier: 1, clientX: 0, clientY: 0 },
    { identifier: 2, clientX: distance, clientY: 0 },
  ].slice(0, fingers);
  return {
    touches: list,
    targetTouches: list,
    changedTouches: list.length ? list : [{ identifier: 1, clientX: 0, clientY: 0 }],
  };
};
const pointer = (x: number, y: number) => ({
  pointerId: 1,
  pointerType: 'mouse',
  isPrimary: true,
  button: 0,
  clientX: x,
  clientY: y,
});

/** The four ways a visitor closes the lightbox, taken in turn. */
const closings = ['the close button', 'Escape', 'a click on the backdrop', 'Back'] as const;
let closingTurn = 0;

/** Does what the visitor does to send `event`; returns what happened, for the failure message. */
async function perform(event: LightboxEvent, before: LightboxView): Promise<string> {
  const { open } = before;
  switch (event.type) {
    case 'overlay.open':
      if (open) return 'nothing: the hero image is behind the lightbox';
      // The event carries the size the image is laid out at when it opens.
      layout = event.imageSize ?? layout;
      fireEvent.click(screen.getByRole('button', { name: openerName }));
      // A busy machine can take more than the default second to render it.
      await screen.findByRole('dialog', { name: dialogName }, { timeout: 10_000 });
      return 'clicked the hero image';
    case 'overlay.close': {
      if (!open) {
        fireEvent.keyDown(window, { key: 'Escape' });
        return 'pressed Escape on the page';
      }
      const closing = closings[closingTurn++ % closings.length]!;
      const popped = nextPopState();
      if (closing === 'Back') window.history.back();
      else if (closing === 'the close button') fireEvent.click(button(lightboxContent.close));
      else if (closing === 'Escape') fireEvent.keyDown(image(), { key: 'Escape' });
      else fireEvent.click(backdrop());
      // Closing removes the entry that opening pushed; Back has left it.
      await act(() => popped);
      return `closed with ${closing}`;
    }
    case 'zoom.in':
    case 'zoom.out': {
      if (!open) return 'nothing: no buttons while closed';
      const name = event.type === 'zoom.in' ? lightboxContent.zoomIn : lightboxContent.zoomOut;
      fireEvent.click(button(name));
      return `clicked ${name}`;
    }
    case 'viewport.resize':
      layout = { width: event.width, height: event.height };
      fireEvent(window, new Event('resize'));
      return `resized the window: image ${event.width}×${event.height}`;
    default:
      break;
  }
  if (!open) return 'nothing: no image while closed';
  switch (event.type) {
    case 'pinch.start':
      fireEvent.touchStart(backdrop(), touches(event.distance));
      return `put two fingers down ${event.distance} px apart`;
    case 'pinch.move':
      fireEvent.touchMove(backdrop(), touches(event.distance));
      return `moved two fingers to ${event.distance} px apart`;
    case 'pinch.end':
      fireEvent.touchEnd(backdrop(), touches(0, 1));
      return 'lifted a finger';
    case 'pan.start':
      fireEvent.pointerDown(image(), pointer(event.x, event.y));
      return `pressed the image at ${event.x},${event.y}`;
    case 'pan.move':
      fireEvent.pointerMove(image(), pointer(event.x, event.y));
      return `moved the pointer to ${event.x},${event.y}`;
    case 'pan.end':
      fireEvent.pointerUp(image(), pointer(0, 0));
      return 'released the pointer';
  }
}

/** `translate3d(12px, -4px, 0) scale(1.44)` → the numbers. */
function readTransform(element: HTMLElement) {
  const match = /translate3d\((-?[\d.e+-]+)px, (-?[\d.e+-]+)px, 0(?:px)?\) scale\(([\d.e+-]+)\)/.exec(
    element.style.transform,
  );
  if (!match) throw new Error(`Unexpected transform: ${element.style.transform}`);
  return { x: Number(match[1]), y: Number(match[2]), scale: Number(match[3]) };
}

/** What the visitor sees in `view`, with the image moved by the chart's `offset`. */
function expectShows({ open, scale, gesture }: LightboxView, offset: LightboxSnapshot['context']['offset']) {
  if (!open) {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Back on the page's own entry: the one opening pushed is gone.
    expect(viewMarker()).toBe('');
    return;
  }
  expect(dialog()).toHaveAttribute('aria-modal', 'true');
  const shown = readTransform(image());
  expect(shown.scale).toBeCloseTo(scale, 9);
  expect(shown.x).toBeCloseTo(offset.x, 9);
  expect(shown.y).toBeCloseTo(offset.y, 9);
  // Never past the image's edges (product rule D12), and centred at scale 1.
  expect(Math.abs(shown.x)).toBeLessThanOrEqual((layout.width * scale - layout.width) / 2 + 1e-9);
  expect(Math.abs(shown.y)).toBeLessThanOrEqual((layout.height * scale - layout.height) / 2 + 1e-9);

  expect(button(lightboxContent.zoomIn)).toHaveProperty('disabled', scale >= ZOOM_MAX);
  expect(button(lightboxContent.zoomOut)).toHaveProperty('disabled', scale <= ZOOM_MIN);
  expect(button(lightboxContent.close)).toBeEnabled();

  expect(image().style.cursor).toBe(gesture === 'panning' ? 'grabbing' : scale > ZOOM_MIN ? 'zoom-out' : 'zoom-in');
  // A gesture in progress follows the fingers without a transition.
  expect(image().hasAttribute('data-moving')).toBe(gesture !== 'idle');
  expect(viewMarker()).toMatch(/^lightbox-/);
}

async function replay(path: ModelPath<LightboxEvent>) {
  layout = IMAGE;
  render(<HeroWithLightbox />);
  const measuring = measured.replay(path);
  let before = closedView;
  expectShows(before, { x: 0, y: 0 });
  for (const [index, step] of path.steps.entries()) {
    const did = await perform(step.event, before);
    const state = step.state as LightboxSnapshot;
    const expected = expectedAfter(before, step.event);
    try {
      measuring.step(index, {
        // Once shown, the lightbox measures its image (the model's open event carries the size).
        besides: step.event.type === 'overlay.open' ? ['viewport.resize'] : [],
        // Closed, it has no image to measure: a resized window sends nothing.
        sent: !(step.event.type === 'viewport.resize' && !before.open),
      });
      expectShows(expected, state.context.offset);
    } catch (error) {
      throw new Error(`Step ${index + 1} (${did}), expected ${JSON.stringify(expected)}: ${String(error)}`);
    }
    before = expected;
  }
  measuring.done();
}

describe('the lightbox replays its model', () => {
  test('the subset still takes every transition of the chart and every event from every state', () => {
    const all = new Set(model.paths.flatMap((path) => path.exercises));
    const replayed = new Set(paths.flatMap((path) => path.exercises));
    expect([...all].filter((item) => !replayed.has(item))).toEqual([]);
    expect(model.coverage.states.missing).toEqual([]);
    expect(model.coverage.transitions.missing).toEqual([]);
    expect(paths.length).toBeLessThan(model.paths.length / 10);
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await replay(path);
  });
});

describe('lightbox', () => {
  async function openLightbox() {
    const user = userEvent.setup();
    render(<HeroWithLightbox />);
    const opener = screen.getByRole('button', { name: openerName });
    await user.click(opener);
    await screen.findByRole('dialog', { name: dialogName });
    return { user, opener };
  }

  test('is a named modal dialog with three round buttons, and focus returns to the hero image', async () => {
    const { user, opener } = await openLightbox();
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(
      within(dialog())
        .getAllByRole('button')
        .map((element) => element.getAttribute('aria-label')),
    ).toEqual([lightboxContent.zoomIn, lightboxContent.zoomOut, lightboxContent.close]);
    await waitFor(() => expect(dialog()).toContainElement(document.activeElement as HTMLElement));

    const popped = nextPopState();
    await user.click(button(lightboxContent.close));
    await act(() => popped);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  test('zoom in stops at 6 and disables its button; zoom out stops at 1 and disables its own', async () => {
    const { user } = await openLightbox();
    for (let step = 0; step < 9; step += 1) await user.click(button(lightboxContent.zoomIn));
    expect(readTransform(image()).scale).toBeCloseTo(5.159780352, 9);
    expect(button(lightboxContent.zoomIn)).toBeEnabled();
    await user.click(button(lightboxContent.zoomIn));
    expect(readTransform(image()).scale).toBe(ZOOM_MAX);
    expect(button(lightboxContent.zoomIn)).toBeDisabled();
    // 6, 5, 4.17 … 1.16, then the floor: ten steps down.
    for (let step = 0; step < 9; step += 1) await user.click(button(lightboxContent.zoomOut));
    expect(readTransform(image()).scale).toBeCloseTo(6 / 1.2 ** 9, 9);
    expect(button(lightboxContent.zoomOut)).toBeEnabled();
    await user.click(button(lightboxContent.zoomOut));
    expect(readTransform(image()).scale).toBe(ZOOM_MIN);
    expect(button(lightboxContent.zoomOut)).toBeDisabled();
    expect(button(lightboxContent.zoomIn)).toBeEnabled();
  });

  test('a click on the image zooms in, a click on the zoomed image zooms out, and a drag only pans', async () => {
    await openLightbox();
    fireEvent.click(image(), { clientX: 10, clientY: 10 });
    expect(readTransform(image()).scale).toBeCloseTo(1.2, 9);
    expect(image().style.cursor).toBe('zoom-out');

    fireEvent.pointerDown(image(), pointer(100, 100));
    fireEvent.pointerMove(image(), pointer(130, 90));
    fireEvent.pointerUp(image(), pointer(130, 90));
    fireEvent.click(image(), { clientX: 130, clientY: 90 });
    // Scale 1.2 of a 200 × 100 image: at most 20 px across and 10 px down.
    expect(readTransform(image())).toEqual({ x: 20, y: -10, scale: 1.2 });

    fireEvent.pointerDown(image(), pointer(50, 50));
    fireEvent.pointerUp(image(), pointer(50, 50));
    fireEvent.click(image(), { clientX: 50, clientY: 50 });
    expect(readTransform(image())).toEqual({ x: 0, y: 0, scale: 1 });
    expect(image().style.cursor).toBe('zoom-in');
  });

  test('a pinch scales relative to the scale at its start, clamped to 1..6', async () => {
    const { user } = await openLightbox();
    await user.click(button(lightboxContent.zoomIn));
    fireEvent.touchStart(backdrop(), touches(100));
    fireEvent.touchMove(backdrop(), touches(150));
    expect(readTransform(image()).scale).toBeCloseTo(1.8, 9);
    fireEvent.touchMove(backdrop(), touches(10_000));
    expect(readTransform(image()).scale).toBe(ZOOM_MAX);
    fireEvent.touchMove(backdrop(), touches(1));
    expect(readTransform(image()).scale).toBe(ZOOM_MIN);
    fireEvent.touchEnd(backdrop(), touches(0, 0));
    expect(image()).not.toHaveAttribute('data-moving');
  });

  test('a click on the image itself does not close it; Back does, and reopening starts at scale 1', async () => {
    const { user } = await openLightbox();
    await user.click(button(lightboxContent.zoomIn));
    fireEvent.click(image(), { clientX: 0, clientY: 0 });
    expect(dialog()).toBeInTheDocument();
    await act(async () => {
      const popped = nextPopState();
      window.history.back();
      await popped;
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: openerName }));
    await screen.findByRole('dialog', { name: dialogName });
    expect(readTransform(image())).toEqual({ x: 0, y: 0, scale: 1 });
  });
});

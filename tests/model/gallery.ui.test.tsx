import { Button } from '@mantine/core';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GALLERY_AUTOPLAY_MS, SWIPE_THRESHOLD_PX } from '../../machines/constants';
import { galleryMachine } from '../../machines/galleryMachine';
import { useOverlay } from '../../src/common/overlay/useOverlay';
import { OverlayView } from '../../src/common/overlay/OverlayView';
import { projectSlides } from '../../src/features/viewers/gallery/projectSlides';
import { portfolioContent, projects } from '../../src/content/portfolio';
import { galleryContent } from '../../src/content/viewers';
import { galleryOverlay } from '../../src/features/viewers/gallery/galleryOverlay';
import { toViewerImage } from '../../src/common/overlay/viewerImage';
import { Portfolio } from '../../src/features/portfolio/Portfolio';
import { measureReplays } from '../support/inspector';
import { recordCoverage, type ModelPath } from '../support/model';
import { render } from '../support/render';
import {
  COUNT,
  delayOf,
  expectedAfter,
  galleryModel,
  isTimer,
  offersPause,
  type GalleryEvent,
  type GalleryView,
  visitorEvents,
} from './gallery.model';

/*
 * The gallery machine's model (the same graph as gallery.machine.test.ts, over three slides),
 * replayed by a visitor on the rendered lazy gallery: View All Projects opens it; the previous and
 * next buttons and the arrow keys (in turn), the dots, a touch swipe either side of 50 px, a mouse
 * over the slide, the play/pause control, the close button, Escape and Back (in turn) drive it;
 * the autoplay timer is 3000 ms of fake time. Every path is replayed, and every step is checked
 * against what the visitor sees and what a screen reader hears: the view that product rule D10
 * asks for after the visitor's moves so far (`expectedAfter`, written apart from the chart), so a
 * wrong transition fails the step where it shows, even when the page looked right a step before.
 *
 * The one event left out is opening at a given slide (`overlay.open` with an index): no opener on
 * the site does that (View All Projects starts at the first); the machine test covers it.
 */

const model = galleryModel('gallery', visitorEvents);
const measured = measureReplays(galleryMachine, 'gallery → Gallery (UI)');

afterAll(() => recordCoverage(measured.coverage()));

const slides = projectSlides.slice(0, COUNT);

function GalleryWithOpener() {
  const gallery = useOverlay(galleryOverlay, { count: slides.length });
  return (
    <>
      <Button onClick={() => gallery.open()}>{portfolioContent.viewAll}</Button>
      <OverlayView overlay={gallery} slides={slides} />
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: galleryContent.title });
const button = (name: string) => within(dialog()).getByRole('button', { name });
const slideImage = () => within(dialog()).getByRole('img');
const liveRegion = () => dialog().querySelector<HTMLElement>('[aria-live="polite"]')!;
/** The middle of the screen, where a finger swipes. */
const swipeArea = () => slideImage().closest('figure')!.parentElement!;
const viewMarker = () => String((window.history.state as Record<string, unknown> | null)?.rangrezOverlay ?? '');

const finger = (x: number) => {
  const list = [{ identifier: 1, clientX: x, clientY: 300 }];
  return { touches: list, targetTouches: list, changedTouches: list };
};

async function back() {
  await act(async () => {
    const popped = new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
    window.history.back();
    // jsdom traverses history on a (fake) timer.
    await vi.advanceTimersByTimeAsync(1);
    await popped;
  });
}

/** The ways a visitor closes the gallery, taken in turn. */
const closings = ['Close', 'Escape', 'Back'] as const;
let closingTurn = 0;

/** Does what the visitor does to send `event`; returns what happened, for the failure message. */
async function perform(event: GalleryEvent | { type: string }, before: GalleryView, turn: number) {
  const open = before.mode !== 'closed';
  if (isTimer(event)) {
    act(() => vi.advanceTimersByTime(delayOf(event)));
    return `waited ${delayOf(event)} ms`;
  }
  const visitorEvent = event as GalleryEvent;
  switch (visitorEvent.type) {
    case 'overlay.open':
      if (open) return 'nothing: View All Projects is behind the gallery';
      fireEvent.click(screen.getByRole('button', { name: portfolioContent.viewAll }));
      return 'clicked View All Projects';
    case 'overlay.close': {
      if (!open) {
        fireEvent.keyDown(window, { key: 'Escape' });
        return 'pressed Escape on the page';
      }
      const closing = closings[closingTurn++ % closings.length]!;
      if (closing === 'Back') await back();
      else {
        if (closing === 'Close') fireEvent.click(button(galleryContent.close));
        else fireEvent.keyDown(slideImage(), { key: 'Escape' });
        // Closing removes the entry that opening pushed (jsdom traverses history on a timer).
        await act(() => vi.advanceTimersByTimeAsync(1));
      }
      return `closed with ${closing}`;
    }
    default:
      break;
  }
  if (!open) return 'nothing: no gallery while closed';
  switch (visitorEvent.type) {
    case 'gallery.next':
    case 'gallery.previous': {
      const next = visitorEvent.type === 'gallery.next';
      if (turn % 2 === 0) {
        fireEvent.click(button(next ? galleryContent.next : galleryContent.previous));
        return `clicked ${next ? 'Next' : 'Previous'}`;
      }
      fireEvent.keyDown(slideImage(), { key: next ? 'ArrowRight' : 'ArrowLeft' });
      return `pressed ${next ? 'ArrowRight' : 'ArrowLeft'}`;
    }
    case 'gallery.goTo': {
      const name = galleryContent.dot(visitorEvent.index + 1, slides[visitorEvent.index]!.title);
      fireEvent.click(button(name));
      return `clicked the dot ${name}`;
    }
    case 'swipe':
      fireEvent.touchStart(swipeArea(), finger(200));
      fireEvent.touchEnd(swipeArea(), finger(200 + visitorEvent.dx));
      return `swiped ${visitorEvent.dx} px`;
    case 'pointer.enter':
      fireEvent.pointerEnter(slideImage(), { pointerType: 'mouse' });
      return 'moved the mouse over the slide';
    case 'pointer.leave':
      fireEvent.pointerLeave(slideImage(), { pointerType: 'mouse' });
      return 'moved the mouse off the slide';
    case 'slide.shown':
      fireEvent.load(slideImage());
      return 'the slide image arrived';
    case 'autoplay.toggle': {
      const name = offersPause(before.mode) ? galleryContent.pause : galleryContent.play;
      fireEvent.click(button(name));
      return `clicked ${name}`;
    }
  }
}

/** What the visitor sees, and the screen reader hears, in `view`. */
function expectShows({ mode, index }: GalleryView) {
  if (mode === 'closed') {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(viewMarker()).toBe('');
    return;
  }
  const slide = slides[index]!;
  expect(dialog()).toHaveAttribute('aria-modal', 'true');
  // Only the current slide is in the DOM.
  expect(within(dialog()).getAllByRole('img')).toHaveLength(1);
  expect(slideImage()).toHaveAttribute('alt', slide.image.alt);
  expect(within(dialog()).getByText(galleryContent.counter(index + 1, COUNT))).toBeInTheDocument();
  expect(within(dialog()).getByText(slide.title)).toBeInTheDocument();

  const dots = within(within(dialog()).getByRole('group', { name: galleryContent.dotsLabel })).getAllByRole('button');
  expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(
    slides.map((each, number) => galleryContent.dot(number + 1, each.title)),
  );
  expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(
    slides.map((_, number) => (number === index ? 'true' : null)),
  );

  expect(button(offersPause(mode) ? galleryContent.pause : galleryContent.play)).toBeInTheDocument();
  expect(
    within(dialog()).queryByRole('button', { name: offersPause(mode) ? galleryContent.play : galleryContent.pause }),
  ).toBeNull();
  // Silent while autoplay runs (or is only held by hover); the position once the visitor stops it.
  expect(liveRegion()).toHaveTextContent(
    mode === 'paused' ? galleryContent.position(index + 1, COUNT, slide.title) : /^$/,
  );
  expect(viewMarker()).toMatch(/^gallery-/);
}

async function replay(path: ModelPath<GalleryEvent>) {
  render(<GalleryWithOpener />);
  const measuring = measured.replay(path);
  let before: GalleryView = { mode: 'closed', index: 0 };
  expectShows(before);
  for (const [index, step] of path.steps.entries()) {
    const did = await perform(step.event, before, index);
    const expected = expectedAfter(before, step.event);
    try {
      measuring.step(index);
      expectShows(expected);
    } catch (error) {
      throw new Error(`Step ${index + 1} (${did}), expected ${JSON.stringify(expected)}: ${String(error)}`);
    }
    before = expected;
  }
  measuring.done();
}

beforeAll(async () => {
  // Fetch the gallery's code once, with real timers, so the replays render it at once. On a busy
  // machine that can take seconds.
  render(<GalleryWithOpener />);
  fireEvent.click(screen.getByRole('button', { name: portfolioContent.viewAll }));
  await screen.findByRole('dialog', { name: galleryContent.title }, { timeout: 20_000 });
  cleanup();
}, 30_000);

beforeEach(() => {
  // Each test starts on a plain page entry, whatever an earlier test left open.
  window.history.replaceState(null, '', window.location.href);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the gallery replays its model', () => {
  test('the paths take every transition of the chart', () => {
    expect(model.coverage.states.missing).toEqual([]);
    expect(model.coverage.transitions.missing).toEqual([]);
  });

  test.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await replay(path);
  });
});

describe('gallery', () => {
  test('View All Projects in the portfolio opens all fifteen projects at the first, with its title as caption', () => {
    function PortfolioWithGallery() {
      const gallery = useOverlay(galleryOverlay, { count: projectSlides.length });
      return (
        <>
          <Portfolio viewer={{ open: () => {}, prepare: () => {} }} gallery={gallery} />
          <OverlayView overlay={gallery} slides={projectSlides} />
        </>
      );
    }
    render(<PortfolioWithGallery />);
    fireEvent.click(screen.getByRole('link', { name: portfolioContent.viewAll }));
    expect(within(dialog()).getByText(galleryContent.counter(1, projects.length))).toBeInTheDocument();
    expect(within(dialog()).getByText(projects[0]!.title)).toBeInTheDocument();
    expect(within(dialog()).getByText(projects[0]!.category)).toBeInTheDocument();
    expect(slideImage()).toHaveAttribute('alt', projects[0]!.imageAlt);
    fireEvent.load(slideImage());
    act(() => vi.advanceTimersByTime(GALLERY_AUTOPLAY_MS));
    expect(within(dialog()).getByText(galleryContent.counter(2, projects.length))).toBeInTheDocument();
    expect(within(dialog()).getAllByRole('img')).toHaveLength(1);
  });

  test('a thousand projects open as fast as three: one slide and fifteen dots in the DOM', () => {
    const many = Array.from({ length: 1000 }, (_, number) => ({
      title: `Project ${number + 1}`,
      image: toViewerImage(projects[number % projects.length]!.image, `Image ${number + 1}`),
    }));
    function ManyProjects() {
      const gallery = useOverlay(galleryOverlay, { count: many.length });
      return (
        <>
          <Button onClick={() => gallery.open()}>{portfolioContent.viewAll}</Button>
          <OverlayView overlay={gallery} slides={many} />
        </>
      );
    }
    render(<ManyProjects />);
    fireEvent.click(screen.getByRole('button', { name: portfolioContent.viewAll }));
    expect(within(dialog()).getAllByRole('img')).toHaveLength(1);
    const dots = () =>
      within(within(dialog()).getByRole('group', { name: galleryContent.dotsLabel })).getAllByRole('button');
    expect(dots()).toHaveLength(15);
    fireEvent.click(button(galleryContent.previous));
    expect(within(dialog()).getByText(galleryContent.counter(1000, 1000))).toBeInTheDocument();
    // The window of dots follows the current slide: it is the last of them here.
    expect(dots().at(-1)).toHaveAttribute('aria-current', 'true');
    expect(dots()[0]).toHaveAccessibleName(galleryContent.dot(986, 'Project 986'));
    fireEvent.click(button(galleryContent.next));
    fireEvent.click(button(galleryContent.next));
    fireEvent.click(button(galleryContent.next));
    expect(dots()[2]).toHaveAttribute('aria-current', 'true');
    expect(dots()[0]).toHaveAccessibleName(galleryContent.dot(1, 'Project 1'));
  });

  test('a swipe of exactly 50 px does nothing; 51 px navigates, left to the next, right to the previous', () => {
    render(<GalleryWithOpener />);
    fireEvent.click(screen.getByRole('button', { name: portfolioContent.viewAll }));
    for (const dx of [-SWIPE_THRESHOLD_PX, SWIPE_THRESHOLD_PX]) {
      fireEvent.touchStart(swipeArea(), finger(200));
      fireEvent.touchEnd(swipeArea(), finger(200 + dx));
      expect(within(dialog()).getByText(galleryContent.counter(1, COUNT))).toBeInTheDocument();
      expect(button(galleryContent.pause)).toBeInTheDocument();
    }
    fireEvent.touchStart(swipeArea(), finger(200));
    fireEvent.touchEnd(swipeArea(), finger(200 - SWIPE_THRESHOLD_PX - 1));
    expect(within(dialog()).getByText(galleryContent.counter(2, COUNT))).toBeInTheDocument();
    fireEvent.touchStart(swipeArea(), finger(200));
    fireEvent.touchEnd(swipeArea(), finger(200 + SWIPE_THRESHOLD_PX + 1));
    expect(within(dialog()).getByText(galleryContent.counter(1, COUNT))).toBeInTheDocument();
    expect(button(galleryContent.play)).toBeInTheDocument();
  });

  test('a finger does not hold autoplay the way a hovering mouse does', () => {
    render(<GalleryWithOpener />);
    fireEvent.click(screen.getByRole('button', { name: portfolioContent.viewAll }));
    fireEvent.load(slideImage());
    fireEvent.pointerEnter(slideImage(), { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(GALLERY_AUTOPLAY_MS));
    expect(within(dialog()).getByText(galleryContent.counter(2, COUNT))).toBeInTheDocument();
  });
});

describe('gallery focus', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  test('focus moves into the gallery and returns to View All Projects when it closes', async () => {
    const user = userEvent.setup();
    render(<GalleryWithOpener />);
    const opener = screen.getByRole('button', { name: portfolioContent.viewAll });
    await user.click(opener);
    await vi.waitFor(() => expect(dialog()).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });
});

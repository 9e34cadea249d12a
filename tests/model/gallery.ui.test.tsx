import { Button } from '@mantine/core';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { GALLERY_AUTOPLAY_MS } from '../../machines/constants';
import { useOverlay } from '../../src/common/overlay/useOverlay';
import { OverlayView } from '../../src/common/overlay/OverlayView';
import { projectSlides } from '../../src/features/viewers/gallery/projectSlides';
import { portfolioContent, projects } from '../../src/content/portfolio';
import { galleryContent } from '../../src/content/viewers';
import { galleryOverlay } from '../../src/features/viewers/gallery/galleryOverlay';
import { toViewerImage } from '../../src/common/overlay/viewerImage';
import { Portfolio } from '../../src/features/portfolio/Portfolio';
import { describeMachineModel } from '../support/machineModel';
import { overlayUi } from '../support/overlayVisitor';
import { render, whenShown } from '../support/render';
import { COUNT, offersPause, visitorModel } from './gallery.model';

/*
 * The gallery's model (over three slides) replayed by a visitor on the rendered lazy gallery:
 * View All Projects opens it; the previous and next buttons and the arrow keys (in turn), the
 * dots, a touch swipe either side of 50 px, a mouse over the slide, the play/pause control, the
 * close button, Escape and Back (in turn) drive it; autoplay's 3000 ms pass on fake time, never a
 * millisecond early. Each step is checked against what product rule D10 calls for
 * (gallery.model.ts) and what a screen reader hears. Opening at a given slide is left to the
 * machine's replay: no opener on the site does that.
 */

const slides = projectSlides.slice(0, COUNT);

/** The gallery of `shown` (the model's three slides unless told), opened by a button. */
function GalleryWithOpener({ shown = slides }: { shown?: typeof slides }) {
  const gallery = useOverlay(galleryOverlay, { count: shown.length });
  return (
    <>
      <Button onClick={() => gallery.open()}>{portfolioContent.viewAll}</Button>
      <OverlayView overlay={gallery} slides={shown} />
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: galleryContent.title });
const button = (name: string) => within(dialog()).getByRole('button', { name });
const slideImage = () => within(dialog()).getByRole('img');
const liveRegion = () => dialog().querySelector<HTMLElement>('[aria-live="polite"]')!;
/** The middle of the screen, where a finger swipes. */
const swipeArea = () => slideImage().closest('figure')!.parentElement!;
const finger = (x: number) => {
  const list = [{ identifier: 1, clientX: x, clientY: 300 }];
  return { touches: list, targetTouches: list, changedTouches: list };
};

describeMachineModel(visitorModel, {
  ui: overlayUi(visitorModel, {
    name: 'gallery → Gallery (UI)',
    page: () => <GalleryWithOpener />,
    fakeTime: true,
    isOpen: ({ mode }) => mode !== 'closed',
    dialogName: () => galleryContent.title,
    opener: () => portfolioContent.viewAll,
    openerRole: 'button',
    closeLabel: galleryContent.close,
    perform(event, { mode }, turn) {
      if (mode === 'closed') return 'nothing: no gallery while closed';
      const { type, index = 0, dx = 0 } = event as { type: string; index?: number; dx?: number };
      if (type === 'gallery.next' || type === 'gallery.previous') {
        const next = type === 'gallery.next';
        if (turn % 2 === 0) fireEvent.click(button(next ? galleryContent.next : galleryContent.previous));
        else fireEvent.keyDown(slideImage(), { key: next ? 'ArrowRight' : 'ArrowLeft' });
        return `${turn % 2 === 0 ? 'clicked' : 'pressed the arrow key for'} ${type}`;
      }
      if (type === 'gallery.goTo') fireEvent.click(button(galleryContent.dot(index + 1, slides[index]!.title)));
      else if (type === 'swipe') {
        fireEvent.touchStart(swipeArea(), finger(200));
        fireEvent.touchEnd(swipeArea(), finger(200 + dx));
      } else if (type === 'pointer.enter') fireEvent.pointerEnter(slideImage(), { pointerType: 'mouse' });
      else if (type === 'pointer.leave') fireEvent.pointerLeave(slideImage(), { pointerType: 'mouse' });
      else if (type === 'slide.shown') fireEvent.load(slideImage());
      else fireEvent.click(button(offersPause(mode) ? galleryContent.pause : galleryContent.play));
      return `${type} as a visitor does it (${JSON.stringify(event)})`;
    },
    shows(_dialog, { mode, index }) {
      const slide = slides[index]!;
      // Only the current slide is in the DOM.
      expect(within(dialog()).getAllByRole('img')).toHaveLength(1);
      expect(slideImage()).toHaveAttribute('alt', slide.image.alt);
      expect(within(dialog()).getByText(galleryContent.counter(index + 1, COUNT))).toBeInTheDocument();
      expect(within(dialog()).getByText(slide.title)).toBeInTheDocument();
      const dotsGroup = within(dialog()).getByRole('group', { name: galleryContent.dotsLabel });
      const dots = within(dotsGroup).getAllByRole('button');
      expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(
        slides.map((each, number) => galleryContent.dot(number + 1, each.title)),
      );
      expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(
        slides.map((_, number) => (number === index ? 'true' : null)),
      );
      const [offered, other] = offersPause(mode)
        ? [galleryContent.pause, galleryContent.play]
        : [galleryContent.play, galleryContent.pause];
      expect(button(offered)).toBeInTheDocument();
      expect(within(dialog()).queryByRole('button', { name: other })).toBeNull();
      // Silent while autoplay runs (or is only held by hover); the position once the visitor stops it.
      expect(liveRegion()).toHaveTextContent(
        mode === 'paused' ? galleryContent.position(index + 1, COUNT, slide.title) : /^$/,
      );
    },
  }),
});

beforeAll(async () => {
  // Fetch the gallery's code once, with real timers, so the replays render it at once. On a busy
  // machine that can take seconds.
  render(<GalleryWithOpener />);
  fireEvent.click(screen.getByRole('button', { name: portfolioContent.viewAll }));
  await whenShown(() => screen.queryByRole('dialog', { name: galleryContent.title }));
  cleanup();
}, 30_000);

describe('gallery', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

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
    render(<GalleryWithOpener shown={many} />);
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

  test('a finger does not hold autoplay the way a hovering mouse does', () => {
    render(<GalleryWithOpener />);
    fireEvent.click(screen.getByRole('button', { name: portfolioContent.viewAll }));
    fireEvent.load(slideImage());
    fireEvent.pointerEnter(slideImage(), { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(GALLERY_AUTOPLAY_MS));
    expect(within(dialog()).getByText(galleryContent.counter(2, COUNT))).toBeInTheDocument();
  });
});

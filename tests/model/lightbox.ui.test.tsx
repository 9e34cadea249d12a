import { act, fireEvent, screen, within } from '@testing-library/react';
import { ZOOM_MAX, ZOOM_MIN } from '../../machines/constants';
import type { Size } from '../../machines/lightboxMachine';
import { hero } from '../../src/content/home';
import { images } from '../../src/content/images';
import { lightboxContent as content } from '../../src/content/viewers';
import { lightboxOverlay } from '../../src/features/viewers/lightbox/lightboxOverlay';
import { Hero } from '../../src/features/home/hero/Hero';
import { OverlayView } from '../../src/common/overlay/OverlayView';
import { useOverlay } from '../../src/common/overlay/useOverlay';
import { describeMachineModel, pathsOf } from '../support/machineModel';
import { overlayUi } from '../support/overlayVisitor';
import { render, whenShown } from '../support/render';
import { IMAGE, lightboxModel } from './lightbox.model';

/*
 * The lightbox's model replayed by a visitor on the hero and its lazy lightbox: the hero image
 * opens it; its round buttons zoom and close; Escape, the backdrop and Back close it; two touches
 * pinch, a primary pointer drags, a window resize re-measures the image. The model has about a
 * thousand paths: walks that send every event from every state replace them, each step checked
 * for the scale and offset product rules S4 and D12 call for (lightbox.model.ts).
 */

/** The size the browser lays the image out at (jsdom has no layout): what the lightbox measures. */
let layout: Size = IMAGE;
beforeAll(() => {
  for (const [key, side] of [
    ['offsetWidth', 'width'],
    ['offsetHeight', 'height'],
  ] as const) {
    Object.defineProperty(HTMLImageElement.prototype, key, { configurable: true, get: () => layout[side] });
  }
  return import('../../src/features/viewers/lightbox/Lightbox');
}, 30_000);
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

const dialog = () => screen.getByRole('dialog', { name: content.title });
const image = () => within(dialog()).getByRole('img', { name: hero.imageAlt });
/** The dark area around the image; a click there closes the lightbox. */
const backdrop = () => image().closest('picture')!.parentElement!;
const button = (name: string) => within(dialog()).getByRole('button', { name });

/** Two fingers `distance` px apart, as a touch event carries them. */
const touches = (distance: number, fingers = 2) => {
  const list = [
    { identifier: 1, clientX: 0, clientY: 0 },
    { identifier: 2, clientX: distance, clientY: 0 },
  ];
  const down = list.slice(0, fingers);
  return { touches: down, targetTouches: down, changedTouches: down.length ? down : list.slice(0, 1) };
};
const pointer = (x: number, y: number) => ({
  pointerId: 1,
  pointerType: 'mouse',
  isPrimary: true,
  button: 0,
  clientX: x,
  clientY: y,
});

/** `translate3d(12px, -4px, 0) scale(1.44)` → the numbers. */
function readTransform(element: HTMLElement) {
  const match = /translate3d\((-?[\d.e+-]+)px, (-?[\d.e+-]+)px, 0(?:px)?\) scale\(([\d.e+-]+)\)/.exec(
    element.style.transform,
  );
  if (!match) throw new Error(`Unexpected transform: ${element.style.transform}`);
  return { x: Number(match[1]), y: Number(match[2]), scale: Number(match[3]) };
}

const { walks } = describeMachineModel(lightboxModel, {
  ui: overlayUi(lightboxModel, {
    name: 'lightbox → hero Lightbox (UI)',
    page: () => {
      layout = IMAGE;
      return <HeroWithLightbox />;
    },
    isOpen: (view) => view.open,
    dialogName: () => content.title,
    opener: (event) => {
      // The event carries the size the image is laid out at when it opens.
      layout = (event.imageSize as Size | undefined) ?? layout;
      return hero.openImageLabel;
    },
    openerRole: 'button',
    closeLabel: content.close,
    closings: { 'a click on the backdrop': { close: () => fireEvent.click(backdrop()) } },
    // The first walk climbs to the 6× bound by the button, where it is disabled.
    walks: {
      include: pathsOf(lightboxModel).paths.filter((path) =>
        /^overlay\.open\S*( → zoom\.in){10}$/.test(path.description),
      ),
    },
    // Once shown, the lightbox measures its image (the model's open event carries the size);
    // closed, it has none to measure: a resized window sends nothing.
    stepOptions: (event, before) => ({
      besides: event.type === 'overlay.open' ? ['viewport.resize'] : [],
      sent: !(event.type === 'viewport.resize' && !before.open),
    }),
    perform(event, { open }) {
      const at = event as { type: string; x: number; y: number; distance: number; width: number; height: number };
      if (at.type === 'viewport.resize') {
        layout = { width: at.width, height: at.height };
        act(() => void window.dispatchEvent(new Event('resize')));
        return `resized the window: image ${at.width}×${at.height}`;
      }
      if (!open) return 'nothing: no image or buttons while closed';
      const zoom = { 'zoom.in': content.zoomIn, 'zoom.out': content.zoomOut }[at.type as 'zoom.in'];
      if (zoom) fireEvent.click(button(zoom));
      else if (at.type === 'pinch.start') fireEvent.touchStart(backdrop(), touches(at.distance));
      else if (at.type === 'pinch.move') fireEvent.touchMove(backdrop(), touches(at.distance));
      else if (at.type === 'pinch.end') fireEvent.touchEnd(backdrop(), touches(0, 1));
      else if (at.type === 'pan.start') fireEvent.pointerDown(image(), pointer(at.x, at.y));
      else if (at.type === 'pan.move') fireEvent.pointerMove(image(), pointer(at.x, at.y));
      else fireEvent.pointerUp(image(), pointer(0, 0));
      return `${at.type} as a visitor does it (${JSON.stringify(at)})`;
    },
    shows(_dialog, { scale, offset, gesture }) {
      const shown = readTransform(image());
      expect(shown.scale).toBeCloseTo(scale, 9);
      expect(shown.x).toBeCloseTo(offset.x, 9);
      expect(shown.y).toBeCloseTo(offset.y, 9);
      expect(button(content.zoomIn)).toHaveProperty('disabled', scale >= ZOOM_MAX);
      expect(button(content.zoomOut)).toHaveProperty('disabled', scale <= ZOOM_MIN);
      const cursor = gesture === 'panning' ? 'grabbing' : scale > ZOOM_MIN ? 'zoom-out' : 'zoom-in';
      expect(image().style.cursor).toBe(cursor);
      // A gesture in progress follows the fingers without a transition.
      expect(image().hasAttribute('data-moving')).toBe(gesture !== 'idle');
    },
  }),
});

test('the walks are a few page loads, the first climbing to 6×', () => {
  expect(walks.length).toBeLessThan(40);
  expect(walks[0]!.description).toMatch(/^overlay\.open\S*( → zoom\.in){10} → /);
});

test('a click zooms in, on a zoomed image out; a drag only pans; a click on the image does not close it', async () => {
  render(<HeroWithLightbox />);
  fireEvent.click(screen.getByRole('button', { name: hero.openImageLabel }));
  await whenShown(() => screen.queryByRole('dialog', { name: content.title }));
  expect(
    within(dialog())
      .getAllByRole('button')
      .map((element) => element.getAttribute('aria-label')),
  ).toEqual([content.zoomIn, content.zoomOut, content.close]);
  fireEvent.click(image(), { clientX: 10, clientY: 10 });
  expect(readTransform(image()).scale).toBeCloseTo(1.2, 9);
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
  expect(dialog()).toBeInTheDocument();
});

import type { CDPSession } from '@playwright/test';
import { ZOOM_MAX, ZOOM_MIN } from '../../machines/constants';
import type { Point } from '../../machines/lightboxMachine';
import { describeEvent, pathsOf, type ModelStep } from '../support/model';
import { held, lightboxModel, type LightboxEvent } from '../model/lightbox.model';
import { HeroLightbox } from './pages/HeroLightbox';
import { expect } from './support/actorRecord';
import { describeBrowserModel } from './support/browserModel';

/*
 * The lightbox's model (the graph lightbox.ui.test.tsx replays in jsdom) replayed in the browser on
 * the hero image. On a desktop: the zoom buttons, a mouse drag (pan.start, pan.move, pan.end: one
 * step each), Escape, the close button, a click on the backdrop and Back; a press released where it
 * was made is a click, which zooms, so no walk does that, and a walk ends where the lightbox closes
 * with the mouse still pressed (a visitor lets go). The first walk climbs to the 6× bound. Each
 * step checks the dialog, the buttons' bounds, the scale and the pan held to the image as the
 * browser lays it out, and the cursor.
 */

const { paths } = pathsOf(lightboxModel);
const BY_MOUSE = new Set(['overlay.open', 'overlay.close', 'zoom.in', 'zoom.out', 'pan.start', 'pan.move', 'pan.end']);
/** Ten steps in, to the 6× bound, where Zoom in is disabled. */
const bounds = paths.filter((path) => /^overlay\.open\S*( → zoom\.in){10}$/.test(path.description));

/** What a mouse can do after `steps` on one page load. */
function byMouse(next: ModelStep<LightboxEvent>, steps: ReadonlyArray<ModelStep<LightboxEvent>>) {
  const [before, last] = steps.slice(-2);
  const released = next.event.type === 'pan.end' && last?.event.type === 'pan.start';
  const closedWhilePressed = last?.state.matches('closed') && before?.state.matches({ open: 'panning' });
  return BY_MOUSE.has(next.event.type) && !released && !closedWhilePressed;
}

const rounded = (shown: Record<string, number>) =>
  Object.fromEntries(Object.entries(shown).map(([key, value]) => [key, Math.round(value * 100) / 100 || 0]));
const closings = ['the close button', 'Escape', 'Back', 'a click on the backdrop'] as const;

describeBrowserModel(lightboxModel, {
  title: 'the lightbox replays its model in the browser @desktop',
  walks: { allowed: byMouse, include: bounds },
  // Fingers and a resized screen: the phone's replay below.
  leaves: [
    'lightbox —viewport.resize→',
    'lightbox.open —pinch.start→',
    'lightbox.open.pinching —pinch.end→',
    'lightbox.open.pinching —pinch.move→',
  ],
  async open({ page }) {
    await page.goto('/');
    const lightbox = new HeroLightbox(page);
    return {
      page,
      lightbox,
      turn: 0,
      pressed: false,
      press: lightbox.centre(),
      from: { x: 0, y: 0 },
      offset: { x: 0, y: 0 },
    };
  },
  async perform(visitor, { event, was, view }) {
    const { page, lightbox } = visitor;
    const nothing = (why: string) => ({ did: `nothing: ${why}`, sent: false });
    const size = async () => (view.open ? await lightbox.size() : { width: 0, height: 0 });
    switch (event.type) {
      case 'overlay.open':
        if (was.open) return nothing('the hero image is behind the lightbox');
        await lightbox.open();
        // Once shown, the lightbox measures its image.
        return { did: 'clicked the hero image', besides: ['viewport.resize'] };
      case 'overlay.close': {
        visitor.offset = { x: 0, y: 0 };
        if (!was.open) {
          await page.keyboard.press('Escape');
          return 'pressed Escape on the page';
        }
        // The backdrop is only in view while the image is not zoomed; mid-drag, the pressed
        // pointer belongs to the image, so only a key closes.
        const closing = visitor.pressed ? 'Escape' : closings[visitor.turn++ % (was.scale === ZOOM_MIN ? 4 : 3)]!;
        if (closing === 'the close button') await lightbox.close.click();
        else if (closing === 'Escape') await page.keyboard.press('Escape');
        else if (closing === 'Back') await page.goBack();
        else await lightbox.clickBackdrop();
        return `closed with ${closing}`;
      }
      case 'zoom.in':
      case 'zoom.out': {
        const button = event.type === 'zoom.in' ? lightbox.zoomIn : lightbox.zoomOut;
        if (!was.open) return nothing('no buttons while closed');
        if (event.type === 'zoom.in' ? was.scale >= ZOOM_MAX : was.scale <= ZOOM_MIN) {
          await expect(button, 'the button at its bound').toBeDisabled();
          return nothing(`${event.type} is disabled at the bound`);
        }
        await button.click();
        // Zooming keeps the offset within the new bounds.
        visitor.offset = held(visitor.offset, view.scale, await size());
        return `clicked ${event.type}`;
      }
      case 'pan.start':
        if (!was.open) return nothing('no image while closed');
        visitor.press = lightbox.centre();
        visitor.from = (await lightbox.transform()) as Point;
        await page.mouse.move(visitor.press.x, visitor.press.y);
        await page.mouse.down();
        visitor.pressed = true;
        // A pointer reaches the image before it presses.
        return { did: 'pressed the image', besides: ['pan.move'] };
      case 'pan.move':
        if (!was.open) return nothing('no image while closed');
        await page.mouse.move(visitor.press.x + event.x, visitor.press.y + event.y);
        if (view.gesture === 'panning') {
          visitor.offset = held({ x: visitor.from.x + event.x, y: visitor.from.y + event.y }, view.scale, await size());
        }
        return `moved the pointer by ${event.x},${event.y}`;
      case 'pan.end':
        if (!was.open) return nothing('no image while closed');
        await page.mouse.up();
        visitor.pressed = false;
        return 'released the pointer';
      default:
        throw new Error(`Not replayed with a mouse: ${event.type}`);
    }
  },
  async expectShows({ lightbox, offset }, { view: { open, scale, gesture } }, where) {
    if (!open) return expect(lightbox.dialog, where).toBeHidden();
    await expect(lightbox.dialog, where).toBeVisible();
    // The browser writes the transform's numbers to six significant digits.
    await expect
      .poll(async () => rounded(await lightbox.transform()), { message: where })
      .toEqual(rounded({ ...offset, scale }));
    await expect(lightbox.zoomIn, where).toBeEnabled({ enabled: scale < ZOOM_MAX });
    await expect(lightbox.zoomOut, where).toBeEnabled({ enabled: scale > ZOOM_MIN });
    // The pointer over the image says what a press does: drag it, zoom out, or zoom in.
    const cursor = gesture === 'panning' ? 'grabbing' : scale > ZOOM_MIN ? 'zoom-out' : 'zoom-in';
    await expect(lightbox.image, where).toHaveCSS('cursor', cursor);
  },
});

/*
 * On a phone, fingers through CDP touch events: two that pinch from the image at 1×, one that
 * drags a zoomed image and a second that joins it (panning turns to pinching), and a shorter
 * screen while open (viewport.resize). A finger is also a pointer: the page's pan events that come
 * with a pinch are ignored by the state they reach, and not counted. The model's 1440 px spread
 * does not fit a phone's screen; 778 px reaches the same 6× bound.
 */
const PINCHES = [
  /^overlay\.open\S* → pinch\.start\(144\) → pinch\.move\(207\.3\d*\) → pinch\.end$/,
  /^overlay\.open\S* → zoom\.in → pan\.start\(0,0\) → pan\.move\(30,-20\) → pinch\.start\(144\) → pinch\.move\(1440\) → pinch\.end → viewport\.resize\(100,50\) → overlay\.close → overlay\.open\S*$/,
];
type Finger = { x: number; y: number };

describeBrowserModel(lightboxModel, {
  title: 'the lightbox replays its pinches and resizes in the browser @phone',
  paths: PINCHES.flatMap((pattern) => paths.filter((path) => pattern.test(path.description)).slice(0, 1)),
  // The mouse's: the desktop's replay above.
  leaves: ['lightbox.open —zoom.out→', 'lightbox.open.panning —pan.end→'],
  async open({ page }) {
    await page.goto('/');
    const lightbox = new HeroLightbox(page);
    return { page, lightbox, cdp: await page.context().newCDPSession(page), first: lightbox.centre() };
  },
  async perform(visitor, { event, view }) {
    const { page, lightbox, cdp } = visitor;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', fingers: Finger[]) =>
      (cdp as CDPSession).send('Input.dispatchTouchEvent', {
        type,
        touchPoints: fingers.map((finger, id) => ({ x: finger.x, y: finger.y, id })),
      });
    const did = describeEvent(event);
    switch (event.type) {
      case 'overlay.open':
        await lightbox.open('tap');
        return { did, besides: ['viewport.resize'] };
      case 'zoom.in':
        await lightbox.zoomIn.tap();
        return did;
      case 'pan.start':
        visitor.first = lightbox.centre();
        await touch('touchStart', [visitor.first]);
        return { did, besides: ['pan.move'] };
      case 'pan.move':
        visitor.first = { x: visitor.first.x + event.x, y: visitor.first.y + event.y };
        await touch('touchMove', [visitor.first]);
        return did;
      case 'pinch.start':
        // With a finger already down (panning), the second joins it; else both land at once.
        if (view.gesture !== 'pinching') throw new Error('Not a pinch');
        await touch('touchStart', [visitor.first, { x: visitor.first.x + event.distance, y: visitor.first.y }]);
        return { did, besides: ['pan.start', 'pan.move'] };
      case 'pinch.move': {
        const { x, y } = lightbox.centre();
        const fingers =
          event.distance > 1000
            ? [
                { x: x - 170, y: y - 350 },
                { x: x + 170, y: y + 350 },
              ]
            : [visitor.first, { x: visitor.first.x + event.distance, y: visitor.first.y }];
        visitor.first = fingers[0]!;
        await touch('touchMove', fingers);
        return { did, besides: ['pan.move'] };
      }
      case 'pinch.end':
        await touch('touchEnd', []);
        return { did, besides: ['pan.end'] };
      case 'viewport.resize':
        // Shorter only: the image, fitted to the width, keeps its size. A narrower screen also
        // resizes the image, which the page then measures twice (the window's resize and the
        // image's ResizeObserver): two viewport.resize where the model has one.
        await page.setViewportSize({ width: page.viewportSize()!.width, height: 700 });
        // The page hears of it in its next frame's resize step, which runs before that frame's
        // animation callbacks: wait for one after the new height shows.
        await page.waitForFunction(() => window.innerHeight === 700);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
        return did;
      case 'overlay.close':
        await page.goBack();
        return did;
      default:
        throw new Error(`Not replayed on a phone: ${event.type}`);
    }
  },
  async expectShows({ lightbox }, { view }, where) {
    if (!view.open) return expect(lightbox.dialog, where).toBeHidden();
    await expect
      .poll(async () => Math.round((await lightbox.transform()).scale * 100) / 100, { message: where })
      .toBe(Math.round(view.scale * 100) / 100);
  },
});

import { ZOOM_MAX, ZOOM_MIN } from '../../machines/constants';
import { clampOffset, type Point } from '../../machines/lightboxMachine';
import { pathsOf } from '../support/model';
import { coveringWalks, describeEvent, notExercised, type ModelStep } from '../support/model';
import { lightboxModel, type LightboxEvent, type LightboxSnapshot } from '../model/lightbox.model';
import { HeroLightbox } from './pages/HeroLightbox';
import { expect, test, walkTimeout, walkTitle } from './support/actorRecord';

/*
 * The lightbox's model (the graph lightbox.ui.test.tsx replays in jsdom), replayed in the browser
 * on the hero image: the zoom buttons, a mouse drag (pan.start, pan.move, pan.end: one step each),
 * Escape, the close button, a click on the backdrop and Back. Pinches and resizes are left to
 * jsdom. Of the model's paths, those made only of these events, and not a press released where it
 * was made (that is a click, which zooms); then one page load that climbs to the 6× bound and walks
 * on until it has done what all of those paths do, a press held as the lightbox closes ending a
 * walk (a visitor lets go). Each step is checked on the page (the dialog, the buttons' bounds, the
 * scale and the pan clamped to the image measured in the browser) and on the actor's record.
 */

const model = pathsOf(lightboxModel);
const BROWSER_EVENTS = new Set(['overlay.open', 'overlay.close', 'zoom.in', 'zoom.out']);
const GESTURE = new Set(['pan.start', 'pan.move', 'pan.end']);
const CLICK = /pan\.start\(0,0\) → pan\.end/;
const replayable = model.paths.filter(
  (path) =>
    path.steps.every(({ event }) => BROWSER_EVENTS.has(event.type) || GESTURE.has(event.type)) &&
    !CLICK.test(path.description),
);
/** Ten steps in, to the 6× bound, where Zoom in is disabled. */
const bounds = replayable.find((path) => /^overlay\.open\S*( → zoom\.in){10}$/.test(path.description));

/** What a mouse can do after `steps` on one page load. */
function byMouse(next: ModelStep<LightboxEvent>, steps: ReadonlyArray<ModelStep<LightboxEvent>>) {
  const [before, last] = steps.slice(-2);
  const released = next.event.type === 'pan.end' && last?.event.type === 'pan.start';
  const closedWhilePressed = last?.state.matches('closed') && before?.state.matches({ open: 'panning' });
  return (BROWSER_EVENTS.has(next.event.type) || GESTURE.has(next.event.type)) && !released && !closedWhilePressed;
}

const wanted = new Set(replayable.flatMap((path) => path.exercises));
const walks = coveringWalks(model.graph, { wanted, allowed: byMouse, include: bounds ? [bounds] : [] });

const rounded = (shown: Record<string, number>) =>
  Object.fromEntries(Object.entries(shown).map(([key, value]) => [key, Math.round(value * 100) / 100 || 0]));

const closings = ['the close button', 'Escape', 'Back', 'a click on the backdrop'] as const;

test.describe('the lightbox replays its model in the browser @desktop', () => {
  test('the walks climb to the 6× bound and do what all the replayable paths do', () => {
    expect(bounds, 'a path from 1× to 6×').toBeDefined();
    expect(walks[0]?.description.startsWith(bounds!.description)).toBe(true);
    expect(notExercised(walks, wanted)).toEqual([]);
  });

  for (const [number, path] of walks.entries()) {
    test(walkTitle(path, number, walks.length), async ({ page, actors }) => {
      test.setTimeout(walkTimeout(path));
      await page.goto('/');
      const lightbox = new HeroLightbox(page);
      const replay = await actors.replay('lightbox', path);
      let open = false;
      let scale = ZOOM_MIN;
      let turn = 0;
      let pressed = false;
      let press: Point = lightbox.centre();
      let offsetAtPress: Point = { x: 0, y: 0 };
      let expectedOffset: Point = { x: 0, y: 0 };
      for (const [index, step] of path.steps.entries()) {
        const { event } = step;
        const state = step.state as LightboxSnapshot;
        let sent = true;
        let did: string;
        switch (event.type) {
          case 'overlay.open':
            if (open) {
              sent = false;
              did = 'nothing: the hero image is behind the lightbox';
            } else {
              await lightbox.open();
              did = 'clicked the hero image';
            }
            break;
          case 'overlay.close':
            if (!open) {
              await page.keyboard.press('Escape');
              did = 'pressed Escape on the page';
            } else {
              // The backdrop is only in view while the image is not zoomed; mid-drag, the pressed
              // pointer belongs to the image, so only a key closes.
              const closing = pressed ? 'Escape' : closings[turn++ % (scale === ZOOM_MIN ? 4 : 3)]!;
              if (closing === 'the close button') await lightbox.close.click();
              else if (closing === 'Escape') await page.keyboard.press('Escape');
              else if (closing === 'Back') await page.goBack();
              else await lightbox.clickBackdrop();
              did = `closed with ${closing}`;
            }
            break;
          case 'zoom.in':
          case 'zoom.out': {
            const button = event.type === 'zoom.in' ? lightbox.zoomIn : lightbox.zoomOut;
            const atBound = event.type === 'zoom.in' ? scale >= ZOOM_MAX : scale <= ZOOM_MIN;
            if (!open || atBound) {
              sent = false;
              if (open) await expect(button, `step ${index + 1}: the button at its bound`).toBeDisabled();
              did = open ? `nothing: ${event.type} is disabled at the bound` : 'nothing: no buttons while closed';
            } else {
              await button.click();
              did = `clicked ${event.type}`;
            }
            break;
          }
          case 'pan.start':
            if (!open) {
              sent = false;
              did = 'nothing: no image while closed';
            } else {
              press = lightbox.centre();
              offsetAtPress = (await lightbox.transform()) as Point;
              await page.mouse.move(press.x, press.y);
              await page.mouse.down();
              pressed = true;
              did = 'pressed the image';
            }
            break;
          case 'pan.move':
            if (!open) {
              sent = false;
              did = 'nothing: no image while closed';
            } else {
              await page.mouse.move(press.x + event.x, press.y + event.y);
              if (state.matches({ open: 'panning' })) {
                const moved = { x: offsetAtPress.x + event.x, y: offsetAtPress.y + event.y };
                expectedOffset = clampOffset(moved, scale, await lightbox.size());
              }
              did = `moved the pointer by ${event.x},${event.y}`;
            }
            break;
          case 'pan.end':
            if (!open) {
              sent = false;
              did = 'nothing: no image while closed';
            } else {
              await page.mouse.up();
              pressed = false;
              did = 'released the pointer';
            }
            break;
          default:
            throw new Error(`Not replayed in the browser: ${event.type}`);
        }
        const where = `step ${index + 1} (${did})`;
        open = state.matches('open');
        scale = state.context.scale;
        if (!open) {
          expectedOffset = { x: 0, y: 0 };
          await expect(lightbox.dialog, where).toBeHidden();
        } else {
          await expect(lightbox.dialog, where).toBeVisible();
          // Zooming keeps the offset within the new bounds.
          if (event.type === 'zoom.in' || event.type === 'zoom.out' || event.type === 'overlay.open') {
            expectedOffset = clampOffset(expectedOffset, scale, await lightbox.size());
          }
          // The browser writes the transform's numbers to six significant digits.
          await expect
            .poll(async () => rounded(await lightbox.transform()), { message: where })
            .toEqual(rounded({ x: expectedOffset.x, y: expectedOffset.y, scale }));
          await expect(lightbox.zoomIn, where).toBeEnabled({ enabled: scale < ZOOM_MAX });
          await expect(lightbox.zoomOut, where).toBeEnabled({ enabled: scale > ZOOM_MIN });
          // The pointer over the image says what a press does: drag it, zoom out, or zoom in.
          const cursor = state.matches({ open: 'panning' }) ? 'grabbing' : scale > ZOOM_MIN ? 'zoom-out' : 'zoom-in';
          await expect(lightbox.image, where).toHaveCSS('cursor', cursor);
        }
        await replay.step(index, {
          sent,
          // Once shown, the lightbox measures its image; a pointer reaches the image before it presses.
          besides: [
            ...(event.type === 'overlay.open' ? ['viewport.resize'] : []),
            ...(event.type === 'pan.start' ? ['pan.move'] : []),
          ],
        });
      }
      replay.done();
    });
  }
});

/*
 * On a phone, fingers through CDP touch events: two that pinch from the image at 1× (pinch.start,
 * pinch.move, pinch.end), one that drags a zoomed image and a second that joins it (panning turns
 * to pinching), and a smaller viewport while open (viewport.resize). A finger is also a pointer:
 * the page's pan events that come with a pinch are ignored by the state they reach, and not
 * counted. The model's 1440 px spread does not fit a phone's screen; 778 px reaches the same 6×
 * bound. The resize is a shorter screen.
 */
const PINCHES = [
  /^overlay\.open\S* → pinch\.start\(144\) → pinch\.move\(207\.3\d*\) → pinch\.end$/,
  /^overlay\.open\S* → zoom\.in → pan\.start\(0,0\) → pan\.move\(30,-20\) → pinch\.start\(144\) → pinch\.move\(1440\) → pinch\.end → viewport\.resize\(100,50\) → overlay\.close → overlay\.open\S*$/,
];
const pinchPaths = PINCHES.map((pattern) => model.paths.find((path) => pattern.test(path.description)));

type Finger = { x: number; y: number };

test.describe('the lightbox replays its pinches and resizes in the browser @phone', () => {
  test('the pinch paths are in the model', () => {
    expect(pinchPaths.every(Boolean), 'both pinch paths').toBe(true);
  });

  for (const path of pinchPaths.filter((each) => each !== undefined)) {
    test(path.description, async ({ page, actors }) => {
      await page.goto('/');
      const lightbox = new HeroLightbox(page);
      const replay = await actors.replay('lightbox', path);
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', fingers: Finger[]) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: fingers.map((finger, id) => ({ x: finger.x, y: finger.y, id })),
        });
      let first: Finger = lightbox.centre();
      for (const [index, step] of path.steps.entries()) {
        const { event } = step;
        const state = step.state as LightboxSnapshot;
        let besides: string[] = [];
        switch (event.type) {
          case 'overlay.open':
            await lightbox.opener.tap();
            await expect(lightbox.dialog).toBeVisible();
            besides = ['viewport.resize'];
            break;
          case 'zoom.in':
            await lightbox.zoomIn.tap();
            break;
          case 'pan.start':
            first = lightbox.centre();
            await touch('touchStart', [first]);
            besides = ['pan.move'];
            break;
          case 'pan.move':
            first = { x: first.x + event.x, y: first.y + event.y };
            await touch('touchMove', [first]);
            break;
          case 'pinch.start':
            // With a finger already down (panning), the second joins it; else both land at once.
            if (!state.matches({ open: 'pinching' })) throw new Error('Not a pinch');
            await touch('touchStart', [first, { x: first.x + event.distance, y: first.y }]);
            besides = ['pan.start', 'pan.move'];
            break;
          case 'pinch.move': {
            const { x, y } = lightbox.centre();
            const fingers =
              event.distance > 1000
                ? [
                    { x: x - 170, y: y - 350 },
                    { x: x + 170, y: y + 350 },
                  ]
                : [first, { x: first.x + event.distance, y: first.y }];
            first = fingers[0]!;
            await touch('touchMove', fingers);
            besides = ['pan.move'];
            break;
          }
          case 'pinch.end':
            await touch('touchEnd', []);
            besides = ['pan.end'];
            break;
          case 'viewport.resize':
            // Shorter only: the image, fitted to the width, keeps its size. A narrower screen
            // also resizes the image, which the page then measures twice (the window's resize
            // and the image's ResizeObserver): two viewport.resize where the model has one.
            await page.setViewportSize({ width: page.viewportSize()!.width, height: 700 });
            // The page hears of it in its next frame's resize step, which runs before that
            // frame's animation callbacks: wait for one after the new height shows.
            await page.waitForFunction(() => window.innerHeight === 700);
            await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
            break;
          case 'overlay.close':
            await page.goBack();
            break;
          default:
            throw new Error(`Not replayed on a phone: ${event.type}`);
        }
        const where = `step ${index + 1} (${describeEvent(event)})`;
        if (state.matches('closed')) await expect(lightbox.dialog, where).toBeHidden();
        else
          await expect
            .poll(async () => Math.round((await lightbox.transform()).scale * 100) / 100, { message: where })
            .toBe(Math.round(state.context.scale * 100) / 100);
        await replay.step(index, { besides });
      }
      replay.done();
    });
  }
});

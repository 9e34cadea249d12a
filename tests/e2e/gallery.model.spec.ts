import type { CDPSession, Locator } from '@playwright/test';
import { galleryMachine, isPlaying } from '../../machines/galleryMachine';
import { delayOf as delayIn, isTimer, pathsOf } from '../support/model';
import { coveringWalks, notExercised, type ModelStep } from '../support/model';
import { COUNT, visitorModel, type GalleryEvent, type GallerySnapshot } from '../model/gallery.model';
import { ProjectGallery } from './pages/ProjectGallery';
import { expect, test, walkTimeout, walkTitle } from './support/actorRecord';

/*
 * The gallery's model (the graph gallery.ui.test.tsx replays in jsdom, over three slides),
 * replayed in the browser on the home page's gallery of fifteen, with the page's clock stopped
 * (page.clock): autoplay's 3000 ms pass only when a step says so. The first slide's image is held
 * on the network until the step where it arrives (`slide.shown`), so the visitor can hover or
 * pause before autoplay starts. On a desktop: the buttons, the arrow keys, the dots, the mouse
 * over the slide and off it, Escape, the close button and Back; on a phone, one-finger swipes
 * through CDP touch events either side of the 50 px threshold.
 *
 * What a visitor cannot do is left out: opening at a given slide (no opener does that); a second
 * opening in one path (the first image is then on screen at once, so the `starting` state is not
 * there to act in); the mouse leaving a slide it is not over, or entering one it is over; and,
 * while it rests on the slide, anything that replaces the slide under it (the browser then tells
 * the new slide the mouse is over it). One opening a page load: each walks on from its opening
 * until it has done what it can of what all those paths do, so a few loads do it all.
 * Each step is checked on the page (the counter "n / 15", the slide, the current dot, the
 * play/pause control's name) and on the actor's record. The page's slides wrap at fifteen, not
 * three: the replay follows the page's index, and the model's last dot is the page's last.
 */

const model = pathsOf(visitorModel);

/** A mouse over the slide moves with slide-changing events: hovering allows only these. */
const WHILE_HOVERING = new Set(['autoplay.toggle', 'pointer.leave', 'overlay.close']);

/** Whether a visitor can take `steps` on one page load, from its one opening. */
function visitable(steps: ReadonlyArray<ModelStep<GalleryEvent>>, device: 'desktop' | 'phone') {
  let hovering = false;
  for (const [index, { event }] of steps.entries()) {
    const type = event.type;
    if (type === 'overlay.open' ? index > 0 : index === 0) return false;
    // Nothing after the gallery has closed: the next opening would be a second one.
    if (index > 0 && steps[index - 1]!.state.matches('closed')) return false;
    if (device === 'phone' ? type.startsWith('pointer.') : type === 'swipe') return false;
    if (hovering && !WHILE_HOVERING.has(type)) return false;
    if (type === 'pointer.enter' && hovering) return false;
    // Until its image arrives the slide takes no room: there is nothing to hover.
    if (type === 'pointer.enter' && steps[index - 1]!.state.matches({ open: 'starting' })) return false;
    if (type === 'pointer.leave' && !hovering) return false;
    if (type === 'pointer.enter' || type === 'pointer.leave') hovering = type === 'pointer.enter';
  }
  return true;
}

/** What counts on a desktop: every transition a visitor can take; on a phone, every swipe
 * transition and both swipes under the threshold. */
const counts = {
  desktop: (item: string) => (item.includes('—') ? item : null),
  phone: (item: string) => (!item.includes('swipe') ? null : item.includes('—') ? item : item.replace(/^.* ⟵ /, '')),
};
const wantedOn = (device: 'desktop' | 'phone') =>
  new Set(
    model.paths
      .filter((path) => visitable(path.steps, device))
      .flatMap((path) => path.exercises.map(counts[device]))
      .filter((item) => item !== null),
  );
/** Back past the first slide to the last, then on past the last to the first. */
const wrapping = model.paths
  .filter(
    (path) =>
      visitable(path.steps, 'desktop') && path.description.startsWith('overlay.open → gallery.previous → gallery.next'),
  )
  .sort((a, b) => a.steps.length - b.steps.length)[0];
const walksOn = (device: 'desktop' | 'phone') =>
  coveringWalks(model.graph, {
    wanted: wantedOn(device),
    counts: counts[device],
    allowed: (next, steps) => visitable([...steps, next], device),
    include: device === 'desktop' && wrapping ? [wrapping] : [],
  });
const desktopWalks = walksOn('desktop');
const phoneWalks = walksOn('phone');

/** The page's slide for the model's dot: the last dot is the last of the fifteen. */
const dotOf = (index: number, slides: number) => (index === COUNT - 1 ? slides - 1 : index);

/** Touch input through the DevTools protocol, as a finger on a phone produces it. */
function finger(cdp: CDPSession) {
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Array<{ x: number; y: number }>) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((point, id) => ({ ...point, id })) });
  return {
    async swipe(from: { x: number; y: number }, dx: number) {
      await send('touchStart', [from]);
      for (let step = 1; step <= 5; step += 1) await send('touchMove', [{ x: from.x + (dx * step) / 5, y: from.y }]);
      await send('touchEnd', []);
    },
  };
}

const START = new Date('2026-01-05T10:00:00+05:30').getTime();

for (const [device, walks] of [
  ['desktop', desktopWalks],
  ['phone', phoneWalks],
] as const) {
  test.describe(`the gallery replays its model in the browser @${device}`, () => {
    for (const [number, path] of walks.entries()) {
      test(walkTitle(path, number, walks.length), async ({ page, actors }) => {
        test.setTimeout(walkTimeout(path));
        const gallery = new ProjectGallery(page);
        await page.clock.install({ time: START });
        await page.goto('/');
        await gallery.holdImages();
        await page.clock.pauseAt(START + 10 * 60_000);
        const replay = await actors.replay('gallery', path);
        const touch = device === 'phone' ? finger(await page.context().newCDPSession(page)) : null;
        const press = async (button: Locator) => {
          // On a desktop the keyboard presses: a click would move the mouse off the slide.
          if (touch) await button.tap();
          else await button.press('Enter');
        };
        let slide = 0;
        let turn = 0;
        for (const [index, step] of path.steps.entries()) {
          const { event } = step;
          const state = step.state as GallerySnapshot;
          const before = index === 0 ? null : (path.steps[index - 1]!.state as GallerySnapshot);
          let did: string;
          if (isTimer(event)) {
            await gallery.wait(delayIn(galleryMachine, event));
            slide = (slide + 1) % gallery.slides;
            did = `waited ${delayIn(galleryMachine, event)} ms`;
          } else {
            const visitorEvent = event as GalleryEvent;
            switch (visitorEvent.type) {
              case 'overlay.open':
                await gallery.open();
                did = 'pressed View All Projects';
                break;
              case 'slide.shown':
                await gallery.releaseImages();
                did = 'the first image arrived';
                break;
              case 'gallery.next':
              case 'gallery.previous': {
                const next = visitorEvent.type === 'gallery.next';
                if (turn++ % 2 === 0) await press(next ? gallery.next : gallery.previous);
                else await page.keyboard.press(next ? 'ArrowRight' : 'ArrowLeft');
                slide = (slide + (next ? 1 : gallery.slides - 1)) % gallery.slides;
                did = next ? 'went to the next slide' : 'went to the previous slide';
                break;
              }
              case 'gallery.goTo':
                slide = dotOf(visitorEvent.index, gallery.slides);
                await press(gallery.dots.nth(slide));
                did = `pressed the dot of slide ${slide + 1}`;
                break;
              case 'swipe': {
                await touch!.swipe(await gallery.imageCentre(), visitorEvent.dx);
                if (Math.abs(visitorEvent.dx) > 50)
                  slide = (slide + (visitorEvent.dx < 0 ? 1 : gallery.slides - 1)) % gallery.slides;
                did = `swiped ${visitorEvent.dx} px`;
                break;
              }
              case 'pointer.enter': {
                const { x, y } = await gallery.imageCentre();
                await page.mouse.move(x, y);
                did = 'moved the mouse onto the slide';
                break;
              }
              case 'pointer.leave':
                await page.mouse.move(8, 400);
                did = 'moved the mouse off the slide';
                break;
              case 'autoplay.toggle':
                await press(gallery.playPause(isPlaying(before!)));
                did = 'pressed the play/pause control';
                break;
              case 'overlay.close': {
                // Each walk closes the gallery once: its close button, Escape or Back, by turns.
                const closing = (['the close button', 'Escape', 'Back'] as const)[number % 3]!;
                if (closing === 'Back') await page.goBack();
                else if (closing === 'Escape') await page.keyboard.press('Escape');
                else await press(gallery.close);
                did = `closed with ${closing}`;
                break;
              }
            }
          }
          // Once the gallery has left `starting`, the images come: the slide then takes room.
          if (!state.matches({ open: 'starting' })) await gallery.releaseImages();
          const where = `step ${index + 1} (${did})`;
          if (state.matches('closed')) await gallery.expectClosed(where);
          else await gallery.expectShows(slide, isPlaying(state), where);
          // Every new slide's image sends `slide.shown` as it arrives; only the first one's counts.
          // After a swipe that changes the slide, Chromium tells the new slide a mouse is over it
          // (where the finger last was): `pointer.enter`, which the paused gallery ignores.
          const besides = [
            ...(event.type === 'slide.shown' ? [] : ['slide.shown']),
            ...(event.type === 'swipe' ? ['pointer.enter'] : []),
          ];
          await replay.step(index, { besides });
        }
        replay.done();
      });
    }
  });
}

test('the walks take every transition of the model a visitor can, and wrap forward @desktop', () => {
  const all = new Set(model.paths.flatMap((path) => path.taken.flat()));
  const taken = new Set([...desktopWalks, ...phoneWalks].flatMap((path) => path.taken.flat()));
  expect(model.coverage.transitions.missing).toEqual([]);
  expect(all.size).toBe(model.coverage.transitions.total);
  expect([...all].filter((key) => !taken.has(key))).toEqual(['gallery.open.starting —pointer.enter→']);
  expect(notExercised(desktopWalks, wantedOn('desktop'), counts.desktop)).toEqual([]);
  expect(notExercised(phoneWalks, wantedOn('phone'), counts.phone)).toEqual([]);
  expect(wrapping, 'a path from the last slide to the first').toBeDefined();
  expect(desktopWalks[0]?.description.startsWith(wrapping!.description)).toBe(true);
});

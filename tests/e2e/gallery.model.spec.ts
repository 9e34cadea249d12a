import type { CDPSession, Locator } from '@playwright/test';
import { isTimer, pathsOf, type ModelStep } from '../support/model';
import { COUNT, offersPause, visitorModel, type GalleryEvent } from '../model/gallery.model';
import { ProjectGallery } from './pages/ProjectGallery';
import { describeBrowserModel } from './support/browserModel';

/*
 * The gallery's model (the graph gallery.ui.test.tsx replays in jsdom, over three slides) replayed
 * in the browser on the home page's gallery of fifteen, the page's clock stopped: autoplay's 3000 ms
 * pass only when a step says so. The first slide's image is held on the network until the step
 * where it arrives (`slide.shown`), so the visitor can hover or pause before autoplay starts. On a
 * desktop: the buttons, the arrow keys, the dots, the mouse over the slide and off it, Escape, the
 * close button and Back; on a phone, one-finger swipes through CDP touch events either side of the
 * 50 px threshold.
 *
 * What a visitor cannot do is left out: a second opening in one page load (the first image is then
 * on screen at once, so the `starting` state is not there to act in); the mouse leaving a slide it
 * is not over, or entering one it is over, or one with no image yet (it takes no room); and, while
 * it rests on the slide, anything that replaces the slide under it (the browser then tells the new
 * slide the mouse is over it). Each step checks the counter "n / 15", the slide, the current dot
 * and the play/pause control's name. The page's slides wrap at fifteen, not three: the replay
 * follows the page's index, and the model's last dot is the page's last.
 */

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
    if (type === 'pointer.enter' && (hovering || steps[index - 1]!.state.matches({ open: 'starting' }))) return false;
    if (type === 'pointer.leave' && !hovering) return false;
    if (type === 'pointer.enter' || type === 'pointer.leave') hovering = type === 'pointer.enter';
  }
  return true;
}

/** Touch input through the DevTools protocol, as a finger on a phone produces it. */
function finger(cdp: CDPSession) {
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Array<{ x: number; y: number }>) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((point, id) => ({ ...point, id })) });
  return async (from: { x: number; y: number }, dx: number) => {
    await send('touchStart', [from]);
    for (let step = 1; step <= 5; step += 1) await send('touchMove', [{ x: from.x + (dx * step) / 5, y: from.y }]);
    await send('touchEnd', []);
  };
}

/** Back past the first slide to the last, then on past the last to the first. */
const wrapping = pathsOf(visitorModel)
  .paths.filter(
    (path) =>
      visitable(path.steps, 'desktop') && path.description.startsWith('overlay.open → gallery.previous → gallery.next'),
  )
  .sort((a, b) => a.steps.length - b.steps.length)
  .slice(0, 1);

const devices = {
  // Every transition a visitor can take; the first walk goes back past the first slide to the
  // last, then on past the last to the first.
  desktop: { counts: (item: string) => (item.includes('—') ? item : null) },
  // Every swipe transition, and both swipes under the threshold.
  phone: {
    counts: (item: string) => (!item.includes('swipe') ? null : item.includes('—') ? item : item.replace(/^.* ⟵ /, '')),
  },
};

for (const [device, { counts }] of Object.entries(devices) as Array<
  [keyof typeof devices, (typeof devices)['desktop']]
>) {
  describeBrowserModel(visitorModel, {
    title: `the gallery replays its model in the browser @${device}`,
    clock: true,
    walks: {
      counts,
      allowed: (next, steps) => visitable([...steps, next], device),
      include: device === 'desktop' ? wrapping : [],
    },
    // Until its image arrives the slide takes no room, so nothing is hovered; swipes are a phone's,
    // and the phone's walk is for them.
    leaves:
      device === 'desktop'
        ? ['gallery.open.starting —pointer.enter→', 'gallery.open —swipe→', 'gallery.open —swipe#2→']
        : (key) => !key.includes('swipe'),
    async open({ page }) {
      const gallery = new ProjectGallery(page);
      await page.goto('/');
      await gallery.holdImages();
      const swipe = device === 'phone' ? finger(await page.context().newCDPSession(page)) : null;
      return { page, gallery, swipe, slide: 0, turn: 0 };
    },
    async perform(visitor, { event, was, state, number }) {
      const { page, gallery, swipe } = visitor;
      const slides = gallery.slides;
      // On a desktop the keyboard presses: a click would move the mouse off the slide.
      const press = async (button: Locator) => (swipe ? button.tap() : button.press('Enter'));
      const move = (by: number) => (visitor.slide = (visitor.slide + by + slides) % slides);
      let did: string;
      if (isTimer(event)) {
        move(1);
        did = 'waited for the next slide';
      } else {
        const e = event as GalleryEvent;
        switch (e.type) {
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
            const next = e.type === 'gallery.next';
            if (visitor.turn++ % 2 === 0) await press(next ? gallery.next : gallery.previous);
            else await page.keyboard.press(next ? 'ArrowRight' : 'ArrowLeft');
            move(next ? 1 : -1);
            did = next ? 'went to the next slide' : 'went to the previous slide';
            break;
          }
          case 'gallery.goTo':
            visitor.slide = e.index === COUNT - 1 ? slides - 1 : e.index;
            await press(gallery.dots.nth(visitor.slide));
            did = `pressed the dot of slide ${visitor.slide + 1}`;
            break;
          case 'swipe':
            await swipe!(await gallery.imageCentre(), e.dx);
            if (Math.abs(e.dx) > 50) move(e.dx < 0 ? 1 : -1);
            did = `swiped ${e.dx} px`;
            break;
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
            await press(gallery.playPause(offersPause(was.mode)));
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
      // Every new slide's image sends `slide.shown` as it arrives; only the first one's counts.
      // After a swipe that changes the slide, Chromium tells the new slide a mouse is over it
      // (where the finger last was): `pointer.enter`, which the paused gallery ignores.
      const besides = [
        ...(event.type === 'slide.shown' ? [] : ['slide.shown']),
        ...(event.type === 'swipe' ? ['pointer.enter'] : []),
      ];
      return { did, besides };
    },
    async expectShows({ gallery, slide }, { view: { mode } }, where) {
      if (mode === 'closed') await gallery.expectClosed(where);
      else await gallery.expectShows(slide, offersPause(mode), where);
    },
  });
}

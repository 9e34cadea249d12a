import { createActor, type AnyMachineSnapshot } from 'xstate';
import { galleryMachine, isAdvancing, isPlaying } from '../../machines/galleryMachine';
import { describeMachineModel } from '../support/machineModel';
import { COUNT, galleryModel, modeOf, offersPause, type GallerySnapshot } from './gallery.model';

describeMachineModel(galleryModel, {
  machine: {
    // The control offers Pause while starting and playing; only playing runs the clock, as its
    // one timer.
    check: ({ after }: { after: AnyMachineSnapshot }) => {
      const snapshot = after as GallerySnapshot;
      expect(isPlaying(snapshot)).toBe(offersPause(modeOf(snapshot)));
      expect(isAdvancing(snapshot)).toBe(modeOf(snapshot) === 'playing');
      expect(vi.getTimerCount()).toBe(modeOf(snapshot) === 'playing' ? 1 : 0);
    },
  },
});

function openGallery(count: number, index?: number) {
  const actor = createActor(galleryMachine, { input: { count } }).start();
  actor.send({ type: 'overlay.open', index });
  actor.send({ type: 'slide.shown' });
  return actor;
}

test('a one-slide gallery stays on slide 0 whatever the visitor does', () => {
  vi.useFakeTimers();
  const actor = openGallery(1);
  vi.advanceTimersByTime(3000);
  for (const event of [{ type: 'gallery.next' }, { type: 'gallery.previous' }, { type: 'swipe', dx: 200 }] as const)
    actor.send(event);
  expect(actor.getSnapshot().context.index).toBe(0);
  vi.useRealTimers();
});

test('out-of-range slide numbers wrap onto a slide; a gallery built with no slides still has one', () => {
  const actor = openGallery(COUNT, 7);
  expect(actor.getSnapshot().context.index).toBe(1);
  actor.send({ type: 'gallery.goTo', index: -1 });
  expect(actor.getSnapshot().context.index).toBe(2);
  expect(openGallery(0).getSnapshot().context.count).toBe(1);
});

import { createActor } from 'xstate';
import { GALLERY_AUTOPLAY_MS, SWIPE_THRESHOLD_PX } from '../../machines/constants';
import { galleryMachine, isAdvancing, isPlaying } from '../../machines/galleryMachine';
import { fakeHistory } from '../support/historyActor';
import { recordCoverage, type ModelPath } from '../support/model';
import { COUNT, delayOf, expectedAfter, galleryModel, isTimer, modeOf, type GalleryEvent } from './gallery.model';

const model = galleryModel();

function startGallery(count = COUNT) {
  const history = fakeHistory();
  const actor = createActor(galleryMachine.provide({ actors: history.actors }), { input: { count } }).start();
  return { actor, history };
}

function replay(path: ModelPath<GalleryEvent>) {
  const { actor, history } = startGallery();
  let openings = 0;
  let closings = 0;
  for (const step of path.steps) {
    const before = actor.getSnapshot();
    if (isTimer(step.event)) vi.advanceTimersByTime(delayOf(step.event));
    else actor.send(step.event);
    const after = actor.getSnapshot();

    expect(after.value).toEqual(step.state.value);
    expect(after.context).toEqual(step.state.context);

    const expected = expectedAfter({ mode: modeOf(before), index: before.context.index }, step.event);
    expect({ mode: modeOf(after), index: after.context.index }).toEqual(expected);
    expect(after.context.index).toBeGreaterThanOrEqual(0);
    expect(after.context.index).toBeLessThan(COUNT);

    // An open gallery holds a history entry; a closed one none.
    if (before.matches('closed') && after.matches('open')) openings += 1;
    if (before.matches('open') && after.matches('closed')) closings += 1;
    expect(history.counts).toEqual({ started: openings, stopped: closings });
  }
  actor.stop();
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(() => {
  recordCoverage(model.coverage);
});

describe('gallery model', () => {
  test('the paths take every state and every transition of the chart', () => {
    expect(model.coverage.states.missing).toEqual([]);
    expect(model.coverage.transitions.missing).toEqual([]);
  });

  test('the autoplay timer is replayed as 3000 ms of fake time', () => {
    const timers = model.paths.flatMap((path) => path.steps.filter((step) => isTimer(step.event)));
    expect(timers.length).toBeGreaterThan(0);
    for (const step of timers) expect(delayOf(step.event)).toBe(GALLERY_AUTOPLAY_MS);
  });

  test.each(model.paths.map((path) => [path.description, path] as const))('replays %s', (_, path) => {
    replay(path);
  });
});

describe('gallery behaviour', () => {
  test('the 3 s clock starts when the first slide is on screen, not when the gallery is opened', () => {
    const { actor } = startGallery();
    actor.send({ type: 'overlay.open' });
    expect(actor.getSnapshot().matches({ open: 'starting' })).toBe(true);
    vi.advanceTimersByTime(GALLERY_AUTOPLAY_MS * 2);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'slide.shown' });
    vi.advanceTimersByTime(GALLERY_AUTOPLAY_MS - 1);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    // Later slides arriving change nothing: the clock keeps its rhythm.
    actor.send({ type: 'slide.shown' });
    vi.advanceTimersByTime(GALLERY_AUTOPLAY_MS);
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  test('the play control offers pause while starting and playing; only playing runs the clock', () => {
    const actor = createActor(galleryMachine, { input: { count: COUNT } }).start();
    const seen = () => [isPlaying(actor.getSnapshot()), isAdvancing(actor.getSnapshot())];
    expect(seen()).toEqual([false, false]);
    actor.send({ type: 'overlay.open' });
    expect(actor.getSnapshot().value).toEqual({ open: 'starting' });
    expect(seen()).toEqual([true, false]);
    actor.send({ type: 'slide.shown' });
    expect(seen()).toEqual([true, true]);
    actor.send({ type: 'autoplay.toggle' });
    expect(seen()).toEqual([false, false]);
  });

  test('opening plays from the first slide, or from the slide asked for', () => {
    const { actor } = startGallery();
    actor.send({ type: 'overlay.open' });
    actor.send({ type: 'slide.shown' });
    expect(actor.getSnapshot().matches({ open: 'playing' })).toBe(true);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'overlay.close' });
    actor.send({ type: 'overlay.open', index: 2 });
    actor.send({ type: 'slide.shown' });
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  test('autoplay advances every 3000 ms while playing and wraps to the first slide', () => {
    const { actor } = startGallery();
    actor.send({ type: 'overlay.open', index: 1 });
    actor.send({ type: 'slide.shown' });
    vi.advanceTimersByTime(GALLERY_AUTOPLAY_MS - 1);
    expect(actor.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(2);
    vi.advanceTimersByTime(GALLERY_AUTOPLAY_MS);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(GALLERY_AUTOPLAY_MS * 4);
    expect(actor.getSnapshot().context.index).toBe(1);
    expect(isPlaying(actor.getSnapshot())).toBe(true);
  });

  test('hovering holds the slide and leaving restarts a full 3000 ms interval', () => {
    const { actor } = startGallery();
    actor.send({ type: 'overlay.open' });
    actor.send({ type: 'slide.shown' });
    vi.advanceTimersByTime(2000);
    actor.send({ type: 'pointer.enter' });
    expect(actor.getSnapshot().matches({ open: 'hoverPaused' })).toBe(true);
    expect(isPlaying(actor.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(GALLERY_AUTOPLAY_MS * 10);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'pointer.leave' });
    vi.advanceTimersByTime(GALLERY_AUTOPLAY_MS - 1);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  test('any manual navigation pauses autoplay until the play control is pressed', () => {
    const manual: GalleryEvent[] = [
      { type: 'gallery.next' },
      { type: 'gallery.previous' },
      { type: 'gallery.goTo', index: 2 },
      { type: 'swipe', dx: -80 },
      { type: 'swipe', dx: 80 },
    ];
    for (const event of manual) {
      for (const hovering of [false, true]) {
        const { actor } = startGallery();
        actor.send({ type: 'overlay.open' });
        actor.send({ type: 'slide.shown' });
        if (hovering) actor.send({ type: 'pointer.enter' });
        actor.send(event);
        expect(actor.getSnapshot().matches({ open: 'paused' })).toBe(true);
        const index = actor.getSnapshot().context.index;
        actor.send({ type: 'pointer.enter' });
        actor.send({ type: 'pointer.leave' });
        vi.advanceTimersByTime(GALLERY_AUTOPLAY_MS * 3);
        expect(actor.getSnapshot().matches({ open: 'paused' })).toBe(true);
        expect(actor.getSnapshot().context.index).toBe(index);

        actor.send({ type: 'autoplay.toggle' });
        expect(isPlaying(actor.getSnapshot())).toBe(true);
        vi.advanceTimersByTime(GALLERY_AUTOPLAY_MS);
        expect(actor.getSnapshot().context.index).toBe((index + 1) % COUNT);
        actor.stop();
      }
    }
  });

  test('the play/pause control pauses playing and plays from paused or hover-paused', () => {
    const { actor } = startGallery();
    actor.send({ type: 'overlay.open' });
    actor.send({ type: 'slide.shown' });
    actor.send({ type: 'autoplay.toggle' });
    expect(actor.getSnapshot().matches({ open: 'paused' })).toBe(true);
    actor.send({ type: 'autoplay.toggle' });
    expect(actor.getSnapshot().matches({ open: 'playing' })).toBe(true);
    actor.send({ type: 'pointer.enter' });
    actor.send({ type: 'autoplay.toggle' });
    expect(actor.getSnapshot().matches({ open: 'playing' })).toBe(true);
  });

  test('next and previous wrap around both ways', () => {
    const { actor } = startGallery();
    actor.send({ type: 'overlay.open' });
    actor.send({ type: 'slide.shown' });
    actor.send({ type: 'gallery.previous' });
    expect(actor.getSnapshot().context.index).toBe(COUNT - 1);
    actor.send({ type: 'gallery.next' });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  test('a dot jumps straight to its slide and pauses', () => {
    const { actor } = startGallery();
    actor.send({ type: 'overlay.open' });
    actor.send({ type: 'slide.shown' });
    actor.send({ type: 'gallery.goTo', index: 2 });
    expect(actor.getSnapshot().context.index).toBe(2);
    expect(actor.getSnapshot().matches({ open: 'paused' })).toBe(true);
  });

  test('a swipe of exactly 50 px does nothing; 51 px left shows the next slide, 51 px right the previous', () => {
    const { actor } = startGallery();
    actor.send({ type: 'overlay.open', index: 1 });
    actor.send({ type: 'slide.shown' });
    for (const dx of [-SWIPE_THRESHOLD_PX, SWIPE_THRESHOLD_PX, 0]) {
      expect(actor.getSnapshot().can({ type: 'swipe', dx })).toBe(false);
      actor.send({ type: 'swipe', dx });
      expect(actor.getSnapshot().matches({ open: 'playing' })).toBe(true);
      expect(actor.getSnapshot().context.index).toBe(1);
    }
    actor.send({ type: 'swipe', dx: -(SWIPE_THRESHOLD_PX + 1) });
    expect(actor.getSnapshot().context.index).toBe(2);
    expect(actor.getSnapshot().matches({ open: 'paused' })).toBe(true);
    actor.send({ type: 'swipe', dx: SWIPE_THRESHOLD_PX + 1 });
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  test('no timer runs while closed or paused', () => {
    const { actor } = startGallery();
    vi.advanceTimersByTime(GALLERY_AUTOPLAY_MS * 2);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    actor.send({ type: 'overlay.open' });
    actor.send({ type: 'slide.shown' });
    expect(vi.getTimerCount()).toBe(1);
    actor.send({ type: 'autoplay.toggle' });
    expect(vi.getTimerCount()).toBe(0);
    actor.send({ type: 'autoplay.toggle' });
    actor.send({ type: 'overlay.close' });
    expect(vi.getTimerCount()).toBe(0);
  });

  test('an open gallery holds a history entry, and Back closes it', () => {
    const { actor, history } = startGallery();
    actor.send({ type: 'overlay.open' });
    actor.send({ type: 'slide.shown' });
    expect(history.counts).toEqual({ started: 1, stopped: 0 });
    actor.send({ type: 'overlay.close' });
    expect(history.counts).toEqual({ started: 1, stopped: 1 });
    actor.send({ type: 'overlay.open' });
    actor.send({ type: 'slide.shown' });
    expect(history.pressBack()).toBe(true);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(history.counts).toEqual({ started: 2, stopped: 2 });
  });

  test('closing and reopening after a manual navigation plays again', () => {
    const { actor } = startGallery();
    actor.send({ type: 'overlay.open' });
    actor.send({ type: 'slide.shown' });
    actor.send({ type: 'gallery.next' });
    actor.send({ type: 'overlay.close' });
    actor.send({ type: 'overlay.open' });
    actor.send({ type: 'slide.shown' });
    expect(isPlaying(actor.getSnapshot())).toBe(true);
  });

  test('a one-slide gallery stays on slide 0 whatever the visitor does', () => {
    const { actor } = startGallery(1);
    actor.send({ type: 'overlay.open' });
    actor.send({ type: 'slide.shown' });
    vi.advanceTimersByTime(GALLERY_AUTOPLAY_MS);
    actor.send({ type: 'gallery.next' });
    actor.send({ type: 'gallery.previous' });
    actor.send({ type: 'swipe', dx: 200 });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  test('out-of-range slide numbers wrap onto a slide', () => {
    const { actor } = startGallery();
    actor.send({ type: 'overlay.open', index: 7 });
    actor.send({ type: 'slide.shown' });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'gallery.goTo', index: -1 });
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  test('a gallery built with no slides still has one', () => {
    const { actor } = startGallery(0);
    expect(actor.getSnapshot().context.count).toBe(1);
  });
});

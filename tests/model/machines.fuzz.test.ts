import fc from 'fast-check';
import { fakeHistory } from '../support/historyActor';
import { createActor } from 'xstate';
import { GALLERY_AUTOPLAY_MS, SWIPE_THRESHOLD_PX, ZOOM_MAX, ZOOM_MIN } from '../../machines/constants';
import { galleryMachine, type GalleryEvent } from '../../machines/galleryMachine';
import { imageViewerMachine } from '../../machines/imageViewerMachine';
import { lightboxMachine, maxOffset, type LightboxEvent } from '../../machines/lightboxMachine';
import { portfolioFilterMachine, selectedCategory } from '../../machines/portfolioFilterMachine';
import { projectCategories } from '../../src/content/portfolio';
import { serviceDialogMachine } from '../../machines/serviceDialogMachine';

/** Any number a pointer handler might hand over, NaN, infinities and -0 included. */
const anyNumber = fc.oneof(fc.double(), fc.integer({ min: -2000, max: 2000 }), fc.constantFrom(0, 1, 50, 51, -50, -51));

/** Mostly what a real screen sends, now and then anything at all. */
const pixels = fc.oneof(
  { arbitrary: fc.integer({ min: -800, max: 800 }), weight: 9 },
  { arbitrary: anyNumber, weight: 1 },
);
const imageSize = fc.oneof(
  {
    arbitrary: fc.record({ width: fc.integer({ min: 1, max: 1600 }), height: fc.integer({ min: 1, max: 1000 }) }),
    weight: 9,
  },
  { arbitrary: fc.record({ width: anyNumber, height: anyNumber }), weight: 1 },
);

const lightboxEvent: fc.Arbitrary<LightboxEvent> = fc.oneof(
  fc.record({ type: fc.constant('overlay.open' as const), imageSize: fc.option(imageSize, { nil: undefined }) }),
  fc.constantFrom<LightboxEvent>(
    { type: 'overlay.close' },
    { type: 'zoom.in' },
    { type: 'zoom.in' },
    { type: 'zoom.out' },
    { type: 'zoom.out' },
    { type: 'pinch.end' },
    { type: 'pan.end' },
  ),
  imageSize.map(({ width, height }) => ({ type: 'viewport.resize' as const, width, height })),
  pixels.map((distance) => ({ type: 'pinch.start' as const, distance })),
  pixels.map((distance) => ({ type: 'pinch.move' as const, distance })),
  fc.record({ type: fc.constant('pan.start' as const), x: pixels, y: pixels }),
  fc.record({ type: fc.constant('pan.move' as const), x: pixels, y: pixels }),
);

/** 300 random sequences per machine on every run; `FUZZ_RUNS=20000 npx vitest run machines.fuzz` digs deeper. */
const numRuns = Number(process.env.FUZZ_RUNS) || 300;
if (numRuns > 300) vi.setConfig({ testTimeout: numRuns * 20 });

describe('random event sequences never reach an invalid context', () => {
  test('lightbox: scale stays in [1, 6], the offset within the clamp and zero at scale 1', () => {
    fc.assert(
      fc.property(fc.array(lightboxEvent, { maxLength: 80, size: 'max' }), (events) => {
        const history = fakeHistory();
        const actor = createActor(lightboxMachine.provide({ actors: history.actors })).start();
        for (const event of events) {
          actor.send(event);
          const snapshot = actor.getSnapshot();
          const { scale, offset, imageSize } = snapshot.context;
          expect(scale).toBeGreaterThanOrEqual(ZOOM_MIN);
          expect(scale).toBeLessThanOrEqual(ZOOM_MAX);
          const max = maxOffset(scale, imageSize);
          expect(Math.abs(offset.x)).toBeLessThanOrEqual(max.x + 1e-9);
          expect(Math.abs(offset.y)).toBeLessThanOrEqual(max.y + 1e-9);
          if (scale === ZOOM_MIN || snapshot.matches('closed')) expect(offset).toEqual({ x: 0, y: 0 });
          if (snapshot.matches('closed')) expect(scale).toBe(ZOOM_MIN);
          expect(snapshot.can({ type: 'zoom.in' })).toBe(snapshot.matches('open') && scale < ZOOM_MAX);
          expect(snapshot.can({ type: 'zoom.out' })).toBe(snapshot.matches('open') && scale > ZOOM_MIN);
          // The lightbox holds one history entry while open, and none once closed.
          const open = snapshot.matches('open') ? 1 : 0;
          expect(history.counts.started - history.counts.stopped).toBe(open);
        }
        actor.stop();
      }),
      {
        numRuns,
        // Found by CI: an infinite viewport once turned the pan clamp into NaN.
        examples: [
          [[{ type: 'viewport.resize', width: Number.POSITIVE_INFINITY, height: 0 }]],
          [
            [
              { type: 'overlay.open', imageSize: { width: Number.NaN, height: Number.NEGATIVE_INFINITY } },
              { type: 'zoom.in' },
            ],
          ],
        ],
      },
    );
  });

  test('gallery: the slide index stays a whole number in [0, count), one slide included', () => {
    const galleryEvent: fc.Arbitrary<GalleryEvent> = fc.oneof(
      fc.record({ type: fc.constant('overlay.open' as const), index: fc.option(anyNumber, { nil: undefined }) }),
      fc.record({ type: fc.constant('gallery.goTo' as const), index: anyNumber }),
      fc.record({ type: fc.constant('swipe' as const), dx: anyNumber }),
      fc.constantFrom<GalleryEvent>(
        { type: 'overlay.close' },
        { type: 'gallery.next' },
        { type: 'gallery.previous' },
        { type: 'pointer.enter' },
        { type: 'pointer.leave' },
        { type: 'autoplay.toggle' },
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 16 }),
        fc.array(galleryEvent, { maxLength: 60, size: 'max' }),
        (count, events) => {
          const actor = createActor(galleryMachine, { input: { count } }).start();
          for (const event of events) {
            actor.send(event);
            const { index } = actor.getSnapshot().context;
            expect(Number.isInteger(index)).toBe(true);
            expect(index).toBeGreaterThanOrEqual(0);
            expect(index).toBeLessThan(count);
            if (count === 1) expect(index).toBe(0);
          }
          actor.stop();
        },
      ),
      { numRuns },
    );
  });

  test('image viewer: an open viewer always has an image, a closed one none', () => {
    const viewerEvent = fc.oneof(
      fc.record({
        type: fc.constant('overlay.open' as const),
        image: fc.record({ src: fc.string(), alt: fc.string() }),
      }),
      fc.constant({ type: 'overlay.close' as const }),
    );
    fc.assert(
      fc.property(fc.array(viewerEvent, { maxLength: 30, size: 'max' }), (events) => {
        const actor = createActor(imageViewerMachine).start();
        for (const event of events) {
          actor.send(event);
          const snapshot = actor.getSnapshot();
          expect(snapshot.context.image !== null).toBe(snapshot.matches('open'));
        }
        actor.stop();
      }),
    );
  });

  test('service dialog: an open dialog always names the service last opened', () => {
    const dialogEvent = fc.oneof(
      fc.record({ type: fc.constant('overlay.open' as const), serviceId: fc.string() }),
      fc.constant({ type: 'overlay.close' as const }),
    );
    fc.assert(
      fc.property(fc.array(dialogEvent, { maxLength: 30, size: 'max' }), (events) => {
        const actor = createActor(serviceDialogMachine).start();
        let lastOpened: string | null = null;
        for (const event of events) {
          if (event.type === 'overlay.open' && actor.getSnapshot().matches('closed')) lastOpened = event.serviceId;
          actor.send(event);
          // Open or closed, the context names the service last opened (closed: for the fade-out).
          expect(actor.getSnapshot().context.serviceId).toBe(lastOpened);
        }
        actor.stop();
      }),
    );
  });

  test('portfolio filter: the shown category is always the last valid one chosen', () => {
    const choice = fc.oneof(fc.constant(null), fc.constantFrom(...projectCategories), fc.string());
    fc.assert(
      fc.property(fc.array(choice, { maxLength: 30, size: 'max' }), (choices) => {
        const actor = createActor(portfolioFilterMachine, { input: { categories: projectCategories } }).start();
        let expected: string | null = null;
        for (const chosen of choices) {
          actor.send(chosen === null ? { type: 'filter.all' } : { type: 'filter.select', category: chosen });
          if (chosen === null || (projectCategories as readonly string[]).includes(chosen)) expected = chosen;
          expect(selectedCategory(actor.getSnapshot())).toBe(expected);
        }
        actor.stop();
      }),
    );
  });
});

/*
 * Model-based commands for the gallery: a visitor's random session, time passing included, checked
 * step by step against a small reference model of product rule D10.
 */
type Mode = 'closed' | 'starting' | 'playing' | 'hoverPaused' | 'paused';

interface GalleryModel {
  count: number;
  mode: Mode;
  index: number;
  /** Time spent in `playing` since it was last entered. */
  elapsed: number;
}

type GalleryReal = ReturnType<typeof createActor<typeof galleryMachine>>;

function checkAgainst(model: GalleryModel, real: GalleryReal) {
  const snapshot = real.getSnapshot();
  const mode: Mode = snapshot.matches('closed') ? 'closed' : (Object.values(snapshot.value)[0] as Mode);
  expect({ mode, index: snapshot.context.index }).toEqual({ mode: model.mode, index: model.index });
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/** Moves the reference model to `mode`; entering `playing` restarts its 3 s interval. */
function enter(model: GalleryModel, mode: Mode) {
  if (mode === 'playing') model.elapsed = 0;
  model.mode = mode;
}

class SendCommand implements fc.Command<GalleryModel, GalleryReal> {
  constructor(readonly event: GalleryEvent) {}
  check() {
    return true;
  }
  run(model: GalleryModel, real: GalleryReal) {
    const { event } = this;
    const { mode, count } = model;
    if (mode === 'closed') {
      if (event.type === 'overlay.open') {
        model.index = wrap(Math.trunc(event.index ?? 0), count);
        // Autoplay's clock waits for the first slide to be on screen.
        enter(model, 'starting');
      }
    } else if (event.type === 'overlay.close') {
      enter(model, 'closed');
    } else if (event.type === 'gallery.next' || (event.type === 'swipe' && event.dx < -SWIPE_THRESHOLD_PX)) {
      model.index = wrap(model.index + 1, count);
      enter(model, 'paused');
    } else if (event.type === 'gallery.previous' || (event.type === 'swipe' && event.dx > SWIPE_THRESHOLD_PX)) {
      model.index = wrap(model.index - 1, count);
      enter(model, 'paused');
    } else if (event.type === 'gallery.goTo') {
      model.index = wrap(event.index, count);
      enter(model, 'paused');
    } else if (event.type === 'slide.shown' && mode === 'starting') {
      enter(model, 'playing');
    } else if (event.type === 'pointer.enter' && (mode === 'playing' || mode === 'starting')) {
      enter(model, 'hoverPaused');
    } else if (event.type === 'pointer.leave' && mode === 'hoverPaused') {
      enter(model, 'playing');
    } else if (event.type === 'autoplay.toggle') {
      enter(model, mode === 'playing' || mode === 'starting' ? 'paused' : 'playing');
    }
    real.send(event);
    checkAgainst(model, real);
  }
  toString() {
    return JSON.stringify(this.event);
  }
}

class WaitCommand implements fc.Command<GalleryModel, GalleryReal> {
  constructor(readonly ms: number) {}
  check() {
    return true;
  }
  run(model: GalleryModel, real: GalleryReal) {
    if (model.mode === 'playing') {
      const total = model.elapsed + this.ms;
      model.index = wrap(model.index + Math.floor(total / GALLERY_AUTOPLAY_MS), model.count);
      model.elapsed = total % GALLERY_AUTOPLAY_MS;
    }
    vi.advanceTimersByTime(this.ms);
    checkAgainst(model, real);
  }
  toString() {
    return `wait ${this.ms} ms`;
  }
}

describe('gallery against a reference model of product rule D10', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  test('random sessions with time passing agree with the model: mode, slide and timer', () => {
    const slide = fc.integer({ min: -3, max: 8 });
    const commands = fc.commands(
      [
        fc
          .oneof(
            fc.record({ type: fc.constant('overlay.open' as const), index: fc.option(slide, { nil: undefined }) }),
            fc.record({ type: fc.constant('gallery.goTo' as const), index: slide }),
            fc.record({ type: fc.constant('swipe' as const), dx: fc.integer({ min: -120, max: 120 }) }),
            fc.constantFrom<GalleryEvent>(
              { type: 'overlay.close' },
              { type: 'gallery.next' },
              { type: 'gallery.previous' },
              { type: 'pointer.enter' },
              { type: 'pointer.leave' },
              { type: 'autoplay.toggle' },
              { type: 'slide.shown' },
            ),
          )
          .map((event) => new SendCommand(event)),
        fc
          .oneof(fc.integer({ min: 1, max: 10_000 }), fc.constantFrom(GALLERY_AUTOPLAY_MS - 1, GALLERY_AUTOPLAY_MS))
          .map((ms) => new WaitCommand(ms)),
      ],
      { maxCommands: 40, size: 'max' },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), commands, (count, cmds) => {
        vi.clearAllTimers();
        const real = createActor(galleryMachine, { input: { count } }).start();
        const model: GalleryModel = { count, mode: 'closed', index: 0, elapsed: 0 };
        fc.modelRun(() => ({ model, real }), cmds);
        real.stop();
      }),
      { numRuns },
    );
  });
});

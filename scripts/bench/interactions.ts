/**
 * The interactions the benchmark times from press to paint (scripts/bench/pressToPaint.ts drives
 * them), and how their samples become the figures in reports/bench/results.json. No browser here.
 */
import { hero } from '../../src/content/home';
import { galleryContent, lightboxContent } from '../../src/content/viewers';
import { paths } from '../../src/content/routes';
import { median } from './stats';

/** The goal for every interaction: from the press to the paint that shows its result. */
export const interactionGoalMs = 100;
/** The goal for a view's first open, which also fetches its code: the web's "good" interaction. */
export const firstOpenGoalMs = 200;
/** Chrome DevTools' "4x slowdown": a mid-range phone on a desktop-class CPU. */
export const cpuSlowdown = 4;
/** Fresh page loads per interaction; each gives one sample. */
export const interactionSamples = 5;
/** The Event Timing API reports no entry shorter than this: such a press counts as this long. */
export const eventTimingThresholdMs = 16;

/**
 * What the page shows once a press has done its work, checked in the page on every frame: a
 * dialog with this accessible name, an open popover, and/or visible text (inside the dialog or
 * popover when one is given).
 */
export interface Shown {
  dialog?: string;
  popover?: string;
  text?: string;
}

/** A control to press, as Playwright finds it. */
export type Target = { role: 'link' | 'button'; name: string } | { css: string };

export interface Press {
  target: Target;
  shows: Shown;
}

export interface Interaction {
  name: string;
  route: string;
  /** The first press of the load, which fetches the view's code: timed as the first open. */
  warmUp: Press;
  /** A key that closes what the warm-up opened, when the measured press opens it again. */
  undoWith?: 'Escape';
  /** The press the figure is about, once the view's code is in the page. */
  measured: Press;
  /** Whether the first open is held to `firstOpenGoalMs` (a view whose code loads on demand). */
  firstOpenGoal?: boolean;
}

const lightboxPress: Press = {
  target: { role: 'button', name: hero.openImageLabel },
  shows: { dialog: lightboxContent.title },
};
const menuPress: Press = {
  target: { css: 'button[popovertarget="mobile-menu"]' },
  shows: { popover: '#mobile-menu' },
};

/**
 * The projects in src/content/portfolio.ts (which imports images, so it cannot load here). The
 * driver checks that the gallery opens on `1 / 15` before pressing Next, so a new count fails
 * loudly instead of timing out on the wrong text.
 */
export const galleryProjects = 15;

export const interactions: Interaction[] = [
  {
    name: 'Hero image → lightbox',
    route: paths.home,
    warmUp: lightboxPress,
    undoWith: 'Escape',
    measured: lightboxPress,
    firstOpenGoal: true,
  },
  {
    name: 'Phone menu toggle → menu',
    route: paths.home,
    warmUp: menuPress,
    undoWith: 'Escape',
    measured: menuPress,
  },
  {
    name: 'Gallery Next → next slide',
    route: paths.portfolio,
    // The portfolio section's link, named in src/content/portfolio.ts.
    warmUp: {
      target: { role: 'link', name: 'View All Projects' },
      shows: { dialog: galleryContent.title, text: galleryContent.counter(1, galleryProjects) },
    },
    measured: {
      target: { role: 'button', name: galleryContent.next },
      shows: { dialog: galleryContent.title, text: galleryContent.counter(2, galleryProjects) },
    },
    firstOpenGoal: true,
  },
];

/** One fresh load: the first press (with the code download) and the measured one, in ms. */
export interface InteractionSample {
  firstMs: number;
  ms: number;
  /** The interaction's Event Timing duration (INP's measure); null when below the API's threshold. */
  eventTimingMs: number | null;
}

export interface InteractionResult {
  name: string;
  route: string;
  /** Whether the first open has a goal of its own. */
  firstOpenGoal: boolean;
  /** Median press → paint of the measured press. */
  ms: number;
  /** Median Event Timing duration; `eventTimingThresholdMs` stands for any shorter one. */
  eventTimingMs: number;
  /** Median of the first press of each load, code download included. */
  firstMs: number;
  runs: number[];
  eventTimingRuns: Array<number | null>;
  firstRuns: number[];
}

const tenths = (ms: number) => Math.round(ms * 10) / 10;

export function summarizeInteraction(
  interaction: Pick<Interaction, 'name' | 'route' | 'firstOpenGoal'>,
  samples: readonly InteractionSample[],
): InteractionResult {
  return {
    name: interaction.name,
    route: interaction.route,
    firstOpenGoal: interaction.firstOpenGoal ?? false,
    ms: tenths(median(samples.map((sample) => sample.ms))),
    eventTimingMs: median(samples.map((sample) => sample.eventTimingMs ?? eventTimingThresholdMs)),
    firstMs: tenths(median(samples.map((sample) => sample.firstMs))),
    runs: samples.map((sample) => tenths(sample.ms)),
    eventTimingRuns: samples.map((sample) => sample.eventTimingMs),
    firstRuns: samples.map((sample) => tenths(sample.firstMs)),
  };
}

export const meetsInteractionGoal = (result: Pick<InteractionResult, 'ms'>) => result.ms <= interactionGoalMs;

/** Whether the first open meets its goal; true where it has none. */
export const meetsFirstOpenGoal = (result: Pick<InteractionResult, 'firstMs' | 'firstOpenGoal'>) =>
  !result.firstOpenGoal || result.firstMs <= firstOpenGoalMs;

/** An Event Timing figure: `≤16` for a press the API found too short to report. */
export const eventTimingText = (ms: number | null) =>
  ms === null || ms <= eventTimingThresholdMs ? `≤${eventTimingThresholdMs}` : `${Math.round(ms)}`;

import { blockingTasks } from '../../scripts/bench/blocking';
import { withoutScripts } from '../../scripts/bench/control';
import {
  eventTimingText,
  eventTimingThresholdMs,
  interactionGoalMs,
  interactions,
  meetsInteractionGoal,
  summarizeInteraction,
  type InteractionSample,
} from '../../scripts/bench/interactions';
import type { ControlResult, Figures, RouteResult } from '../../scripts/bench/lighthouse';
import type { ReadyResult } from '../../scripts/bench/readyAfterPaint';
import {
  controlChecks,
  interactionMisses,
  interactionTable,
  markdown,
  misses,
  readyMisses,
  readyTable,
  type Machine,
} from '../../scripts/bench/report';
import { median } from '../../scripts/bench/stats';

const fcp = 900;
const tti = 2000;
const only = (startMs: number, durationMs: number) =>
  blockingTasks([{ url: '/start-project', startMs, durationMs }], fcp, tti)[0]!.blockingMs;

describe('blocking time by task (npm run bench)', () => {
  // First paint at 900 ms, interactive at 2,000 ms.
  it.each([
    ['a long task after first paint, beyond its first 50 ms', 1000, 115, 65],
    ['only the part of a task after first paint', 850, 150, 50],
    ['nothing of a task whose part after first paint is short', 870, 75, 0],
    ['nothing of a task that ends before first paint', 700, 190, 0],
    ['nothing of a task that starts after the page is interactive', 2001, 300, 0],
    ['a task up to the time to interactive', 1900, 300, 50],
    ['nothing of a task shorter than 50 ms, wherever it lies', 1000, 49.9, 0],
  ])('counts %s (%d ms, %d ms long: %d ms)', (_, startMs, durationMs, blockingMs) => {
    expect(only(startMs, durationMs)).toBe(blockingMs);
  });

  it('keeps the tasks in order, with their figures', () => {
    const tasks = blockingTasks(
      [
        { url: 'Unattributable', startMs: 757, durationMs: 145 },
        { url: '/start-project', startMs: 929, durationMs: 115 },
      ],
      907,
      1300,
    );
    expect(tasks.map((task) => [task.url, task.blockingMs])).toEqual([
      ['Unattributable', 0],
      ['/start-project', 65],
    ]);
  });
});

describe('the benchmark control: pages without JavaScript (npm run bench -- --control)', () => {
  it('removes every module preload and script preload, and keeps the other links', () => {
    const html = [
      '<link rel="preload" as="image" imagesrcset="/h.avif 640w" fetchpriority="high" />',
      '<link rel="modulepreload" crossorigin href="/assets/vendor.js" />',
      '<link rel="preload" href="/f.woff2" as="font" type="font/woff2" crossorigin />',
      '<LINK REL=modulepreload HREF=/assets/page.js>',
      "<link rel='preload' as='script' href='/s.js'>",
      '<link rel="stylesheet" crossorigin href="/assets/style.css" />',
    ].join('\n');
    expect(withoutScripts(html)).toBe(
      [
        '<link rel="preload" as="image" imagesrcset="/h.avif 640w" fetchpriority="high" />',
        '<link rel="preload" href="/f.woff2" as="font" type="font/woff2" crossorigin />',
        '<link rel="stylesheet" crossorigin href="/assets/style.css" />',
      ].join('\n'),
    );
  });

  it('removes every script, inline or not, and keeps the rest of the page', () => {
    const html = [
      '<head><link rel="stylesheet" href="/a.css" /><script data-mantine-script="true">try { x() } catch (e) {}</script>',
      '<script data-modules=\'["/assets/app.js"]\'>(function () { if (a < b) run(); })()</script></head>',
      '<body><main><h1>Start</h1></main><SCRIPT type="module" src="/m.js"></SCRIPT></body>',
    ].join('\n');
    expect(withoutScripts(html)).toBe(
      ['<head><link rel="stylesheet" href="/a.css" />', '</head>', '<body><main><h1>Start</h1></main></body>'].join(
        '\n',
      ),
    );
  });
});

describe('the median (npm run bench)', () => {
  it('takes the middle value of an odd count, whatever the order; the mean of the two middle of an even one', () => {
    expect(median([120, 40, 80])).toBe(80);
    expect(median([10, 40, 20, 30])).toBe(25);
  });

  it('refuses an empty list rather than reporting a figure', () => {
    expect(() => median([])).toThrow('median of nothing');
  });
});

const sample = (ms: number, firstMs = 300, eventTimingMs: number | null = null): InteractionSample => ({
  ms,
  firstMs,
  eventTimingMs,
});
const lightbox = { name: 'Hero image → lightbox', route: '/' };

describe('press → paint figures (npm run bench)', () => {
  it('reports the median of the fresh loads, each run kept to a tenth of a millisecond', () => {
    const result = summarizeInteraction(lightbox, [
      sample(64.26, 410),
      sample(58.04, 390),
      sample(120.5, 900),
      sample(61.1, 350),
      sample(70, 400),
    ]);
    expect(result.ms).toBe(64.3);
    expect(result.firstMs).toBe(400);
    expect(result.runs).toEqual([64.3, 58, 120.5, 61.1, 70]);
    expect(result.firstRuns).toEqual([410, 390, 900, 350, 400]);
  });

  it('counts a press without an Event Timing entry as the API threshold, and prints it as at most that', () => {
    const result = summarizeInteraction(lightbox, [sample(20, 300, null), sample(30, 300, 24), sample(40, 300, null)]);
    expect(result.eventTimingRuns).toEqual([null, 24, null]);
    expect(result.eventTimingMs).toBe(eventTimingThresholdMs);
    expect(eventTimingText(result.eventTimingMs)).toBe('≤16');
    expect(eventTimingText(48)).toBe('48');
  });

  it('meets the goal at exactly 100 ms and misses it above', () => {
    expect(interactionGoalMs).toBe(100);
    expect(meetsInteractionGoal({ ms: 100 })).toBe(true);
    expect(meetsInteractionGoal({ ms: 100.1 })).toBe(false);
  });

  it('prints each interaction against the goal, with the first open beside it', () => {
    const fast = summarizeInteraction(lightbox, [sample(40, 350, 32)]);
    const slow = summarizeInteraction({ name: 'Gallery Next → next slide', route: '/portfolio' }, [sample(180, 600)]);
    const table = interactionTable([fast, slow]);
    expect(table).toContain('CPU slowed down 4x');
    expect(table).toMatch(/goal\s+≤100/);
    expect(table).toMatch(/Hero image → lightbox\s+\/\s+40\s+✓\s+32\s+350/);
    expect(table).toMatch(/Gallery Next → next slide\s+\/portfolio\s+180\s+✗\s+≤16\s+600/);
    expect(table).toContain('Goals met: 1 of 2.');
    expect(interactionMisses([fast, slow])).toEqual([
      { route: '/portfolio', goal: 'press → paint: Gallery Next → next slide', value: '180 ms', target: '≤ 100 ms' },
    ]);
  });

  it("holds a view's first open, which fetches its code, to 200 ms", () => {
    const view = { ...lightbox, firstOpenGoal: true };
    const quick = summarizeInteraction(view, [sample(40, 200)]);
    const late = summarizeInteraction(view, [sample(40, 201)]);
    const menu = summarizeInteraction({ name: 'Phone menu toggle → menu', route: '/' }, [sample(40, 900)]);
    expect(interactionMisses([quick, menu])).toEqual([]);
    expect(interactionMisses([late])).toEqual([
      { route: '/', goal: 'first open: Hero image → lightbox', value: '201 ms', target: '≤ 200 ms' },
    ]);
    expect(interactionTable([late, menu])).toMatch(/Hero image → lightbox\s+\/\s+40\s+✓\s+≤16\s+201 ✗/);
    expect(interactionTable([late, menu])).toContain('Goals met: 2 of 3.');
    expect(interactions.filter((interaction) => interaction.firstOpenGoal).map((i) => i.name)).toEqual([
      'Hero image → lightbox',
      'Gallery Next → next slide',
    ]);
  });

  it('adds a Markdown table of the interactions to the README table', () => {
    const machine: Machine = {
      cpus: 2,
      cpuModel: 'test CPU',
      memoryGb: 8,
      chromium: 'Chromium 156',
      node: 'v20.20.0',
      lighthouse: '13.5.0',
      os: 'Linux',
      benchmarkIndex: null,
      loadAverage: 0.2,
      date: '2026-11-25',
    };
    const text = markdown([], null, 1, machine, [], [summarizeInteraction(lightbox, [sample(40), sample(50)])]);
    expect(text).toContain(
      '| Interaction (CPU 4x slower) | Route | Press → paint (ms) | Event Timing (ms) | First open (ms) |',
    );
    expect(text).toContain('| _goal_ | | ≤ 100 | – | ≤ 200 (views) |');
    expect(text).toContain('| Hero image → lightbox | `/` | 45 ✓ | ≤16 | 300 |');
    expect(text).toContain('Press → paint: median of 2 fresh loads per interaction, the CPU slowed down 4x.');
  });

  it('presses the three controls the issue names, each with the result a visitor sees', () => {
    expect(interactions.map((interaction) => [interaction.route, interaction.measured.target])).toEqual([
      ['/', { role: 'button', name: 'View the studio image full screen' }],
      ['/', { css: 'button[popovertarget="mobile-menu"]' }],
      ['/portfolio', { role: 'button', name: 'Next project' }],
    ]);
    expect(interactions.map((interaction) => interaction.measured.shows)).toEqual([
      { dialog: 'Studio image, full screen' },
      { popover: '#mobile-menu' },
      { dialog: 'Project gallery', text: '2 / 15' },
    ]);
  });
});

describe('goals beside the page without scripts (npm run bench -- --control)', () => {
  const figures = (lcpMs: number, tbtMs: number) =>
    ({
      performance: 96,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs,
      tbtMs,
      cls: 0,
      fcpMs: 900,
      firstLoadJsBytes: 120 * 1024,
      jsBytes: 150 * 1024,
      totalBytes: 300 * 1024,
      styleLayoutMs: 500,
    }) satisfies Figures;
  const route = (name: string, lcpMs: number, tbtMs: number) =>
    ({ route: name, median: figures(lcpMs, tbtMs) }) as unknown as RouteResult;
  const control = (
    name: string,
    lcpMs: number[],
    tbtMs: number[],
    styleLayoutMs: number[],
    fcpMs: number[] = [900],
  ): ControlResult => ({
    route: name,
    lcpMs,
    fcpMs,
    tbtMs,
    styleLayoutMs,
    performance: lcpMs.map(() => 99),
  });

  it('allows LCP and FCP 1.1 times the copy and TBT 100 ms above it, from the medians', () => {
    const routes = [route('/portfolio', 1100, 150)];
    const at = controlChecks(
      routes,
      control('/portfolio', [900, 1000, 1100], [40, 50, 60], [300, 300, 300], [700, 818.2, 900]),
    );
    expect(at.map((check) => [check.label, check.value, check.pass])).toEqual([
      ['LCP vs without scripts', '1.10×', true],
      ['FCP vs without scripts', '1.10×', true],
      ['TBT vs without scripts', '+100 ms', true],
    ]);
    const over = controlChecks([route('/portfolio', 1110, 151)], control('/portfolio', [1000], [50], [300], [810]));
    expect(over.map((check) => check.pass)).toEqual([false, false, false]);
  });

  it("holds the home page's own copy to 50 ms of TBT and 400 ms of style and layout", () => {
    const checks = controlChecks(
      [route('/', 1000, 80)],
      control('/', [1000, 990, 1010], [50, 40, 60], [400, 390, 420]),
    );
    expect(checks.map((check) => [check.label, check.value, check.pass])).toEqual([
      ['LCP vs without scripts', '1.00×', true],
      ['FCP vs without scripts', '1.00×', true],
      ['TBT vs without scripts', '+30 ms', true],
      ['TBT without scripts', '50 ms', true],
      ['style and layout without scripts', '400 ms', true],
    ]);
    const busy = controlChecks([route('/', 1000, 80)], control('/', [1000], [51], [401]));
    expect(busy.filter((check) => !check.pass).map((check) => check.label)).toEqual([
      'TBT without scripts',
      'style and layout without scripts',
    ]);
  });

  it('lists a missed control goal among the misses', () => {
    expect(misses([route('/consultation', 1300, 100)], [control('/consultation', [1000], [0], [100])])).toEqual([
      { route: '/consultation', goal: 'LCP vs without scripts', value: '1.30×', target: '≤ 1.1×' },
    ]);
  });
});

describe('ready after paint (npm run bench)', () => {
  const result = (firstMs: number, allMs: number): ReadyResult => ({
    route: '/',
    first: 'hero image',
    firstMs,
    allMs,
    controls: 105,
    firstRuns: [firstMs],
    allRuns: [allMs],
  });

  it('meets the goals at exactly 1 s for the first control and 2 s for every control', () => {
    expect(readyMisses([result(1000, 2000)])).toEqual([]);
    expect(readyMisses([result(1001, 2001)]).map((miss) => miss.goal)).toEqual([
      'ready after paint: hero image',
      'ready after paint: every control',
    ]);
  });

  it('prints each figure against its goal', () => {
    const table = readyTable([result(640, 2100)]);
    expect(table).toMatch(/\/\s+hero image\s+640 ✓/);
    expect(table).toMatch(/\/\s+all 105 links, buttons and fields\s+2100 ✗/);
  });
});

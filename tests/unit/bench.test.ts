import { blockingTasks } from '../../scripts/bench/blocking';
import { withoutScripts } from '../../scripts/bench/control';

const fcp = 900;
const tti = 2000;
const only = (startMs: number, durationMs: number) =>
  blockingTasks([{ url: '/start-project', startMs, durationMs }], fcp, tti)[0]!.blockingMs;

describe('blocking time by task (npm run bench)', () => {
  it('counts a long task after first paint beyond its first 50 ms', () => {
    expect(only(1000, 115)).toBe(65);
  });

  it('counts only the part of a task after first paint', () => {
    expect(only(850, 150)).toBe(50);
    expect(only(870, 75)).toBe(0);
  });

  it('does not count a task that ends before first paint or starts after the page is interactive', () => {
    expect(only(700, 190)).toBe(0);
    expect(only(2001, 300)).toBe(0);
  });

  it('clips a task at the time to interactive', () => {
    expect(only(1900, 300)).toBe(50);
  });

  it('does not count a task shorter than 50 ms, wherever it lies', () => {
    expect(only(1000, 49.9)).toBe(0);
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

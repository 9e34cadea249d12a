/**
 * What Total Blocking Time is made of. Lighthouse's simulated TBT adds, for every main-thread
 * task of at least 50 ms that ends after First Contentful Paint, the part of it after FCP beyond
 * those 50 ms. Its `long-tasks` audit lists the same tasks with their simulated start and length,
 * so the sum can be taken apart per task. Approximate: Lighthouse's own TBT averages an optimistic
 * and a pessimistic simulation, each clipped at an FCP estimate, while the audit's times come
 * from one plain simulation; the parts show where TBT comes from, not its exact figure.
 *
 * Why a task of the document can count in full although it is needed for the first paint: the
 * simulated first paint is computed on a graph that leaves out the navigation's own commit task
 * (Chromium's, listed as unattributable), while the full simulation runs that task first; the
 * first style and layout then start after the simulated FCP (README, Performance).
 */
export interface LongTask {
  url: string;
  startMs: number;
  durationMs: number;
}

export interface BlockingTask extends LongTask {
  /** This task's share of TBT. */
  blockingMs: number;
}

const BLOCKING_THRESHOLD_MS = 50;

export function blockingTasks(tasks: readonly LongTask[], fcpMs: number, interactiveMs: number): BlockingTask[] {
  return tasks.map((task) => {
    const start = Math.max(task.startMs, fcpMs);
    const end = Math.min(task.startMs + task.durationMs, interactiveMs);
    const afterPaint = end - start;
    const blockingMs =
      task.durationMs < BLOCKING_THRESHOLD_MS || afterPaint < BLOCKING_THRESHOLD_MS
        ? 0
        : afterPaint - BLOCKING_THRESHOLD_MS;
    return { ...task, blockingMs };
  });
}

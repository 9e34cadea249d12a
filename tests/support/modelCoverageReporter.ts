import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter } from 'vitest/reporters';
import type { ModelCoverage } from './model';

// In the checkout, not in node_modules: checkouts that share one node_modules would clear each
// other's figures as their runs start.
const dir = join(process.cwd(), 'reports', 'model-coverage');

/** Prints, per machine, how many of its states and transitions the model-based paths take, and per
 * UI replay, how many the rendered UI's actor was measured to take (tests/support/inspector.ts). */
export default class ModelCoverageReporter implements Reporter {
  onInit() {
    rmSync(dir, { recursive: true, force: true });
  }

  onTestRunEnd() {
    if (!existsSync(dir)) return;
    const rows = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as ModelCoverage)
      .sort((a, b) => a.machine.localeCompare(b.machine));
    if (rows.length === 0) return;
    const width = Math.max(...rows.map((row) => row.machine.length));
    const lines = rows.map(
      (row) =>
        `  ${row.machine.padEnd(width)}  states ${row.states.covered}/${row.states.total}` +
        `  transitions ${row.transitions.covered}/${row.transitions.total}  paths ${row.paths}` +
        (row.transitions.missing.length + row.states.missing.length > 0
          ? `  missing: ${[...row.states.missing, ...row.transitions.missing].join(', ')}`
          : ''),
    );
    // A row named `machine → view (UI)` is what the UI's actor did in the replays of that machine's paths.
    const isReplay = (row: ModelCoverage) => row.machine.includes(' → ');
    const machines = rows.filter((row) => !isReplay(row));
    const replays = rows.filter(isReplay);
    const unreplayed = machines.filter(
      (machine) => !replays.some((row) => row.machine.startsWith(`${machine.machine} → `)),
    );
    const totalLine = (label: string, group: ModelCoverage[]) => {
      const sum = (pick: (row: ModelCoverage) => number) => group.reduce((total, row) => total + pick(row), 0);
      return (
        `  ${label.padEnd(width)}  states ${sum((row) => row.states.covered)}/${sum((row) => row.states.total)}` +
        `  transitions ${sum((row) => row.transitions.covered)}/${sum((row) => row.transitions.total)}\n`
      );
    };
    process.stdout.write(
      `\n Model coverage: paths from xstate/graph on each machine; (UI) rows measured from what the UI's actors did\n` +
        `${lines.join('\n')}\n` +
        totalLine('all machines', machines) +
        totalLine('all UI replays (measured)', replays) +
        (unreplayed.length > 0
          ? `  not replayed in the UI: ${unreplayed.map((row) => row.machine).join(', ')}\n`
          : '') +
        '\n',
    );
  }
}

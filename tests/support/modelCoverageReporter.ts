import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter } from 'vitest/reporters';
import type { ModelCoverage } from './model';

const dir = join(process.cwd(), 'node_modules', '.cache', 'model-coverage');

/** Prints, per machine, how many of its states and transitions the model-based paths took. */
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
    const total = rows.reduce(
      (sum, row) => ({
        states: sum.states + row.states.covered,
        statesTotal: sum.statesTotal + row.states.total,
        transitions: sum.transitions + row.transitions.covered,
        transitionsTotal: sum.transitionsTotal + row.transitions.total,
      }),
      { states: 0, statesTotal: 0, transitions: 0, transitionsTotal: 0 },
    );
    process.stdout.write(
      `\n Model coverage (paths from xstate/graph, replayed on machine and UI)\n${lines.join('\n')}\n` +
        `  ${'all machines'.padEnd(width)}  states ${total.states}/${total.statesTotal}  transitions ${total.transitions}/${total.transitionsTotal}\n\n`,
    );
  }
}

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import type { AnyStateMachine } from 'xstate';
import { coverageFrom, type ModelCoverage } from '../../support/model';
import { COVERAGE_ATTACHMENT, type BrowserCoverage } from './actorRecord';

/**
 * Prints, at the end of a Playwright run, the browser column of the model coverage: per machine,
 * the states and transitions its actors were measured to take in the browser replays
 * (tests/e2e/support/actorRecord.ts), in the format of the Vitest table
 * (tests/support/modelCoverageReporter.ts). A machine no replay of this run measured shows "–".
 * Prints nothing when no test of the run replays a model.
 */
export default class BrowserCoverageReporter implements Reporter {
  private readonly measured = new Map<string, { states: Set<string>; transitions: Set<string>; paths: number }>();

  onTestEnd(_test: TestCase, result: TestResult) {
    for (const attachment of result.attachments) {
      if (attachment.name !== COVERAGE_ATTACHMENT || !attachment.body) continue;
      for (const each of JSON.parse(attachment.body.toString('utf8')) as BrowserCoverage[]) {
        let figures = this.measured.get(each.machine);
        if (!figures)
          this.measured.set(each.machine, (figures = { states: new Set(), transitions: new Set(), paths: 0 }));
        each.states.forEach((id) => figures.states.add(id));
        each.transitions.forEach((key) => figures.transitions.add(key));
        figures.paths += each.paths;
      }
    }
  }

  async onEnd() {
    if (this.measured.size === 0) return;
    const machines = await allMachines();
    const rows = machines.map((machine) => {
      const figures = this.measured.get(machine.id);
      return figures
        ? coverageFrom(machine, machine.id, figures.states, figures.transitions, figures.paths)
        : { machine: machine.id, states: null, transitions: null, paths: 0 };
    });
    const width = Math.max(...rows.map((row) => row.machine.length), 'all browser replays (measured)'.length);
    const line = (row: ModelCoverage | { machine: string; states: null }) =>
      row.states === null
        ? `  ${row.machine.padEnd(width)}  browser –`
        : `  ${row.machine.padEnd(width)}  browser states ${row.states.covered}/${row.states.total}` +
          `  transitions ${row.transitions.covered}/${row.transitions.total}  paths ${row.paths}` +
          (row.states.missing.length + row.transitions.missing.length > 0
            ? `  missing: ${[...row.states.missing, ...row.transitions.missing].join(', ')}`
            : '');
    const replayed = rows.filter((row): row is ModelCoverage => row.states !== null);
    const sum = (pick: (row: ModelCoverage) => number) => replayed.reduce((total, row) => total + pick(row), 0);
    process.stdout.write(
      `\n Model coverage in the browser: measured from what the model build's actors did (– : no browser replay)\n` +
        `${rows.map(line).join('\n')}\n` +
        `  ${'all browser replays (measured)'.padEnd(width)}  browser states ${sum((row) => row.states.covered)}/` +
        `${sum((row) => row.states.total)}  transitions ${sum((row) => row.transitions.covered)}/` +
        `${sum((row) => row.transitions.total)}\n\n`,
    );
  }
}

/** Every machine in machines/ (each file's exported machine), by id. */
async function allMachines(): Promise<AnyStateMachine[]> {
  const dir = join(process.cwd(), 'machines');
  const found: AnyStateMachine[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('Machine.ts'))
    .sort()) {
    const module = (await import(join(dir, file))) as Record<string, unknown>;
    const machine = Object.values(module).find(
      (value): value is AnyStateMachine =>
        typeof value === 'object' && value !== null && 'root' in value && 'id' in value && 'transition' in value,
    );
    if (machine) found.push(machine);
  }
  return found;
}

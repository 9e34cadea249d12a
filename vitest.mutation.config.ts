import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig, mergeConfig } from 'vitest/config';
import { siteConfig as viteConfig } from './vite.config.ts';

/** The slowest files, run last: Stryker stops at the first failing test, which a quick file
 * usually finds first. */
const slowest = ['machines.fuzz.test.ts', 'lightbox.machine.test.ts'];

class QuickFilesFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => slowest.findIndex((name) => file.moduleId.endsWith(name));
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * The tests that mutation testing runs (stryker.config.mjs): the machines' own tests and the unit
 * tests of the pure form modules, in Node (no DOM to set up for each mutant), and the two files
 * whose machine replays live beside their UI replays, in jsdom. Left out: the rendered-UI replays
 * (minutes per run; what they add is measured by the model coverage instead) and the charts'
 * test, which fails on any change to a machine's shape and would "kill" every such mutant without
 * saying anything about behaviour (docs/testing.md).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      css: false,
      testTimeout: 30_000,
      sequence: { sequencer: QuickFilesFirst },
      // 50 random sequences per machine for each mutant instead of 300.
      env: { FUZZ_RUNS: '50' },
      projects: [
        {
          extends: true,
          test: {
            name: 'logic',
            environment: 'node',
            include: [
              'tests/model/*.machine.test.ts',
              'tests/model/machines.load.test.ts',
              'tests/model/machines.fuzz.test.ts',
              'tests/unit/links.test.ts',
              'tests/unit/messages.test.ts',
              'tests/unit/postForm.test.ts',
            ],
          },
        },
        {
          extends: true,
          test: {
            name: 'ui',
            environment: 'jsdom',
            setupFiles: ['./tests/support/setup.ts'],
            include: ['tests/model/marquee.model.test.tsx'],
          },
        },
      ],
    },
  }),
);

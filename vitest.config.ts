import { defineConfig, mergeConfig } from 'vitest/config';
import { siteConfig as viteConfig } from './vite.config.ts';

/** The jsdom files that run the inbox against a real server. */
const inboxAgainstServer = [
  'tests/unit/inboxPages.test.tsx',
  'tests/model/leadPipeline.ui.test.tsx',
  'tests/model/leadChange.ui.test.tsx',
  'tests/model/inboxSession.ui.test.tsx',
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      reporters: ['default', './tests/support/modelCoverageReporter.ts'],
      css: false,
      // UI replays of long model paths take seconds each on a 2-core machine.
      testTimeout: 30_000,
      // A hook that starts or stops servers, or erases what a test left, waits on the same busy
      // machine as a test does.
      hookTimeout: 30_000,
      // Vitest's default is one worker fewer than the cores: one, here.
      maxWorkers: 2,
      projects: [
        {
          // What renders (*.tsx): in jsdom, with the stand-ins it lacks.
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            // Each file in a fresh VM context of one worker thread, not a fresh process: the same
            // isolation (modules, globals, the DOM), set up at a fraction of the cost. This
            // project took 63 s alone here, 105 s in forked processes.
            pool: 'vmThreads',
            setupFiles: ['./tests/support/setup.ts'],
            include: ['tests/unit/**/*.test.tsx', 'tests/model/**/*.test.tsx'],
            exclude: inboxAgainstServer,
          },
        },
        {
          // The inbox's UI in jsdom against the real lead server (tests/support/liveInbox.ts): each
          // file starts a server process and drives it hard, so they run once the other projects'
          // files are done, rather than beside them.
          extends: true,
          test: {
            name: 'inbox',
            environment: 'jsdom',
            pool: 'vmThreads',
            setupFiles: ['./tests/support/setup.ts'],
            include: inboxAgainstServer,
            globalSetup: ['./tests/support/leadsTemplate.ts'],
            sequence: { groupOrder: 1 },
          },
        },
        {
          // Machines, models and pure functions (*.ts): in Node, without a DOM to set up per file,
          // and in one module graph per worker: nothing here mocks a module or keeps state between
          // files, and importing it all once took the project 13 s here, isolated per file 21 s.
          extends: true,
          test: {
            name: 'logic',
            environment: 'node',
            isolate: false,
            include: ['tests/unit/**/*.test.ts', 'tests/model/**/*.test.ts'],
          },
        },
        {
          // The server as a separate process or in-process over HTTP, with real databases: PGlite,
          // and a PostgreSQL server started for the run. Node, no DOM.
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            globalSetup: ['./tests/support/databasesSetup.ts'],
          },
        },
        {
          // The build itself: a copy of the site, changed as an editor would change it, built with
          // `npm run build` and looked at (tests/build/support/fixtureSite.ts). Node, no DOM.
          extends: true,
          test: {
            name: 'build',
            environment: 'node',
            include: ['tests/build/**/*.test.ts'],
            testTimeout: 60_000,
          },
        },
      ],
    },
  }),
);

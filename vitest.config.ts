import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      reporters: ['default', './tests/support/modelCoverageReporter.ts'],
      css: false,
      // UI replays of long model paths take seconds each on a 2-core machine.
      testTimeout: 30_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            setupFiles: ['./tests/support/setup.ts'],
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
          },
        },
        {
          // The static server as a separate process, spoken to over TCP: Node, no DOM.
          extends: true,
          test: { name: 'server', environment: 'node', include: ['tests/server/**/*.test.ts'] },
        },
      ],
    },
  }),
);

import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/support/setup.ts'],
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
      reporters: ['default', './tests/support/modelCoverageReporter.ts'],
      css: false,
      // UI replays of long model paths take seconds each on a 2-core machine.
      testTimeout: 30_000,
    },
  }),
);

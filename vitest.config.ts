import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs the site's unit tests and every package's own project.
export default defineConfig({
  test: {
    // At least two test files at once, even on two cores (vitest's default is one fewer worker than cores): the
    // build checks spend minutes waiting on `gatsby build` child processes, and the other files can run meanwhile
    // (the unit stage on two cores: 5 min 17 s with one worker, 3 min 19 s with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/*/vitest.config.ts',
      {
        test: {
          name: 'site',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.build.test.ts', '**/node_modules/**'],
        },
      },
      {
        // Full `gatsby build` runs of a copied site with planted mistakes: slow, so in their own project.
        test: {
          name: 'build-checks',
          environment: 'node',
          include: ['scripts/**/*.build.test.ts'],
          testTimeout: 300_000,
        },
      },
    ],
  },
});

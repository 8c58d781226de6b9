import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs the site's unit tests and every package's own project.
export default defineConfig({
  test: {
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

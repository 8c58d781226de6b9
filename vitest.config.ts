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
          include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts', 'scripts/**/*.test.ts', '*.test.ts'],
        },
      },
    ],
  },
});

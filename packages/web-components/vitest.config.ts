import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      // Tests run against the helpers' source, so no build of `functions` is needed first.
      '@vibrato-ui/functions': fileURLToPath(new URL('../functions/src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'web-components',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts', 'examples/**/*.test.ts', '*.test.ts'],
    // Property tests over large inputs take seconds on a loaded two-core machine: slow, not wrong.
    testTimeout: 20_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts', 'examples/**/*.test.ts', '*.test.ts'],
    // Property tests over large inputs take seconds on a loaded two-core machine: slow, not wrong.
    testTimeout: 20_000,
    // Core's tests share no state but what they set up themselves (each restores its own clock),
    // so the files of a worker share one module graph: importing core once per file was a third
    // of the project's time.
    isolate: false,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'emulator',
    include: ['src/**/*.test.ts', 'examples/**/*.test.ts'],
    // Amplify's sign-up flow runs SRP in JavaScript: on a loaded two-core machine it takes longer
    // than vitest's default 5 s, which is slow, not wrong (as the adapters' project allows).
    testTimeout: 20_000,
    // Files reset what they change (each starts its own emulator; Amplify, one per process, is
    // signed out when a file is done), so the files of a worker share one module graph.
    isolate: false,
  },
});

import { defineConfig } from 'vitest/config';

/**
 * The end-to-end suite: the emulator build of the app served beside an in-memory emulator,
 * driven by the system Chromium (e2e/harness/global-setup.ts). Files run as many at once as the
 * root configuration's workers, each on a portal of its own (e2e/harness/target.ts): a file spends
 * much of its time waiting on its browser and its server, and the others use that time.
 */
export default defineConfig({
  // Core's sources, as the app's build and the unit tests read them: the tests take the
  // catalogue's texts from core instead of copying them. The suite runs in Node, where Vite
  // resolves with its server (ssr) conditions, not the browser's.
  resolve: { conditions: ['@justiciable/source'] },
  ssr: { resolve: { conditions: ['@justiciable/source'] } },
  test: {
    name: 'web-e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/harness/global-setup.ts'],
    // The root's count (vitest.workspace.ts): projects that run together must have the same.
    maxWorkers: 2,
    // Generous: a loaded machine is slow, not wrong; no assertion depends on timing.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});

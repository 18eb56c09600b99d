import { defineConfig } from 'vitest/config';

// The root test configuration: one project per package, and the web app's end-to-end suite
// (a build of the app in Chromium against the emulator). Vitest 4 dropped workspace-file
// discovery, so the root scripts pass this file with --config.
export default defineConfig({
  test: {
    // Two files at once, one per core: a file spends much of its time waiting on a browser, a
    // server or a timer, and the other uses that time. A third measured only 8 % faster and made
    // the browsers' timing-sensitive checks fail under its load.
    // Every project runs with the same count (Vitest's rule for projects run together).
    maxWorkers: 2,
    projects: [
      'packages/core',
      'packages/emulator',
      'packages/adapters',
      'packages/web',
      'packages/web/vitest.e2e.config.ts',
      // The hosting's own renderer (deploy/nginx/render.ts); the web's e2e serves its build with it.
      { test: { name: 'deploy', root: 'deploy', include: ['**/*.test.ts'], environment: 'node' } },
    ],
  },
});

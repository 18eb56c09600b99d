import { defineConfig } from 'vitest/config';

// The root test configuration: one project per package. Vitest 4 dropped workspace-file
// discovery, so the root scripts pass this file with --config.
export default defineConfig({
  test: {
    projects: ['packages/core', 'packages/emulator', 'packages/adapters', 'packages/web'],
  },
});

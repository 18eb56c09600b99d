import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { routerPluginOptions } from './vite.config';

export default defineConfig({
  // The same route tree generation as the app's build, so a test sees the routes as they are.
  plugins: [tanstackRouter(routerPluginOptions), optimizeLocales.vite({ locales: ['es'] }), react()],
  // Core's sources, as in vite.config.ts; Vitest adds its own default conditions after these.
  resolve: { conditions: ['@justiciable/source'] },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 15000,
    // Files reset what they change in the shared window and modules (the setup file, spies and
    // stubs undone, hand-written DOM removed), so a worker's files need not re-import the app each.
    isolate: false,
  },
});

import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { compileHints } from './scripts/compile-hints';
import { installableApp } from './scripts/installable-app';
import { precompress } from './scripts/precompress';
import { prerender } from './scripts/prerender';

// Outside production the app reads the emulator's configuration from its own origin
// (src/app/build-portal.ts), so both servers pass /__emulator on to the emulator. `npm start`,
// `npm run dev` and the e2e harness set the target themselves; this default serves
// `pnpm dev` / `pnpm preview` beside `npm run emulator`.
const emulatorProxy = { '/__emulator': `http://127.0.0.1:${process.env.EMULATOR_PORT || 4010}` };

export const routerPluginOptions = {
  target: 'react',
  routesDirectory: 'src/routes',
  generatedRouteTree: 'src/routeTree.gen.ts',
  autoCodeSplitting: true,
  quoteStyle: 'single',
} as const;

export default defineConfig({
  plugins: [
    // File-based routes: src/routes/ becomes src/routeTree.gen.ts, and each route's component
    // becomes a chunk of its own, loaded when the route is first visited.
    tanstackRouter(routerPluginOptions),
    // React Aria ships its built-in strings for 34 locales; the portal speaks only Spanish.
    // React Aria has no es-AR strings of its own: at run time es-AR falls back to its Spanish
    // (es-ES) dictionary, so the language is kept and every other locale is left out.
    optimizeLocales.vite({ locales: ['es'] }),
    react(),
    // React Aria's overlay controls compiled as they stream in, not in the first press that opens one.
    compileHints(['overlay-controls']),
    // A .br and a .gz beside each asset, which `npm start`'s server sends (scripts/static-assets.ts).
    precompress(),
    // The public pages' HTML, rendered at build time so their text paints before any script runs.
    prerender(),
    // The web app manifest and the service worker that precaches the build, shells included
    // (scripts/installable-app.ts); it runs after the prerender, whose shells it precaches.
    installableApp(),
  ],
  // Core's sources through its @justiciable/source export condition: dev, builds and tests run on
  // core as it is, with no build of core first. Setting conditions replaces Vite's, so they are kept.
  resolve: { conditions: ['@justiciable/source', ...defaultClientConditions] },
  // The same for the prerender's server build, which would otherwise read core's last dist/.
  ssr: { resolve: { conditions: ['@justiciable/source', ...defaultServerConditions] } },
  server: { host: '127.0.0.1', port: 5173, proxy: emulatorProxy },
  preview: { host: '127.0.0.1', port: 5173, proxy: emulatorProxy },
  build: {
    target: 'es2022',
    // Written beside the build for the benchmarks and a debugger given them by hand, but named
    // by no file and served by no server (static-assets.ts, nginx): they would publish the sources.
    sourcemap: 'hidden',
    // Rollup gives every group of modules shared by a different set of pages a chunk of its own,
    // many of them a few hundred bytes; a page then asks for twenty files where a dozen would do,
    // and on a phone's connection each one takes a round trip and a share of the bandwidth the
    // entry needs. Chunks under 1 kB that run nothing on load are merged into one loaded with
    // them; the entry stays the same size.
    rollupOptions: { output: { experimentalMinChunkSize: 1000 } },
  },
});

import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    // React Aria ships its built-in strings for 34 locales; the portal speaks only Spanish.
    // React Aria has no es-AR strings of its own: at run time es-AR falls back to its Spanish
    // (es-ES) dictionary, so the language is kept and every other locale is left out.
    optimizeLocales.vite({ locales: ['es'] }),
    react(),
  ],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 5173 },
  // The manifest lets scripts/welcome-size.mjs measure what the first page loads.
  build: { target: 'es2022', sourcemap: true, manifest: true },
});

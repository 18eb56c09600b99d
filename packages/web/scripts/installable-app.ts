import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions, type ResolvedVitePWAOptions } from 'vite-plugin-pwa';

type RuntimeCaching = NonNullable<ResolvedVitePWAOptions['workbox']['runtimeCaching']>[number];

/** The header's navy (theme.css --navy-800): the colour of the browser's bar and of the installed app's title bar. */
export const THEME_COLOUR = '#14213d';
/** The page's background (theme.css --paper): what the installed app's splash screen shows behind its icon. */
export const BACKGROUND_COLOUR = '#f5f6f8';

/** Where the worker and the manifest are served; the nginx configuration and the e2e tests rely on these names. */
export const SERVICE_WORKER_FILE = 'sw.js';
export const MANIFEST_FILE = 'manifest.webmanifest';

/** The web app manifest, served as /manifest.webmanifest. */
const MANIFEST = {
  name: 'Justiciable: su portal legal',
  short_name: 'Justiciable',
  description:
    'Sus consultas y asuntos legales con abogados y estudios: movimientos, documentos, agenda y pagos, en el teléfono o la computadora.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOUR,
  background_color: BACKGROUND_COLOUR,
  lang: 'es-AR',
  dir: 'ltr',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies Partial<ManifestOptions>;

/** The shells the build writes as <segment>/index.html (scripts/prerender.ts), precached under the address they are served at. */
const SHELL_FILE = /^(.+)\/index\.html$/;

/**
 * A lookup that always misses: Cache Storage's match with a cacheName resolves undefined, and
 * creates nothing, when no cache of that name exists, and nothing ever opens this one. The
 * strategy then fails and PrecacheFallbackPlugin answers from the precache.
 */
const NEVER_WRITTEN_CACHE = 'justiciable-precache-lookup';

/**
 * The web app manifest and the service worker (vite-plugin-pwa over Workbox's generateSW).
 *
 * The worker precaches the build: the hashed chunks and styles, the icons, index.html and every
 * shell scripts/prerender.ts writes (the public pages, the link pages' shells, the signed-in
 * pages' shells that ask for their chunks); not the .br/.gz copies beside the assets nor the
 * source maps. A navigation is answered from the precache the way `npm start` answers it
 * (static-assets.ts): a path with a shell of its own gets that shell (/welcome → welcome/index.html),
 * a deeper path its first segment's (/fileRequest/12/34/5 → fileRequest/index.html), every other
 * one index.html. Only the shells and the build are cached: no answer of any API (api.php,
 * GraphQL, Cognito, Lambda, the emulator's routes) ever is, save the emulator's config.json below.
 *
 * The worker waits when it is new ('prompt'): the shell offers "Actualizar" (src/shell/app-update-banner.tsx),
 * which tells it to take over and reloads. It is registered by the app's own code once the page has
 * loaded (no inline script: the CSP forbids it), and only in a build.
 */
export function installableApp(): Plugin[] {
  const plugins = VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    filename: SERVICE_WORKER_FILE,
    manifestFilename: MANIFEST_FILE,
    // The icons are precached by the globPatterns below, as every file of the build is.
    includeManifestIcons: false,
    manifest: MANIFEST,
    integration: {
      // After every other plugin's closeBundle: the shells scripts/prerender.ts writes then are on disk to be precached.
      closeBundleOrder: 'post',
      beforeBuildServiceWorker: (options) => {
        const outDir = options.workbox.globDirectory;
        if (outDir === undefined)
          throw new Error('vite-plugin-pwa gave Workbox no globDirectory: the build to precache is unknown.');
        const segments = shellSegments(outDir);
        options.workbox = {
          ...options.workbox,
          navigateFallbackDenylist: [...(options.workbox.navigateFallbackDenylist ?? []), ...segments.map(deeperPaths)],
          runtimeCaching: [...segments.map(shellOfDeeperPaths), ...(options.workbox.runtimeCaching ?? [])],
        };
      },
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // The plugin's own ignores (the worker), and nothing else: maps and .br/.gz copies match no pattern above.
      globIgnores: ['**/node_modules/**/*', SERVICE_WORKER_FILE, 'workbox-*.js'],
      // One file to serve uncached (static-assets.ts, nginx), rather than the worker and a workbox-<hash>.js.
      inlineWorkboxRuntime: true,
      sourcemap: false,
      cleanupOutdatedCaches: true,
      // /asuntos?estado=… is /asuntos' shell too; the precached files' own addresses carry no query.
      ignoreURLParametersMatching: [/.*/],
      // A shell is fetched at install under the address it is served at (/welcome, not /welcome/index.html),
      // so that a navigation there is answered by the precache itself.
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((entry) => ({ ...entry, url: entry.url.replace(SHELL_FILE, '$1') })),
          warnings: [],
        }),
      ],
      navigateFallback: 'index.html',
      // The emulator's pages (a verification link's answer) are the emulator's own.
      navigateFallbackDenylist: [/^\/__emulator\//],
      runtimeCaching: [
        {
          // Configuration, not user data: in the emulator's builds the app reads the emulator's
          // endpoints and client ids from /__emulator/config.json before it can build its portal,
          // so a copy is kept for when the device is offline; the network's answer comes first.
          // Production builds read theirs from the build itself and never ask for it.
          urlPattern: ({ url }) => url.pathname === '/__emulator/config.json',
          handler: 'NetworkFirst',
          options: { cacheName: 'justiciable-emulator-config', networkTimeoutSeconds: 3 },
        },
      ],
    },
  });
  // index.html links the manifest itself, with the icons and theme colour beside it; the plugin's
  // own link, added at the end of the head, would be a second one.
  return [
    ...plugins.map((plugin) =>
      plugin.name === 'vite-plugin-pwa:build' ? { ...plugin, transformIndexHtml: undefined } : plugin,
    ),
    devManifest(),
  ];
}

/**
 * The manifest under `npm run dev` too, which index.html links: Vite's dev server has no worker
 * (the app registers none there) and would otherwise answer the manifest's address with nothing.
 */
function devManifest(): Plugin {
  return {
    name: 'justiciable:dev-manifest',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(`/${MANIFEST_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(JSON.stringify(MANIFEST));
      });
    },
  };
}

/** The first segments the build wrote a shell for (<segment>/index.html), read from its output once the prerender has written it. */
function shellSegments(outDir: string): string[] {
  return readdirSync(outDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(outDir, entry.name, 'index.html')))
    .map((entry) => entry.name);
}

/** A segment's deeper paths (/asunto/12/34, /fileRequest/12/34/5), as NavigationRoute's denylist tests a path. */
const deeperPaths = (segment: string) => new RegExp(`^/${segment}/`);

/**
 * A segment's deeper paths answered with its shell from the precache, as static-assets.ts's
 * prerenderedPage answers them. Workbox tests a RegExp route against the whole address, and for
 * the app's own origin a match anywhere counts.
 */
const shellOfDeeperPaths = (segment: string): RuntimeCaching => ({
  urlPattern: new RegExp(`^https?://[^/]+/${segment}/`),
  handler: 'CacheOnly',
  options: { cacheName: NEVER_WRITTEN_CACHE, precacheFallback: { fallbackURL: segment } },
});

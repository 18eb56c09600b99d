import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import {
  assetsOf,
  firstPathSegment,
  isRouteComponent,
  preloadingHtml,
  prerenderedHtml,
  routeChain,
  routeIdOfFile,
  routesOfSegment,
  type BuiltChunk,
} from './prerendered-page';

/** The server-side build of src/app/prerender.tsx, kept where its imports of React and the router resolve. */
const SSR_ENTRY = 'src/app/prerender.tsx';

interface PrerenderModule {
  readonly PRERENDERED_PATHS: readonly string[];
  renderPage(
    path: string,
  ): Promise<{ readonly html: string; readonly routeIds: readonly string[]; readonly title: string }>;
  readonly LINK_PAGE_SEGMENTS: readonly string[];
  readonly DATA_PRELOADING_SEGMENTS: readonly string[];
  renderLinkPageShell(segment: string): Promise<string>;
  linkPageShellTitle(segment: string): string;
}

/**
 * The ids of the routes in a folder of src/routes ('_main', the signed-in layout's), or in all of
 * it, from their files (`-` files are no routes).
 */
function routeIdsUnder(routesDir: string, folder?: string): string[] {
  return readdirSync(folder === undefined ? routesDir : join(routesDir, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.split('/').some((part) => part.startsWith('-')))
    .map((file) => routeIdOfFile(folder === undefined ? file : `${folder}/${file}`));
}

/**
 * After the app's build, renders the pages src/app/prerender.tsx names into <path>/index.html
 * beside index.html, and the link pages' shells into <first segment>/index.html, so their text
 * paints before any script runs (the study previews' shells also ask for their page's chunks);
 * and writes each signed-in page's <first segment>/index.html, which asks for its chunks at once.
 * `npm start`'s server sends each for its paths (static-assets.ts); production hosting must do
 * the same (deploy/README.md).
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  let chunks: BuiltChunk[] = [];
  return {
    name: 'justiciable:prerender',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                moduleIds: output.moduleIds,
                imports: output.imports,
                css: [...(output.viteMetadata?.importedCss ?? [])],
                isEntry: output.isEntry,
              },
            ]
          : [],
      );
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      // A folder of its own per build (two builds may run at once: the e2e suite's and a benchmark's),
      // inside the package so that the server build's imports of React and the router resolve.
      const cache = join(config.root, 'node_modules', '.cache');
      mkdirSync(cache, { recursive: true });
      const ssrOut = mkdtempSync(join(cache, 'justiciable-prerender-'));
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: SSR_ENTRY,
            outDir: ssrOut,
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
            minify: false,
          },
        });
        const module = (await import(pathToFileURL(join(ssrOut, 'prerender.js')).href)) as PrerenderModule;
        const routesDir = join(config.root, 'src', 'routes');
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const write = (path: string, html: string) => {
          mkdirSync(join(outDir, path), { recursive: true });
          writeFileSync(join(outDir, path, 'index.html'), html);
        };
        for (const path of module.PRERENDERED_PATHS) {
          const page = await module.renderPage(path);
          write(
            path,
            prerenderedHtml(
              template,
              page.html,
              assetsOf(chunks, isRouteComponent(routesDir, page.routeIds)).styles,
              page.title,
            ),
          );
        }
        const portalModule = join(config.root, 'src', 'app', 'build-portal.ts');
        /** Every chunk and style the routes need to show their data: the portal's, the layouts', the pages'. */
        const dataAssets = (routeIds: readonly string[]) => {
          const ofRoutes = isRouteComponent(routesDir, routeIds.flatMap(routeChain));
          return assetsOf(chunks, (moduleId) => moduleId === portalModule || ofRoutes(moduleId));
        };
        // Outside production the portal reads the emulator's configuration before its first request
        // (src/app/build-portal.ts): a study preview asks for it beside the entry, so its reads do not
        // wait one more round trip than production's, whose configuration is in the build.
        const portalConfigFetches = config.mode === 'production' ? [] : ['/__emulator/config.json'];
        // A shell is drawn by the entry's styles. A link page's own styles and chunks come once the
        // entry has run; a study preview's are fetched beside the entry, so its reads start sooner.
        const allRouteIds = routeIdsUnder(routesDir);
        for (const segment of module.LINK_PAGE_SEGMENTS) {
          const shell = prerenderedHtml(
            template,
            await module.renderLinkPageShell(segment),
            [],
            module.linkPageShellTitle(segment),
          );
          if (!module.DATA_PRELOADING_SEGMENTS.includes(segment)) {
            write(segment, shell);
            continue;
          }
          const routeIds = routesOfSegment(allRouteIds, segment);
          if (routeIds.length === 0)
            throw new Error(`No route's address starts with /${segment}, whose shell should ask for its chunks.`);
          write(
            segment,
            preloadingHtml(shell, dataAssets(routeIds), { overShell: true, fetches: portalConfigFetches }),
          );
        }
        // The signed-in pages show only the client's data: no markup, but every chunk they need
        // (the portal's, the layouts', the page's) asked for beside the entry, in one round.
        for (const routeId of routeIdsUnder(routesDir, '_main')) {
          const segment = firstPathSegment(routeId);
          if (segment !== null) write(segment, preloadingHtml(template, dataAssets([routeId])));
        }
      } finally {
        rmSync(ssrOut, { recursive: true, force: true });
      }
    },
  };
}

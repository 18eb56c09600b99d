import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { assetsOf, firstPathSegment, isRouteComponent, preloadingHtml, prerenderedHtml, routeChain, routeIdOfFile, type BuiltChunk } from './prerendered-page';

/** The server-side build of src/app/prerender.tsx, kept where its imports of React and the router resolve. */
const SSR_ENTRY = 'src/app/prerender.tsx';

interface PrerenderModule {
  readonly PRERENDERED_PATHS: readonly string[];
  renderPage(path: string): Promise<{ readonly html: string; readonly routeIds: readonly string[] }>;
  readonly LINK_PAGE_SEGMENTS: readonly string[];
  renderLinkPageShell(segment: string): Promise<string>;
}

/** The ids of the routes inside the signed-in layout, from their files (`-` files are no routes). */
function signedInRouteIds(routesDir: string): string[] {
  return readdirSync(join(routesDir, '_main'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.split('/').some((part) => part.startsWith('-')))
    .map((file) => routeIdOfFile(`_main/${file}`));
}

/**
 * After the app's build, renders the pages src/app/prerender.tsx names into <path>/index.html
 * beside index.html, and the link pages' shells into <first segment>/index.html, so their text
 * paints before any script runs; and writes each signed-in page's <first segment>/index.html,
 * which asks for its chunks at once. `npm start`'s server sends each for its paths
 * (static-assets.ts); production hosting must do the same (README).
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
          ? [{ file: output.fileName, moduleIds: output.moduleIds, imports: output.imports, css: [...(output.viteMetadata?.importedCss ?? [])], isEntry: output.isEntry }]
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
          build: { ssr: SSR_ENTRY, outDir: ssrOut, emptyOutDir: true, sourcemap: false, manifest: false, minify: false },
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
          write(path, prerenderedHtml(template, page.html, assetsOf(chunks, isRouteComponent(routesDir, page.routeIds)).styles));
        }
        // Their heading only, which the entry's styles draw: the page's own styles come with its chunk.
        for (const segment of module.LINK_PAGE_SEGMENTS) write(segment, prerenderedHtml(template, await module.renderLinkPageShell(segment), []));
        // The signed-in pages show only the client's data: no markup, but every chunk they need
        // (the portal's, the layouts', the page's) asked for beside the entry, in one round.
        const portalModule = join(config.root, 'src', 'app', 'build-portal.ts');
        for (const routeId of signedInRouteIds(routesDir)) {
          const segment = firstPathSegment(routeId);
          if (segment === null) continue;
          const ofRoute = isRouteComponent(routesDir, routeChain(routeId));
          write(segment, preloadingHtml(template, assetsOf(chunks, (moduleId) => moduleId === portalModule || ofRoute(moduleId))));
        }
      } finally {
        rmSync(ssrOut, { recursive: true, force: true });
      }
    },
  };
}

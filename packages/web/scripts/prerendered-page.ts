// The pure part of the prerender (prerender.ts): which chunks and styles a page needs and how its HTML is composed.

/** What the prerender needs of each chunk the client build wrote. */
export interface BuiltChunk {
  readonly file: string;
  /** The source modules the chunk holds, as Rollup names them (absolute paths, with any query). */
  readonly moduleIds: readonly string[];
  /** The chunks it imports statically. */
  readonly imports: readonly string[];
  readonly css: readonly string[];
  readonly isEntry: boolean;
}

/**
 * The route id a file under src/routes stands for: file-based routing names the file after the
 * id, with dots or folders between segments ('_public/welcome.{-$verified}.tsx' is
 * '/_public/welcome/{-$verified}').
 */
export function routeIdOfFile(fileUnderRoutes: string): string {
  // An index file is its folder's own page: '_main/index.tsx' is '/_main/'.
  return `/${fileUnderRoutes.replace(/\.tsx$/, '').replaceAll('.', '/')}`.replace(/\/index$/, '/');
}

/** What a page needs beyond the entry: its chunks (scripts) and their styles, each once, in order. */
export interface PageAssets {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/**
 * What the chunks holding `wanted` modules need beyond the entry: those chunks and every chunk
 * they import statically, with their styles. `wanted` sees each module id as Rollup names it.
 */
export function assetsOf(chunks: readonly BuiltChunk[], wanted: (moduleId: string) => boolean): PageAssets {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const scripts: string[] = [];
  const styles = new Set<string>();
  const visit = (chunk: BuiltChunk | undefined) => {
    if (chunk === undefined || chunk.isEntry || scripts.includes(chunk.file)) return;
    scripts.push(chunk.file);
    for (const css of chunk.css) styles.add(css);
    for (const imported of chunk.imports) visit(byFile.get(imported));
  };
  for (const chunk of chunks) if (chunk.moduleIds.some(wanted)) visit(chunk);
  return { scripts, styles: [...styles] };
}

/** Whether a module id is the component of one of these routes (the router plugin splits it off as '<file>?tsr-split=component'). */
export function isRouteComponent(routesDir: string, routeIds: readonly string[]): (moduleId: string) => boolean {
  const prefix = `${routesDir}/`;
  return (moduleId) => {
    const [file = '', query] = moduleId.split('?');
    return (
      query === 'tsr-split=component' &&
      file.startsWith(prefix) &&
      routeIds.includes(routeIdOfFile(file.slice(prefix.length)))
    );
  };
}

/**
 * A route id and the ids of the layouts above it ('/_main/_cases/asuntos' → '/_main',
 * '/_main/_cases', itself), as the router matches them.
 */
export function routeChain(routeId: string): string[] {
  const segments = routeId.split('/').slice(1);
  return segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
}

/** The first segment of a route's address: its first segment that is no pathless layout ('_main'); null for '/'. */
export function firstPathSegment(routeId: string): string | null {
  return routeId.split('/').find((segment) => segment !== '' && !segment.startsWith('_')) ?? null;
}

/** The routes whose address starts with `segment` (its first segment that is no pathless layout), as a shell's path does. */
export function routesOfSegment(routeIds: readonly string[], segment: string): string[] {
  return routeIds.filter((routeId) => firstPathSegment(routeId) === segment);
}

/**
 * index.html that asks for a page's chunks and styles beside the entry, so they arrive in the
 * same round as it rather than once it has run and found the route. Over a prerendered shell
 * (prerenderedHtml), which paints with the entry's styles alone, they must not hold back that
 * paint: the page's styles are only fetched (`rel=preload`), not applied, and the chunk that needs
 * them applies them, from the cache, before its page renders; and all of them are fetched at low
 * priority, after the shell's styles and the entry, which run before any of them is needed.
 * `fetches` are data the page's scripts read first (paths on the origin), asked for at once too.
 */
export function preloadingHtml(
  template: string,
  assets: PageAssets,
  { overShell = false, fetches = [] }: { readonly overShell?: boolean; readonly fetches?: readonly string[] } = {},
): string {
  const headEnd = '  </head>';
  if (!template.includes(headEnd)) throw new Error("index.html has no </head> to add the page's assets to.");
  const [style, script] = overShell
    ? ['rel="preload" as="style" fetchpriority="low"', 'rel="modulepreload" fetchpriority="low"']
    : ['rel="stylesheet"', 'rel="modulepreload"'];
  const links = [
    ...assets.styles.map((file) => `    <link ${style} crossorigin href="/${file}">\n`),
    ...assets.scripts.map((file) => `    <link ${script} crossorigin href="/${file}">\n`),
    // Read with fetch() (same origin, no credentials beyond it), which takes the preloaded answer.
    ...fetches.map((path) => `    <link rel="preload" as="fetch" crossorigin href="${path}">\n`),
  ].join('');
  return template.replace(headEnd, `${links}${headEnd}`);
}

/**
 * index.html with a page rendered into it: the page's styles beside the entry's, so it paints
 * styled before any script runs, and its markup in #root. Its scripts are left to load as on any
 * other page, after the paint. The markup is inert until the app replaces it (src/app/start.tsx):
 * a form typed into before the scripts ran would lose what was typed.
 */
export function prerenderedHtml(template: string, html: string, styles: readonly string[], title?: string): string {
  const root = '<div id="root"></div>';
  const headEnd = '  </head>';
  if (!template.includes(root) || !template.includes(headEnd))
    throw new Error('index.html has no empty #root or no </head> to prerender into.');
  // The app's CSP runs no inline script: a page that rendered one would fail in the browser.
  if (/<script/i.test(html))
    throw new Error('The prerendered page holds a <script>, which the Content-Security-Policy would block.');
  const links = styles.map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">\n`).join('');
  const page = template
    .replace(headEnd, `${links}${headEnd}`)
    .replace(root, `<div id="root"><div data-prerendered inert>${html}</div></div>`);
  return title === undefined ? page : withTitle(page, title);
}

/**
 * The page's own title in place of index.html's (WCAG 2.4.2): the tab, the history and a screen
 * reader name the page before any script has run.
 */
function withTitle(html: string, title: string): string {
  const element = /<title>[^<]*<\/title>/;
  if (!element.test(html)) throw new Error('index.html has no <title> to name the page in.');
  const escaped = title.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return html.replace(element, `<title>${escaped}</title>`);
}

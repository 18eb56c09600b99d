// The pure part of the prerender (prerender.ts): which styles a page needs and how its HTML is composed.

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
  return `/${fileUnderRoutes.replace(/\.tsx$/, '').replaceAll('.', '/')}`;
}

/**
 * The styles a page's routes need beyond the entry's, each once: those of the chunk holding each
 * route's component (the router plugin splits it off as '<file>?tsr-split=component') and of what
 * it imports.
 */
export function routeStyles(chunks: readonly BuiltChunk[], routesDir: string, routeIds: readonly string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const visited = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: BuiltChunk | undefined) => {
    if (chunk === undefined || chunk.isEntry || visited.has(chunk.file)) return;
    visited.add(chunk.file);
    for (const css of chunk.css) styles.add(css);
    for (const imported of chunk.imports) visit(byFile.get(imported));
  };
  const prefix = `${routesDir}/`;
  for (const chunk of chunks) {
    const holdsRoute = chunk.moduleIds.some((id) => {
      const [file = '', query] = id.split('?');
      return query === 'tsr-split=component' && file.startsWith(prefix) && routeIds.includes(routeIdOfFile(file.slice(prefix.length)));
    });
    if (holdsRoute) visit(chunk);
  }
  return [...styles];
}

/**
 * index.html with a page rendered into it: the page's styles beside the entry's, so it paints
 * styled before any script runs, and its markup in #root. Its scripts are left to load as on any
 * other page, after the paint. The markup is inert until the app replaces it (src/app/start.tsx):
 * a form typed into before the scripts ran would lose what was typed.
 */
export function prerenderedHtml(template: string, html: string, styles: readonly string[]): string {
  const root = '<div id="root"></div>';
  const headEnd = '  </head>';
  if (!template.includes(root) || !template.includes(headEnd)) throw new Error('index.html has no empty #root or no </head> to prerender into.');
  // The app's CSP runs no inline script: a page that rendered one would fail in the browser.
  if (/<script/i.test(html)) throw new Error('The prerendered page holds a <script>, which the Content-Security-Policy would block.');
  const links = styles.map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">\n`).join('');
  return template.replace(headEnd, `${links}${headEnd}`).replace(root, `<div id="root"><div data-prerendered inert>${html}</div></div>`);
}

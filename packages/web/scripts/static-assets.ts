import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Connect, Plugin } from 'vite';

/** A year: the longest a browser keeps anything, for files whose name changes with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else, index.html first, is kept but asked about again before each use. */
export const REVALIDATE = 'no-cache';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/**
 * How `npm start`'s server (Vite's preview, local-portal.ts) sends the build. Vite names what it
 * emits under assets/ after a hash of its content, so those files are cached for a year and never
 * asked about again; each is sent as the .br or .gz the build wrote beside it (scripts/precompress.ts)
 * when the browser accepts that encoding. Every other response (index.html for any route, the
 * service worker, the manifest, the icons, the favicon) carries no-cache, so a new build is seen
 * on the next visit. `headers` (the security
 * headers) go with every asset, as Vite's own middleware sends them with the rest.
 */
export function staticAssets(headers: Record<string, string>): Plugin {
  return {
    name: 'justiciable:static-assets',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use(serveAssets(outDir, headers));
    },
  };
}

function serveAssets(outDir: string, headers: Record<string, string>): Connect.NextHandleFunction {
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      return next();
    }
    if (!pathname.includes('/assets/')) {
      response.setHeader('Cache-Control', REVALIDATE);
      const page = prerenderedPage(outDir, pathname);
      if (page !== null)
        return send(response, request.method, page, {
          ...headers,
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': REVALIDATE,
        });
      const file = unhashedFile(outDir, pathname);
      if (file === null) return next();
      return send(response, request.method, file, {
        ...headers,
        'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': REVALIDATE,
      });
    }
    const file = join(outDir, normalize(pathname));
    // A source map is the build's, for the benchmarks, never served (vite.config.ts).
    if (!file.startsWith(outDir + sep) || !isFile(file) || file.endsWith('.map')) {
      // A chunk of an earlier build, or no file at all: a 404, as nginx answers (deploy/nginx), never
      // the app's index.html, which a browser would try to run as the script it asked for.
      response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE });
      response.end(request.method === 'HEAD' ? undefined : 'Not found');
      return;
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = (['br', 'gzip'] as const).find(
      (name) => new RegExp(`\\b${name}\\b`).test(accepted) && isFile(`${file}${suffix(name)}`),
    );
    const sent = encoding ? `${file}${suffix(encoding)}` : file;
    send(response, request.method, sent, {
      ...headers,
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': String(statSync(sent).size),
      'Cache-Control': IMMUTABLE,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
  };
}

/**
 * The page the build prerendered for a path (scripts/prerender.ts): the path's own
 * (/welcome → welcome/index.html), else its first segment's, a link page's shell
 * (/fileRequest/12/34/5 → fileRequest/index.html); null for every other path, which is the app's
 * index.html that Vite's own fallback sends.
 */
function prerenderedPage(outDir: string, pathname: string): string | null {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === '' || trimmed.includes('.')) return null;
  for (const path of [trimmed, `/${trimmed.split('/')[1] ?? ''}`]) {
    const file = join(outDir, normalize(path), 'index.html');
    if (file.startsWith(outDir + sep) && isFile(file)) return file;
  }
  return null;
}

/**
 * A file the build keeps under a fixed name outside assets/, which a new build changes in place:
 * the service worker (sw.js), the web app manifest, the icons, the favicon. Each is sent with its
 * type and no-cache, so a new deployment's worker and manifest are seen on the next check.
 */
function unhashedFile(outDir: string, pathname: string): string | null {
  const file = join(outDir, normalize(pathname));
  const type = CONTENT_TYPES[extname(file)];
  return type !== undefined && file.startsWith(outDir + sep) && isFile(file) ? file : null;
}

const suffix = (encoding: 'br' | 'gzip') => (encoding === 'br' ? '.br' : '.gz');

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

function send(response: ServerResponse, method: string, file: string, headers: Record<string, string>): void {
  response.writeHead(200, headers);
  if (method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file)
    .on('error', () => response.destroy())
    .pipe(response);
}

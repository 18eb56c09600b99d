import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's nginx, which scripts/ensure-nginx.mjs installs with its brotli_static module. */
export const NGINX = '/usr/sbin/nginx';

/** Who nginx runs as when the suite runs as root (CI): Debian's unprivileged nobody. */
const NOBODY = 65534;

export interface RunningNginx {
  /** http://127.0.0.1:PORT */
  readonly url: string;
  /** The method, path and status of every request it answered so far, from its access log. */
  requests(): { readonly method: string; readonly path: string; readonly status: number }[];
  /** Its access log and error log as written so far. */
  logs(): { readonly access: string; readonly error: string };
  close(): Promise<void>;
}

/** What a test chooses of the site; the harness sets the rest (its port, its own log, brotli on, no HSTS). */
export interface NginxSite {
  /** The build's folder, absolute. */
  readonly buildRoot: string;
  /** connect-src's origins besides 'self'. */
  readonly connectOrigins: readonly string[];
  readonly trustedProxies?: readonly string[];
  readonly proxy:
    | { readonly kind: 'none' }
    | {
        readonly kind: 'cloud';
        readonly cognito: string;
        readonly cognitoIdentity: string;
        readonly graphql: string;
        readonly legacyApi: string;
        readonly trustedCertificate?: string;
      }
    | { readonly kind: 'emulator'; readonly upstream: string; readonly sameOrigin: boolean };
}

/** The repo's root, where production renders the site from (deploy/README.md). */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The whole nginx.conf for `site`, rendered the way production renders it: scripts/render-nginx.ts
 * run with the JUSTICIABLE_* variables, so the smoke also holds the command and its variables.
 */
function renderStandaloneConfig(site: NginxSite, listen: string): string {
  const { proxy } = site;
  const proxyVariables: Record<string, string> =
    proxy.kind === 'none'
      ? { JUSTICIABLE_PROXY: 'none' }
      : proxy.kind === 'emulator'
        ? {
            JUSTICIABLE_PROXY: proxy.sameOrigin ? 'emulator-same-origin' : 'emulator',
            JUSTICIABLE_EMULATOR_UPSTREAM: proxy.upstream,
          }
        : {
            JUSTICIABLE_PROXY: 'cloud',
            JUSTICIABLE_COGNITO_UPSTREAM: proxy.cognito,
            JUSTICIABLE_COGNITO_IDENTITY_UPSTREAM: proxy.cognitoIdentity,
            JUSTICIABLE_GRAPHQL_UPSTREAM: proxy.graphql,
            JUSTICIABLE_LEGACY_API_UPSTREAM: proxy.legacyApi,
            ...(proxy.trustedCertificate === undefined ? {} : { JUSTICIABLE_UPSTREAM_CA: proxy.trustedCertificate }),
          };
  const rendered = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/render-nginx.ts', '--standalone'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: {
      // Only the site's own variables: none of the shell's JUSTICIABLE_* may change what is tested.
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('JUSTICIABLE_'))),
      JUSTICIABLE_BUILD_ROOT: site.buildRoot,
      JUSTICIABLE_LISTEN: listen,
      // The one Host the tests' requests name: the address and port.
      JUSTICIABLE_SERVER_NAMES: listen,
      JUSTICIABLE_CONNECT_SRC: site.connectOrigins.join(' '),
      JUSTICIABLE_TRUSTED_PROXIES: (site.trustedProxies ?? []).join(' '),
      JUSTICIABLE_ACCESS_LOG: 'access.log',
      JUSTICIABLE_BROTLI: 'on',
      JUSTICIABLE_HSTS: 'off',
      ...proxyVariables,
    },
  });
  if (rendered.status !== 0) throw new Error(`scripts/render-nginx.ts failed: ${rendered.stderr}`);
  return rendered.stdout;
}

/**
 * nginx serving the site deploy/nginx/render.ts renders, as production would, on a free port of
 * 127.0.0.1: unprivileged, its pid, logs and temporary files in a folder of its own, nothing
 * read or written under /etc/nginx or /var.
 */
export async function startNginx(site: NginxSite): Promise<RunningNginx> {
  if (!existsSync(NGINX))
    throw new Error(
      `nginx is not installed at ${NGINX}: run \`npm test\`, which installs it, or \`node scripts/ensure-nginx.mjs\`.`,
    );
  const asRoot = process.getuid?.() === 0;
  // The build's folder is the harness's private temporary one (0700): nginx's user must read it.
  if (asRoot) chmodSync(site.buildRoot, 0o755);
  // A port taken between asking and listening is tried again with another.
  for (let attempt = 1; ; attempt += 1) {
    const prefix = mkdtempSync(join(tmpdir(), 'justiciable-nginx-'));
    if (asRoot) chownSync(prefix, NOBODY, NOBODY);
    const port = await freePort();
    const config = join(prefix, 'nginx.conf');
    const listen = `127.0.0.1:${port}`;
    writeFileSync(config, renderStandaloneConfig(site, listen));
    const child = spawn(
      NGINX,
      ['-p', `${prefix}/`, '-c', config, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
        ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
      },
    );
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = `http://127.0.0.1:${port}`;
    const started = await answering(url, child);
    if (started) {
      const read = (file: string) => (existsSync(join(prefix, file)) ? readFileSync(join(prefix, file), 'utf8') : '');
      return {
        url,
        requests: () =>
          // The site's format, "combined" without queries: … "GET /path HTTP/1.1" 200 …
          [...read('access.log').matchAll(/"([A-Z]+) (\S+) HTTP\/[\d.]+" (\d{3})/g)].map(
            ([, method = '', path = '', status = '']) => ({ method, path, status: Number(status) }),
          ),
        logs: () => ({ access: read('access.log'), error: read('error.log') }),
        close: async () => {
          await stop(child);
          rmSync(prefix, { recursive: true, force: true });
        },
      };
    }
    const log = existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '';
    rmSync(prefix, { recursive: true, force: true });
    if (!/Address already in use/.test(output + log) || attempt === 3)
      throw new Error(`nginx did not start:\n${output}${log}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('No free port.')),
      );
    });
  });
}

/**
 * Whether this nginx answers at `url`, asked until it does or its process ends (a port taken
 * meanwhile: another server may answer there, so only nginx's answer counts).
 */
async function answering(url: string, child: ChildProcess): Promise<boolean> {
  let exited = false;
  child.once('exit', () => (exited = true));
  while (!exited) {
    const server = await fetch(url, { method: 'HEAD' }).then(
      (response) => response.headers.get('server'),
      () => null,
    );
    if (server === 'nginx' && !exited) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Fast shutdown (SIGTERM), waiting for the master to end. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

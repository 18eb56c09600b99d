import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Connect, Plugin } from 'vite';

/** The names `npm start`'s server answers to: it listens on 127.0.0.1 only. */
const LOCAL_HOST_NAMES = ['127.0.0.1', 'localhost', '[::1]'] as const;

/**
 * The most WebSocket upgrades (the realtime socket passed on to the emulator, Vite's hot reload)
 * held at once, by one address and by all. Each proxied socket holds two file descriptors; without
 * a cap, a few thousand held sockets exhausted the process's and every call answered 500.
 * Pages and sign-in are plain requests and never count here.
 */
export const UPGRADE_LIMITS = { perAddress: 32, total: 256 } as const;
/** Every connection at once, a backstop under the process's file descriptors (ulimit -n). */
export const MAX_CONNECTIONS = 2_048;

/** Where a request is turned away: a path that neither the proxy nor Vite's hot reload serves. */
const REFUSED_UPGRADE_PATH = '/__refused-upgrade';

export interface ServerGuardOptions {
  /** The app's security headers (security-headers.ts), sent on every answer. */
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * What `npm start`'s server (local-portal.ts) does before anything else answers, for every
 * request, whatever Vite or the proxy would do with it:
 * - its security headers, nosniff among them, on every answer: OPTIONS, POST, a malformed address
 *   and the emulator's answers passed on, not only the app's pages;
 * - only its own names in Host (127.0.0.1, localhost or [::1] with the port it listens on): the
 *   Host is copied into config.json's endpoints, and a shared cache must not keep one made for
 *   another;
 * - no stored file on the app's origin: the emulator serves uploads on its own origin only, where
 *   the download links point, never beside the app's pages;
 * - at most UPGRADE_LIMITS sockets held open, and MAX_CONNECTIONS connections in all.
 */
export function serverGuard({ headers }: ServerGuardOptions): Plugin {
  const guard = guardRequests(headers);
  const limitServer = (httpServer: Server | null) => {
    if (httpServer === null) return;
    httpServer.maxConnections = MAX_CONNECTIONS;
    httpServer.prependListener('upgrade', limitUpgrades());
  };
  return {
    name: 'justiciable:server-guard',
    // Registered here rather than in a returned hook, so they run before Vite's own middleware and its proxy.
    configureServer(server) {
      server.middlewares.use(guard);
      limitServer(server.httpServer as Server | null);
    },
    configurePreviewServer(server) {
      server.middlewares.use(guard);
      limitServer(server.httpServer as Server);
    },
  };
}

function guardRequests(headers: Readonly<Record<string, string>>): Connect.NextHandleFunction {
  return (request, response, next) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    if (!isOwnHost(request))
      return refuse(response, 421, 'Misdirected request: this server answers only to its own address.');
    if (pathOf(request).startsWith('/__emulator/files/')) return refuse(response, 404, 'Not found.');
    next();
  };
}

/** Whether Host names this server exactly: one of its names, with the port the request came in on. */
function isOwnHost(request: IncomingMessage): boolean {
  const host = request.headers.host;
  const port = request.socket.localPort;
  return host !== undefined && port !== undefined && LOCAL_HOST_NAMES.some((name) => host === `${name}:${port}`);
}

function pathOf(request: IncomingMessage): string {
  const raw = request.url ?? '/';
  const end = raw.search(/[?#]/);
  return end === -1 ? raw : raw.slice(0, end);
}

function refuse(response: ServerResponse, status: number, message: string): void {
  response.statusCode = status;
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(message);
}

/**
 * Counts the upgrades held open and refuses one over the limits with 503. It runs before the
 * proxy's and the hot reload's own listeners, which then find a path neither of them serves.
 */
function limitUpgrades() {
  const open = new Map<string, number>();
  let total = 0;
  return (request: IncomingMessage, socket: Duplex) => {
    const address = request.socket.remoteAddress ?? 'unknown';
    const held = open.get(address) ?? 0;
    if (!isOwnHost(request) || held >= UPGRADE_LIMITS.perAddress || total >= UPGRADE_LIMITS.total) {
      request.url = REFUSED_UPGRADE_PATH;
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    open.set(address, held + 1);
    total += 1;
    socket.once('close', () => {
      total -= 1;
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  };
}

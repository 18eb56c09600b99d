import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin, ProxyOptions } from 'vite';

/**
 * Where the app's own server passes the emulator's protocols on, as a reverse proxy in front of
 * the cloud does in production (deploy/nginx/emulator-same-origin.conf uses the same paths):
 * /__cloud/cognito, /__cloud/cognito-identity, /__cloud/graphql (and its realtime socket,
 * /__cloud/graphql/realtime) and /__cloud/justiciable-api.
 */
export const CLOUD_PATH_PREFIX = '/__cloud';

/**
 * The endpoints config.json names on the app's origin. Not the Lambda functions: the adapters
 * sign those calls (SigV4) for the host and path they send them to, which a proxy changes, so
 * they stay on the emulator's origin, as the production proxy leaves them on AWS's; their URL is
 * one per function, so its preflight is cached (Access-Control-Max-Age) after the first.
 */
const SAME_ORIGIN_ENDPOINTS = [
  'userPoolEndpoint',
  'identityPoolEndpoint',
  'graphqlEndpoint',
  'legacyApiBaseUrl',
] as const;

/**
 * Vite's proxy entry: /__cloud/… to the emulator's /…, WebSocket upgrades included. xfwd appends
 * the browser's address to X-Forwarded-For, so the emulator, told to trust this proxy
 * (SAME_ORIGIN_PROXY_ADDRESSES), still counts its rate limits per client, not all at once.
 */
export function sameOriginProxy(emulatorUrl: string): Record<string, ProxyOptions> {
  return {
    [`${CLOUD_PATH_PREFIX}/`]: {
      target: emulatorUrl,
      ws: true,
      xfwd: true,
      rewrite: (path) => path.slice(CLOUD_PATH_PREFIX.length),
    },
  };
}

/** Where the proxy above reaches the emulator from: it connects to the emulator's 127.0.0.1. */
export const SAME_ORIGIN_PROXY_ADDRESSES = ['127.0.0.1', '::1'] as const;

/**
 * Answers /__emulator/config.json itself, before the proxy passes /__emulator on: the emulator's
 * configuration with the endpoints above moved under /__cloud on the origin the browser asked
 * (its Host, which Vite checks against its allowed hosts), so every call the app makes to them
 * is same-origin and none waits for a CORS preflight.
 */
export function sameOriginApis(emulatorUrl: string): Plugin {
  const answerConfig: Connect.NextHandleFunction = (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    sendConfig(emulatorUrl, request, response).catch(next);
  };
  return {
    name: 'justiciable-same-origin-apis',
    configureServer: (server) => void server.middlewares.use('/__emulator/config.json', answerConfig),
    configurePreviewServer: (server) => void server.middlewares.use('/__emulator/config.json', answerConfig),
  };
}

async function sendConfig(emulatorUrl: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const published = await fetch(`${emulatorUrl}/__emulator/config.json`);
  if (!published.ok) throw new Error(`The emulator's config.json answered HTTP ${published.status}.`);
  const config = (await published.json()) as Record<string, unknown>;
  const appOrigin = `http://${request.headers.host ?? ''}`;
  for (const field of SAME_ORIGIN_ENDPOINTS) {
    const endpoint = config[field];
    if (typeof endpoint !== 'string' || !endpoint.startsWith(`${emulatorUrl}/`)) {
      throw new Error(`The emulator's config.json names ${field} off its own origin: ${String(endpoint)}`);
    }
    config[field] = `${appOrigin}${CLOUD_PATH_PREFIX}${endpoint.slice(emulatorUrl.length)}`;
  }
  const body = JSON.stringify(config);
  response.writeHead(200, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

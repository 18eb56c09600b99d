import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startEmulator, type RunningEmulator, type StartEmulatorOptions } from '@justiciable/emulator';
import { createServer, preview, type InlineConfig, type LogLevel, type ServerOptions } from 'vite';
import { SAME_ORIGIN_PROXY_ADDRESSES, sameOriginApis, sameOriginProxy } from './same-origin-apis';
import { securityHeaders } from './security-headers';
import { serverGuard } from './server-guard';
import { staticAssets } from './static-assets';

/** packages/web, where vite.config.ts and index.html live. */
export const webRoot = fileURLToPath(new URL('..', import.meta.url));

export interface LocalPortalOptions {
  /** 'preview' serves a build made with `vite build --mode emulator`; 'dev' is Vite with hot reload. */
  readonly mode: 'preview' | 'dev';
  /** Where the app listens on 127.0.0.1; 0 picks a free port. */
  readonly port: number;
  /** The build 'preview' serves; packages/web/dist unless told otherwise. */
  readonly outDir?: string;
  readonly emulator: StartEmulatorOptions;
  readonly logLevel?: LogLevel;
  /**
   * The emulator's protocols under the app's own origin, at /__cloud/…, with config.json naming
   * them there, so the browser sends no CORS preflight: the portal as a host that serves the APIs
   * through a reverse proxy runs it (deploy/README.md; same-origin-apis.ts).
   */
  readonly sameOriginApis?: boolean;
}

export interface LocalPortal {
  /** http://127.0.0.1:PORT */
  readonly appUrl: string;
  readonly emulator: RunningEmulator;
  close(): Promise<void>;
}

/**
 * The emulator and the app beside it. The app reads the emulator's configuration from its own
 * origin (src/app/build-portal.ts), so the server passes /__emulator on to whichever emulator
 * this started, on whatever port. Every response carries the app's security headers, whose
 * connect-src lets the adapters call that emulator (scripts/security-headers.ts).
 */
export async function startLocalPortal(options: LocalPortalOptions): Promise<LocalPortal> {
  // Behind its own proxy the emulator counts each client by the address that proxy writes.
  const trusted = options.sameOriginApis
    ? [...(options.emulator.trustedProxies ?? []), ...SAME_ORIGIN_PROXY_ADDRESSES]
    : options.emulator.trustedProxies;
  const emulator = await startEmulator({
    ...options.emulator,
    ...(trusted === undefined ? {} : { trustedProxies: trusted }),
  });
  try {
    const sameOrigin = options.sameOriginApis ?? false;
    const proxy = { '/__emulator': emulator.url, ...(sameOrigin ? sameOriginProxy(emulator.url) : {}) };
    // No CORS: nothing but the app's own pages calls this server, and Vite's answer to a preflight would come before the guard's headers.
    const listen = { host: '127.0.0.1', port: options.port, strictPort: true, proxy, cors: false };
    // Vite's dev server inlines scripts and styles marked with a nonce its policy names.
    const devNonce = options.mode === 'dev' ? randomBytes(16).toString('base64') : undefined;
    const headers = securityHeaders({ connectOrigins: [emulator.url], devNonce });
    const guard = serverGuard({ headers });
    const common = {
      root: webRoot,
      logLevel: options.logLevel ?? 'info',
      plugins: [guard, ...(sameOrigin ? [sameOriginApis(emulator.url)] : [])],
    };
    const server =
      options.mode === 'dev'
        ? await serveDev(common, listen, headers, devNonce)
        : await servePreview(common, listen, headers, options.outDir);
    const { port } = server.httpServer?.address() as AddressInfo;
    return {
      appUrl: `http://127.0.0.1:${port}`,
      emulator,
      close: async () => {
        await server.close();
        await emulator.close();
      },
    };
  } catch (error) {
    await emulator.close();
    throw error;
  }
}

/**
 * Vite's preview server over a build: hashed assets cached for a year and sent precompressed,
 * everything else revalidated (static-assets.ts), all with the security headers.
 */
async function servePreview(
  common: InlineConfig,
  listen: ServerOptions,
  headers: Record<string, string>,
  outDir: string | undefined,
) {
  return preview({
    ...common,
    plugins: [...(common.plugins ?? []), staticAssets(headers)],
    preview: { ...listen, headers },
    build: outDir ? { outDir } : {},
  });
}

/**
 * Vite's dev server. It inlines React Refresh's preamble in index.html and adds each CSS module
 * as a <style>, both marked with a nonce the policy allows. Vite takes the nonce from its
 * configuration, so it holds for the server's life rather than one response: acceptable for a
 * development server that listens on 127.0.0.1 only; the built app needs no nonce.
 */
async function serveDev(
  common: InlineConfig,
  listen: ServerOptions,
  headers: Record<string, string>,
  devNonce: string | undefined,
) {
  const server = await createServer({ ...common, html: { cspNonce: devNonce }, server: { ...listen, headers } });
  return server.listen();
}

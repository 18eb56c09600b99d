import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { loadSigningKey, TokenService } from './cognito/tokens';
import { countUsers } from './cognito/users';
import { createCompressingServer } from './compression';
import type { EmulatorContext, EmulatorSettings } from './context';
import { createContext } from './create-context';
import { defaultRealtimeOptions, type RealtimeOptions } from './graphql/realtime/realtime-endpoint';
import type { UploadLimits } from './lambda/upload-limits';
import { resolveUploadLimits } from './lambda/upload-quota';
import { proxyList } from './rate-limit/client-address';
import { resolveRateLimits, type RateLimits } from './rate-limit/rate-limits';
import { seed } from './seed';
import { createEmulatorApp } from './server';
import { defaultSettings } from './settings';
import { openDatabase } from './store/database';
import { readSeededAccounts, writeSeededAccounts, type DemoAccount, type SeededAccounts } from './store/meta';

export type { EmulatorContext } from './context';
export type { DemoAccount } from './store/meta';
export { createConfirmedUser } from './cognito/users';
export { setUserEnabled } from './graphql';
export { rateLimitsFromEnv, type RateLimits } from './rate-limit/rate-limits';
export { trustedProxiesFromEnv } from './rate-limit/client-address';
export { uploadLimitsFromEnv } from './lambda/upload-quota';
export type { UploadLimits } from './lambda/upload-limits';

export type SeedSize = 'demo' | 'large' | 'none';

export interface StartEmulatorOptions {
  /** Default 4010; 0 picks a free port. */
  readonly port?: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** SQLite file, or ':memory:' (the default) for a database that vanishes on close. */
  readonly data?: string;
  /** What to seed into a new database; default 'demo'. */
  readonly seed?: SeedSize;
  /** Deletes the database and uploaded files first. */
  readonly reset?: boolean;
  readonly autoAcceptMs?: number;
  /**
   * Accept GraphQL writes made with the API key, as a backend following SPEC §6 to the letter does.
   * Unsafe: the key is public, so anyone may then rewrite any user's profile (docs/graphql.md).
   */
  readonly allowApiKeyWrites?: boolean;
  /** An extra origin allowed by CORS besides any http://localhost:* and http://127.0.0.1:*. */
  readonly webOrigin?: string | null;
  /**
   * Limits per client address (docs/endpoints.md, Rate limits): 'off', or the classes to change; the rest
   * keep their defaults, which are on unless this says otherwise.
   */
  readonly rateLimits?: 'off' | Partial<RateLimits>;
  /** How many days a link token opens its link after it was issued; default 30 (docs/legacy-api.md, Link tokens). */
  readonly linkTokenDays?: number;
  /**
   * What the console (/__emulator, outbox.json, invitations) asks for when the emulator listens on
   * an address other than loopback; a random one when not given. On loopback the console is open.
   */
  readonly consoleToken?: string;
  /**
   * Reverse proxies in front of the emulator (addresses or CIDR blocks): a request from one counts
   * against the client its X-Forwarded-For names last (docs/endpoints.md, Rate limits). None by default.
   */
  readonly trustedProxies?: readonly string[];
  /**
   * Files and bytes one account may upload per window (docs/lambda.md, Upload limits): 'off', or
   * the limits to change. Left out: the defaults (30 files a minute, 200 MiB a day), or 'off'
   * when rateLimits is 'off'.
   */
  readonly uploadLimits?: 'off' | Partial<UploadLimits>;
  /** The realtime socket's timing and caps (docs/graphql.md, Realtime): keep-alive interval, connection_init timeout, revocation checks, sockets per account, subscriptions per socket. */
  readonly realtime?: Partial<RealtimeOptions>;
}

export interface RunningEmulator {
  /** http://HOST:PORT */
  readonly url: string;
  readonly context: EmulatorContext;
  /** The seeded demo account, or null when this database was never seeded. */
  readonly demo: DemoAccount | null;
  /** The seed's second client, whose data the demo must never see; null as `demo` is. */
  readonly other: DemoAccount | null;
  /** What the console asks for (`?token=` or `Authorization: Bearer`); null when it is open (loopback). */
  readonly consoleToken: string | null;
  close(): Promise<void>;
}

export async function startEmulator(options: StartEmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const settings: EmulatorSettings = {
    ...defaultSettings,
    autoAcceptMs: options.autoAcceptMs ?? defaultSettings.autoAcceptMs,
    allowApiKeyWrites: options.allowApiKeyWrites ?? defaultSettings.allowApiKeyWrites,
    webOrigin: options.webOrigin ?? defaultSettings.webOrigin,
    rateLimits: resolveRateLimits(options.rateLimits),
    linkTokenLifetimeMs: linkTokenLifetimeMs(options.linkTokenDays),
    consoleToken: isLoopback(host) ? null : (options.consoleToken ?? randomBytes(24).toString('base64url')),
    trustedProxies: trustedProxies(options.trustedProxies),
    uploadLimits: resolveUploadLimits(options.uploadLimits, options.rateLimits === 'off'),
  };
  const storage = prepareStorage(options.data ?? ':memory:', options.reset ?? false);
  const db = openDatabase(storage.location);
  let url: string | null = null;
  const baseUrl = () => {
    if (url === null) throw new Error('The emulator is not listening yet, so it has no URL.');
    return url;
  };
  let stopProtocols = () => {};
  let server: ServerType | null = null;
  const release = async () => {
    stopProtocols();
    if (server) await closeServer(server);
    db.close();
    if (storage.temporary) rmSync(storage.filesDir, { recursive: true, force: true });
  };

  try {
    const tokens = new TokenService(db, settings, await loadSigningKey(db), baseUrl);
    const context = createContext({ db, filesDir: storage.filesDir, settings, tokens, baseUrl });
    const emulatorApp = createEmulatorApp(context, tokens, { ...defaultRealtimeOptions, ...options.realtime });
    stopProtocols = emulatorApp.close;
    const listening = await listen(emulatorApp.app, host, options.port ?? 4010);
    server = listening.server;
    // The server is node:http's (createCompressingServer), which hands WebSocket upgrades to this listener.
    (server as HttpServer).on('upgrade', emulatorApp.realtime.handleUpgrade);
    url = `http://${hostForUrl(host)}:${listening.port}`;
    const { demo, other } = seedIfNew(context, options.seed ?? 'demo');
    let closing: Promise<void> | null = null;
    return { url, context, demo, other, consoleToken: settings.consoleToken, close: () => (closing ??= release()) };
  } catch (error) {
    await release();
    throw error;
  }
}

interface Storage {
  readonly location: string;
  readonly filesDir: string;
  /** Whether filesDir is a temporary directory to remove on close. */
  readonly temporary: boolean;
}

function prepareStorage(data: string, reset: boolean): Storage {
  if (data === ':memory:') {
    return { location: data, filesDir: mkdtempSync(join(tmpdir(), 'justiciable-emulator-')), temporary: true };
  }
  const location = resolve(data);
  const filesDir = join(dirname(location), 'files');
  if (reset) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${location}${suffix}`, { force: true });
    rmSync(filesDir, { recursive: true, force: true });
  }
  mkdirSync(filesDir, { recursive: true });
  return { location, filesDir, temporary: false };
}

/** Seeds a database that has no users yet (new, or just reset); remembers the seeded accounts. */
function seedIfNew(context: EmulatorContext, size: SeedSize): SeededAccounts {
  if (size !== 'none' && countUsers(context.db) === 0) writeSeededAccounts(context.db, seed(context, { size }));
  return readSeededAccounts(context.db);
}

function listen(app: Hono, host: string, port: number): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolveListening, reject) => {
    const server = serve(
      { fetch: app.fetch, hostname: host, port, createServer: createCompressingServer },
      (info: AddressInfo) => resolveListening({ server, port: info.port }),
    );
    server.once('error', reject);
  });
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolveClosed) => {
    server.close(() => resolveClosed());
    // Keep-alive sockets (fetch keeps them) would otherwise hold close() open.
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}

/** The trustedProxies option, checked at start: an entry it cannot read stops the start, naming it. */
function trustedProxies(entries: readonly string[] | undefined): readonly string[] {
  if (entries === undefined) return defaultSettings.trustedProxies;
  proxyList(entries);
  return [...entries];
}

function linkTokenLifetimeMs(days: number | undefined): number {
  if (days === undefined) return defaultSettings.linkTokenLifetimeMs;
  if (!Number.isFinite(days) || days <= 0)
    throw new Error(`linkTokenDays must be a positive number of days, not ${days}`);
  return days * 24 * 60 * 60 * 1000;
}

/** Whether the emulator answers only this machine: the console stays open there (its purpose). */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    bare === 'localhost' ||
    bare === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare) ||
    bare === '::ffff:127.0.0.1'
  );
}

/** Tokens' issuer and signed URLs need an address a client can reach, not a wildcard. */
function hostForUrl(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

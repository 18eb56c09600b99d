#!/usr/bin/env node
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { rateLimitsFromEnv, startEmulator, trustedProxiesFromEnv, uploadLimitsFromEnv, type SeedSize } from './index';

/**
 * `npx @justiciable/emulator` (the published bin, dist/cli.js), or in the repository
 * `npm run emulator` (root) and `pnpm --filter @justiciable/emulator start` (this file through tsx).
 * Env: PORT (4010), HOST (127.0.0.1), DATA (.data/emulator.sqlite, relative to the current
 * directory; in the repository, to the repository's root),
 * EMULATOR_AUTO_ACCEPT_MS, EMULATOR_ALLOW_API_KEY_WRITES=1 (unsafe), EMULATOR_WEB_ORIGIN,
 * EMULATOR_RATE_LIMITS (off, or class=requests/window,…), EMULATOR_LINK_TOKEN_DAYS (30),
 * EMULATOR_CONSOLE_TOKEN (with a HOST other than loopback; random otherwise),
 * EMULATOR_TRUSTED_PROXIES (addresses or CIDR blocks of reverse proxies whose X-Forwarded-For is believed),
 * EMULATOR_UPLOAD_LIMITS (off, or files=30/1m,mib=200/1d).
 * Flags: --seed demo|large|none (for a new database), --reset (start over).
 */

/**
 * Where a relative DATA starts: run from the repository's sources (src/cli.ts), its root, so
 * `npm run emulator` keeps one database wherever it is typed; installed (dist/cli.js), the
 * directory the command was run in, as any command-line tool.
 */
const dataRoot = import.meta.url.endsWith('/src/cli.ts')
  ? fileURLToPath(new URL('../../../', import.meta.url))
  : process.cwd();
const seedSizes: readonly SeedSize[] = ['demo', 'large', 'none'];

function fail(message: string): never {
  console.error(`emulator: ${message}`);
  process.exit(1);
}

function readFlags(): { seed: SeedSize; reset: boolean } {
  let values: { seed?: string; reset?: boolean };
  try {
    ({ values } = parseArgs({ options: { seed: { type: 'string' }, reset: { type: 'boolean' } } }));
  } catch (error) {
    fail(
      `${error instanceof Error ? error.message : String(error)}\nusage: emulator [--seed demo|large|none] [--reset]`,
    );
  }
  const seed = values.seed ?? 'demo';
  if (!seedSizes.includes(seed as SeedSize)) fail(`--seed must be one of ${seedSizes.join(', ')}, not '${seed}'`);
  return { seed: seed as SeedSize, reset: values.reset ?? false };
}

function readInteger(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max)
    fail(`${name} must be an integer from 0 to ${max}, not '${raw}'`);
  return value;
}

function readRateLimits(): ReturnType<typeof rateLimitsFromEnv> {
  try {
    return rateLimitsFromEnv(process.env.EMULATOR_RATE_LIMITS);
  } catch (error) {
    fail(`EMULATOR_RATE_LIMITS: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function readTrustedProxies(): string[] {
  try {
    return trustedProxiesFromEnv(process.env.EMULATOR_TRUSTED_PROXIES);
  } catch (error) {
    fail(`EMULATOR_TRUSTED_PROXIES: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function readUploadLimits(): ReturnType<typeof uploadLimitsFromEnv> {
  try {
    return uploadLimitsFromEnv(process.env.EMULATOR_UPLOAD_LIMITS);
  } catch (error) {
    fail(`EMULATOR_UPLOAD_LIMITS: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function main(): Promise<void> {
  const flags = readFlags();
  const rawData = process.env.DATA || '.data/emulator.sqlite';
  const data = rawData === ':memory:' || isAbsolute(rawData) ? rawData : resolve(dataRoot, rawData);
  const port = readInteger('PORT', 4010, 65535);
  const emulator = await startEmulator({
    port,
    host: process.env.HOST || '127.0.0.1',
    data,
    seed: flags.seed,
    reset: flags.reset,
    autoAcceptMs: readInteger('EMULATOR_AUTO_ACCEPT_MS', 5000, 24 * 3_600_000),
    allowApiKeyWrites: process.env.EMULATOR_ALLOW_API_KEY_WRITES === '1',
    webOrigin: process.env.EMULATOR_WEB_ORIGIN || null,
    rateLimits: readRateLimits(),
    trustedProxies: readTrustedProxies(),
    uploadLimits: readUploadLimits(),
    linkTokenDays:
      readInteger('EMULATOR_LINK_TOKEN_DAYS', 30, 3650) || fail('EMULATOR_LINK_TOKEN_DAYS must be at least 1'),
    ...(process.env.EMULATOR_CONSOLE_TOKEN ? { consoleToken: process.env.EMULATOR_CONSOLE_TOKEN } : {}),
  }).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
      fail(`port ${port} is already in use; stop the other process or set PORT`);
    }
    throw error;
  });

  console.log(`Justiciable emulator listening on ${emulator.url}`);
  const consoleQuery = emulator.consoleToken === null ? '' : `?token=${emulator.consoleToken}`;
  console.log(`  console       ${emulator.url}/__emulator${consoleQuery}`);
  if (emulator.consoleToken !== null) {
    console.log(
      `  console token ${emulator.consoleToken} (HOST is not loopback: the console, outbox.json and invitations need it)`,
    );
  }
  console.log(`  config        ${emulator.url}/__emulator/config.json`);
  console.log(`  realtime      ${emulator.url.replace(/^http/, 'ws')}/graphql/realtime`);
  console.log(`  data          ${data}${flags.reset ? ' (reset)' : ''}`);
  for (const [label, account] of [
    ['demo account ', emulator.demo],
    ['other account', emulator.other],
  ] as const) {
    console.log(
      `  ${label} ${account ? `${account.email} / ${account.password}` : 'none (not seeded; --reset seeds the database)'}`,
    );
  }
  if (emulator.context.settings.allowApiKeyWrites) {
    console.log(
      "  warning       GraphQL accepts API-key writes: anyone holding the public key may rewrite any user's profile",
    );
  }

  const stop = () => {
    emulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();

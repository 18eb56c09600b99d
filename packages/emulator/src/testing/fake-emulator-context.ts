import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import type {
  ConfirmedUser,
  EmulatorContext,
  EmulatorSettings,
  IssuedCredentials,
  OutboxEntry,
  Principal,
} from '../context';

/**
 * An EmulatorContext for testing the GraphQL and Lambda protocols on their own: an in-memory
 * database with only their migrations, access tokens and identity-pool credentials that a test
 * registers by hand (so expired, revoked and forged ones are simply the unregistered ones).
 */
export interface FakeEmulatorContext extends EmulatorContext {
  /** Access tokens the fake verifyAccessToken accepts, raw JWT → principal. */
  readonly tokens: Map<string, Principal>;
  /** What findCredentials returns by access key id, expired entries included. */
  readonly credentials: Map<string, IssuedCredentials>;
  setBaseUrl(url: string): void;
  close(): void;
}

const ownMigrations = ['002_account.sql', '003_files.sql'];
const migrationsDirectory = fileURLToPath(new URL('../store/migrations/', import.meta.url));

export const fakeSettings: EmulatorSettings = {
  region: 'sa-east-1',
  userPoolId: 'sa-east-1_Fake00001',
  userPoolClientId: 'fakeclient',
  identityPoolId: 'sa-east-1:00000000-0000-4000-8000-000000000000',
  apiKey: 'da2-fakeapikey',
  uploadFunctionName: 'justiciable-upload-file-dev',
  downloadFunctionName: 'justiciable-download-file-dev',
  autoAcceptMs: 0,
  allowApiKeyWrites: false,
  webOrigin: null,
  rateLimits: 'off',
  linkTokenLifetimeMs: 30 * 24 * 60 * 60 * 1000,
  consoleToken: null,
  trustedProxies: [],
  uploadLimits: 'off',
};

export function createFakeContext(settings: Partial<EmulatorSettings> = {}): FakeEmulatorContext {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  for (const file of ownMigrations) db.exec(readFileSync(join(migrationsDirectory, file), 'utf8'));
  const filesDir = mkdtempSync(join(tmpdir(), 'emulator-files-'));
  const tokens = new Map<string, Principal>();
  const credentials = new Map<string, IssuedCredentials>();
  const confirmedListeners: ((user: ConfirmedUser) => void)[] = [];
  const deletedListeners: ((sub: string) => void)[] = [];
  const outbox: OutboxEntry[] = [];
  let baseUrl = 'http://emulator.test';
  return {
    db,
    filesDir,
    settings: { ...fakeSettings, ...settings },
    baseUrl: () => baseUrl,
    setBaseUrl: (url) => {
      baseUrl = url;
    },
    outbox: {
      add: (entry) => {
        const added = { ...entry, id: outbox.length + 1, createdAt: new Date().toISOString() };
        outbox.push(added);
        return added;
      },
      list: () => [...outbox],
    },
    tokens,
    credentials,
    verifyAccessToken: async (authorization) => {
      const token = authorization?.replace(/^Bearer\s+/i, '');
      return (token && tokens.get(token)) || null;
    },
    findCredentials: (accessKeyId) => credentials.get(accessKeyId) ?? null,
    hooks: {
      onUserConfirmed: (listener) => void confirmedListeners.push(listener),
      userConfirmed: (user) => confirmedListeners.forEach((listener) => listener(user)),
      onUserDeleted: (listener) => void deletedListeners.push(listener),
      userDeleted: (sub) => deletedListeners.forEach((listener) => listener(sub)),
    },
    close: () => {
      db.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

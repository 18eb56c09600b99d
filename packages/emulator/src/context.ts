import type Database from 'better-sqlite3';
import type { UploadLimitSettings } from './lambda/upload-limits';
import type { RateLimitSettings } from './rate-limit/rate-limits';

/** Everything one running emulator shares between its protocols. */
export interface EmulatorContext {
  /** better-sqlite3 handle, WAL mode, every migration in store/migrations applied. */
  readonly db: Database.Database;
  /** Where uploaded files live: <dataDir>/files, or a temp dir for an in-memory database. */
  readonly filesDir: string;
  readonly settings: EmulatorSettings;
  /** http://HOST:PORT once listening; tokens' issuer and signed URLs are built from it. */
  baseUrl(): string;
  readonly outbox: Outbox;
  /** Verifies a user-pool access token (raw JWT or "Bearer <jwt>"): signature, issuer, expiry,
   *  token_use=access, not revoked. Null when it is missing or refused. */
  verifyAccessToken(authorization: string | null | undefined): Promise<Principal | null>;
  /** The temporary credentials the identity pool issued, by access key id; null if unknown or expired. */
  findCredentials(accessKeyId: string): IssuedCredentials | null;
  readonly hooks: EmulatorHooks;
}

export interface EmulatorSettings {
  readonly region: string; // 'sa-east-1'
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly identityPoolId: string;
  readonly apiKey: string;
  readonly uploadFunctionName: string; // dev-suffixed
  readonly downloadFunctionName: string; // dev-suffixed
  readonly autoAcceptMs: number; // EMULATOR_AUTO_ACCEPT_MS
  readonly allowApiKeyWrites: boolean; // EMULATOR_ALLOW_API_KEY_WRITES=1, unsafe (docs/graphql.md)
  readonly webOrigin: string | null; // extra CORS origin; localhost origins are always allowed
  readonly rateLimits: RateLimitSettings; // per client address; EMULATOR_RATE_LIMITS
  /** How long a link token opens its link after it was issued; EMULATOR_LINK_TOKEN_DAYS (30). */
  readonly linkTokenLifetimeMs: number;
  /** What the console and its JSON ask for (docs/endpoints.md, Console); null: open, the emulator listens on loopback only. */
  readonly consoleToken: string | null;
  /**
   * Reverse proxies (addresses or CIDR blocks) whose X-Forwarded-For names the client a rate limit
   * counts (docs/endpoints.md, Rate limits); EMULATOR_TRUSTED_PROXIES. Empty: the socket's peer is the client.
   */
  readonly trustedProxies: readonly string[];
  /** Files and bytes one account may upload per window (docs/lambda.md, Upload limits); EMULATOR_UPLOAD_LIMITS. */
  readonly uploadLimits: UploadLimitSettings;
}

export interface Principal {
  readonly sub: string;
  readonly email: string;
  readonly username: string;
}

export interface IssuedCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken: string;
  readonly identityId: string;
  readonly sub: string | null;
  readonly expiresAt: number; // epoch ms
}

export interface OutboxEntry {
  readonly id: number;
  readonly kind: 'confirmation-code' | 'password-reset-code' | 'mail-to-lawyer' | 'notification' | 'payment';
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly data: Record<string, unknown>;
  readonly createdAt: string; // ISO
}

export interface Outbox {
  add(entry: Omit<OutboxEntry, 'id' | 'createdAt'>): OutboxEntry;
  list(): OutboxEntry[];
}

/** Cross-protocol events, the way a production Cognito trigger links pool and database. */
export interface EmulatorHooks {
  /** Fired when a sign-up is confirmed (and by the seed); graphql/ creates the User record. */
  onUserConfirmed(listener: (user: ConfirmedUser) => void): void;
  userConfirmed(user: ConfirmedUser): void;
  /** Fired when a user-pool account is deleted. */
  onUserDeleted(listener: (sub: string) => void): void;
  userDeleted(sub: string): void;
}

export interface ConfirmedUser {
  readonly sub: string;
  readonly email: string;
  readonly phone: string | null;
  readonly name: string | null;
}
